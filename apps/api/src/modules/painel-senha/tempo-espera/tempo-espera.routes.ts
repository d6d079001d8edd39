import { tempoEsperaResource } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { tempoEspera } from '../registros.table.js';

/** painel-senha/tempo-espera: the battery icon's thresholds, one per number of minutes. */
export function tempoEsperaRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: tempoEsperaResource,
    table: tempoEspera,
    list: { minutos: tempoEspera.minutos, cor: tempoEspera.cor },
    search: (term) => textSearch(term, tempoEspera.cor, sql`${tempoEspera.minutos}::text`),
    values: (input) => ({ minutos: input.minutos, cor: input.cor }),
    unique: { tempo_espera_minutos_uq: 'minutos' },
    exemplo: async (tx) => {
      // the first free number of minutes: `minutos` is unique in the municipality
      const usados = new Set((await tx.select({ minutos: tempoEspera.minutos }).from(tempoEspera)).map((t) => t.minutos));
      let minutos = 1;
      while (usados.has(minutos)) minutos += 1;
      return { minutos, cor: '#6a1b9a' };
    },
  });
}
