import { medicamentoNaoPadronizadoResource } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { medicamentoNaoPadronizado } from './medicamento-nao-padronizado.table.js';

/** farmacia/medicamento-nao-padronizado: the standard endpoints; resource-specific routes go below the call. */
export function medicamentoNaoPadronizadoRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: medicamentoNaoPadronizadoResource,
    table: medicamentoNaoPadronizado,
    list: { nome: medicamentoNaoPadronizado.nome, bloqueado: medicamentoNaoPadronizado.bloqueado },
    search: (term) => textSearch(term, medicamentoNaoPadronizado.nome),
    values: (input) => ({ nome: input.nome }),
    unique: { medicamento_nao_padronizado_nome_uq: 'nome' },
    autocomplete: { label: medicamentoNaoPadronizado.nome, search: (term) => textSearch(term, medicamentoNaoPadronizado.nome) },
    exemplo: () => ({ nome: `Medicamento não padronizado de teste ${Math.random().toString(36).slice(2, 8)}` }),
  });
}
