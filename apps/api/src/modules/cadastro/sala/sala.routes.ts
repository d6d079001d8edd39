import { salaAutocompleteSchema, salaResource } from '@saude/shared';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centroCusto, infraestrutura, unidade } from '../../../db/schema/index.js';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { rotuloLocal } from '../unidade/locais.routes.js';
import { exigirNoMunicipio } from '../unidade/referencias.js';
import { sala } from './sala.table.js';

/** The edit model (the typed wire): the row plus its location as the picker shows it. */
const respostaModelo = modeloDaTabela(sala).extend({ infraestrutura: itemAutocomplete.nullable() });

const unidadeNome = sql<string>`(select u.nome_fantasia from unidade u join infraestrutura i on i.unidade_id = u.id where i.id = "sala"."infraestrutura_id")`;
const infraestruturaNome = sql<string>`(select i.nome from infraestrutura i where i.id = "sala"."infraestrutura_id")`;
const centroCustoNome = sql<string>`(select c.nome from centro_custo c where c.id = "sala"."centro_custo_id")`;

const autocompleteQuery = z.object({
  search: z
    .object({ value: z.string().max(200).default('') })
    .partial()
    .optional(),
  length: z.coerce.number().int().min(1).max(50).default(10),
  centroCustoId: z.coerce.number().int().positive().optional(),
  infraestruturaId: z.coerce.number().int().positive().optional(),
});

/** cadastro/sala: the rooms of the queue call, plus the autocomplete the queue screens filter. */
export function salaRoutes(app: FastifyInstance) {
  const reg = registerCrudRoutes(app, {
    resource: salaResource,
    table: sala,
    list: { nome: sala.nome, unidadeNome, infraestruturaNome, centroCustoNome, bloqueado: sala.bloqueado },
    search: (term) => textSearch(term, sala.nome, unidadeNome, infraestruturaNome),
    values: (input) => ({ nome: input.nome, infraestruturaId: input.infraestruturaId, centroCustoId: input.centroCustoId }),
    afterSave: async (tx, _id, input) => {
      await exigirNoMunicipio(tx, infraestrutura, input.infraestruturaId, 'infraestrutura_id', 'Local de atendimento não encontrado.');
      if (input.centroCustoId == null) return;
      const [cc] = await tx
        .select({ infraestruturaId: centroCusto.infraestruturaId })
        .from(centroCusto)
        .where(eq(centroCusto.id, input.centroCustoId));
      if (!cc || cc.infraestruturaId !== input.infraestruturaId)
        throw unprocessable({ centro_custo_id: ['O centro de custo deve ser do local de atendimento escolhido.'] });
    },
    respostaModelo,
    model: async (tx, row) => {
      const [local] = await tx
        .select({ id: infraestrutura.id, label: rotuloLocal })
        .from(infraestrutura)
        .where(eq(infraestrutura.id, Number(row.infraestruturaId)));
      return { ...row, infraestrutura: local ?? null };
    },
    unique: { sala_nome_uq: 'nome' },
    exemplo: async (tx) => {
      const sufixo = Math.random().toString(36).slice(2, 8);
      const [u] = await tx
        .insert(unidade)
        .values({ nomeFantasia: `Unidade da sala ${sufixo}`, cnes: null })
        .returning({ id: unidade.id });
      const [i] = await tx.insert(infraestrutura).values({ unidadeId: u.id, nome: 'Local de teste' }).returning({ id: infraestrutura.id });
      return { nome: `Consultório ${sufixo}`, infraestruturaId: i.id, centroCustoId: null };
    },
  });

  // Queue screens: the rooms of the user's cost centre, plus the rooms of its location that belong
  // to no cost centre (shared rooms). Names only, so any logged-in user may ask.
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${salaResource.apiPath}/autocomplete`,
    {
      schema: { tags: ['cadastro/sala'], querystring: autocompleteQuery, response: { 200: salaAutocompleteSchema } },
      config: { permission: null },
    },
    (req) =>
      req.tx(async (tx) => {
        const { centroCustoId, infraestruturaId } = req.query;
        const termo = req.query.search?.value?.trim() ?? '';
        let escopo: SQL | undefined;
        if (centroCustoId) {
          const localDoCentro = sql`(select c.infraestrutura_id from centro_custo c where c.id = ${centroCustoId})`;
          escopo = or(
            eq(sala.centroCustoId, centroCustoId),
            and(isNull(sala.centroCustoId), sql`${sala.infraestruturaId} = ${localDoCentro}`),
          );
        } else if (infraestruturaId) {
          escopo = eq(sala.infraestruturaId, infraestruturaId);
        }
        const data = await tx
          .select({ id: sala.id, label: sala.nome, infraestruturaId: sala.infraestruturaId, centroCustoId: sala.centroCustoId })
          .from(sala)
          .where(and(eq(sala.bloqueado, false), escopo, termo ? textSearch(termo, sala.nome) : undefined))
          .orderBy(porNome(sala.nome))
          .limit(req.query.length);
        return { data };
      }),
  );
  return reg;
}
