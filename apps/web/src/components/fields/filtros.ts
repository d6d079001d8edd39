/** Input filters of spec 000 §5, applied as the user types. */
export type Filtro = 'alpha' | 'alpha-space' | 'number' | 'trim' | 'uppercase';

const FILTROS: Record<Filtro, (texto: string) => string> = {
  // \p{M} keeps combining accents of decomposed text (e + ◌́); º and ª are letters to Unicode, not to us.
  alpha: (t) => t.replace(/[^\p{L}\p{M}]|[ºª]/gu, ''),
  'alpha-space': (t) => t.replace(/[^\p{L}\p{M}\s]|[ºª]/gu, ''),
  number: (t) => t.replace(/\D/g, ''),
  trim: (t) => t.replace(/ {2,}/g, ' '),
  uppercase: (t) => t.toLocaleUpperCase('pt-BR'),
};

export function aplicarFiltros(texto: string, filtros: Filtro | readonly Filtro[] | undefined): string {
  const lista = filtros === undefined ? [] : typeof filtros === 'string' ? [filtros] : filtros;
  return lista.reduce((t, f) => FILTROS[f](t), texto);
}
