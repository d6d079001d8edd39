import { RECURSO_AGENDA, servicoResource } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { servico } from './servico.table.js';

/** ambulatorio/servico: the standard endpoints; an agenda of kind SERVICO is named by its service (registered by the plugin's `nucleo`). */
export function servicoRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: servicoResource,
    table: servico,
    list: { nome: servico.nome, bloqueado: servico.bloqueado },
    search: (term) => textSearch(term, servico.nome),
    values: (input) => ({ nome: input.nome, descricao: input.descricao }),
    unique: { servico_nome_uq: 'nome' },
    guard: async (tx, row, acao) => {
      if (acao !== 'excluir') return null;
      const { rows } = await tx.execute(
        sql`select 1 from jornada where recurso_tipo = ${RECURSO_AGENDA.SERVICO} and recurso_id = ${row.id} limit 1`,
      );
      return rows.length ? 'Este serviço possui agendas e não pode ser excluído.' : null;
    },
    autocomplete: { label: servico.nome, search: (term) => textSearch(term, servico.nome) },
    exemplo: () => ({ nome: `Serviço de teste ${Math.random().toString(36).slice(2, 8)}`, descricao: null }),
  });
}
