import type {
  estoqueParaSetorSchema,
  Resposta,
  requisicaoDatatableSchema,
  requisicaoEdicaoRespostaSchema,
  requisicaoFormSchema,
  requisicaoGravadaSchema,
  requisicaoModeloSchema,
} from '@saude/shared';
import { api } from '../../../lib/api';

export type RequisicaoLinha = Resposta<typeof requisicaoDatatableSchema>['data'][number];
export type RequisicaoModelo = Resposta<typeof requisicaoModeloSchema>;
export type RequisicaoEdicao = Resposta<typeof requisicaoEdicaoRespostaSchema>;

const setor = '/api/almoxarifado/requisicao';
const suprimento = '/api/almoxarifado/requisicao-suprimento';

/** The sector's side (asks) and the warehouse's side (supplies) of the requisitions. */
export const requisicaoApi = {
  setor,
  suprimento,
  form: () => api.get<Resposta<typeof requisicaoFormSchema>>(`${setor}/create`),
  materiais: (almoxarifadoId: number) => api.get<Resposta<typeof estoqueParaSetorSchema>>(`${setor}/materiais/${almoxarifadoId}`),
  gravar: (corpo: object) => api.post<Resposta<typeof requisicaoGravadaSchema>>(setor, corpo),
  ler: (id: string) => api.get<RequisicaoEdicao>(`${setor}/${id}/edit`),
  cancelar: (id: string, motivo: string) => api.put<RequisicaoModelo>(`${setor}/cancelar/${id}`, { motivo }),
  lerSuprimento: (id: string) => api.get<RequisicaoEdicao>(`${suprimento}/${id}/edit`),
  suprir: (id: string, corpo: object) => api.post<RequisicaoModelo>(`${suprimento}/${id}`, corpo),
  estornar: (suprimentoId: number, motivo: string) => api.put<RequisicaoModelo>(`${suprimento}/estorno/${suprimentoId}`, { motivo }),
  recusar: (id: string, motivo: string) => api.put<RequisicaoModelo>(`${suprimento}/recusar/${id}`, { motivo }),
};
