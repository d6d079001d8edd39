import type {
  pacienteModeloSchema,
  Resposta,
  recepcaoFormularioSchema,
  recepcaoPacienteSchema,
  recepcaoRecebidoSchema,
} from '@saude/shared';
import { api } from '../../../lib/api';

export type FormularioRecepcao = Resposta<typeof recepcaoFormularioSchema>['form'];
export type Recebido = Resposta<typeof recepcaoRecebidoSchema>;
export type PacienteDaRecepcao = Resposta<typeof recepcaoPacienteSchema>;

/** The record cadastro/paciente answers (the typed wire of issue 14). */
export type PacienteCriado = Resposta<typeof pacienteModeloSchema>;

export const recepcaoApi = {
  /** 422 when the session's cost centre is not a reception (the message says what to do). */
  formulario: () => api.get<Resposta<typeof recepcaoFormularioSchema>>('/api/pronto-atendimento/recepcao/create'),
  /** The patient as the desk shows and checks them: label, sex and age (the legal priority's rule). */
  paciente: (id: number) => api.get<PacienteDaRecepcao>(`/api/pronto-atendimento/recepcao/paciente/${id}`),
  receber: (valores: Record<string, unknown>) => api.post<Recebido>('/api/pronto-atendimento/recepcao', valores),
  /** The unknown-patient registration of issue 4 (cadastro/paciente with provisorio): the server names the record. */
  cadastrarNaoIdentificado: (valores: { idadeEstimada: number; sexoId?: number | null; caracteristicasFisicas?: string | null }) =>
    api.post<PacienteCriado>('/api/cadastro/paciente', { ...valores, provisorio: true }),
};
