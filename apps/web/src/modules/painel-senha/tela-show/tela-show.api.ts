import { camelizeKeys, TELA_CHAVE_HEADER, type TelaShow } from '@saude/shared';
import type { CredencialTela } from './tela-show.credencial';

/**
 * `GET /api/painel-senha/tela/show/{id}` with the screen's own credential (not lib/api.ts: the TV has no
 * session, its municipality is its own and a 401 must not end anybody's session).
 */

export class ErroTela extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ErroTela';
  }
}

/** A request that hangs (a proxy, a half-dead Wi-Fi) is given up so the next one can run. */
const PRAZO_MS = 15_000;

export async function buscarTela(telaId: number, c: CredencialTela): Promise<{ dados: TelaShow; offsetMs: number }> {
  const abortar = new AbortController();
  const prazo = setTimeout(() => abortar.abort(), PRAZO_MS);
  try {
    const t0 = Date.now();
    const res = await fetch(`/api/painel-senha/tela/show/${telaId}`, {
      headers: { Accept: 'application/json', 'X-Cliente': c.cliente, [TELA_CHAVE_HEADER]: c.chave },
      cache: 'no-store',
      signal: abortar.signal,
    });
    const t1 = Date.now();
    const corpo = (await res.json().catch(() => ({}))) as { message?: string };
    if (!res.ok) throw new ErroTela(res.status, corpo.message || `HTTP ${res.status}`);
    const dados = camelizeKeys<TelaShow>(corpo);
    // the server's clock at the middle of the round trip
    return { dados, offsetMs: Date.parse(dados.agora) - (t0 + t1) / 2 };
  } finally {
    clearTimeout(prazo);
  }
}
