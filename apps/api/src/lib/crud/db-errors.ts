import { HttpError, unprocessable } from '../http-errors.js';

interface PgError {
  code?: string;
  constraint?: string;
}

/** The PostgreSQL error under Drizzle's "Failed query" wrapper, if any. */
export function pgError(e: unknown): PgError | null {
  const err = e as { cause?: PgError; code?: string };
  if (err?.cause?.code) return err.cause;
  if (typeof err?.code === 'string' && /^\d{5}$/.test(err.code)) return err as PgError;
  return null;
}

/**
 * Turns constraint violations into the answers of ARCHITECTURE §4: a duplicate value is a 422 on
 * its field, a delete blocked by a reference is a 409, a missing reference a 422.
 */
export function mapDbError(e: unknown, opts: { unique?: Record<string, string>; operacao: 'gravar' | 'excluir' }): never {
  const pg = pgError(e);
  if (pg?.code === '23505') {
    const campo = (pg.constraint && opts.unique?.[pg.constraint]) || 'geral';
    throw unprocessable({ [campo]: ['Já existe um registro com este valor.'] });
  }
  if (pg?.code === '23503') {
    if (opts.operacao === 'excluir')
      throw new HttpError(409, 'Este registro não pode ser excluído porque está em uso. Bloqueie-o em vez de excluir.');
    throw unprocessable({ geral: ['Um registro relacionado não foi encontrado.'] });
  }
  throw e;
}
