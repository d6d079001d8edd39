import {
  type Embarque,
  type FechamentoViagem,
  type listagemSchema,
  type Montagem,
  type montagemFormSchema,
  type montagemGravadaSchema,
  type Resposta,
  type transferenciaPassageiroGravadaSchema,
  URL_VIAGEM as URL,
  type viagemDetalheRespostaSchema,
} from '@saude/shared';
import { api, baixarArquivo } from '../../../lib/api';
import { imprimirPdf } from '../../../lib/impressao';

export type FormMontagem = Resposta<typeof montagemFormSchema>['data'];
export type PassageiroWeb = FormMontagem['passageiros'][number];
export type VeiculoWeb = FormMontagem['veiculos'][number];
export type CondutorWeb = FormMontagem['condutores'][number];
export type ViagemWeb = Resposta<typeof listagemSchema>['data'][number];
export type ViagemDetalheWeb = Resposta<typeof viagemDetalheRespostaSchema>['data'];
export type PassageiroViagemWeb = ViagemDetalheWeb['passageirosLista'][number];
export type FiltroListagem = { data: string; veiculoId?: number; condutorId?: number; municipioId?: number; bairro?: string };

/** The calls of the trips' screens (issue 23): assembly, transfer, list and manifest, boarding, closing, reopening. */
export const viagemApi = {
  montagem: (data: string) => api.get<{ data: FormMontagem }>(`${URL.escolher}/create`, { query: { data } }).then((r) => r.data),
  salvarMontagem: (corpo: Montagem) => api.post<Resposta<typeof montagemGravadaSchema>>(URL.escolher, corpo).then((r) => r.data),
  abertas: (data: string) => api.get<{ data: ViagemWeb[] }>(`${URL.transferencia}/list`, { query: { data } }).then((r) => r.data),
  transferir: (corpo: { agendamentoId: number; viagemId: number; motivo?: string | null }) =>
    api.post<Resposta<typeof transferenciaPassageiroGravadaSchema>>(URL.transferencia, corpo).then((r) => r.data),
  listagem: (query: FiltroListagem) => api.get<{ data: ViagemWeb[] }>(`${URL.listagem}/list`, { query }).then((r) => r.data),
  async manifesto(v: { id: number; numero: number }) {
    const r = await baixarArquivo(`${URL.listagem}/manifesto/${v.id}`);
    if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome !== 'arquivo' ? r.nome : `manifesto-viagem-${v.numero}.pdf`);
  },
  detalhe: (id: number) => api.get<{ data: ViagemDetalheWeb }>(`${URL.gerenciamento}/${id}`).then((r) => r.data),
  embarque: (id: number, corpo: Embarque) => api.put<{ data: ViagemDetalheWeb }>(`${URL.gerenciamento}/${id}`, corpo).then((r) => r.data),
  paraFechar: (data: string) => api.get<{ data: ViagemWeb[] }>(`${URL.fechamento}/form`, { query: { data } }).then((r) => r.data),
  fechar: (id: number, corpo: FechamentoViagem) =>
    api.put<{ data: ViagemDetalheWeb }>(`${URL.fechamento}/form/${id}`, corpo).then((r) => r.data),
  fechadas: (data: string) => api.get<{ data: ViagemWeb[] }>(`${URL.reabertura}/list`, { query: { data } }).then((r) => r.data),
  reabrir: (id: number, motivo: string) =>
    api.put<{ data: ViagemDetalheWeb }>(`${URL.reabertura}/reopen/${id}`, { motivo }).then((r) => r.data),
};

export const horaCurta = (h: string | null | undefined) => (h ? h.slice(0, 5) : '—');
