import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMPAINHA_MS, criarAnunciador, FALAS_PENDENTES_MAX } from './tela-show.anunciador';
import { conectarTela } from './tela-show.conexao';
import { aplicarCarga, criarEstadoTela, ESTADO_INICIAL, VISTAS_MAX } from './tela-show.estado';
import { chamada, FakeWs, fakeAudio, fakeFala, telaShow } from './tela-show.fakes';
import { agendarRecargaDiaria, msAteRecarga } from './tela-show.recarga';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('estado da tela', () => {
  it('5,000 calls: the list holds historico + 1 and the memory of seen ids stays at its cap', () => {
    const s = criarEstadoTela();
    s.carregar(telaShow(), 0);
    for (let i = 1; i <= 5_000; i++) expect(s.chamada(chamada(100 + i, `B${i}`))).toBe(true);
    expect(s.atual().chamadas.map((c) => c.texto)).toEqual(['B5000', 'B4999', 'B4998', 'B4997']);
    expect(s.atual().vistas).toHaveLength(VISTAS_MAX);
    expect(s.chamada(chamada(5_100, 'B5000'))).toBe(false); // seen: dropped
  });

  it('a reload announces only the calls missed in the last minute, and keeps a call whose event overtook it', () => {
    const s = criarEstadoTela();
    const t = telaShow();
    expect(s.carregar(t, 0)).toEqual([]); // the first paint is history
    s.chamada(chamada(50, 'A050')); // its event arrived; the answer below was read before it
    const agora = Date.parse(t.agora);
    const recente = chamada(20, 'A020', { chamadaEm: new Date(agora - 5_000).toISOString() });
    const antiga = chamada(19, 'A019', { chamadaEm: new Date(agora - 120_000).toISOString() });
    const { estado, novas } = aplicarCarga(s.atual(), { ...t, chamadas: [recente, antiga, ...t.chamadas] }, 0);
    expect(novas.map((c) => c.texto)).toEqual(['A020']);
    expect(estado.chamadas.map((c) => c.id)).toContain(50);
    expect(aplicarCarga(ESTADO_INICIAL, t, 0).estado.chamadas).toHaveLength(4);
  });
});

describe('anunciador', () => {
  beforeEach(() => vi.useFakeTimers());

  it('a burst keeps at most 5 waiting and one timer at a time; the chime precedes the voice', async () => {
    const fala = fakeFala();
    const audio = fakeAudio('running');
    const a = criarAnunciador({ config: () => ({ voz: true, som: true, repeticoes: 1, velocidade: 1 }), aoBloqueio: () => {} });
    a.preparar();
    for (let i = 1; i <= 5_000; i++) a.anunciar(`Senha ${i}.`);
    expect(a.pendentes()).toBe(FALAS_PENDENTES_MAX);
    expect(vi.getTimerCount()).toBeLessThanOrEqual(2); // the chime's wait and the audio check
    expect(audio.frequencias).toEqual([659.25, 523.25]);
    expect(fala.faladas).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(CAMPAINHA_MS);
    expect(fala.textos()).toEqual(['Senha 1.']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fala.textos()).toEqual(['Senha 1.', 'Senha 4996.', 'Senha 4997.', 'Senha 4998.', 'Senha 4999.', 'Senha 5000.']);
    expect(a.ocioso()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    a.encerrar();
    expect(audio.contextos[0]?.close).toHaveBeenCalled();
  });

  it('an engine that never ends an utterance does not stop the queue (watchdog)', async () => {
    const fala = fakeFala();
    fala.speak.mockImplementation((u) => fala.faladas.push(u)); // no end event, ever
    const a = criarAnunciador({ config: () => ({ voz: true, som: false, repeticoes: 1, velocidade: 1 }), aoBloqueio: () => {} });
    a.anunciar('Primeira.');
    a.anunciar('Segunda.');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fala.textos()).toEqual(['Primeira.', 'Segunda.']);
    expect(fala.cancel).toHaveBeenCalled();
    a.encerrar();
  });
});

describe('conexão da tela', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    FakeWs.abertos = [];
    vi.stubGlobal('WebSocket', FakeWs);
  });

  const abrir = () => {
    const estados: string[] = [];
    const sincronias = { n: 0 };
    const c = conectarTela({
      telaId: 7,
      credencial: { cliente: 'demo', chave: 'k' },
      url: () => 'ws://teste/ws',
      aoEvento: () => {},
      aoSincronizar: () => sincronias.n++,
      aoEstado: (e) => estados.push(e),
    });
    return { c, estados, sincronias };
  };

  it('backs off 1 s, 2 s, 4 s … up to 30 s, and starts over once accepted', async () => {
    const { c } = abrir();
    for (const espera of [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]) {
      FakeWs.ultimo().cair(1006);
      const n = FakeWs.abertos.length;
      await vi.advanceTimersByTimeAsync(espera - 1);
      expect(FakeWs.abertos).toHaveLength(n);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeWs.abertos).toHaveLength(n + 1);
    }
    FakeWs.ultimo().aceitar(7);
    FakeWs.ultimo().cair(1001);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeWs.ultimo().readyState).toBe(0); // a new attempt after 1 s again
    c.encerrar();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('probes a quiet connection every minute and replaces one that does not answer in 10 s', async () => {
    const { c, estados, sincronias } = abrir();
    const primeiro = FakeWs.ultimo();
    primeiro.aceitar(7);
    expect(sincronias.n).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(primeiro.enviadas.at(-1)).toEqual({ tipo: 'assinar', topico: 'tela:7' });
    primeiro.receber({ tipo: 'assinado', topico: 'tela:7' }); // alive
    await vi.advanceTimersByTimeAsync(60_000 + 10_000);
    expect(primeiro.fechadoPeloCliente?.code).toBe(4000); // the second probe went unanswered
    expect(estados.at(-1)).toBe('conectando');
    await vi.advanceTimersByTimeAsync(1_000);
    FakeWs.ultimo().aceitar(7);
    expect(FakeWs.abertos).toHaveLength(2);
    expect(sincronias.n).toBe(2);
    c.encerrar();
  });
});

describe('recarga diária', () => {
  it('is due at the next 03:00 plus up to 20 minutes', () => {
    expect(msAteRecarga(new Date(2026, 10, 21, 2, 0), 0)).toBe(3_600_000);
    expect(msAteRecarga(new Date(2026, 10, 21, 3, 0), 0)).toBe(24 * 3_600_000);
    expect(msAteRecarga(new Date(2026, 10, 21, 22, 30), 0.5)).toBe(4.5 * 3_600_000 + 10 * 60_000);
  });

  it('waits for a quiet moment and a reachable server, retrying every 10 minutes', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 21, 2, 0));
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const recarregar = vi.fn();
    const respostas = [false, true];
    const parar = agendarRecargaDiaria({ podeRecarregar: async () => respostas.shift() ?? false, recarregar });
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(recarregar).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(recarregar).toHaveBeenCalledTimes(1);
    parar();
  });
});
