import type { Resposta, triagemFormularioSchema, triagemLinhaSchema, triagemProfissionaisSchema, triagemSalvaSchema } from '@saude/shared';
import { api } from '../../../lib/api';

/** The triage form: colours, destinations, the FAA header and the earlier classifications. */
export type FormularioTriagem = Resposta<typeof triagemFormularioSchema>;

/** A risk colour as the triage offers it ('#rrggbb'). */
export type CorDeRisco = FormularioTriagem['form']['classificacoesRisco'][number];

export type TriagemSalva = Resposta<typeof triagemSalvaSchema>;

/** A line of the triage list (atendimento-triagem/index). */
export type LinhaTriagem = Resposta<typeof triagemLinhaSchema>;

export const TRIAGEM_API = '/api/pronto-atendimento/triagem';

export const triagemApi = {
  profissionais: () => api.get<Resposta<typeof triagemProfissionaisSchema>>(`${TRIAGEM_API}/profissionais`),
  formulario: (filaId: number) => api.get<FormularioTriagem>(`/api/pronto-atendimento/triagem/create/${filaId}`),
  salvar: (valores: Record<string, unknown>) => api.post<TriagemSalva>('/api/pronto-atendimento/triagem', valores),
};
