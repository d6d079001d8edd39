import websocket from '@fastify/websocket';
import {
  FECHAMENTO_TEMPO_REAL,
  MENSAGEM_TELA_INVALIDA,
  type MensagemCliente,
  type MensagemServidor,
  mensagemClienteSchema,
  mensagens,
  TOPICO_MAX,
  TOPICO_REGEX,
  TOPICOS_POR_CONEXAO,
  topicoTela,
} from '@saude/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { WebSocket } from 'ws';
import { type Database, type Db, type Tx, withTenant } from '../db/client.js';
import { sessao, usuario } from '../db/schema/index.js';
import { HttpError, unauthorized } from '../lib/http-errors.js';
import type { TokenService } from '../lib/tokens.js';
import { autenticarSessao, type ClienteCache, resolverCliente, sessaoViva } from './auth.js';

/**
 * Real-time (ARCHITECTURE §7, decision 0006). A change publishes with `notificarTempoReal(tx, …)`:
 * a `pg_notify` inside the change's own transaction, which PostgreSQL delivers only when it commits,
 * and to every API process listening on the channel. Each process LISTENs once and fans the event out
 * to its sockets of that municipality subscribed to that topic. Sockets authenticate with their first
 * message (never in the URL), exactly like a request (plugins/auth.ts). A public TV screen (issue 7) has no
 * session: `entrar-tela` proves its id and access key, the server subscribes it to its own topic, it may not
 * subscribe to anything else, and the heartbeat closes it once the screen is blocked or gets a new key.
 */

export const CANAL_TEMPO_REAL = 'saude_tempo_real';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (default build). */
const LIMITE_NOTIFY = 8000;
const BATIMENTO_MS = 30_000;
const PRAZO_ENTRAR_MS = 10_000;
/** A socket that does not read (more than this waiting to go out) is dropped; it refetches when it comes back. */
const LIMITE_BUFFER = 4 * 1024 * 1024;
const RELISTEN_MIN_MS = 1_000;
const RELISTEN_MAX_MS = 30_000;

export interface PublicacaoTempoReal {
  clienteId: number;
  /** See `topicoFila` in @saude/shared; validated here, a bad topic is a programming error. */
  topico: string;
  /** What happened, e.g. `fila.atualizada`. */
  evento: string;
  /** Small, JSON-serialisable; dropped (clients refetch) when the notification would exceed 8000 bytes. */
  dados?: unknown;
}

/**
 * Publishes an event after commit: `pg_notify` inside the caller's transaction. Rolled-back changes
 * publish nothing; every API process on the same PostgreSQL receives it. Call it in the same
 * transaction as the change (`req.tx(async (tx) => { …; await notificarTempoReal(tx, …) })`).
 * Within one transaction PostgreSQL folds identical notifications into one.
 */
export async function notificarTempoReal(tx: Tx, p: PublicacaoTempoReal): Promise<void> {
  if (!Number.isInteger(p.clienteId) || p.clienteId <= 0) throw new Error(`notificarTempoReal: clienteId inválido (${p.clienteId})`);
  if (p.topico.length > TOPICO_MAX || !TOPICO_REGEX.test(p.topico)) throw new Error(`notificarTempoReal: tópico inválido (${p.topico})`);
  if (!p.evento || p.evento.length > 100) throw new Error('notificarTempoReal: evento inválido');
  let payload = JSON.stringify({ clienteId: p.clienteId, topico: p.topico, evento: p.evento, dados: p.dados });
  if (Buffer.byteLength(payload) >= LIMITE_NOTIFY) {
    payload = JSON.stringify({ clienteId: p.clienteId, topico: p.topico, evento: p.evento });
  }
  await tx.execute(sql`select pg_notify(${CANAL_TEMPO_REAL}, ${payload})`);
}

interface Conexao {
  socket: WebSocket;
  clienteId: number;
  sessaoChave: string;
  /** A public TV screen (`entrar-tela`): no session, only its own topic; the heartbeat re-checks its key. */
  tela: { id: number; chave: string } | null;
  topicos: Set<string>;
  autenticado: boolean;
  vivo: boolean;
}

