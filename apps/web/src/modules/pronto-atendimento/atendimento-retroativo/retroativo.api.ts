import { api } from '../../../lib/api';
import type { CorDeRisco } from '../atendimento-triagem/triagem.api';
import { PA_API, type PacienteDaFaa } from '../fechamento-faa/faa.api';

export const RETROATIVO_API = `${PA_API}/atendimento-retroativo`;
export const LISTA_URL = '/pronto-atendimento/atendimento-retroativo/index';
export const CRIAR_URL = '/pronto-atendimento/atendimento-retroativo/create';

export interface FormularioRetroativo {
  form: {
    medicos: { id: number; nome: string; registro: string | null }[];
    classificacoesRisco: CorDeRisco[];
    destinos: { id: number; nome: string }[];
    maxDias: number;
  };
}

export interface LinhaRetroativo extends PacienteDaFaa {
  id: number;
  numero: number;
  status: number;
  recepcionadoEm: string;
  desfechoEm: string | null;
  desfecho: number | null;
  medico: string | null;
  cidPrincipal: string | null;
  digitadoPor: string | null;
  digitadoEm: string;
}

export const retroativoApi = {
  formulario: () => api.get<FormularioRetroativo>(`${RETROATIVO_API}/create`),
  salvar: (valores: Record<string, unknown>) => api.post<{ id: number; numero: number; message: string }>(RETROATIVO_API, valores),
};
