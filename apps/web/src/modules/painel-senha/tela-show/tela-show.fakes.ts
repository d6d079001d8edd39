import { type ChamadaPainel, falaDaChamada, type TelaShow, TIPO_CHAMADA_PAINEL, topicoTela } from '@saude/shared';
import { vi } from 'vitest';

/** Browser stand-ins for the TV screen's tests: the socket, speech synthesis and WebAudio. */

export class FakeWs {
  static abertos: FakeWs[] = [];
  readyState = 0;
  enviadas: Record<string, unknown>[] = [];
  fechadoPeloCliente: { code: number; reason: string } | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: ((ev: { code: number; reason: string }) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeWs.abertos.push(this);
  }
  static ultimo() {
    return FakeWs.abertos[FakeWs.abertos.length - 1] as FakeWs;
  }
  send(d: string) {
    this.enviadas.push(JSON.parse(d));
  }
  close(code = 1000, reason = '') {
    this.readyState = 3;
    this.fechadoPeloCliente = { code, reason };
  }
  receber(m: unknown) {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
  /** Opens, and the server accepts the screen: `pronto` then its own topic. */
  aceitar(telaId: number) {
    this.readyState = 1;
    this.onopen?.();
    this.receber({ tipo: 'pronto' });
    this.receber({ tipo: 'assinado', topico: topicoTela(telaId) });
  }
  cair(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

export class FakeUtterance {
  lang = '';
  rate = 1;
  voice: { name: string } | null = null;
  onend: (() => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

/**
 * `window.speechSynthesis`: records each utterance; by default it "finishes" on the next tick, or fails
 * with `not-allowed` while `bloquear` is on (a browser that wants a tap first).
 */
export function fakeFala() {
  const faladas: FakeUtterance[] = [];
  const f = {
    faladas,
    bloquear: false,
    textos: () => faladas.map((u) => u.text),
    speak: vi.fn((u: FakeUtterance) => {
      faladas.push(u);
      const recusar = f.bloquear;
      setTimeout(() => (recusar ? u.onerror?.({ error: 'not-allowed' }) : u.onend?.()), 0);
    }),
    cancel: vi.fn(),
    getVoices: () => [
      { lang: 'en-US', name: 'Samantha', localService: true },
      { lang: 'pt-BR', name: 'Luciana', localService: true },
    ],
  };
  vi.stubGlobal('speechSynthesis', f);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return f;
}

/** `AudioContext`: starts `running`, or `suspended` until resumed after `permitir` (the tap). */
export function fakeAudio(inicial: 'running' | 'suspended' = 'running') {
  const audio = { permitir: inicial === 'running', contextos: [] as FakeAudioContext[], frequencias: [] as number[] };
  class FakeAudioContext {
    state: string = inicial;
    currentTime = 0;
    destination = {};
    onstatechange: (() => void) | null = null;
    constructor() {
      audio.contextos.push(this);
    }
    resume = vi.fn(async () => {
      if (!audio.permitir || this.state === 'running') return;
      this.state = 'running';
      this.onstatechange?.();
    });
    close = vi.fn(async () => {
      this.state = 'closed';
    });
    createOscillator() {
      const frequency = { value: 0 };
      return {
        type: '',
        frequency,
        connect: () => {},
        disconnect: () => {},
        start: () => audio.frequencias.push(frequency.value),
        stop: () => {},
        onended: null,
      };
    }
    createGain() {
      return { gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} }, connect: () => {}, disconnect: () => {} };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return audio;
}

export const chamada = (id: number, texto: string, extra: Partial<ChamadaPainel> = {}): ChamadaPainel => {
  const tipo = extra.tipo ?? TIPO_CHAMADA_PAINEL.SENHA;
  const destino = extra.destino === undefined ? 'Guichê 2' : extra.destino;
  return {
    id,
    tipo,
    texto,
    destino,
    fala: falaDaChamada({ tipo, texto, destino }),
    numero: 1,
    chamadaEm: new Date(Date.UTC(2026, 10, 21, 13, 0, 0) + id * 1000).toISOString(),
    ...extra,
  };
};

export const telaShow = (extra: Partial<TelaShow> = {}, tela: Partial<TelaShow['tela']> = {}): TelaShow => ({
  tela: { id: 7, nome: 'TV da recepção do PA', voz: true, som: false, historico: 3, ...tela },
  chamadas: [chamada(4, 'A004', { numero: 2 }), chamada(3, 'A003'), chamada(2, 'A002'), chamada(1, 'A001')],
  avisos: [{ id: 1, titulo: 'Vacinação contra a gripe', mensagem: 'Campanha nas USFs, das 8h às 16h.' }],
  agora: new Date().toISOString(),
  cliente: { nome: 'Prefeitura Municipal de Demonstração', logotipo: null },
  fala: { repeticoes: 1, velocidade: 0.9 },
  ...extra,
});
