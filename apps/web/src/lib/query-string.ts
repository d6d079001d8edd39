import { toSnake } from '@saude/shared';

/**
 * Bracketed query serialisation of ARCHITECTURE §4: `{ order: [{ column: 1 }] }` becomes
 * `order[0][column]=1`. Keys go to snake_case; values are left alone; null/undefined are skipped.
 * Brackets stay literal (what the server's parser and a person reading the log both expect).
 */
export function serializeQuery(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  const push = (path: string[], value: string) => {
    const [head, ...rest] = path.map(encodeURIComponent);
    pairs.push(`${head}${rest.map((s) => `[${s}]`).join('')}=${encodeURIComponent(value)}`);
  };
  const walk = (value: unknown, path: string[]) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(v, [...path, String(i)]);
    } else if (value instanceof Date) push(path, value.toISOString());
    else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, [...path, toSnake(k)]);
    } else push(path, String(value));
  };
  for (const [k, v] of Object.entries(query)) walk(v, [toSnake(k)]);
  return pairs.join('&');
}
