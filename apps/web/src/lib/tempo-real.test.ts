import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConexaoTempoReal, type Credencial, criarTempoReal, useTempoReal } from './tempo-real';

/** A browser WebSocket stand-in driven by the test as if it were the server. */
class FakeWs {
  static abertos: FakeWs[] = [];
  readyState = 0;
  enviadas: Record<string, unknown>[] = [];
  fechadoPeloCliente: { code: number; reason: string } | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: ((ev: { code: number; reason: string }) => void) | null = null;

  constructor(readonly url: string) {
    FakeWs.abertos.push(this);
  }
  send(d: string) {
    this.enviadas.push(JSON.parse(d));
  }
  close(code = 1000, reason = '') {
    this.readyState = 3;
    this.fechadoPeloCliente = { code, reason };
  }
  // the server's side
  abrir() {
    this.readyState = 1;
    this.onopen?.();
  }
  receber(m: unknown) {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
  cair(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  /** Accepts the login and confirms every topic the client asks for. */
  aceitar() {
    this.abrir();
    this.receber({ tipo: 'pronto' });
    for (const m of this.enviadas) if (m.tipo === 'assinar') this.receber({ tipo: 'assinado', topico: m.topico });
  }
}

const ultimo = () => FakeWs.abertos[FakeWs.abertos.length - 1];
const A = 'fila:pronto-atendimento:2:15';
const B = 'fila:pronto-atendimento:3:15';

let credencial: Credencial | null;
let observadores: Set<() => void>;
let conexao: ConexaoTempoReal;

function mudarSessao(c: Credencial | null) {
  credencial = c;
  for (const o of observadores) o();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0); // no jitter: the backoff steps are exact
  FakeWs.abertos = [];
  credencial = { cliente: 'demo', token: 'token-1' };
  observadores = new Set();
  conexao = criarTempoReal({
    url: () => 'ws://teste/ws',
    WebSocket: FakeWs as unknown as typeof WebSocket,
    credencial: () => credencial,
    observarSessao: (fn) => {
      observadores.add(fn);
      return () => observadores.delete(fn);
    },
    ociosoMs: 5_000,
  });
});

