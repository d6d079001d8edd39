import { vi } from 'vitest';

export interface Chamada {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The raw query string, to assert bracketed keys as sent. */
  search: string;
  body: unknown;
  headers: Headers;
}

interface Resposta {
  status: number;
  body?: unknown;
}

const RESPOSTA = Symbol('resposta');

/** An answer with a status other than 200. */
export function reply(status: number, body?: unknown): Resposta & { [RESPOSTA]: true } {
  return { [RESPOSTA]: true, status, body };
}

type Handler = unknown | ((c: Chamada) => unknown | Promise<unknown>);

/**
 * Stubs fetch with a table of 'METHOD /path' → answer (a body for 200, reply(status, body), or a
 * function of the call). Unknown calls answer 404 and are recorded, so a test sees what it missed.
 */
export function mockApi(rotas: Record<string, Handler>) {
  const chamadas: Chamada[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const chamada: Chamada = {
      method,
      path: url.pathname,
      query: url.searchParams,
      search: url.search,
      body,
      headers: new Headers(init.headers),
    };
    chamadas.push(chamada);
    const handler = rotas[`${method} ${url.pathname}`];
    let resultado: unknown = handler === undefined ? reply(404, { message: 'Recurso não encontrado.' }) : handler;
    if (typeof resultado === 'function') resultado = await resultado(chamada);
    // a file answer (PDF, XLSX, CSV) is built by the test as it should arrive
    if (resultado instanceof Response) return resultado;
    const r: Resposta =
      resultado && typeof resultado === 'object' && RESPOSTA in resultado
        ? (resultado as unknown as Resposta)
        : { status: 200, body: resultado };
    if (r.status === 204 || r.body === undefined) return new Response(null, { status: r.status === 200 ? 204 : r.status });
    return new Response(JSON.stringify(r.body), { status: r.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    chamadas,
    /** Calls to one 'METHOD /path'. */
    de: (rota: string) => chamadas.filter((c) => `${c.method} ${c.path}` === rota),
  };
}
