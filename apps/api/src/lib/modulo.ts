import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client.js';
import type { SeedContexto } from '../db/seed/municipio.js';
import type { AppDeps } from '../deps.js';

/**
 * A module of the API (issue 14, "a module is a plugin"): one entry per spec module or cross-cutting
 * area, `src/modules/<m>/<m>.plugin.ts`, that declares everything it brings. `src/modulos.ts` lists
 * the entries, one line each; `app.ts` registers them in that order.
 *
 * What a module brings:
 * - `registrar`: its routes (standard CRUD resources pushed into `deps.recursos`, reports through
 *   `registrarRelatorio`, live topics and jobs through `deps`), on the root instance, as `app.ts` did.
 * - its tables: `<m>.tables.ts`, one line in `db/schema/index.ts` (drizzle-kit reads that barrel).
 * - `nucleo`: what it publishes in the core registries (`lib/clinico`: prescriptions, exam requests, signed
 *   results; names of agenda resources): run by `app.ts` before any module's routes and by the demo seed
 *   before any module's rows (a module's demo may read another's published data through the registry).
 * - `seedDemo`: its rows of the demo municipality, run in the order of `MODULOS_API` inside the
 *   municipality's seed transaction (after structure and staff: see `db/seed/municipio.ts`).
 * - what other modules may use: `index.ts` (its published interface); anything else in its folder
 *   is private (`test/modulos.test.ts` fails on an import of another module's internals).
 */
export interface ModuloApi {
  /** The module's folder and URL segment (`cadastro`, `pronto-atendimento`) or the cross-cutting area (`geral`). */
  id: string;
  /** Registers what the module publishes in the core registries (no routes: the demo seed runs it too). */
  nucleo?(): void;
  /** Registers the module's routes, resources, reports and live-update providers. */
  registrar(app: FastifyInstance, deps: AppDeps): void | Promise<void>;
  /** The demo municipality's data of this module (demo seed only). */
  seedDemo?(tx: Tx, ctx: SeedContexto): Promise<void>;
}

export function defineModuloApi(modulo: ModuloApi): ModuloApi {
  return modulo;
}
