import { type EventoTempoReal, FECHAMENTO_TEMPO_REAL, type MensagemServidor } from '@saude/shared';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { sessionStore } from './session';

/**
 * Live updates (ARCHITECTURE §7, decision 0006): one WebSocket per tab to `/ws`, opened while some
 * screen subscribes. It authenticates with its first message (customer link and token, never in the
 * URL), subscribes the screens' topics, reconnects with backoff (1 s doubling to 30 s) and, whenever
 * events may have been missed (a reconnect, a server resync, a subscription that became active after
 * the screen's first fetch), calls each subscriber's `aoReconectar` so the screen refetches.
 * A refused login is only logged (spec 000 §8) and retried when the session's token changes.
 */

export interface OuvinteTempoReal {
  aoEvento(e: EventoTempoReal): void;
  aoReconectar?(): void;
}

interface Assinatura extends OuvinteTempoReal {
  /** Refetch when the server confirms the topic: events before that point were not seen. */
  recarregar: boolean;
}

export interface Credencial {
  cliente: string;
  token: string;
}

export interface OpcoesTempoReal {
  /** `ws(s)://host/ws`; computed from location when absent. */
  url?: () => string;
  WebSocket?: typeof WebSocket;
  /** The session's customer link and token, or null when logged out. */
  credencial?: () => Credencial | null;
  /** Notified on every session change. */
  observarSessao?: (fn: () => void) => () => void;
  /** Delay before closing a socket nobody subscribes to (screens re-mount while navigating). */
  ociosoMs?: number;
}

export const RECONEXAO_MIN_MS = 1_000;
export const RECONEXAO_MAX_MS = 30_000;

const urlPadrao = () => `${location.origin.replace(/^http/, 'ws')}/ws`;
const credencialDaSessao = (): Credencial | null => {
  const token = sessionStore.token();
  const cliente = sessionStore.customer();
  return token && cliente ? { cliente, token } : null;
};

