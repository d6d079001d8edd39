import { camelizeKeys, snakeizeKeys, toSnake } from '@saude/shared';
import { loading } from './loading';
import { serializeQuery } from './query-string';
import { sessionStore } from './session';
import { encerrarSessao } from './session-end';

/** Error bodies of ARCHITECTURE §4: `{ message }`, plus `errors` (snake_case keys) on 422. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  requestId?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message || `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, unknown>;
  body?: unknown;
  /** false on login and other public calls: no bearer token. */
  auth?: boolean;
  /** Keep response keys as they came (e.g. audit snapshots whose keys are column names). */
  raw?: boolean;
  /** Drive the full-page overlay. Defaults to true for writes, false for reads. */
  loading?: boolean;
  signal?: AbortSignal;
}

/** The tenant header always, the bearer token unless the call is public (ARCHITECTURE §4). */
function cabecalhos(auth: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const customer = sessionStore.customer();
  if (customer) headers['X-Cliente'] = customer;
  const token = auth ? sessionStore.token() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, auth = true, raw = false, signal } = options;
  const showLoading = options.loading ?? method !== 'GET';
  const headers = cabecalhos(auth);
  const token = headers.Authorization ? sessionStore.token() : null;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(snakeizeKeys(body));
  }
  const qs = query ? serializeQuery(query) : '';
  const url = qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;

  if (showLoading) loading.up();
  try {
    const res = await fetch(url, { method, headers, body: payload, signal });
    const data = await readBody(res, raw);
    if (!res.ok) {
      // A bearer the server no longer accepts means the session was revoked or expired there.
      if (res.status === 401 && token) encerrarSessao();
      throw new ApiError(res.status, (data && typeof data === 'object' ? data : {}) as ApiErrorBody);
    }
    return data as T;
  } finally {
    if (showLoading) loading.down();
  }
}

async function readBody(res: Response, raw: boolean): Promise<unknown> {
  if (res.status === 204) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    const text = await res.text();
    if (!text) return undefined;
    const json: unknown = JSON.parse(text);
    return raw ? json : camelizeKeys(json);
  }
  if (type.startsWith('text/')) return res.text();
  return res.blob();
}

/**
 * A multipart body (ARCHITECTURE §4: forms with files go as multipart, booleans as 1/0, nulls as empty):
 * snake_case names; a file as it is, a list of files as `name[]`; other objects and lists as JSON text with
 * snake_case keys. Undefined values are left out (so is an empty list of files: pass undefined).
 */
export function multipart(campos: Record<string, unknown>): FormData {
  const fd = new FormData();
  for (const [chave, valor] of Object.entries(campos)) {
    const nome = toSnake(chave);
    if (valor === undefined) continue;
    if (valor instanceof Blob) fd.append(nome, valor, valor instanceof File ? valor.name : nome);
    else if (Array.isArray(valor) && valor.length > 0 && valor.every((v) => v instanceof File))
      for (const arquivo of valor as File[]) fd.append(`${nome}[]`, arquivo, arquivo.name);
    else if (valor === null) fd.append(nome, '');
    else if (typeof valor === 'boolean') fd.append(nome, valor ? '1' : '0');
    else if (typeof valor === 'object') fd.append(nome, JSON.stringify(snakeizeKeys(valor)));
    else fd.append(nome, String(valor));
  }
  return fd;
}

type Opts = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, opts?: Opts) => request<T>(path, { ...opts, method: 'GET' }),
  post: <T>(path: string, body?: unknown, opts?: Opts) => request<T>(path, { ...opts, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, opts?: Opts) => request<T>(path, { ...opts, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, opts?: Opts) => request<T>(path, { ...opts, method: 'PATCH', body }),
  delete: <T>(path: string, opts?: Opts) => request<T>(path, { ...opts, method: 'DELETE' }),
};

/** A file answer (PDF, XLSX, CSV) with the name the server gave it, or the JSON the server sent instead (202: a background job). */
export type ArquivoOuJson<T> = { tipo: 'arquivo'; blob: Blob; nome: string } | { tipo: 'json'; status: number; dados: T };

/**
 * GET of a binary answer (spec 001 §7: printing and exports are downloaded with a binary response
 * type). Errors go through the same ApiError as every call.
 */
export async function baixarArquivo<T = unknown>(path: string, query?: Record<string, unknown>): Promise<ArquivoOuJson<T>> {
  const qs = query ? serializeQuery(query) : '';
  const url = qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
  loading.up();
  try {
    const res = await fetch(url, { headers: { ...cabecalhos(true), Accept: '*/*' } });
    const tipo = res.headers.get('content-type') ?? '';
    if (!res.ok || tipo.includes('json')) {
      const dados = await readBody(res, false);
      if (!res.ok) {
        if (res.status === 401 && sessionStore.token()) encerrarSessao();
        throw new ApiError(res.status, (dados && typeof dados === 'object' ? dados : {}) as ApiErrorBody);
      }
      return { tipo: 'json', status: res.status, dados: dados as T };
    }
    return { tipo: 'arquivo', blob: await res.blob(), nome: nomeDoArquivo(res.headers.get('content-disposition')) ?? 'arquivo' };
  } finally {
    loading.down();
  }
}

/** filename*=UTF-8''… wins over filename="…" (RFC 6266). */
export function nomeDoArquivo(disposicao: string | null): string | null {
  if (!disposicao) return null;
  const estendido = /filename\*=UTF-8''([^;]+)/i.exec(disposicao);
  if (estendido?.[1]) return decodeURIComponent(estendido[1]);
  const simples = /filename="?([^";]+)"?/i.exec(disposicao);
  return simples?.[1] ?? null;
}
