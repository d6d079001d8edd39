import {
  type AlteracaoFinalizado,
  type alteracaoFinalizadoGravadaSchema,
  type examesFinalizadosSchema,
  type fechamentoImagemFormSchema,
  type fechamentoImagemGravadoSchema,
  type fechamentoImagemPreviewSchema,
  type Resposta,
  URL_FECHAMENTO_IMAGEM as URL,
} from '@saude/shared';
import { api, baixarArquivo } from '../../../lib/api';
import { imprimirPdf } from '../../../lib/impressao';

export type FormFechamento = Resposta<typeof fechamentoImagemFormSchema>['data'];
export type PreviaFechamento = Resposta<typeof fechamentoImagemPreviewSchema>['data'];
export type LinhaPrevia = PreviaFechamento['linhas'][number];
export type ExamePrevia = LinhaPrevia['exames'][number];
export type FechamentoResumo = FormFechamento['fechamentos'][number];
export type ExameFinalizadoWeb = Resposta<typeof examesFinalizadosSchema>['data'][number];
export type AlteracaoGravada = Resposta<typeof alteracaoFinalizadoGravadaSchema>['data'];

/** The closing and closed-exam change calls of the imaging service (issue 22). */
export const fechamentoApi = {
  form: () => api.get<{ data: FormFechamento }>(`${URL.base}/create`).then((r) => r.data),
  previa: (query: { unidadeId: number; competencia: string }) =>
    api.get<{ data: PreviaFechamento }>(`${URL.base}/previa`, { query }).then((r) => r.data),
  fechar: (corpo: { unidadeId: number; competencia: string }) =>
    api.post<Resposta<typeof fechamentoImagemGravadoSchema>>(URL.base, corpo).then((r) => r.data),
  async imprimir(f: { id: number; competencia: string }) {
    const r = await baixarArquivo(`${URL.base}/${f.id}/pdf`);
    if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome !== 'arquivo' ? r.nome : `fechamento-imagem-${f.competencia}.pdf`);
  },
  buscar: (query: { numero?: number; pacienteId?: number; competencia?: string }) =>
    api.get<{ data: ExameFinalizadoWeb[] }>(URL.alteracao, { query }).then((r) => r.data),
  alterar: (id: number, corpo: AlteracaoFinalizado) =>
    api.put<{ data: AlteracaoGravada }>(`${URL.alteracao}/${id}`, corpo).then((r) => r.data),
};

export const moeda = (v: number) => v.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
/** `AAAA-MM` → `MM/AAAA`. */
export const mesBr = (c: string) => `${c.slice(5, 7)}/${c.slice(0, 4)}`;
