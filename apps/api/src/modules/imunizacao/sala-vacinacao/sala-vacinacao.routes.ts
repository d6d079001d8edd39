import { salaVacinacaoResource } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { salaVacinacao } from './sala-vacinacao.table.js';

const nome = sql<string>`(select cc.nome from centro_custo cc where cc.id = ${salaVacinacao.centroCustoId})`;

/** imunizacao/sala-vacinacao: the standard endpoints; resource-specific routes go below the call. */
export function salaVacinacaoRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: salaVacinacaoResource,
    table: salaVacinacao,
    list: { nome, bloqueado: salaVacinacao.bloqueado },
    search: (term) => textSearch(term, nome),
    values: (input) => ({
      centroCustoId: input.centroCustoId,
      tipo: input.tipo,
      responsavelId: input.responsavelId ?? null,
      horario: input.horario ?? null,
      observacao: input.observacao ?? null,
    }),
    unique: { sala_vacinacao_centro_custo_uq: 'centro_custo_id' },
    autocomplete: { label: nome, search: (term) => textSearch(term, nome) },
    exemplo: async (tx) => {
      const { rows } = await tx.execute(sql`
        insert into centro_custo (infraestrutura_id, setor_id, nome)
        select i.id, (select id from setor order by id limit 1), ${`Sala de vacinação de teste ${Math.random().toString(36).slice(2, 8)}`}
          from infraestrutura i order by i.id limit 1
        returning id`);
      return { centroCustoId: Number(rows[0].id), tipo: 1, responsavelId: null, horario: null, observacao: null };
    },
  });
}
