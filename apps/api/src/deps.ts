import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Cifra } from './lib/cifra.js';
import type { CrudRegistration } from './lib/crud/register-crud-routes.js';
import type { FilaTarefas } from './lib/jobs/fila.js';
import type { Mailer } from './lib/mail.js';
import type { RelatorioServidor } from './lib/reports/relatorio.js';
import type { TokenService } from './lib/tokens.js';
import type { ClienteCache, SessaoCache } from './plugins/auth.js';
import type { TempoReal } from './plugins/tempo-real.js';

/** What route modules receive: explicit dependencies, no globals. */
export interface AppDeps {
  config: Config;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  clientes: ClienteCache;
  /** Live sessions held in memory, confirmed by each request's first transaction (plugins/auth.ts). */
  sessoes: SessaoCache;
  /** Encrypts secrets kept in settings (SMTP password). */
  cifra: Cifra;
  /** Every registry resource registered through registerCrudRoutes (the contract test walks them). */
  recursos: CrudRegistration[];
  /** Every report registered through registrarRelatorio, by `area/relatorio` (the background jobs find them here). */
  relatorios: Map<string, RelatorioServidor>;
  /** Background jobs (long reports). */
  tarefas: FilaTarefas;
  /** Live updates over /ws: LISTEN fan-out, subscriber counts (publish with notificarTempoReal). */
  tempoReal: TempoReal;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
