import { jornadaSituacaoResource } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { jornadaSituacao } from '../../agenda/index.js';

/** ambulatorio/jornada-situacao: the engine's statuses of agendas, served under the spec's path. */
export function jornadaSituacaoRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: jornadaSituacaoResource,
    table: jornadaSituacao,
    list: { nome: jornadaSituacao.nome, permiteAgendamento: jornadaSituacao.permiteAgendamento, bloqueado: jornadaSituacao.bloqueado },
    search: (term) => textSearch(term, jornadaSituacao.nome),
    values: (input) => ({ nome: input.nome, permiteAgendamento: input.permiteAgendamento }),
    unique: { jornada_situacao_nome_uq: 'nome' },
    guard: async (tx, row, acao) => {
      if (acao !== 'excluir') return null;
      const { rows } = await tx.execute(sql`select 1 from jornada where situacao_id = ${row.id} limit 1`);
      return rows.length ? 'Esta situação está em uso por agendas e não pode ser excluída.' : null;
    },
    autocomplete: { label: jornadaSituacao.nome, search: (term) => textSearch(term, jornadaSituacao.nome) },
    exemplo: () => ({ nome: `Situação de teste ${Math.random().toString(36).slice(2, 8)}`, permiteAgendamento: true }),
  });
}
