type Texto = string | null | undefined;

// Input filters of spec 000 §5, applied on every keystroke.

/** alpha: letters only (accented included). */
export const filtroAlpha = (value: Texto) => (value ?? '').replace(/\P{L}/gu, '');

/** alpha-space: letters and whitespace. */
export const filtroAlphaEspaco = (value: Texto) => (value ?? '').replace(/[^\p{L}\s]/gu, '');

/** number: digits only. */
export const filtroNumero = (value: Texto) => (value ?? '').replace(/\D/g, '');

/**
 * trim: a double space becomes one. The ends are left alone while typing, or the space before the next word
 * could never be typed; trimming happens on leaving the field (aparar).
 */
export const filtroTrim = (value: Texto) => (value ?? '').replace(/ {2,}/g, ' ');

/** uppercase, with pt-BR rules for accented letters. */
export const filtroMaiusculas = (value: Texto) => (value ?? '').toLocaleUpperCase('pt-BR');

/** Spec 000 §5: text is trimmed on leaving the field. */
export const aparar = (value: Texto) => filtroTrim(value).trim();
