/**
 * The TV's sound (issue 7): a two-tone chime made with WebAudio (no audio file to load or cache), then the
 * call spoken in pt-BR by the browser's speech synthesis, N times at the configured rate. Calls queue so
 * they never talk over each other; a burst keeps only the latest FALAS_PENDENTES_MAX waiting (an old call
 * spoken a minute late helps nobody).
 *
 * Browsers block sound until the page is touched (autoplay policy): an AudioContext that stays suspended,
 * or speech failing with `not-allowed`, reports `aoBloqueio(true)`; the page shows "Toque na tela para
 * ativar o som" and calls `desbloquear()` from the tap, which must speak synchronously inside it.
 *
 * `window.speechSynthesis.speak(utterance)` is looked up at each call, never cached: the browser e2e
 * replaces it with page.addInitScript and records `utterance.text`.
 */

export const FALAS_PENDENTES_MAX = 5;
/** The chime's length before the voice starts. */
export const CAMPAINHA_MS = 1_300;
const PAUSA_ENTRE_REPETICOES_MS = 600;
const PAUSA_ENTRE_CHAMADAS_MS = 800;
/** Time to decide that a fresh AudioContext was not allowed to start. */
const PRAZO_AUDIO_MS = 1_000;

export interface ConfigFala {
  voz: boolean;
  som: boolean;
  repeticoes: number;
  /** 1 is the normal rate. */
  velocidade: number;
}

export interface OpcoesAnunciador {
  config(): ConfigFala;
  aoBloqueio(bloqueado: boolean): void;
}

type ContextoAudio = AudioContext;

function criarContexto(): ContextoAudio | null {
  const w = window as unknown as { AudioContext?: typeof AudioContext; webkitAudioContext?: typeof AudioContext };
  const Ctor = w.AudioContext ?? w.webkitAudioContext;
  if (!Ctor) return null;
  try {
    return new Ctor();
  } catch {
    return null;
  }
}

/** One soft sine tone; the nodes disconnect themselves when it ends (nothing accumulates in the graph). */
function tom(ctx: ContextoAudio, frequencia: number, inicio: number, duracao: number) {
  const osc = ctx.createOscillator();
  const ganho = ctx.createGain();
  osc.type = 'sine';
  osc.frequency.value = frequencia;
  ganho.gain.setValueAtTime(0.0001, inicio);
  ganho.gain.exponentialRampToValueAtTime(0.4, inicio + 0.02);
  ganho.gain.exponentialRampToValueAtTime(0.0001, inicio + duracao);
  osc.connect(ganho);
  ganho.connect(ctx.destination);
  osc.onended = () => {
    osc.disconnect();
    ganho.disconnect();
  };
  osc.start(inicio);
  osc.stop(inicio + duracao + 0.05);
}

/** "Ding-dong": E5 then C5, the airport/clinic call people already recognise. */
function tocarCampainha(ctx: ContextoAudio) {
  const t = ctx.currentTime;
  tom(ctx, 659.25, t, 0.7);
  tom(ctx, 523.25, t + 0.5, 0.8);
}

/** A pt-BR voice when the system has one (a local one first: it works when the hospital's internet does not). */
function vozPtBr(): SpeechSynthesisVoice | null {
  const vozes = window.speechSynthesis?.getVoices?.() ?? [];
  const br = vozes.filter((v) => v.lang.replace('_', '-').toLowerCase() === 'pt-br');
  return br.find((v) => v.localService) ?? br[0] ?? vozes.find((v) => v.lang.toLowerCase().startsWith('pt')) ?? null;
}

const temFala = () => typeof window.speechSynthesis?.speak === 'function' && typeof window.SpeechSynthesisUtterance === 'function';

function novaFala(texto: string, velocidade: number) {
  const u = new window.SpeechSynthesisUtterance(texto);
  u.lang = 'pt-BR';
  u.rate = velocidade;
  const voz = vozPtBr();
  if (voz) u.voice = voz;
  return u;
}

