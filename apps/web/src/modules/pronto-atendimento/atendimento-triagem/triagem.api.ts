import { api } from '../../../lib/api';

export interface CorDeRisco {
  id: number;
  nome: string;
  /** '#rrggbb' */
  cor: string;
  tempoAlvoMinutos: number;
  ordem: number;
}

export interface FormularioTriagem {
  form: { classificacoesRisco: CorDeRisco[]; destinos: { id: number; nome: string; setorTipoId: number }[] };
  model: {
    fila: { id: number; status: number };
    atendimento: {
      id: number;
      numero: number | string;
      recepcionadoEm: string | null;
      urgente: boolean | null;
      motivoUrgencia: string | null;
      pacienteNome: string;
      nomeSocial: string | null;
      dataNascimento: string | null;
      sexoId: number | null;
      desconhecido: boolean;
      idadeEstimada: number | null;
    };
    /** Earlier classifications of this attendance, newest first (a re-classification keeps them). */
    historico: { id: number; criadaEm: string; queixa: string; classificacaoRisco: string; cor: string; profissional: string | null }[];
  };
}

export interface TriagemSalva {
  triagem: { id: number; imc: number | null };
  destinoFilaId: number | null;
  message: string;
}

export const triagemApi = {
  formulario: (filaId: number) => api.get<FormularioTriagem>(`/api/pronto-atendimento/triagem/create/${filaId}`),
  salvar: (valores: Record<string, unknown>) => api.post<TriagemSalva>('/api/pronto-atendimento/triagem', valores),
};
