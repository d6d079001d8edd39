import type { acaoFilaRespostaSchema, centrosDoLocalSchema, filaPaRespostaSchema, plantaoAtualSchema, Resposta } from '@saude/shared';
import { api } from '../../../lib/api';

/** The emergency-care queue as GET /api/pronto-atendimento/fila answers it (the shared response schema), camelCased. */
export type RespostaFila = Resposta<typeof filaPaRespostaSchema>;
export type FormularioFila = RespostaFila['data']['form'];
export type EntradaFila = RespostaFila['data']['model']['fila'][number];
export type Opcao = FormularioFila['salas'][number];

/** An action applied to a queue entry: its new status and, when forwarded, the destination entry. */
export type AcaoAplicada = Resposta<typeof acaoFilaRespostaSchema>;

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
  chamar: (filaId: number, telaId: number | null, salaId: number | null) =>
    api.post<AcaoAplicada>(`${BASE}/chamada`, { filaId, telaId, salaId }),
  atender: (id: number) => api.put<AcaoAplicada>(`${BASE}/fila/atender/${id}`),
  devolver: (id: number) => api.put<AcaoAplicada>(`${BASE}/fila/devolver/${id}`),
  finalizar: (id: number) => api.put<AcaoAplicada>(`${BASE}/fila/finalizar/${id}`),
  encaminhar: (id: number, centroCustoId: number) => api.put<AcaoAplicada>(`${BASE}/fila/encaminhar/${id}`, { centroCustoId }),
  evadir: (id: number, motivoEvasao: string) => api.put<AcaoAplicada>(`${BASE}/fila/evadir/${id}`, { motivoEvasao }),
  cancelarEvasao: (id: number) => api.put<AcaoAplicada>(`${BASE}/cancelamento-evasao/${id}`),
  /** The shift in course at the user's location (spec 000 §2.6: plantaoId); null without one. */
  plantaoAtual: () => api.get<Resposta<typeof plantaoAtualSchema>>(`${BASE}/plantao/atual`),
  /** The active cost centres of a location, with their sector type (any logged-in user may read them). */
  centrosDoLocal: (infraestruturaId: number) =>
    api.get<Resposta<typeof centrosDoLocalSchema>>(`/api/cadastro/unidade/infraestrutura/${infraestruturaId}/centro-custo`),
};