export interface TempoReal {
  /** Sockets of this process, of a municipality, subscribed to a topic (tests and bench). */
  assinantes(clienteId: number, topico: string): number;
  /** Open sockets of this process (authenticated or not). */
  conexoes(): number;
  /**
   * One heartbeat round (a timer runs it every 30 s): sockets that did not answer the last ping are
   * dropped, the others are pinged; sockets whose session ended or expired are closed with 4401; on
   * PostgreSQL the LISTEN connection is checked.
   */
  batimento(): Promise<void>;
  /** Whether this process is LISTENing now (false while re-connecting after a loss). */
  ouvindo(): boolean;
  /** PostgreSQL backend pid of the LISTEN connection (pg only): tests cut it to prove re-LISTEN. */
  ouvintePid(): number | null;
  /** LISTEN and start the heartbeat (onReady). */
  iniciar(): Promise<void>;
  /** Close every socket with 1001 and stop LISTENing (preClose). */
  parar(): Promise<void>;
  /** Takes over a freshly upgraded socket: handshake, subscriptions, heartbeat. */
  aceitar(socket: WebSocket, autenticar: Autenticadores): void;
  /** The public TV screens' checks, given by the module that owns the screens. */
  registrarTelas(telas: TelasTempoReal): void;
  /** The screen with this id and key (null when unknown, blocked, of a wrong key, or no screens are registered). */
  telaPorChave(tx: Tx, telaId: number, chave: string): Promise<object | null>;
}

/**
 * How a public TV screen proves itself (`entrar-tela`) and is re-checked by the heartbeat. The module that
 * owns the screens (painel-senha) provides it when it registers (`TempoReal.registrarTelas`); until then no
 * screen can enter.
 */
export interface TelasTempoReal {
  /** The screen (not blocked) with this id and access key, or null. */
  porChave(tx: Tx, telaId: number, chave: string): Promise<object | null>;
  /** A check for the screens still open: exists, not blocked, same key. */
  conferir(tx: Tx, ids: number[]): Promise<(id: number, chave: string) => boolean>;
}

/** The handshake checks, or an HttpError (becomes close 4401 with its message). */
export interface Autenticadores {
  /** `entrar`: the municipality and a live session. */
  sessao(link: string, token: string): Promise<{ clienteId: number; sessaoChave: string }>;
  /** `entrar-tela`: the municipality and a screen of it, not blocked, with that access key. */
  tela(link: string, telaId: number, chave: string): Promise<{ clienteId: number }>;
}

/** A screen's socket hears its own topic only (decision 0006, issue 7). */
const SO_A_PROPRIA_TELA = 'Uma tela recebe somente as próprias chamadas e avisos.';

const chave = (clienteId: number, topico: string) => `${clienteId}\u0000${topico}`;

/** A close reason is at most 123 bytes of UTF-8. */
function fechar(socket: WebSocket, codigo: number, motivo: string) {
  let m = motivo;
  while (Buffer.byteLength(m) > 123) m = m.slice(0, -1);
  if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(codigo, m);
}

const enviar = (socket: WebSocket, m: MensagemServidor) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(m));
};

