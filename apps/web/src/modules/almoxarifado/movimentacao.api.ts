import type {
  entradaDatatableSchema,
  entradaEdicaoRespostaSchema,
  fornecedorPorCnpjSchema,
  movimentacaoFormSchema,
  Resposta,
  saidaDatatableSchema,
  saidaEdicaoRespostaSchema,
  saidaFormSchema,
  sugestaoLotesSchema,
} from '@saude/shared';
import { api } from '../../lib/api';

export type EntradaLinha = Resposta<typeof entradaDatatableSchema>['data'][number];
export type EntradaEdicao = Resposta<typeof entradaEdicaoRespostaSchema>;
export type SaidaLinha = Resposta<typeof saidaDatatableSchema>['data'][number];
export type SaidaEdicao = Resposta<typeof saidaEdicaoRespostaSchema>;

/** The two entry screens share everything but the path: invoices and opening balances. */
export const caminhoEntrada = (inicial: boolean) => (inicial ? 'entrada-inicial' : 'entrada');

export const almoxarifadoApi = {
  formEntrada: (inicial: boolean) =>
    api.get<Resposta<typeof movimentacaoFormSchema>>(`/api/almoxarifado/${caminhoEntrada(inicial)}/create`),
  entrada: (inicial: boolean, id: number | string) => api.get<EntradaEdicao>(`/api/almoxarifado/${caminhoEntrada(inicial)}/${id}/edit`),
  gravarEntrada: (inicial: boolean, corpo: object) => api.post<{ id: number }>(`/api/almoxarifado/${caminhoEntrada(inicial)}`, corpo),
  editarEntrada: (id: number | string, corpo: object) => api.put(`/api/almoxarifado/entrada/${id}`, corpo),
  estornarEntrada: (inicial: boolean, id: number | string, motivo: string) =>
    api.put(`/api/almoxarifado/${caminhoEntrada(inicial)}/estorno/${id}`, { motivo }),
  fornecedorPorCnpj: (cnpj: string) => api.get<Resposta<typeof fornecedorPorCnpjSchema>>(`/api/almoxarifado/entrada/fornecedor/${cnpj}`),
  formSaida: () => api.get<Resposta<typeof saidaFormSchema>>('/api/almoxarifado/saida/create'),
  sugestao: (materialId: number, quantidade: number) =>
    api.get<Resposta<typeof sugestaoLotesSchema>>('/api/almoxarifado/saida/sugestao', { query: { materialId, quantidade } }),
  gravarSaida: (corpo: object) => api.post<{ id: number }>('/api/almoxarifado/saida', corpo),
  saida: (id: number | string) => api.get<SaidaEdicao>(`/api/almoxarifado/saida/${id}/edit`),
  editarSaida: (id: number | string, corpo: object) => api.put(`/api/almoxarifado/saida/${id}`, corpo),
  estornarSaida: (id: number | string, motivo: string) => api.put(`/api/almoxarifado/saida/estorno/${id}`, { motivo }),
};
