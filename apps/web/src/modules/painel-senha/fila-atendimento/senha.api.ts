import type { filaSenhaRespostaSchema, minhasSenhasRespostaSchema, Resposta, senhaAlteradaSchema, senhaNaFilaSchema } from '@saude/shared';
import { api } from '../../../lib/api';

/** The ticket queue as GET /api/painel-senha/fila and fila-atendimento answer it, camelCased. */
export type RespostaFilaSenha = Resposta<typeof filaSenhaRespostaSchema>;
export type RespostaMinhasSenhas = Resposta<typeof minhasSenhasRespostaSchema>;
export type SenhaNaFila = Resposta<typeof senhaNaFilaSchema>;
export type FormularioFilaSenha = RespostaFilaSenha['data']['form'];
export type Encaminhamento = FormularioFilaSenha['encaminhamentos'][number];
export type ContagemFilaSenha = RespostaFilaSenha['data']['model']['contagem'];

/** What every action answers. `telas`: screens the call reached. */
export type SenhaAlterada = Resposta<typeof senhaAlteradaSchema>;

const BASE = '/api/painel-senha';
// the counter's buttons show their own spinner: no full-page overlay between two calls
const rapido = { loading: false } as const;

/**
 * `daFila`: the action of the waiting list (any ticket of the queue); otherwise the counter's own action
 * (fila-atendimento: only on the tickets this user holds).
 */
export const senhaApi = {
  fila: (centroCustoId: number | undefined, signal?: AbortSignal) =>
    api.get<RespostaFilaSenha>(`${BASE}/fila`, { query: { centroCustoId }, signal }),
  minhas: (signal?: AbortSignal) => api.get<RespostaMinhasSenhas>(`${BASE}/fila-atendimento`, { signal }),
  chamarProxima: (centroCustoId: number, opcaoChamadaId: number) =>
    api.post<SenhaAlterada>(`${BASE}/fila/chamar-proxima`, { centroCustoId, opcaoChamadaId }, rapido),
  /** Calls again (counted) a held ticket, or calls a waiting one out of order to this counter. */
  chamar: (senhaId: number, opcaoChamadaId?: number) =>
    api.post<SenhaAlterada>(`${BASE}/chamada`, opcaoChamadaId ? { senhaId, opcaoChamadaId } : { senhaId }, rapido),
  atender: (id: number, opcaoChamadaId: number | undefined, daFila = false) =>
    api.put<SenhaAlterada>(
      `${BASE}/${daFila ? 'fila' : 'fila-atendimento'}/atender/${id}`,
      opcaoChamadaId ? { opcaoChamadaId } : {},
      rapido,
    ),
  devolver: (id: number) => api.put<SenhaAlterada>(`${BASE}/fila-atendimento/devolver/${id}`, undefined, rapido),
  finalizar: (id: number) => api.put<SenhaAlterada>(`${BASE}/fila-atendimento/finalizar/${id}`, undefined, rapido),
  encaminhar: (id: number, encaminhamentoId: number) =>
    api.put<SenhaAlterada>(`${BASE}/fila/encaminhar/${id}`, { encaminhamentoId }, rapido),
  evadir: (id: number, motivoEvasao: string, daFila: boolean) =>
    api.put<SenhaAlterada>(`${BASE}/${daFila ? 'fila' : 'fila-atendimento'}/evadir/${id}`, { motivoEvasao }, rapido),
};
