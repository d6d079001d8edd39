import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RELATORIO_LIMITE_SINCRONO } from '@saude/shared';
import { z } from 'zod';

/** Repository root: default home of ./data and of the built web app. */
export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL server; without it the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(join(ROOT_DIR, 'data')),
  /** Token signing key; without it one is generated once and kept in the database. */
  JWT_SECRET: z.string().min(32).optional(),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(8 * 3600),
  LOGIN_MAX_FALHAS: z.coerce.number().int().min(1).default(5),
  LOGIN_BLOQUEIO_MINUTOS: z.coerce.number().int().min(1).default(15),
  /** Requests per minute per IP on the public authentication routes. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  RECUPERACAO_VALIDADE_MINUTOS: z.coerce.number().int().min(5).default(60),
  /** Address users reach the app at, used in e-mailed links. */
  PUBLIC_URL: z.string().optional(),
  /** SMTP transport (smtp://user:pass@host:587); without it e-mails stay in the outbox. */
  /** Above these row counts a print or export runs as a background job (issue 5). */
  RELATORIO_SINCRONO_PDF: z.coerce.number().int().min(1).default(RELATORIO_LIMITE_SINCRONO.pdf),
  RELATORIO_SINCRONO_PLANILHA: z.coerce.number().int().min(1).default(RELATORIO_LIMITE_SINCRONO.planilha),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Saúde Municipal <nao-responda@saude.local>'),
  /** Seed the demo municipalities at start (default on; set 0 in production). */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  WEB_DIST: z.string().default(join(ROOT_DIR, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool,
});

export type Config = z.infer<typeof schema> & { publicUrl: string; webDistExists: boolean };

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuração inválida: ${detail}`);
  }
  const base = { ...parsed.data, ...overrides };
  return {
    ...base,
    publicUrl: base.PUBLIC_URL ?? `http://localhost:${base.PORT}`,
    webDistExists: existsSync(join(base.WEB_DIST, 'index.html')),
  };
}
