import type {
  importacaoFormSchema,
  importacaoResultadoSchema,
  pendenciaDatatableSchema,
  pendenciaEdicaoRespostaSchema,
  permissaoDatatableSchema,
  permissaoMaterialRespostaSchema,
  Resposta,
} from '@saude/shared';
import { api } from '../../../lib/api';

export type PendenciaLinha = Resposta<typeof pendenciaDatatableSchema>['data'][number];
export type PermissaoLinha = Resposta<typeof permissaoDatatableSchema>['data'][number];
export type ResultadoImportacao = Resposta<typeof importacaoResultadoSchema>;
type Pendencia = Resposta<typeof pendenciaEdicaoRespostaSchema>;
type PermissaoMaterial = Resposta<typeof permissaoMaterialRespostaSchema>;

const base = '/api/almoxarifado/requisicao-pendente-permissao';

export const pendenciaApi = {
  base,
  ler: (id: string) => api.get<Pendencia>(`${base}/${id}/edit`),
  aprovar: (id: string) => api.put<Pendencia>(`${base}/aprovar/${id}`),
  recusar: (id: string, motivo: string) => api.put<Pendencia>(`${base}/recusar/${id}`, { motivo }),
  setores: () => api.get<Resposta<typeof importacaoFormSchema>>(`${base}/importacao/create`),
  importar: (centroCustoId: number, conteudo: string) => api.post<ResultadoImportacao>(`${base}/importacao`, { centroCustoId, conteudo }),
  excluirPermissao: (id: number) => api.delete(`${base}/permissao/${id}`),
  porMaterial: (materialId: number) => api.get<PermissaoMaterial>(`${base}/material-permissao/${materialId}`),
  gravarPorMaterial: (materialId: number, centrosCustoIds: number[]) =>
    api.post<PermissaoMaterial>(`${base}/store-permissao`, { materialId, centrosCustoIds }),
};
