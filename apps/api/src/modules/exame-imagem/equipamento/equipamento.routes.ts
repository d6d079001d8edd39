import { equipamentoImagemResource, NOME_MODALIDADE_IMAGEM } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { imgEquipamento } from './equipamento.table.js';

const unidadeNome = sql<string>`(select u.nome_fantasia from unidade u where u.id = ${imgEquipamento.unidadeId})`;
const modalidadeNome = sql<string>`(case ${imgEquipamento.modalidade} ${sql.join(
  Object.entries(NOME_MODALIDADE_IMAGEM).map(([v, nome]) => sql`when ${Number(v)} then ${nome}`),
  sql` `,
)} end)`;

/** exame-imagem/equipamento: the standard endpoints; the unit is picked among the registry's active units. */
export function equipamentoImagemRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: equipamentoImagemResource,
    table: imgEquipamento,
    list: {
      nome: imgEquipamento.nome,
      modalidade: imgEquipamento.modalidade,
      modalidadeNome,
      unidadeNome,
      bloqueado: imgEquipamento.bloqueado,
    },
    search: (term) => textSearch(term, imgEquipamento.nome, unidadeNome, imgEquipamento.patrimonio),
    form: async (tx) => {
      const { rows } = await tx.execute(
        sql`select id, nome_fantasia as nome from unidade where not bloqueado order by ${porNome(sql`nome_fantasia`)}`,
      );
      return { unidades: rows.map((r) => ({ id: Number(r.id), nome: String(r.nome) })) };
    },
    validate: async (tx, input) => {
      // the tenant transaction sees only this municipality's units
      const { rows } = await tx.execute(sql`select 1 from unidade where id = ${input.unidadeId} and not bloqueado`);
      if (!rows.length) throw unprocessable({ unidade_id: ['Unidade não encontrada ou bloqueada.'] });
    },
    values: (input) => ({
      nome: input.nome,
      modalidade: input.modalidade,
      unidadeId: input.unidadeId,
      fabricanteModelo: input.fabricanteModelo,
      patrimonio: input.patrimonio,
      aeTitle: input.aeTitle,
    }),
    unique: { img_equipamento_nome_uq: 'nome' },
    autocomplete: {
      label: sql<string>`${imgEquipamento.nome} || ' — ' || ${unidadeNome}`,
      search: (term) => textSearch(term, imgEquipamento.nome, unidadeNome),
    },
    exemplo: async (tx) => {
      const { rows } = await tx.execute(sql`select id from unidade where not bloqueado order by id limit 1`);
      return {
        nome: `Equipamento de teste ${Math.random().toString(36).slice(2, 8)}`,
        modalidade: 2,
        unidadeId: Number(rows[0]?.id),
        fabricanteModelo: 'Modelo de teste',
        patrimonio: null,
        aeTitle: null,
      };
    },
  });
}
