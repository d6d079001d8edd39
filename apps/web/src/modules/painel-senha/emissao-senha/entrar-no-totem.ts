import { ApiError, api } from '../../../lib/api';
import { atualizarSessao, entrar } from '../../../lib/auth';
import { sessionStore } from '../../../lib/session';

/**
 * The external kiosk address (spec 000 §2.2) carries the kiosk user's credentials. They are read once, kept
 * only in this module's memory (never in storage, history state or the address), exchanged for a session
 * and dropped.
 */
export interface CredenciaisTotem {
  cliente: string;
  usuario: string;
  senha: string;
  centroCustoId: number;
  lotacaoId: number;
}

export const MENSAGENS_TOTEM_EXTERNO = {
  enderecoInvalido: 'O endereço do totem está incompleto ou inválido. Confira o link configurado neste equipamento.',
  semCredenciais: 'Abra o totem pelo endereço completo configurado neste equipamento.',
  falhou: 'Não foi possível abrir o totem.',
  semConexao: 'Sem comunicação com o servidor. Confira a rede e tente novamente.',
} as const;

const idPositivo = (v: string | undefined) => (v && /^\d{1,15}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** The route's params as credentials, or null when any is missing or not a number where one is due. */
export function lerCredenciais(p: Record<string, string | undefined>): CredenciaisTotem | null {
  const centroCustoId = idPositivo(p.centroCustoId);
  const lotacaoId = idPositivo(p.lotacaoId);
  if (!p.cliente || !p.usuario || !p.senha || !centroCustoId || !lotacaoId) return null;
  return { cliente: p.cliente, usuario: p.usuario, senha: p.senha, centroCustoId, lotacaoId };
}

/**
 * Logs the kiosk user in and binds the session to the placement and cost centre of the address (the
 * refresh of /lotacao). A session left half-made (placement refused) is ended: the kiosk must not stay
 * logged in somewhere else.
 */
export async function entrarNoTotem(c: CredenciaisTotem): Promise<void> {
  // whoever used this browser before leaves nothing behind: the kiosk works under its own user only
  sessionStore.clear();
  sessionStore.setCustomer(c.cliente);
  const sessao = await entrar({ login: c.usuario, senha: c.senha });
  if (sessao.lotacao.id === c.lotacaoId && sessao.centroCusto.id === c.centroCustoId) return;
  try {
    await atualizarSessao(c.lotacaoId, c.centroCustoId);
  } catch (e) {
    await api.post('/api/administracao/autenticacao/logout', undefined, { loading: false }).catch(() => undefined);
    sessionStore.clear();
    throw e;
  }
}

/** What the error screen says: the server's pt-BR reason (never the credentials), or the kiosk's own. */
export function motivoDaFalha(e: unknown): string {
  if (!(e instanceof ApiError)) return MENSAGENS_TOTEM_EXTERNO.semConexao;
  const campo = Object.values(e.body.errors ?? {})[0]?.[0];
  const motivo = (e.status === 422 && campo) || e.body.message;
  return motivo ? `${MENSAGENS_TOTEM_EXTERNO.falhou} ${motivo}` : MENSAGENS_TOTEM_EXTERNO.falhou;
}
