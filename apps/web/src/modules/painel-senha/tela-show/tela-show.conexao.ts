import { type EventoTempoReal, FECHAMENTO_TEMPO_REAL, type MensagemServidor, topicoTela } from '@saude/shared';
import { RECONEXAO_MAX_MS, RECONEXAO_MIN_MS } from '../../../lib/tempo-real';
import type { CredencialTela } from './tela-show.credencial';

/**
 * The TV's own WebSocket (decision 0006, issue 7). Not the session's connection of lib/tempo-real.ts: a
 * screen has no session, it says `entrar-tela` with its id and key and the server subscribes it to its own
 * topic. Same reconnection rule (1 s doubling to 30 s, plus up to 20 % at random so the TVs cut by one
 * restart do not come back in the same instant). A TV hangs on a wall for days behind NATs and Wi-Fi that
 * drop idle connections without a word, so it also probes: every minute it repeats its own subscription
 * and, without an answer in 10 s, drops the socket and reconnects.
 */

export type EstadoConexao = 'conectando' | 'conectado' | 'recusado';

export interface OpcoesConexaoTela {
  telaId: number;
  credencial: CredencialTela;
  aoEvento(e: EventoTempoReal): void;
  /** Events may have been missed (every handshake, a server resync): refetch. */
  aoSincronizar(): void;
  /** `recusado` (4401: wrong key, blocked screen, unknown municipality) carries the server's reason; no retry. */
  aoEstado(estado: EstadoConexao, motivo?: string): void;
  url?: () => string;
  sondaMs?: number;
  prazoSondaMs?: number;
}

/** Time to open and be accepted before the attempt counts as failed. */
const ABERTURA_MS = 15_000;

const urlPadrao = () => `${location.origin.replace(/^http/, 'ws')}/ws`;

export function conectarTela(o: OpcoesConexaoTela) {
  const url = o.url ?? urlPadrao;
  const sondaMs = o.sondaMs ?? 60_000;
  const prazoSondaMs = o.prazoSondaMs ?? 10_000;
  const topico = topicoTela(o.telaId);
  let ws: WebSocket | null = null;
  let pronto = false;
  let tentativas = 0;
  let encerrada = false;
  let reconexao: ReturnType<typeof setTimeout> | null = null;
  let sonda: ReturnType<typeof setInterval> | null = null;
  let prazo: ReturnType<typeof setTimeout> | null = null;

  function limparTimers() {
    if (reconexao) clearTimeout(reconexao);
    if (sonda) clearInterval(sonda);
    if (prazo) clearTimeout(prazo);
    reconexao = sonda = prazo = null;
  }

  /** Forgets the socket (its late events are ignored) and closes it. */
  function soltar(codigo: number, motivo: string) {
    const s = ws;
    ws = null;
    pronto = false;
    if (!s) return;
    s.onopen = null;
    s.onmessage = null;
    s.onclose = null;
    s.onerror = null;
    if (s.readyState <= 1) s.close(codigo, motivo);
  }

  function conectar() {
    limparTimers();
    if (encerrada || ws) return;
    const Ws = globalThis.WebSocket;
    if (!Ws) return;
    const s = new Ws(url());
    ws = s;
    // a connection that never opens or never answers (a captive Wi-Fi, a proxy holding it) is retried
    prazo = setTimeout(morta, ABERTURA_MS);
    s.onopen = () =>
      s.send(JSON.stringify({ tipo: 'entrar-tela', cliente: o.credencial.cliente, tela: o.telaId, chave: o.credencial.chave }));
    s.onmessage = (ev: MessageEvent) => {
      let m: MensagemServidor;
      try {
        m = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      receber(m);
    };
    s.onclose = (ev: CloseEvent) => {
      soltar(1000, '');
      limparTimers();
      if (ev.code === FECHAMENTO_TEMPO_REAL.naoAutenticado) {
        o.aoEstado('recusado', ev.reason || undefined);
        return;
      }
      o.aoEstado('conectando');
      agendar();
    };
  }

  function agendar() {
    if (encerrada || reconexao) return;
    const base = Math.min(RECONEXAO_MIN_MS * 2 ** tentativas, RECONEXAO_MAX_MS);
    tentativas++;
    reconexao = setTimeout(conectar, base + Math.random() * base * 0.2);
  }

  /** Silent past its deadline: dead even if the browser has not noticed. */
  function morta() {
    soltar(4000, 'Sem resposta.');
    limparTimers();
    o.aoEstado('conectando');
    agendar();
  }

  function sondar() {
    if (!ws || !pronto || prazo) return;
    ws.send(JSON.stringify({ tipo: 'assinar', topico }));
    prazo = setTimeout(morta, prazoSondaMs);
  }

  function receber(m: MensagemServidor) {
    // any frame proves the connection alive
    if (prazo) clearTimeout(prazo);
    prazo = null;
    if (m.tipo === 'pronto') {
      tentativas = 0;
    } else if (m.tipo === 'assinado' && !pronto) {
      pronto = true;
      sonda = setInterval(sondar, sondaMs);
      o.aoEstado('conectado');
      o.aoSincronizar();
    } else if (m.tipo === 'evento') {
      o.aoEvento(m.dados === undefined ? { topico: m.topico, evento: m.evento } : { topico: m.topico, evento: m.evento, dados: m.dados });
    } else if (m.tipo === 'ressincronizar') {
      o.aoSincronizar();
    } else if (m.tipo === 'erro') {
      console.warn(`Tela: ${m.mensagem}`);
    }
  }

  const aoVoltarRede = () => {
    if (!ws && reconexao) conectar();
  };
  window.addEventListener('online', aoVoltarRede);
  conectar();

  return {
    /** After a refusal, once the screen's address works again (the page checks over HTTP). */
    reconectar() {
      if (encerrada || ws) return;
      tentativas = 0;
      o.aoEstado('conectando');
      conectar();
    },
    encerrar() {
      encerrada = true;
      window.removeEventListener('online', aoVoltarRede);
      limparTimers();
      soltar(1000, 'Tela fechada.');
    },
  };
}
export type ConexaoTela = ReturnType<typeof conectarTela>;
