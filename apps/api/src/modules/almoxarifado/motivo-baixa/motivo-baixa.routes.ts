import { motivoBaixaResource } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { motivoBaixa } from './motivo-baixa.table.js';

/** almoxarifado/motivo-baixa: the standard endpoints; resource-specific routes go below the call. */
export function motivoBaixaRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: motivoBaixaResource,
    table: motivoBaixa,
    list: { nome: motivoBaixa.nome, bloqueado: motivoBaixa.bloqueado },
    search: (term) => textSearch(term, motivoBaixa.nome),
    values: (input) => ({ nome: input.nome }),
    unique: { motivo_baixa_nome_uq: 'nome' },
    autocomplete: { label: motivoBaixa.nome, search: (term) => textSearch(term, motivoBaixa.nome) },
    exemplo: () => ({ nome: `Motivo de baixa de teste ${Math.random().toString(36).slice(2, 8)}` }),
  });
}
