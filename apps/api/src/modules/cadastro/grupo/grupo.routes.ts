import { grupoResource } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { grupo } from './grupo.table.js';

const subgrupos = sql<number>`(select count(*)::int from subgrupo s where s.grupo_id = "grupo"."id")`;

/** cadastro/grupo: the standard endpoints; a group in use (subgroups, materials) is blocked, not deleted. */
export function grupoRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: grupoResource,
    table: grupo,
    list: { nome: grupo.nome, subgrupos, bloqueado: grupo.bloqueado },
    search: (term) => textSearch(term, grupo.nome),
    values: (input) => ({ nome: input.nome }),
    unique: { grupo_nome_uq: 'nome' },
    autocomplete: { label: grupo.nome, search: (term) => textSearch(term, grupo.nome) },
    exemplo: () => ({ nome: `Grupo de teste ${Math.random().toString(36).slice(2, 8)}` }),
  });
}
