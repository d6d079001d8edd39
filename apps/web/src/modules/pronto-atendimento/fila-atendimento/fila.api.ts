import type { AcaoFila, StatusFilaId } from '@saude/shared';
import { api } from '../../../lib/api';

/** The emergency-care queue as GET /api/pronto-atendimento/fila answers it (spec 001 §3 "Queue entry"), camelCased. */
export interface Opcao {
  id: number;
  nome: string;
}

export interface EntradaFila {
  id: number;
  status: { id: StatusFilaId; nome: string };
  senha: string | null;
  chamadas: number;
  ultimaChamadaEm: string | null;
  entradaEm: string;
  atendidoEm: string | null;
  motivoEvasao: string | null;
  sala: Opcao | null;
  tempoEspera: { id: number | null; cor: string | null; minutos: number; total: { dias: number; horas: number; minutos: number } };
  /** More than FILA_DESTAQUE_HORAS in the queue (spec 000 §9): the row turns yellow. */
  destacado: boolean;
  /** Waiting past the target time of its colour (beyond the spec). */
  atrasado: boolean;
  urgente: boolean;
  motivoUrgencia: string | null;
  opcaoEntrada: Opcao | null;
  prioridade: (Opcao & { peso: number }) | null;
  classificacaoRisco: { id: number; nome: string; cor: string; ordem: number; tempoAlvoMinutos: number } | null;
  paciente: {
    id: number;
    prontuario: number;
    nome: string;
    nomeSocial: string | null;
    nomeMae: string | null;
    dataNascimento: string | null;
    idade: { anos: number; meses: number; dias: number } | null;
    idadeEstimada: number | null;
    desconhecido: boolean;
    caracteristicasFisicas: string | null;
  };
  atendimento: { id: number; numero: number | string; recepcionadoEm: string | null } | null;
  profissionalAtual: Opcao | null;
  acoes: AcaoFila[];
}

export interface FormularioFila {
  classificacoesRisco: { id: number; nome: string; cor: string; tempoAlvoMinutos: number; ordem: number }[];
  opcoesEntrada: Opcao[];
  prioridades: Opcao[];
  salas: Opcao[];
  ordenacoes: { id: 'risco' | 'chegada'; nome: string }[];
  status: (Opcao & { tipoId: number })[];
  temposEspera: { id: number; minutos: number; cor: string }[];
  telas: Opcao[];
}

export interface RespostaFila {
  data: {
    form: FormularioFila;
    model: {
      fila: EntradaFila[];
      contagem: { espera: number; atendimento: number };
      topico: string;
      /** Hours after which a row turns yellow (the module's setting). */
      destaque_horas?: number;
    };
  };
}

export interface ConsultaFila {
  centroCustoId: number;
  setorTipoId: number;
  busca?: string;
  ordenacao?: string;
  status?: number;
  tempoEsperaId?: number;
  opcaoEntradaId?: number;
  prioridadeId?: number;
  classificacaoRiscoId?: number;
  salaId?: number;
}

const BASE = '/api/pronto-atendimento';

export const filaApi = {
  listar: (consulta: ConsultaFila, signal?: AbortSignal) => api.get<RespostaFila>(`${BASE}/fila`, { query: { ...consulta }, signal }),
  /** spec 001 §7: fila_id, tela_id, sala_id. */
  chamar: (filaId: number, telaId: number | null, salaId: number | null) => api.post(`${BASE}/chamada`, { filaId, telaId, salaId }),
  atender: (id: number) => api.put(`${BASE}/fila/atender/${id}`),
  devolver: (id: number) => api.put(`${BASE}/fila/devolver/${id}`),
  finalizar: (id: number) => api.put(`${BASE}/fila/finalizar/${id}`),
  encaminhar: (id: number, centroCustoId: number) => api.put(`${BASE}/fila/encaminhar/${id}`, { centroCustoId }),
  evadir: (id: number, motivoEvasao: string) => api.put(`${BASE}/fila/evadir/${id}`, { motivoEvasao }),
  cancelarEvasao: (id: number) => api.put(`${BASE}/cancelamento-evasao/${id}`),
  /** The shift in course at the user's location (spec 000 §2.6: plantaoId); null without one. */
  plantaoAtual: () => api.get<{ data: { id: number } | null }>(`${BASE}/plantao/atual`),
  /** The active cost centres of a location, with their sector type (any logged-in user may read them). */
  centrosDoLocal: (infraestruturaId: number) =>
    api.get<{ data: { id: number; label: string; setorTipoId: number }[] }>(
      `/api/cadastro/unidade/infraestrutura/${infraestruturaId}/centro-custo`,
    ),
};