export function criarTempoReal(database: Database, log: FastifyBaseLogger): TempoReal {
  const todas = new Set<Conexao>();
  const porTopico = new Map<string, Set<Conexao>>();
  let timer: NodeJS.Timeout | null = null;
  let parado = false;
  let telas: TelasTempoReal | null = null;

  // --- fan-out ---------------------------------------------------------------------------------
  function entregar(payload: string) {
    let n: { clienteId?: unknown; topico?: unknown; evento?: unknown; dados?: unknown };
    try {
      n = JSON.parse(payload);
    } catch {
      log.warn({ payload: payload.slice(0, 200) }, 'tempo real: notificação que não é JSON');
      return;
    }
    if (typeof n.clienteId !== 'number' || typeof n.topico !== 'string' || typeof n.evento !== 'string') return;
    const alvo = porTopico.get(chave(n.clienteId, n.topico));
    if (!alvo?.size) return;
    const msg: MensagemServidor = { tipo: 'evento', topico: n.topico, evento: n.evento };
    if (n.dados !== undefined) msg.dados = n.dados;
    const texto = JSON.stringify(msg); // serialised once for every socket
    for (const c of alvo) {
      if (c.socket.readyState !== c.socket.OPEN) continue;
      if (c.socket.bufferedAmount > LIMITE_BUFFER) {
        c.socket.terminate();
        continue;
      }
      c.socket.send(texto);
    }
  }

  function ressincronizarTodos() {
    for (const c of todas) if (c.autenticado) enviar(c.socket, { tipo: 'ressincronizar' });
  }

  // --- LISTEN ----------------------------------------------------------------------------------
  let desligarPglite: (() => Promise<void>) | null = null;
  let ouvinte: { client: pg.PoolClient; pid: number | null; perder(err?: unknown): void; soltar(): Promise<void> } | null = null;
  let religar: NodeJS.Timeout | null = null;
  let espera = RELISTEN_MIN_MS;

  /** A dedicated pool client LISTENs; losing it schedules a re-LISTEN (pg only). */
  async function ouvirPg(pool: pg.Pool) {
    const client = await pool.connect();
    let ativo = true;
    const aoNotificar = (m: pg.Notification) => {
      if (m.channel === CANAL_TEMPO_REAL && m.payload) entregar(m.payload);
    };
    const perder = (err?: unknown) => {
      if (!ativo) return;
      ativo = false;
      if (ouvinte?.client === client) ouvinte = null;
      client.off('notification', aoNotificar);
      client.release(err instanceof Error ? err : new Error('conexão LISTEN perdida')); // destroys it
      if (parado) return;
      log.warn({ err }, 'tempo real: conexão LISTEN perdida; religando');
      agendarReligar(pool);
    };
    // stay attached for the client's whole life: an 'error' with no listener would crash the process
    client.on('error', perder);
    client.on('end', () => perder());
    client.on('notification', aoNotificar);
    let pid: number | null;
    try {
      await client.query(`LISTEN ${CANAL_TEMPO_REAL}`);
      pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid ?? null;
    } catch (err) {
      ativo = false;
      client.off('notification', aoNotificar);
      client.release(err instanceof Error ? err : true);
      throw err;
    }
    ouvinte = {
      client,
      pid,
      perder,
      async soltar() {
        if (!ativo) return;
        ativo = false;
        client.off('notification', aoNotificar);
        // UNLISTEN and release, or pool.end() waits for this client forever (STACK G23)
        const erro = await client.query(`UNLISTEN ${CANAL_TEMPO_REAL}`).then(
          () => undefined,
          (e: Error) => e,
        );
        client.release(erro);
      },
    };
  }

  function agendarReligar(pool: pg.Pool) {
    if (religar || parado) return;
    religar = setTimeout(async () => {
      religar = null;
      if (parado) return;
      try {
        await ouvirPg(pool);
        espera = RELISTEN_MIN_MS;
        log.info('tempo real: LISTEN restabelecido');
        ressincronizarTodos(); // events of the gap are lost: screens refetch
      } catch (err) {
        espera = Math.min(espera * 2, RELISTEN_MAX_MS);
        log.warn({ err }, 'tempo real: falha ao religar LISTEN');
        agendarReligar(pool);
      }
    }, espera);
    religar.unref();
  }

  // --- sessions and heartbeat ------------------------------------------------------------------
  /** Authenticated sockets by municipality: screens or sessions. */
  function porMunicipio(telas: boolean) {
    const porCliente = new Map<number, Conexao[]>();
    for (const c of todas) {
      if (!c.autenticado || (c.tela !== null) !== telas) continue;
      const lista = porCliente.get(c.clienteId) ?? [];
      lista.push(c);
      porCliente.set(c.clienteId, lista);
    }
    return porCliente;
  }

  async function verificarSessoes() {
    for (const [clienteId, conexoes] of porMunicipio(false)) {
      const chaves = [...new Set(conexoes.map((c) => c.sessaoChave))];
      const vivas = await withTenant(database.db, { clienteId }, (tx) =>
        tx
          .select({ chave: sessao.chave })
          .from(sessao)
          .innerJoin(usuario, eq(usuario.id, sessao.usuarioId))
          .where(and(inArray(sessao.chave, chaves), sessaoViva())),
      );
      const set = new Set(vivas.map((v) => v.chave));
      for (const c of conexoes) if (!set.has(c.sessaoChave)) fechar(c.socket, FECHAMENTO_TEMPO_REAL.naoAutenticado, 'Sessão encerrada.');
    }
  }

  /** A screen blocked, deleted or given a new key (a new address) loses its open TVs. */
  async function verificarTelas() {
    for (const [clienteId, conexoes] of porMunicipio(true)) {
      if (!telas) break;
      const { conferir } = telas;
      const confere = await withTenant(database.db, { clienteId }, (tx) =>
        conferir(
          tx,
          conexoes.map((c) => c.tela?.id ?? 0),
        ),
      );
      for (const c of conexoes) {
        if (c.tela && !confere(c.tela.id, c.tela.chave)) fechar(c.socket, FECHAMENTO_TEMPO_REAL.naoAutenticado, MENSAGEM_TELA_INVALIDA);
      }
    }
  }

  async function verificarOuvinte() {
    const o = ouvinte;
    if (!o) return;
    let prazo: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        o.client.query('select 1'),
        new Promise((_, rej) => {
          prazo = setTimeout(() => rej(new Error('LISTEN sem resposta em 10 s')), 10_000);
        }),
      ]);
    } catch (err) {
      o.perder(err);
    } finally {
      clearTimeout(prazo);
    }
  }

  async function batimento() {
    for (const c of todas) {
      if (!c.vivo) {
        c.socket.terminate();
        continue;
      }
      c.vivo = false;
      if (c.socket.readyState === c.socket.OPEN) c.socket.ping();
    }
    await verificarSessoes();
    await verificarTelas();
    if (database.kind === 'pg') await verificarOuvinte();
  }

  // --- subscriptions ---------------------------------------------------------------------------
  function assinar(c: Conexao, topico: string) {
    const k = chave(c.clienteId, topico);
    const s = porTopico.get(k) ?? new Set<Conexao>();
    porTopico.set(k, s);
    s.add(c);
    c.topicos.add(topico);
  }

  function cancelar(c: Conexao, topico: string) {
    const k = chave(c.clienteId, topico);
    const s = porTopico.get(k);
    s?.delete(c);
    if (s && !s.size) porTopico.delete(k);
    c.topicos.delete(topico);
  }

  function remover(c: Conexao) {
    for (const t of [...c.topicos]) cancelar(c, t);
    todas.delete(c);
  }

  /** The first message: a session (`entrar`) or a TV screen (`entrar-tela`, subscribed here to its topic). */
  async function entrar(c: Conexao, m: MensagemCliente, autenticar: Autenticadores, prazo: NodeJS.Timeout) {
    if (m.tipo !== 'entrar' && m.tipo !== 'entrar-tela') {
      fechar(c.socket, FECHAMENTO_TEMPO_REAL.naoAutenticado, mensagens.naoAutenticado);
      return;
    }
    try {
      const r =
        m.tipo === 'entrar'
          ? await autenticar.sessao(m.cliente, m.token)
          : { ...(await autenticar.tela(m.cliente, m.tela, m.chave)), sessaoChave: '' };
      clearTimeout(prazo);
      if (c.socket.readyState !== c.socket.OPEN) return;
      c.clienteId = r.clienteId;
      c.sessaoChave = r.sessaoChave;
      c.autenticado = true;
      enviar(c.socket, { tipo: 'pronto' });
      if (m.tipo === 'entrar-tela') {
        c.tela = { id: m.tela, chave: m.chave };
        assinar(c, topicoTela(m.tela));
        enviar(c.socket, { tipo: 'assinado', topico: topicoTela(m.tela) });
      }
    } catch (err) {
      if (err instanceof HttpError) fechar(c.socket, FECHAMENTO_TEMPO_REAL.naoAutenticado, err.message);
      else {
        log.error({ err }, 'tempo real: falha ao autenticar');
        fechar(c.socket, 1011, 'Ocorreu um erro');
      }
    }
  }

  async function tratar(c: Conexao, raw: Buffer, binario: boolean, autenticar: Autenticadores, prazo: NodeJS.Timeout) {
    let m: MensagemCliente;
    try {
      if (binario) throw new Error('binário');
      const parsed = mensagemClienteSchema.safeParse(JSON.parse(raw.toString('utf8')));
      if (!parsed.success) throw parsed.error;
      m = parsed.data;
    } catch {
      fechar(c.socket, FECHAMENTO_TEMPO_REAL.mensagemInvalida, 'Mensagem inválida.');
      return;
    }
    if (!c.autenticado) {
      await entrar(c, m, autenticar, prazo);
      return;
    }
    if (m.tipo === 'entrar' || m.tipo === 'entrar-tela') {
      enviar(c.socket, { tipo: 'erro', mensagem: 'Conexão já autenticada.' });
    } else if (c.tela) {
      // its own topic again is a harmless echo (the TV uses it to probe a silent connection); nothing else
      if (m.tipo === 'assinar' && m.topico === topicoTela(c.tela.id)) enviar(c.socket, { tipo: 'assinado', topico: m.topico });
      else enviar(c.socket, { tipo: 'erro', topico: m.topico, mensagem: SO_A_PROPRIA_TELA });
    } else if (m.tipo === 'assinar') {
      if (!c.topicos.has(m.topico) && c.topicos.size >= TOPICOS_POR_CONEXAO) {
        enviar(c.socket, { tipo: 'erro', topico: m.topico, mensagem: `Limite de ${TOPICOS_POR_CONEXAO} tópicos por conexão.` });
        return;
      }
      assinar(c, m.topico);
      enviar(c.socket, { tipo: 'assinado', topico: m.topico });
    } else {
      cancelar(c, m.topico);
    }
  }

  return {
    assinantes: (clienteId, topico) => porTopico.get(chave(clienteId, topico))?.size ?? 0,
    conexoes: () => todas.size,
    ouvindo: () => (database.kind === 'pg' ? ouvinte !== null : desligarPglite !== null),
    ouvintePid: () => ouvinte?.pid ?? null,
    batimento,
    registrarTelas(t) {
      telas = t;
    },
    telaPorChave: async (tx, telaId, chave) => (telas ? telas.porChave(tx, telaId, chave) : null),

    async iniciar() {
      parado = false;
      if (database.kind === 'pg') {
        if (!database.pool) throw new Error('tempo real: banco pg sem pool');
        await ouvirPg(database.pool);
      } else {
        if (!database.pglite) throw new Error('tempo real: banco PGlite ausente');
        desligarPglite = await database.pglite.listen(CANAL_TEMPO_REAL, entregar);
      }
      timer = setInterval(() => {
        batimento().catch((err) => log.error({ err }, 'tempo real: falha no batimento'));
      }, BATIMENTO_MS);
      timer.unref();
    },

    async parar() {
      parado = true;
      if (timer) clearInterval(timer);
      if (religar) clearTimeout(religar);
      timer = religar = null;
      // clients see 1001 and reconnect (to another process); the ones that do not finish the
      // closing handshake are cut after 2 s
      const abertas = [...todas].map((c) => c.socket);
      for (const s of abertas) fechar(s, FECHAMENTO_TEMPO_REAL.servidorEncerrando, 'Servidor encerrando.');
      if (abertas.length) {
        setTimeout(() => {
          for (const s of abertas) s.terminate();
        }, 2_000).unref();
      }
      if (desligarPglite) await desligarPglite().catch(() => {});
      desligarPglite = null;
      const o = ouvinte;
      ouvinte = null;
      await o?.soltar();
    },

    aceitar(socket, autenticar) {
      const c: Conexao = { socket, clienteId: 0, sessaoChave: '', tela: null, topicos: new Set(), autenticado: false, vivo: true };
      todas.add(c);
      const prazo = setTimeout(
        () => fechar(socket, FECHAMENTO_TEMPO_REAL.naoAutenticado, 'Autenticação não recebida a tempo.'),
        PRAZO_ENTRAR_MS,
      );
      // one message at a time, in order: an `assinar` right behind `entrar` waits for the handshake
      let fila = Promise.resolve();
      socket.on('message', (raw: Buffer, binario: boolean) => {
        fila = fila.then(() => tratar(c, raw, binario, autenticar, prazo)).catch((err) => log.error({ err }, 'tempo real: mensagem'));
      });
      socket.on('pong', () => {
        c.vivo = true;
      });
      socket.on('close', () => {
        clearTimeout(prazo);
        remover(c);
      });
    },
  };
}

