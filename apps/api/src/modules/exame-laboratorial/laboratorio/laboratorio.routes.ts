import { laboratorioResource } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { laboratorio } from './laboratorio.table.js';

const unidadeNome = sql<string | null>`(select u.nome_fantasia from unidade u where u.id = ${laboratorio.unidadeId})`;
const tipo = sql<string>`case when ${laboratorio.apoio} then 'Apoio' else 'Municipal' end`;

/** exame-laboratorial/laboratorio: the standard endpoints; the unit is picked among the registry's active units. */
export function laboratorioRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: laboratorioResource,
    table: laboratorio,
    list: {
      nome: laboratorio.nome,
      tipo,
      unidadeNome,
      cnes: laboratorio.cnes,
      apoio: laboratorio.apoio,
      bloqueado: laboratorio.bloqueado,
    },
    search: (term) => textSearch(term, laboratorio.nome, laboratorio.cnes, unidadeNome),
    form: async (tx) => {
      const { rows } = await tx.execute(
        sql`select id, nome_fantasia as nome from unidade where not bloqueado order by ${porNome(sql`nome_fantasia`)}`,
      );
      return { unidades: rows.map((r) => ({ id: Number(r.id), nome: String(r.nome) })) };
    },
    validate: async (tx, input) => {
      if (!input.unidadeId) return;
      // the tenant transaction sees only this municipality's units
      const { rows } = await tx.execute(sql`select 1 from unidade where id = ${input.unidadeId} and not bloqueado`);
      if (!rows.length) throw unprocessable({ unidade_id: ['Unidade não encontrada ou bloqueada.'] });
    },
    values: (input) => ({
      nome: input.nome,
      unidadeId: input.unidadeId,
      apoio: input.apoio,
      cnes: input.cnes,
      codigoHl7: input.codigoHl7,
      responsavelTecnico: input.responsavelTecnico,
    }),
    unique: { laboratorio_nome_uq: 'nome' },
    autocomplete: { label: laboratorio.nome, search: (term) => textSearch(term, laboratorio.nome) },
    exemplo: () => ({
      nome: `Laboratório de teste ${Math.random().toString(36).slice(2, 8)}`,
      unidadeId: null,
      apoio: true,
      cnes: '1234567',
      codigoHl7: 'LABTESTE',
      responsavelTecnico: null,
    }),
  });
}
