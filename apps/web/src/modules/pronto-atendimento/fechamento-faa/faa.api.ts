import type { PendenciaFaa } from '@saude/shared';
import { api } from '../../../lib/api';

/** Wire shapes of the FAA's life (camelCase after the client's conversion). */
export const PA_API = '/api/pronto-atendimento';

export interface PacienteDaFaa {
  pacienteId: number;
  /** The social name when the patient has one. */
  pacienteNome: string;
  cpf: string | null;
  cns: string | null;
  dataNascimento: string | null;
  desconhecido: boolean;
}

export interface Pendencia {
  codigo: PendenciaFaa;
  nome: string;
}

export interface LinhaFechamento extends PacienteDaFaa {
  id: number;
  numero: number;
  recepcionadoEm: string;
  retroativo: boolean;
  classificacaoRisco: string | null;
  cor: string | null;
  desfecho: number | null;
  ultimoDestino: number | null;
  cidPrincipal: string | null;
  pendencias: Pendencia[];
  pronta: boolean;
  /** What it will bill, per SIGTAP code. */
  procedimentos: { codigo: string; quantidade: number }[];
}

export interface ProcedimentoFaa {
  procedimentoCodigo: string;
  procedimentoNome: string | null;
  quantidade: number;
  usuarioId: number | null;
  profissionalNome: string | null;
  ocupacaoCodigo: string | null;
  cidCodigo: string | null;
  realizadoEm: string;
  competencia: string;
}

export interface DetalheFechamento {
  model: {
    atendimento: { id: number; numero: number; status: number; recepcionadoEm: string; pacienteNome: string; nomeSocial: string | null };
    pendencias: Pendencia[];
    pronta: boolean;
    procedimentos: ProcedimentoFaa[];
  };
}

export interface ResultadoMassa {
  atendimentoId: number;
  numero: number | null;
  fechada: boolean;
  motivos: string[];
}

export const faaApi = {
  detalhe: (id: number) => api.get<DetalheFechamento>(`${PA_API}/fechamento-faa/show/${id}`),
  fechar: (id: number) => api.put<{ id: number; numero: number; message: string }>(`${PA_API}/fechamento-faa/${id}`),
  fecharEmMassa: (atendimentoIds: number[]) =>
    api.post<{ data: ResultadoMassa[]; fechadas: number; naoFechadas: number; message: string }>(`${PA_API}/fechamento-faa-massa`, {
      atendimentoIds,
    }),
  reabrir: (id: number, motivo: string) => api.put<{ message: string }>(`${PA_API}/reabertura-atendimento/reabrir/${id}`, { motivo }),
  cancelar: (id: number, motivo: string) => api.put<{ message: string }>(`${PA_API}/reabertura-atendimento/cancelar/${id}`, { motivo }),
};