/**
 * GET /ws on the API's own port (the spec's separate port 2102 is not used: ARCHITECTURE §11).
 * Registered outside /api: the handshake checks the municipality and the session itself.
 */
export async function registerTempoReal(
  app: FastifyInstance,
  deps: { tempoReal: TempoReal; tokens: TokenService; clientes: ClienteCache; db: Db },
) {
  // preClose, not onClose: onClose hooks run last-registered first, so a `database.close()` hook added
  // after buildApp (server.ts) would run first and pool.end() would wait forever for the LISTEN client
  // (STACK G23). Also before the plugin's own preClose, which closes sockets without a code.
  app.addHook('preClose', () => deps.tempoReal.parar());
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  const autenticar: Autenticadores = {
    async sessao(link, token) {
      const row = await resolverCliente(deps.clientes, link);
      const auth = await autenticarSessao(deps, row, token);
      return { clienteId: row.id, sessaoChave: auth.sessaoChave };
    },
    async tela(link, telaId, chave) {
      const row = await resolverCliente(deps.clientes, link);
      const t = await withTenant(deps.db, { clienteId: row.id }, (tx) => deps.tempoReal.telaPorChave(tx, telaId, chave));
      if (!t) throw unauthorized(MENSAGEM_TELA_INVALIDA);
      return { clienteId: row.id };
    },
  };
  app.get('/ws', { websocket: true }, (socket) => deps.tempoReal.aceitar(socket, autenticar));
  app.addHook('onReady', () => deps.tempoReal.iniciar());
}