export function criarTempoReal(opts: OpcoesTempoReal = {}) {
  const url = opts.url ?? urlPadrao;
  const credencial = opts.credencial ?? credencialDaSessao;
  const ociosoMs = opts.ociosoMs ?? 5_000;
  const Ws = () => opts.WebSocket ?? globalThis.WebSocket;

  const topicos = new Map<string, Set<Assinatura>>();
  const observadores = new Set<() => void>();
  let ws: WebSocket | null = null;
  let pronto = false;
  let tentativas = 0;
  let reconexao: ReturnType<typeof setTimeout> | null = null;
  let ocioso: ReturnType<typeof setTimeout> | null = null;
  const chaveDe = (c: Credencial | null) => (c ? `${c.cliente}\u0000${c.token}` : null);
  /** The session's credential as last seen, and the one the server refused (not retried until it changes). */
  let vista = chaveDe(credencial());
  let recusada: string | null = null;

  function definirPronto(v: boolean) {
    if (pronto === v) return;
    pronto = v;
    for (const o of observadores) o();
  }

  function enviar(m: unknown) {
    if (ws?.readyState === 1) ws.send(JSON.stringify(m));
  }

  function limparReconexao() {
    if (reconexao) clearTimeout(reconexao);
    reconexao = null;
  }

  function conectar() {
    limparReconexao();
    if (ws || !topicos.size) return;
    const c = credencial();
    const chave = chaveDe(c);
    if (!c || chave === recusada) return;
    const WsImpl = Ws();
    if (!WsImpl) return;
    const s = new WsImpl(url());
    ws = s;
    s.onopen = () => {
      if (ws === s) s.send(JSON.stringify({ tipo: 'entrar', cliente: c.cliente, token: c.token }));
    };
    s.onmessage = (ev: MessageEvent) => {
      if (ws !== s) return;
      let m: MensagemServidor;
      try {
        m = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      receber(m);
    };
    s.onclose = (ev: CloseEvent) => {
      if (ws !== s) return; // replaced on purpose (session change, idle)
      ws = null;
      const estava = pronto;
      definirPronto(false);
      if (estava) for (const lista of topicos.values()) for (const a of lista) a.recarregar = true;
      if (ev.code === FECHAMENTO_TEMPO_REAL.naoAutenticado) {
        // spec 000 §8: a websocket login failure is only logged
        console.warn(`Tempo real: conexão recusada (${ev.reason || ev.code}).`);
        recusada = chave;
        return;
      }
      agendarReconexao();
    };
  }

  function agendarReconexao() {
    if (reconexao || !topicos.size || !credencial()) return;
    const base = Math.min(RECONEXAO_MIN_MS * 2 ** tentativas, RECONEXAO_MAX_MS);
    tentativas++;
    // up to 20% more, so screens cut by one server restart do not all come back in the same instant
    reconexao = setTimeout(conectar, base + Math.random() * base * 0.2);
  }

  function receber(m: MensagemServidor) {
    if (m.tipo === 'pronto') {
      tentativas = 0;
      definirPronto(true);
      for (const topico of topicos.keys()) enviar({ tipo: 'assinar', topico });
    } else if (m.tipo === 'assinado') {
      for (const a of [...(topicos.get(m.topico) ?? [])]) {
        if (!a.recarregar) continue;
        a.recarregar = false;
        a.aoReconectar?.();
      }
    } else if (m.tipo === 'evento') {
      const e: EventoTempoReal = { topico: m.topico, evento: m.evento };
      if (m.dados !== undefined) e.dados = m.dados;
      for (const a of [...(topicos.get(m.topico) ?? [])]) a.aoEvento(e);
    } else if (m.tipo === 'ressincronizar') {
      // the server may have missed events (its database connection dropped): everyone refetches
      for (const lista of topicos.values()) for (const a of [...lista]) a.aoReconectar?.();
    } else if (m.tipo === 'erro') {
      console.warn(`Tempo real: ${m.mensagem}${m.topico ? ` (${m.topico})` : ''}`);
    }
  }

  function fechar(motivo: string) {
    limparReconexao();
    const s = ws;
    ws = null;
    if (s) {
      const estava = pronto;
      definirPronto(false);
      if (estava) for (const lista of topicos.values()) for (const a of lista) a.recarregar = true;
      if (s.readyState <= 1) s.close(1000, motivo);
    }
  }

  function aoMudarSessao() {
    const chave = chaveDe(credencial());
    if (chave === vista) return; // another key of the session changed (unread counter, menu)
    vista = chave;
    recusada = null;
    // login, placement change (a new token) or logout: the socket's session is not this one any more
    fechar(chave ? 'Sessão alterada.' : 'Sessão encerrada.');
    tentativas = 0;
    if (chave) conectar();
  }

  const pararSessao = (opts.observarSessao ?? sessionStore.subscribe)(aoMudarSessao);
  const aoVoltarRede = () => {
    if (!ws && reconexao) conectar();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', aoVoltarRede);

  return {
    /** Subscribes to a topic of the session's municipality; returns the unsubscribe function. */
    assinar(topico: string, ouvinte: OuvinteTempoReal): () => void {
      if (ocioso) clearTimeout(ocioso);
      ocioso = null;
      const lista = topicos.get(topico) ?? new Set<Assinatura>();
      const novo = !lista.size;
      const a: Assinatura = {
        aoEvento: (e) => ouvinte.aoEvento(e),
        aoReconectar: () => ouvinte.aoReconectar?.(),
        // the screen's first fetch precedes the subscription (the topic often comes from its answer): a
        // change in between would be lost, so the server's confirmation of a new topic triggers one
        // refetch (a topic already subscribed on a live socket has no gap)
        recarregar: novo || !pronto,
      };
      lista.add(a);
      topicos.set(topico, lista);
      // before `pronto` the topics go out all together once the server accepts the login
      if (novo && pronto) enviar({ tipo: 'assinar', topico });
      conectar();
      return () => {
        const atual = topicos.get(topico);
        if (!atual?.delete(a)) return;
        if (atual.size) return;
        topicos.delete(topico);
        if (pronto) enviar({ tipo: 'cancelar', topico });
        if (!topicos.size) {
          if (ocioso) clearTimeout(ocioso);
          ocioso = setTimeout(() => {
            ocioso = null;
            if (!topicos.size) fechar('Sem assinaturas.');
          }, ociosoMs);
        }
      };
    },
    /** True while the socket is authenticated (the screen shows "Atualização automática"). */
    conectado: () => pronto,
    observar(fn: () => void) {
      observadores.add(fn);
      return () => {
        observadores.delete(fn);
      };
    },
    /** Closes for good (tests). */
    encerrar() {
      pararSessao();
      if (typeof window !== 'undefined') window.removeEventListener('online', aoVoltarRede);
      topicos.clear();
      if (ocioso) clearTimeout(ocioso);
      fechar('Encerrado.');
    },
  };
}

export type ConexaoTempoReal = ReturnType<typeof criarTempoReal>;

/** The tab's connection. */
export const tempoReal = criarTempoReal();

export interface OpcoesUseTempoReal {
  /** Refetch: events may have been missed (reconnected, server resync, subscription confirmed after the first fetch). */
  aoReconectar?: () => void;
  /** Polling fallback: call `aoReconectar` every this many ms while the socket is down (STYLE: live queues never go stale). Off when absent or 0. */
  recarregarSemConexaoMs?: number;
}

/** Whether the tab's live connection is up (an indicator: "Atualização automática" / "Reconectando…"). */
export function useTempoRealConectado(conexao: ConexaoTempoReal = tempoReal): boolean {
  return useSyncExternalStore(conexao.observar, conexao.conectado);
}

/**
 * Subscribes the screen to a topic (null: none) while mounted. The callbacks may change between
 * renders without re-subscribing. Returns whether the live connection is up.
 */
export function useTempoReal(...args: Parameters<typeof useTempoRealDaConexao>): { conectado: boolean } {
  return (substituto ?? useTempoRealDaConexao)(...args);
}

let substituto: typeof useTempoRealDaConexao | null = null;

/**
 * Component tests put a stand-in for `useTempoReal` here (jsdom has no server to connect to; the stand-in hands the
 * test the screen's callbacks), instead of replacing the module: a file without `vi.mock` shares the worker's module
 * graph (docs/testing.md). `apps/web/src/test-setup.ts` puts the real one back after each file.
 */
export function substituirUseTempoReal(hook: typeof useTempoRealDaConexao | null) {
  substituto = hook;
}

function useTempoRealDaConexao(
  topico: string | null,
  aoEvento: (e: EventoTempoReal) => void,
  opts: OpcoesUseTempoReal = {},
  conexao: ConexaoTempoReal = tempoReal,
): { conectado: boolean } {
  const atual = useRef({ aoEvento, aoReconectar: opts.aoReconectar });
  useEffect(() => {
    atual.current = { aoEvento, aoReconectar: opts.aoReconectar };
  });
  useEffect(() => {
    if (!topico) return;
    return conexao.assinar(topico, {
      aoEvento: (e) => atual.current.aoEvento(e),
      aoReconectar: () => atual.current.aoReconectar?.(),
    });
  }, [topico, conexao]);

  const conectado = useTempoRealConectado(conexao);
  const intervalo = opts.recarregarSemConexaoMs ?? 0;
  useEffect(() => {
    if (!topico || conectado || !intervalo) return;
    const t = setInterval(() => atual.current.aoReconectar?.(), intervalo);
    return () => clearInterval(t);
  }, [topico, conectado, intervalo]);
  return { conectado };
}
