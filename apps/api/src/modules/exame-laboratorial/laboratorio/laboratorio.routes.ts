import { laboratorioResource } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { laboratorio } from './laboratorio.table.js';

/** exame-laboratorial/laboratorio: the standard endpoints; resource-specific routes go below the call. */
export function laboratorioRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: laboratorioResource,
    table: laboratorio,
    list: { nome: laboratorio.nome, bloqueado: laboratorio.bloqueado },
    search: (term) => textSearch(term, laboratorio.nome),
    values: (input) => ({ nome: input.nome }),
    unique: { laboratorio_nome_uq: 'nome' },
    autocomplete: { label: laboratorio.nome, search: (term) => textSearch(term, laboratorio.nome) },
    exemplo: () => ({ nome: `Laboratório de teste ${Math.random().toString(36).slice(2, 8)}` }),
  });
}
