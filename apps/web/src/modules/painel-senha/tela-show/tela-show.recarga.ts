/**
 * A gentle daily reload, as a safety net for a page meant to run for weeks (issue 7): whatever a browser
 * or a TV's web engine leaks on its own (media pipelines, speech engines, GPU layers), a fresh page frees.
 * Around 03:00 local time plus up to 20 minutes at random (the TVs of one hospital do not hit the server
 * together), only when nothing is being announced and the server answers — a reload while the server or
 * the network is down would leave the TV on the browser's error page instead of the last good screen.
 * Otherwise it tries again in 10 minutes.
 */

export const HORA_RECARGA = 3;
const ESPALHAR_MS = 20 * 60_000;
const NOVA_TENTATIVA_MS = 10 * 60_000;

/** Milliseconds from `agora` to the next 03:00 (local) plus `aleatorio` × 20 min. */
export function msAteRecarga(agora: Date, aleatorio: number): number {
  const alvo = new Date(agora);
  alvo.setHours(HORA_RECARGA, 0, 0, 0);
  if (alvo.getTime() <= agora.getTime()) alvo.setDate(alvo.getDate() + 1);
  return alvo.getTime() - agora.getTime() + Math.floor(aleatorio * ESPALHAR_MS);
}

export interface OpcoesRecarga {
  /** Nothing is being announced and the server answered. */
  podeRecarregar(): Promise<boolean>;
  recarregar(): void;
}

/** Schedules the reload; returns the cancel function (one timer at a time). */
export function agendarRecargaDiaria(o: OpcoesRecarga): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let cancelado = false;
  const tentar = async () => {
    timer = null;
    const pode = await o.podeRecarregar().catch(() => false);
    if (cancelado) return;
    if (pode) o.recarregar();
    else timer = setTimeout(tentar, NOVA_TENTATIVA_MS);
  };
  timer = setTimeout(tentar, msAteRecarga(new Date(), Math.random()));
  return () => {
    cancelado = true;
    if (timer) clearTimeout(timer);
    timer = null;
  };
}
