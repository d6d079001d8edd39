import { api } from '../../../lib/api';

export interface FormularioRecepcao {
  opcoesEntrada: { id: number; nome: string; faixaEtariaId: number | null }[];
  prioridades: { id: number; nome: string; peso: number; legal: boolean }[];
  /** The care sectors of the reception's location (triage, offices, nursing, observation). */
  destinos: { id: number; nome: string; setorTipoId: number }[];
  destinoPadrao: number | null;
  plantao: { id: number; inicio: string; fim: string } | null;
}

export interface Recebido {
  atendimento: { id: number; numero: number | string };
  fila: { id: number; status: number };
  message: string;
}

export interface PacienteCriado {
  id: number;
  nome: string;
}

export const recepcaoApi = {
  /** 422 when the session's cost centre is not a reception (the message says what to do). */
  formulario: () => api.get<{ form: FormularioRecepcao }>('/api/pronto-atendimento/recepcao/create'),
  receber: (valores: Record<string, unknown>) => api.post<Recebido>('/api/pronto-atendimento/recepcao', valores),
  /** The unknown-patient registration of issue 4 (cadastro/paciente with provisorio): the server names the record. */
  cadastrarNaoIdentificado: (valores: { idadeEstimada: number; sexoId?: number | null; caracteristicasFisicas?: string | null }) =>
    api.post<PacienteCriado>('/api/cadastro/paciente', { ...valores, provisorio: true }),
};
