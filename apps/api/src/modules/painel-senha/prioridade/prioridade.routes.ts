import { prioridadeResource } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { prioridade } from '../registros.table.js';

/**
 * painel-senha/prioridade: list, edit and block only (spec 000 §2.3 "index, edit/{id} only"). The rows come
 * with the municipality; tickets and queue entries point at them, so there is no create or delete route.
 */
export function prioridadeRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: prioridadeResource,
    table: prioridade,
    list: { nome: prioridade.nome, peso: prioridade.peso, legal: prioridade.legal, bloqueado: prioridade.bloqueado },
    search: (term) => textSearch(term, prioridade.nome),
    values: (input) => ({ nome: input.nome, peso: input.peso, legal: input.legal }),
    unique: { prioridade_nome_uq: 'nome' },
    autocomplete: { label: prioridade.nome, search: (term) => textSearch(term, prioridade.nome) },
    // never stored (no create route): the contract test only reads the declaration
    exemplo: () => ({ nome: `Prioridade de teste ${Math.random().toString(36).slice(2, 8)}`, peso: 10, legal: false }),
  });
}
