import type { ClientePublico, LoginInput, Resposta, Sessao, sessaoRespostaSchema } from '@saude/shared';
import { api } from './api';
import { exitGuard } from './exit-guard';
import { navigate } from './navigation';
import { loginPath, sessionStore } from './session';

const BASE = '/api/administracao/autenticacao';
/** The session with the municipality's public face (login and refresh). */
type RespostaSessao = Resposta<typeof sessaoRespostaSchema>;

export function buscarCliente(link: string) {
  return api.get<ClientePublico>(`/api/intranet/cliente/${encodeURIComponent(link)}`, { auth: false });
}

export async function entrar(credenciais: LoginInput): Promise<Sessao> {
  const sessao = await api.post<RespostaSessao>(`${BASE}/login`, credenciais, { auth: false });
  sessionStore.save(sessao);
  return sessao;
}

/** More than one (lotação × centro de custo) pair means the user must pick one first. */
export function precisaEscolherLotacao(sessao: Sessao): boolean {
  const pares = (sessao.lotacoes ?? []).reduce((n, l) => n + (l.centrosCusto?.length ?? 0), 0);
  return pares > 1;
}

/** Issues a token bound to the chosen placement; the stored session is replaced (timers restart). */
export async function atualizarSessao(lotacaoId: number, centroCustoId: number): Promise<Sessao> {
  const anterior = sessionStore.get();
  const nova = await api.post<RespostaSessao>(`${BASE}/refresh`, { lotacaoId, centroCustoId });
  // The refresh answer may leave out what did not change (options, menu); keep the previous ones.
  const sessao = { ...anterior, ...nova } as Sessao;
  sessionStore.save(sessao);
  return sessao;
}

/** Spec 000 §4: logout errors are ignored; the session is cleared regardless. */
export async function sair(): Promise<void> {
  const destino = loginPath();
  try {
    await api.post(`${BASE}/logout`, undefined, { loading: true });
  } catch {
    // the server may already consider the session gone
  }
  exitGuard.reset();
  sessionStore.clear();
  navigate(destino, { replace: true });
}
