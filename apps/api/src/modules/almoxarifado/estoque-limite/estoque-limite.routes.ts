import { estoqueLimiteResource, MENSAGENS_ESTOQUE_LIMITE, SetorTipo } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/client.js';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { estoqueLimite } from './estoque-limite.table.js';

const centroCustoNome = sql<string>`(select c.nome from centro_custo c where c.id = "estoque_limite"."centro_custo_id")`;
const materialNome = sql<string>`(select m.nome from material m where m.id = "estoque_limite"."material_id")`;

/** The stocks of the municipality: cost centres of warehouse or pharmacy sectors. */
export async function estoquesDoMunicipio(tx: Tx) {
  const { rows } = await tx.execute(sql`
    select cc.id, cc.nome from centro_custo cc join setor s on s.id = cc.setor_id
     where not cc.bloqueado and s.setor_tipo_id in (${SetorTipo.ALMOXARIFADO}, ${SetorTipo.FARMACIA})
     order by ${porNome(sql`cc.nome`)}`);
  return rows.map((r) => ({ id: Number(r.id), nome: String(r.nome) }));
}

/** almoxarifado/estoque-limite: minimum, reorder point and maximum of a material at one stock (start-page alerts). */
export function estoqueLimiteRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: estoqueLimiteResource,
    table: estoqueLimite,
    list: {
      centroCustoNome,
      materialNome,
      minimo: estoqueLimite.minimo,
      pontoPedido: estoqueLimite.pontoPedido,
      maximo: estoqueLimite.maximo,
    },
    search: (term) => textSearch(term, materialNome, centroCustoNome),
    form: async (tx) => ({ estoques: await estoquesDoMunicipio(tx) }),
    values: (input) => ({
      centroCustoId: input.centroCustoId,
      materialId: input.materialId,
      minimo: input.minimo,
      maximo: input.maximo ?? null,
      pontoPedido: input.pontoPedido ?? null,
    }),
    // foreign keys skip the tenant policy: both ids are read again inside the municipality
    validate: async (tx, input) => {
      if (!(await estoquesDoMunicipio(tx)).some((e) => e.id === input.centroCustoId))
        throw unprocessable({ centro_custo_id: [MENSAGENS_ESTOQUE_LIMITE.centroNaoEstoque] });
      const { rows } = await tx.execute(sql`select 1 from material where id = ${input.materialId}`);
      if (!rows[0]) throw unprocessable({ material_id: ['Material não encontrado.'] });
    },
    respostaModelo: modeloDaTabela(estoqueLimite).extend({ material: itemAutocomplete.nullable() }),
    model: async (tx, row) => {
      const { rows } = await tx.execute(sql`select id, nome as label from material where id = ${row.materialId as number}`);
      return { ...row, material: rows[0] ? { id: Number(rows[0].id), label: String(rows[0].label) } : null };
    },
    unique: { estoque_limite_uq: 'material_id' },
    exemplo: async (tx) => {
      const [estoque] = await estoquesDoMunicipio(tx);
      const sufixo = Math.random().toString(36).slice(2, 8);
      const { rows } = await tx.execute(sql`
        insert into material (nome, unidade_fornecimento_id, grupo_id)
        values (${`MATERIAL DO LIMITE ${sufixo}`.toUpperCase()}, 1, (select id from grupo order by id limit 1)) returning id`);
      return { centroCustoId: estoque.id, materialId: Number(rows[0].id), minimo: 10, maximo: 100, pontoPedido: 20 };
    },
  });
}
