import type { ChamadaPainel, TelaShow } from '@saude/shared';

/**
 * What the TV shows, kept bounded so a screen that runs for weeks never grows (issue 7): the calls are the
 * current one plus `historico` previous ones, and the ids already seen (to tell a new call from one that
 * came back in a refetch) are a short ring. A small store outside React: the socket and the speech queue
 * read it synchronously, the page subscribes with useSyncExternalStore.
 */

/** Ids remembered to drop a call that arrives twice (event and refetch). Far more than any screen lists. */
export const VISTAS_MAX = 200;
/** After a reconnect, calls made this recently while the TV was away are still announced. */
export const ANUNCIAR_PERDIDAS_MS = 60_000;

export interface EstadoTela {
  dados: Omit<TelaShow, 'chamadas'> | null;
  /** Newest first; at most `historico + 1`. */
  chamadas: ChamadaPainel[];
  /** Ids already shown (oldest first), at most VISTAS_MAX. */
  vistas: number[];
  /** Server clock minus this browser's clock, in ms (the TV's own clock is often wrong). */
  offsetMs: number;
}

export const ESTADO_INICIAL: EstadoTela = { dados: null, chamadas: [], vistas: [], offsetMs: 0 };

const maisNova = (a: ChamadaPainel, b: ChamadaPainel) => b.chamadaEm.localeCompare(a.chamadaEm) || b.id - a.id;
const limite = (e: EstadoTela) => (e.dados?.tela.historico ?? 5) + 1;

function lembrar(vistas: number[], ids: number[]): number[] {
  const novas = [...vistas, ...ids.filter((id) => !vistas.includes(id))];
  return novas.length > VISTAS_MAX ? novas.slice(novas.length - VISTAS_MAX) : novas;
}

/** A call from the socket: the new state, or null when it was already seen. */
export function aplicarChamada(e: EstadoTela, c: ChamadaPainel): EstadoTela | null {
  if (e.vistas.includes(c.id) || e.chamadas.some((x) => x.id === c.id)) return null;
  const chamadas = [c, ...e.chamadas].sort(maisNova).slice(0, limite(e));
  return { ...e, chamadas, vistas: lembrar(e.vistas, [c.id]) };
}

/**
 * A full load (first paint, reconnect, notices or settings changed). `novas`: the calls the TV had not seen
 * and that are recent enough to announce (none on the first load: that is history, not news).
 */
export function aplicarCarga(e: EstadoTela, t: TelaShow, offsetMs: number): { estado: EstadoTela; novas: ChamadaPainel[] } {
  const { chamadas, ...dados } = t;
  const primeira = e.dados === null;
  const desde = Date.parse(t.agora) - ANUNCIAR_PERDIDAS_MS;
  const novas = primeira
    ? []
    : chamadas.filter((c) => !e.vistas.includes(c.id) && Date.parse(c.chamadaEm) >= desde).sort((a, b) => maisNova(b, a));
  // merged, not replaced: a call whose event overtook this answer (committed after the query ran) stays
  const juntas = [...chamadas, ...e.chamadas.filter((c) => !chamadas.some((x) => x.id === c.id))];
  const estado: EstadoTela = {
    dados,
    chamadas: juntas.sort(maisNova).slice(0, t.tela.historico + 1),
    vistas: lembrar(e.vistas, chamadas.map((c) => c.id).reverse()),
    offsetMs,
  };
  return { estado, novas };
}

/** The store the page, the socket and the speech queue share. */
export function criarEstadoTela() {
  let atual = ESTADO_INICIAL;
  const ouvintes = new Set<() => void>();
  const publicar = (e: EstadoTela) => {
    atual = e;
    for (const o of ouvintes) o();
  };
  return {
    atual: () => atual,
    observar(fn: () => void) {
      ouvintes.add(fn);
      return () => {
        ouvintes.delete(fn);
      };
    },
    /** True when the call is new (to be announced). */
    chamada(c: ChamadaPainel): boolean {
      const e = aplicarChamada(atual, c);
      if (e) publicar(e);
      return e !== null;
    },
    /** Returns the calls to announce (oldest first). */
    carregar(t: TelaShow, offsetMs: number): ChamadaPainel[] {
      const { estado, novas } = aplicarCarga(atual, t, offsetMs);
      publicar(estado);
      return novas;
    },
  };
}
export type EstadoTelaStore = ReturnType<typeof criarEstadoTela>;

/** An event's data that looks like a call (the socket is trusted, but a bad frame must not break the TV). */
export function ehChamadaPainel(d: unknown): d is ChamadaPainel {
  const c = d as Partial<ChamadaPainel> | null;
  return (
    !!c &&
    typeof c.id === 'number' &&
    typeof c.texto === 'string' &&
    typeof c.fala === 'string' &&
    typeof c.numero === 'number' &&
    typeof c.chamadaEm === 'string'
  );
}
