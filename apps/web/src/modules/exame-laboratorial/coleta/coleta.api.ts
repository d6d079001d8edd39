import type {
  coletaAgendadaSchema,
  confirmarRealizadoGravadoSchema,
  lancamentoColetaFormSchema,
  lancamentoColetaGravadoSchema,
  mapaTrabalhoFormSchema,
  mapaTrabalhoSchema,
  Resposta,
} from '@saude/shared';
import { api, baixarArquivo } from '../../../lib/api';
import { imprimirPdf } from '../../../lib/impressao';

export type ColetaAgendada = Resposta<typeof coletaAgendadaSchema>['data'];
export type AgendamentoDaColeta = ColetaAgendada['itens'][number];
export type AmostraDaColeta = AgendamentoDaColeta['amostras'][number];
export type FormLancamentoColeta = Resposta<typeof lancamentoColetaFormSchema>['data'];
export type ColetaGravada = Resposta<typeof lancamentoColetaGravadoSchema>['data'];
export type FormMapa = Resposta<typeof mapaTrabalhoFormSchema>['data'];
export type MapaTrabalho = Resposta<typeof mapaTrabalhoSchema>['data'];
export type TipoEtiqueta = 'coleta' | 'amostra' | 'lista';
export type TipoMapa = 'mapa-dia' | 'mapa-producao';

const base = '/api/exame-laboratorial';

/** The collection, labels, bench worklist and performed-exam calls of the laboratory (issue 21). */
export const coletaApi = {
  coletaAgendada: (query: Record<string, string | number | undefined>) =>
    api.get<{ data: ColetaAgendada }>(`${base}/coleta-agendada/create`, { query }).then((r) => r.data),
  formLancamento: (numero?: number) =>
    api.get<{ data: FormLancamentoColeta }>(`${base}/lancamento-coleta/create`, { query: { numero } }).then((r) => r.data),
  lancar: (corpo: object) => api.post<{ data: ColetaGravada }>(`${base}/lancamento-coleta`, corpo).then((r) => r.data),
  /** Opens the labels' PDF to print: whole schedulings, or single samples. */
  async imprimirEtiquetas(tipo: TipoEtiqueta, sel: { agendamentos?: number[]; amostras?: number[] }) {
    const r = await baixarArquivo(`${base}/coleta-agendada/etiqueta-${tipo}`, {
      agendamentos: sel.agendamentos?.length ? sel.agendamentos.join(',') : undefined,
      amostras: sel.amostras?.length ? sel.amostras.join(',') : undefined,
    });
    if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome !== 'arquivo' ? r.nome : `etiqueta-${tipo}.pdf`);
  },
  formMapa: (tipo: TipoMapa) => api.get<{ data: FormMapa }>(`${base}/${tipo}/create`).then((r) => r.data),
  mapa: (tipo: TipoMapa, query: { laboratorioId: number; setor?: number; data: string }) =>
    api.get<{ data: MapaTrabalho }>(`${base}/${tipo}/lista`, { query }).then((r) => r.data),
  async imprimirMapa(tipo: TipoMapa, query: { laboratorioId: number; setor?: number; data: string }) {
    const r = await baixarArquivo(`${base}/${tipo}/pdf`, query);
    if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome !== 'arquivo' ? r.nome : `${tipo}-${query.data}.pdf`);
  },
  confirmarRealizados: (ids: number[]) =>
    api.post<Resposta<typeof confirmarRealizadoGravadoSchema>>(`${base}/exame-agendado-realizado`, { ids }).then((r) => r.data),
};