export function criarAnunciador(o: OpcoesAnunciador) {
  let ctx: ContextoAudio | null = null;
  const pendentes: string[] = [];
  let ocupado = false;
  let encerrado = false;
  /** Speech was refused (`not-allowed`): the queue waits for the tap. */
  let falaBloqueada = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let prazoAudio: ReturnType<typeof setTimeout> | null = null;
  let vigia: ReturnType<typeof setTimeout> | null = null;
  /** The utterance being spoken: Chrome drops the events of one nobody references. */
  let atual: SpeechSynthesisUtterance | null = null;

  const audioBloqueado = () => ctx !== null && ctx.state !== 'running';
  const informar = () => o.aoBloqueio(falaBloqueada || audioBloqueado());

  const esperar = (ms: number) =>
    new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        timer = null;
        resolve();
      }, ms);
    });

  /** Resolves when the utterance ends, fails or overruns (an engine stuck mid-sentence must not stop the queue). */
  function falar(texto: string, velocidade: number): Promise<'fim' | 'bloqueado'> {
    if (!temFala()) return Promise.resolve('fim');
    return new Promise((resolve) => {
      const u = novaFala(texto, velocidade);
      const fim = (r: 'fim' | 'bloqueado') => {
        if (vigia) clearTimeout(vigia);
        vigia = null;
        if (atual === u) atual = null;
        u.onend = null;
        u.onerror = null;
        resolve(r);
      };
      u.onend = () => fim('fim');
      u.onerror = (e) => fim(e.error === 'not-allowed' ? 'bloqueado' : 'fim');
      vigia = setTimeout(
        () => {
          window.speechSynthesis.cancel();
          fim('fim');
        },
        Math.min(20_000, 2_000 + (texto.length * 90) / Math.max(0.5, velocidade)),
      );
      atual = u;
      window.speechSynthesis.speak(u);
    });
  }

  async function anunciarUma(fala: string): Promise<boolean> {
    const cfg = o.config();
    if (cfg.som && ctx?.state === 'running') {
      tocarCampainha(ctx);
      await esperar(CAMPAINHA_MS);
    }
    if (!cfg.voz) return true;
    for (let i = 0; i < Math.max(1, cfg.repeticoes) && !encerrado; i++) {
      if (i > 0) await esperar(PAUSA_ENTRE_REPETICOES_MS);
      if ((await falar(fala, cfg.velocidade)) === 'bloqueado') return false;
    }
    return true;
  }

  async function processar() {
    if (ocupado) return;
    ocupado = true;
    try {
      while (!encerrado && !falaBloqueada && pendentes.length) {
        const fala = pendentes.shift() as string;
        if (!(await anunciarUma(fala))) {
          // refused before anyone touched the page: keep it for the tap
          pendentes.unshift(fala);
          falaBloqueada = true;
          informar();
          break;
        }
        if (pendentes.length) await esperar(PAUSA_ENTRE_CHAMADAS_MS);
      }
    } finally {
      ocupado = false;
    }
  }

  return {
    /**
     * Once the screen's settings are known: opens the audio output and finds out whether the browser lets
     * it play (a kiosk started with autoplay allowed never shows the overlay).
     */
    preparar() {
      const cfg = o.config();
      if (encerrado || ctx || !(cfg.som || cfg.voz)) return;
      // Chrome loads its voices lazily: asking now has the pt-BR voice ready for the first call
      if (temFala()) window.speechSynthesis.getVoices?.();
      ctx = criarContexto();
      if (!ctx) return;
      ctx.onstatechange = informar;
      if (ctx.state !== 'running') ctx.resume().catch(() => {});
      prazoAudio = setTimeout(() => {
        prazoAudio = null;
        informar();
      }, PRAZO_AUDIO_MS);
    },
    anunciar(fala: string) {
      if (encerrado) return;
      const cfg = o.config();
      if (!cfg.voz && !cfg.som) return;
      pendentes.push(fala);
      if (pendentes.length > FALAS_PENDENTES_MAX) pendentes.splice(0, pendentes.length - FALAS_PENDENTES_MAX);
      void processar();
    },
    /** From the tap: must run inside the click handler (the browser's "user activation"). */
    desbloquear() {
      if (encerrado) return;
      ctx?.resume().catch(() => {});
      if (temFala()) {
        // speaking inside the gesture unlocks speech for the rest of the page's life; it also tells the
        // person who tapped that it worked
        window.speechSynthesis.speak(novaFala('Som ativado.', o.config().velocidade));
      }
      falaBloqueada = false;
      informar();
      void processar();
    },
    /** Calls waiting (tests and the e2e). */
    pendentes: () => pendentes.length,
    /** Nothing playing or waiting (the daily reload waits for this). */
    ocioso: () => !ocupado && !pendentes.length,
    encerrar() {
      encerrado = true;
      pendentes.length = 0;
      if (timer) clearTimeout(timer);
      if (prazoAudio) clearTimeout(prazoAudio);
      if (vigia) clearTimeout(vigia);
      timer = prazoAudio = vigia = null;
      if (atual && temFala()) window.speechSynthesis.cancel();
      atual = null;
      if (ctx) {
        ctx.onstatechange = null;
        ctx.close().catch(() => {});
      }
      ctx = null;
    },
  };
}
export type Anunciador = ReturnType<typeof criarAnunciador>;