afterEach(() => {
  conexao.encerrar();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('lib/tempo-real', () => {
  it('opens one socket for the tab, logs in with the first message and routes events by topic', () => {
    expect(FakeWs.abertos).toHaveLength(0); // nothing until a screen subscribes
    const a1 = vi.fn();
    const a2 = vi.fn();
    const b = vi.fn();
    conexao.assinar(A, { aoEvento: a1 });
    conexao.assinar(A, { aoEvento: a2 });
    conexao.assinar(B, { aoEvento: b });
    expect(FakeWs.abertos).toHaveLength(1);
    const ws = ultimo();
    expect(ws.url).toBe('ws://teste/ws');

    ws.abrir();
    expect(ws.enviadas).toEqual([{ tipo: 'entrar', cliente: 'demo', token: 'token-1' }]);
    expect(conexao.conectado()).toBe(false);
    ws.receber({ tipo: 'pronto' });
    expect(conexao.conectado()).toBe(true);
    // each topic once, however many screens hold it
    expect(ws.enviadas.slice(1)).toEqual([
      { tipo: 'assinar', topico: A },
      { tipo: 'assinar', topico: B },
    ]);

    ws.receber({ tipo: 'evento', topico: A, evento: 'fila.atualizada', dados: { filaId: 3 } });
    expect(a1).toHaveBeenCalledWith({ topico: A, evento: 'fila.atualizada', dados: { filaId: 3 } });
    expect(a2).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    ws.receber({ tipo: 'evento', topico: B, evento: 'fila.atualizada' });
    expect(b).toHaveBeenCalledWith({ topico: B, evento: 'fila.atualizada' });
    expect(a1).toHaveBeenCalledTimes(1);
  });

  it('reconnects with backoff, re-subscribes every topic and calls aoReconectar once each is confirmed', () => {
    const reA = vi.fn();
    const reB = vi.fn();
    conexao.assinar(A, { aoEvento: vi.fn(), aoReconectar: reA });
    conexao.assinar(B, { aoEvento: vi.fn(), aoReconectar: reB });
    ultimo().aceitar();
    // subscribed before the socket was ready: one refetch when the subscription became active
    expect(reA).toHaveBeenCalledTimes(1);
    expect(reB).toHaveBeenCalledTimes(1);

    ultimo().cair(1006);
    expect(conexao.conectado()).toBe(false);
    vi.advanceTimersByTime(999);
    expect(FakeWs.abertos).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWs.abertos).toHaveLength(2);

    ultimo().cair(1006); // the server is still down: 2 s next
    vi.advanceTimersByTime(1_999);
    expect(FakeWs.abertos).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWs.abertos).toHaveLength(3);
    expect(reA).toHaveBeenCalledTimes(1); // never connected in between: nothing to refetch yet

    const ws = ultimo();
    ws.abrir();
    ws.receber({ tipo: 'pronto' });
    expect(conexao.conectado()).toBe(true);
    expect(ws.enviadas).toEqual([
      { tipo: 'entrar', cliente: 'demo', token: 'token-1' },
      { tipo: 'assinar', topico: A },
      { tipo: 'assinar', topico: B },
    ]);
    ws.receber({ tipo: 'assinado', topico: A });
    expect(reA).toHaveBeenCalledTimes(2);
    expect(reB).toHaveBeenCalledTimes(1);
    ws.receber({ tipo: 'assinado', topico: B });
    expect(reB).toHaveBeenCalledTimes(2);

    // a good connection resets the backoff to 1 s
    ws.cair(1001, 'Servidor encerrando.');
    vi.advanceTimersByTime(1_000);
    expect(FakeWs.abertos).toHaveLength(4);
  });

  it('backs off up to 30 s', () => {
    conexao.assinar(A, { aoEvento: vi.fn() });
    const esperas: number[] = [];
    for (let i = 0; i < 7; i++) {
      ultimo().cair(1006);
      const antes = FakeWs.abertos.length;
      let ms = 0;
      while (FakeWs.abertos.length === antes) {
        vi.advanceTimersByTime(500);
        ms += 500;
      }
      esperas.push(ms);
    }
    expect(esperas).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('a new topic on a live socket is refetched once the server confirms it (no lost change); a second screen of a topic is not; a resync asks everyone', () => {
    conexao.assinar(A, { aoEvento: vi.fn() });
    ultimo().aceitar();
    const re = vi.fn();
    const reB = vi.fn();
    conexao.assinar(A, { aoEvento: vi.fn(), aoReconectar: re });
    conexao.assinar(B, { aoEvento: vi.fn(), aoReconectar: reB });
    const ws = ultimo();
    expect(ws.enviadas.at(-1)).toEqual({ tipo: 'assinar', topico: B });
    ws.receber({ tipo: 'assinado', topico: B });
    expect(re).not.toHaveBeenCalled();
    expect(reB).toHaveBeenCalledTimes(1);

    ws.receber({ tipo: 'ressincronizar' });
    expect(re).toHaveBeenCalledTimes(1);
    expect(reB).toHaveBeenCalledTimes(2);
  });

  it('cancels a topic when its last screen leaves and closes the idle socket', () => {
    const sairA1 = conexao.assinar(A, { aoEvento: vi.fn() });
    const sairA2 = conexao.assinar(A, { aoEvento: vi.fn() });
    ultimo().aceitar();
    const ws = ultimo();
    sairA1();
    expect(ws.enviadas.some((m) => m.tipo === 'cancelar')).toBe(false);
    sairA2();
    expect(ws.enviadas.at(-1)).toEqual({ tipo: 'cancelar', topico: A });
    vi.advanceTimersByTime(4_999);
    expect(ws.fechadoPeloCliente).toBeNull();
    vi.advanceTimersByTime(1);
    expect(ws.fechadoPeloCliente).toEqual({ code: 1000, reason: 'Sem assinaturas.' });
    expect(conexao.conectado()).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(FakeWs.abertos).toHaveLength(1); // no reconnect without subscribers
  });

  it('a refused login is only logged and retried when the session gets a new token', () => {
    const aviso = vi.spyOn(console, 'warn').mockImplementation(() => {});
    conexao.assinar(A, { aoEvento: vi.fn() });
    ultimo().abrir();
    ultimo().cair(4401, 'Sessão inválida ou expirada. Entre novamente.');
    expect(aviso).toHaveBeenCalledWith('Tempo real: conexão recusada (Sessão inválida ou expirada. Entre novamente.).');
    vi.advanceTimersByTime(120_000);
    expect(FakeWs.abertos).toHaveLength(1);

    mudarSessao({ cliente: 'demo', token: 'token-2' }); // the placement was changed: a new token
    expect(FakeWs.abertos).toHaveLength(2);
    ultimo().abrir();
    expect(ultimo().enviadas[0]).toEqual({ tipo: 'entrar', cliente: 'demo', token: 'token-2' });
  });

  it('reconnects with the new token when the session changes, and closes for good on logout', () => {
    conexao.assinar(A, { aoEvento: vi.fn() });
    ultimo().aceitar();
    const primeiro = ultimo();

    mudarSessao({ cliente: 'demo', token: 'token-1' }); // another key changed (unread counter): nothing to do
    expect(FakeWs.abertos).toHaveLength(1);

    mudarSessao({ cliente: 'demo', token: 'token-2' });
    expect(primeiro.fechadoPeloCliente).toEqual({ code: 1000, reason: 'Sessão alterada.' });
    expect(FakeWs.abertos).toHaveLength(2);
    ultimo().aceitar();
    expect(ultimo().enviadas[0]).toMatchObject({ token: 'token-2' });

    const segundo = ultimo();
    mudarSessao(null);
    expect(segundo.fechadoPeloCliente).toEqual({ code: 1000, reason: 'Sessão encerrada.' });
    expect(conexao.conectado()).toBe(false);
    segundo.cair(1000); // the close completing: not a reason to come back
    vi.advanceTimersByTime(120_000);
    expect(FakeWs.abertos).toHaveLength(2);
  });

  it('useTempoReal subscribes while mounted, uses the latest callbacks and reports the connection', () => {
    const primeiro = vi.fn();
    const segundo = vi.fn();
    const { result, rerender, unmount } = renderHook(({ topico, aoEvento }) => useTempoReal(topico, aoEvento, {}, conexao), {
      initialProps: { topico: A as string | null, aoEvento: primeiro },
    });
    expect(result.current.conectado).toBe(false);
    act(() => ultimo().aceitar());
    expect(result.current.conectado).toBe(true);

    rerender({ topico: A, aoEvento: segundo });
    act(() => ultimo().receber({ tipo: 'evento', topico: A, evento: 'fila.atualizada' }));
    expect(primeiro).not.toHaveBeenCalled();
    expect(segundo).toHaveBeenCalledTimes(1);
    expect(ultimo().enviadas.filter((m) => m.tipo === 'assinar')).toHaveLength(1); // no re-subscription

    rerender({ topico: null, aoEvento: segundo });
    expect(ultimo().enviadas.at(-1)).toEqual({ tipo: 'cancelar', topico: A });
    act(() => ultimo().cair(1006));
    expect(result.current.conectado).toBe(false);
    unmount();
  });

  it('useTempoReal polls through aoReconectar while disconnected when asked to', () => {
    const re = vi.fn();
    renderHook(() => useTempoReal(A, vi.fn(), { aoReconectar: re, recarregarSemConexaoMs: 30_000 }, conexao));
    act(() => ultimo().abrir()); // not accepted yet: still disconnected
    act(() => vi.advanceTimersByTime(30_000));
    expect(re).toHaveBeenCalledTimes(1);
    act(() => ultimo().aceitar());
    expect(re).toHaveBeenCalledTimes(2); // the subscription became active after the first fetch
    act(() => vi.advanceTimersByTime(90_000));
    expect(re).toHaveBeenCalledTimes(2); // connected: no polling
  });
});
