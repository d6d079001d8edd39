import type {
  estoqueParaSetorSchema,
  materiaisPermitidosRespostaSchema,
  periodoDatatableSchema,
  periodoEdicaoRespostaSchema,
  periodoFormSchema,
  periodoModeloSchema,
  Resposta,
} from '@saude/shared';
import { api } from '../../../lib/api';

export type PeriodoLinha = Resposta<typeof periodoDatatableSchema>['data'][number];
export type MateriaisPermitidos = Resposta<typeof materiaisPermitidosRespostaSchema>;

const base = '/api/almoxarifado/requisicao-abertura-fechamento';

export const periodoApi = {
  base,
  form: () => api.get<Resposta<typeof periodoFormSchema>>(`${base}/create`),
  gravar: (corpo: object) => api.post<{ ids: number[] }>(base, corpo),
  ler: (id: string) => api.get<Resposta<typeof periodoEdicaoRespostaSchema>>(`${base}/${id}/edit`),
  atualizar: (id: string, corpo: object) => api.put<Resposta<typeof periodoModeloSchema>>(`${base}/${id}`, corpo),
  excluir: (id: string) => api.delete(`${base}/${id}`),
  estoque: (almoxarifadoId: number, setorId: number) =>
    api.get<Resposta<typeof estoqueParaSetorSchema>>(`${base}/estoque/${almoxarifadoId}/${setorId}`),
  materiais: (setorId: number) => api.get<MateriaisPermitidos>(`${base}/material-permitido/${setorId}`),
  definirMateriais: (setorId: number, materiaisIds: number[]) =>
    api.put<MateriaisPermitidos>(`${base}/material-permitido/${setorId}`, { materiaisIds }),
};
