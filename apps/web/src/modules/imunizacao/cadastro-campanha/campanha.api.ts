import type {
  campanhaCreateRespostaSchema,
  campanhaDatatableSchema,
  campanhaEditRespostaSchema,
  campanhaGravadaSchema,
  campanhaModeloRespostaSchema,
  Resposta,
} from '@saude/shared';
import { api } from '../../../lib/api';

export type CampanhaLinha = Resposta<typeof campanhaDatatableSchema>['data'][number];
export type CampanhaModelo = Resposta<typeof campanhaEditRespostaSchema>['data']['model'];
export type CampanhaForm = Resposta<typeof campanhaCreateRespostaSchema>['data']['form'];
export type Cobertura = CampanhaModelo['cobertura'];

const BASE = '/api/imunizacao/cadastro-campanha';

/** The calls of imunizacao/cadastro-campanha (issue 20). */
export const campanhaApi = {
  base: BASE,
  tela: '/imunizacao/cadastro-campanha',
  form: () => api.get<Resposta<typeof campanhaCreateRespostaSchema>>(`${BASE}/create`).then((r) => r.data.form),
  ler: (id: string) => api.get<Resposta<typeof campanhaEditRespostaSchema>>(`${BASE}/${id}/edit`).then((r) => r.data),
  criar: (corpo: object) => api.post<Resposta<typeof campanhaGravadaSchema>>(BASE, corpo),
  alterar: (id: string, corpo: object) => api.put<Resposta<typeof campanhaModeloRespostaSchema>>(`${BASE}/${id}`, corpo),
  encerrar: (id: string) => api.put<Resposta<typeof campanhaModeloRespostaSchema>>(`${BASE}/encerrar/${id}`),
};
