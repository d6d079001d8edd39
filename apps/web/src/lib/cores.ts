/**
 * Colour legibility (WCAG 2.1): the text colour that reads on a background. Used wherever a colour chosen in a
 * registry paints a cell, a tag or a card (the risk colours of the queue, the header, the TV).
 */

/** Relative luminance of '#rrggbb' (WCAG 2.1), or null when it is not such a colour. */
export function luminancia(cor: string): number | null {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(cor.trim());
  if (!m) return null;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => {
    const c = Number.parseInt(h as string, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours (1 to 21); 1 when one is not '#rrggbb'. */
export function contraste(a: string, b: string): number {
  const la = luminancia(a);
  const lb = luminancia(b);
  if (la == null || lb == null) return 1;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const PRETO = '#000000';
const BRANCO = '#ffffff';

/** Black or white text, whichever contrasts more with the background (orange and yellow take black). */
export function textoSobre(fundo: string): string {
  return contraste(fundo, PRETO) >= contraste(fundo, BRANCO) ? PRETO : BRANCO;
}
