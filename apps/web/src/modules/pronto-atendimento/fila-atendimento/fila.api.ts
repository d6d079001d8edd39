import type { filaPaRespostaSchema, Resposta } from '@saude/shared';
import { api } from '../../../lib/api';

/** The emergency-care queue as GET /api/pronto-atendimento/fila answers it (the shared response schema), camelCased. */
export type RespostaFila = Resposta<typeof filaPaRespostaSchema>;
export type FormularioFila = RespostaFila['data']['form'];
export type EntradaFila = RespostaFila['data']['model']['fila'][number];
export type Opcao = FormularioFila['salas'][number];

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
