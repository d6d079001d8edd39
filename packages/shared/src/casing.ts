/** snake_case ⇄ camelCase of wire keys (ARCHITECTURE §4); one implementation for both sides. */
export const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function isPlain(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Converts keys of plain objects and arrays deeply; files, dates and buffers pass untouched. */
export function convertKeys<T = unknown>(value: unknown, convert: (k: string) => string): T {
  if (Array.isArray(value)) return value.map((v) => convertKeys(v, convert)) as T;
  if (!isPlain(value)) return value as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[convert(k)] = convertKeys(v, convert);
  return out as T;
}

export const camelizeKeys = <T = unknown>(v: unknown) => convertKeys<T>(v, toCamel);
export const snakeizeKeys = <T = unknown>(v: unknown) => convertKeys<T>(v, toSnake);
