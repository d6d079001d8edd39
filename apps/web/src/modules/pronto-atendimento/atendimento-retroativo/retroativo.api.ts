import type { faaAlteradaSchema, Resposta, retroativoFormularioSchema, retroativoLinhaSchema } from '@saude/shared';
import { api } from '../../../lib/api';
import { PA_API } from '../fechamento-faa/faa.api';

export const RETROATIVO_API = `${PA_API}/atendimento-retroativo`;
export const LISTA_URL = '/pronto-atendimento/atendimento-retroativo/index';
export const CRIAR_URL = '/pronto-atendimento/atendimento-retroativo/create';

export type FormularioRetroativo = Resposta<typeof retroativoFormularioSchema>;
export type LinhaRetroativo = Resposta<typeof retroativoLinhaSchema>;

export const retroativoApi = {
  formulario: () => api.get<FormularioRetroativo>(`${RETROATIVO_API}/create`),
  salvar: (valores: Record<string, unknown>) => api.post<Resposta<typeof faaAlteradaSchema>>(RETROATIVO_API, valores),
};
