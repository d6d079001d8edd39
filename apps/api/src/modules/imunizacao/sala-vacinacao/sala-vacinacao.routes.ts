import { salaVacinacaoResource, TIPO_SALA_VACINACAO_NOME, w } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { nomeDoUsuario, qualificada } from '../../../lib/sql/pessoa.js';
import { criarCentroDaSala, validarSala } from './sala-vacinacao.service.js';
import { salaVacinacao } from './sala-vacinacao.table.js';

const cc = qualificada(salaVacinacao.centroCustoId);
const nome = sql<string>`(select c.nome from centro_custo c where c.id = ${cc})`;
const unidade = sql<string>`(select u.nome_fantasia from centro_custo c join infraestrutura i on i.id = c.infraestrutura_id
  join unidade u on u.id = i.unidade_id where c.id = ${cc})`;
const tipoNome = sql<string>`(case ${qualificada(salaVacinacao.tipo)} ${sql.join(
  Object.entries(TIPO_SALA_VACINACAO_NOME).map(([k, v]) => sql`when ${Number(k)} then ${v}`),
  sql` `,
)} end)`;
const responsavel = nomeDoUsuario(salaVacinacao.responsavelId);

const respostaModelo = modeloDaTabela(salaVacinacao).extend({
  nome: z.string(),
  infraestruturaId: w.inteiroLongo,
  infraestrutura: itemAutocomplete,
  responsavel: itemAutocomplete.nullable(),
  temMovimento: z.boolean(),
});

/**
 * imunizacao/sala-vacinacao: the standard endpoints over the room, plus its cost centre. Create makes the cost
 * centre at the chosen location in the same transaction; edit renames it (unit and kind stay: the stock is there);
 * a room with stock movements is blocked, not deleted.
 */
export function salaVacinacaoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/imunizacao/sala-vacinacao/usuario/autocomplete',
    {
      schema: {
        tags: ['imunizacao/sala-vacinacao'],
        querystring: z.object({ search: z.object({ value: z.string().max(100).optional() }).optional() }),
        response: { 200: w.dados(z.array(itemAutocomplete)) },
      },
      config: { permission: salaVacinacaoResource.permissoes.visualizar },
    },
    (req) =>
      req.tx(async (tx) => {
        const termo = req.query.search?.value?.trim() ?? '';
        const { rows } = await tx.execute(sql`
          select u.id, c.nome || ' (' || u.login || ')' as label from usuario u join cidadao c on c.id = u.cidadao_id
           where not u.bloqueado ${termo ? sql`and ${textSearch(termo, sql`c.nome`, sql`u.login`)}` : sql``}
           order by c.nome limit 10`);
        return { data: rows.map((x) => ({ id: Number(x.id), label: String(x.label) })) };
      }),
  );

  return registerCrudRoutes(app, {
    resource: salaVacinacaoResource,
    table: salaVacinacao,
    list: { nome, unidade, tipoNome, responsavel, horario: salaVacinacao.horario, bloqueado: salaVacinacao.bloqueado },
    search: (term) => textSearch(term, nome, unidade),
    filters: { tipo: (v) => eq(salaVacinacao.tipo, Number(v)) },
    validate: (tx, input) => validarSala(tx, input),
    // only on create (edit is `update` below): the room's cost centre is made in the same transaction
    values: async (input, tx) => ({
      centroCustoId: await criarCentroDaSala(tx, input),
      tipo: input.tipo,
      responsavelId: input.responsavelId ?? null,
      horario: input.horario ?? null,
      observacao: input.observacao ?? null,
    }),
    update: async (tx, id, input) => {
      const [atual] = await tx.select().from(salaVacinacao).where(eq(salaVacinacao.id, id));
      const { rows } = await tx.execute(sql`select infraestrutura_id from centro_custo where id = ${atual.centroCustoId}`);
      const erros: Record<string, string[]> = {};
      if (Number(rows[0].infraestrutura_id) !== input.infraestruturaId)
        erros.infraestrutura_id = ['O local de uma sala não pode ser alterado.'];
      if (atual.tipo !== input.tipo) erros.tipo = ['O tipo de uma sala não pode ser alterado.'];
      if (Object.keys(erros).length) throw unprocessable(erros);
      await tx.update(centroCusto).set({ nome: input.nome }).where(eq(centroCusto.id, atual.centroCustoId));
      await tx
        .update(salaVacinacao)
        .set({ responsavelId: input.responsavelId ?? null, horario: input.horario ?? null, observacao: input.observacao ?? null })
        .where(eq(salaVacinacao.id, id));
    },
    guard: async (tx, row, acao) => {
      if (acao !== 'excluir') return null;
      const { rows } = await tx.execute(sql`select 1 from estoque_movimento where centro_custo_id = ${row.centroCustoId} limit 1`);
      return rows[0] ? 'A sala tem movimentações de estoque e não pode ser excluída; bloqueie-a.' : null;
    },
    afterDelete: async (tx, row) => {
      // the cost centre goes with the room unless someone is placed in it (then it stays, blocked)
      const { rows } = await tx.execute(sql`select 1 from lotacao_centro_custo where centro_custo_id = ${row.centroCustoId} limit 1`);
      if (rows[0])
        await tx
          .update(centroCusto)
          .set({ bloqueado: true })
          .where(eq(centroCusto.id, Number(row.centroCustoId)));
      else await tx.delete(centroCusto).where(eq(centroCusto.id, Number(row.centroCustoId)));
    },
    respostaModelo,
    model: async (tx, row) => {
      const { rows } = await tx.execute(sql`
        select c.nome, c.infraestrutura_id, u.nome_fantasia || ' — ' || i.nome as local, ${nomeDoUsuario(sql`${row.responsavelId ?? null}::bigint`)} as responsavel,
               exists (select 1 from estoque_movimento m where m.centro_custo_id = c.id) as tem_movimento
          from centro_custo c join infraestrutura i on i.id = c.infraestrutura_id join unidade u on u.id = i.unidade_id
         where c.id = ${row.centroCustoId}`);
      const x = rows[0];
      return {
        ...row,
        nome: String(x.nome),
        infraestruturaId: Number(x.infraestrutura_id),
        infraestrutura: { id: Number(x.infraestrutura_id), label: String(x.local) },
        responsavel: row.responsavelId ? { id: Number(row.responsavelId), label: String(x.responsavel ?? '') } : null,
        temMovimento: Boolean(x.tem_movimento),
      };
    },
    unique: { sala_vacinacao_centro_custo_uq: 'nome' },
    autocomplete: { label: nome, search: (term) => textSearch(term, nome) },
    exemplo: async (tx) => {
      const { rows } = await tx.execute(sql`select i.id from infraestrutura i where not i.bloqueado order by i.id limit 1`);
      return {
        infraestruturaId: Number(rows[0].id),
        nome: `Sala de vacinação de teste ${Math.random().toString(36).slice(2, 8)}`,
        tipo: 1,
        responsavelId: null,
        horario: 'Seg a sex, 8h às 17h',
        observacao: null,
      };
    },
  });
}
