import {
  centroCustoRespostaSchema,
  centroCustoSchema,
  centrosDoLocalSchema,
  infraestruturaAutocompleteSchema,
  infraestruturaRespostaSchema,
  infraestruturaSchema,
  locaisDaUnidadeSchema,
  unidadeResource,
} from '@saude/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { centroCusto, infraestrutura, lotacao, lotacaoCentroCusto, setor, unidade } from '../../../db/schema/index.js';
import { mapDbError } from '../../../lib/crud/db-errors.js';
import { conflict, notFound } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { exigirNoMunicipio } from './referencias.js';

const params = (nome: string) => z.object({ [nome]: z.coerce.number().int().positive() });
const autocompleteQuery = z.object({
  search: z
    .object({ value: z.string().max(200).default('') })
    .partial()
    .optional(),
  length: z.coerce.number().int().min(1).max(50).default(10),
  unidadeId: z.coerce.number().int().positive().optional(),
});

/** "Unidade — Local": how a service location is named wherever one is chosen. */
export const rotuloLocal = sql<string>`(select u.nome_fantasia from unidade u where u.id = ${infraestrutura.unidadeId}) || ' — ' || ${infraestrutura.nome}`;

export const MSG_LOCAL_EM_USO =
  'Este local de atendimento não pode ser excluído porque há lotações de usuários nele. Bloqueie-o em vez de excluir.';
export const MSG_CENTRO_EM_USO =
  'Este centro de custo não pode ser excluído porque há lotações de usuários nele. Bloqueie-o em vez de excluir.';
export const MSG_LOCAL_COM_CENTROS = 'Este local de atendimento possui centros de custo. Exclua-os antes ou bloqueie o local.';

async function carregarLocal(tx: Tx, id: number) {
  const [row] = await tx.select().from(infraestrutura).where(eq(infraestrutura.id, id));
  if (!row) throw notFound();
  return row;
}
async function carregarCentro(tx: Tx, id: number) {
  const [row] = await tx.select().from(centroCusto).where(eq(centroCusto.id, id));
  if (!row) throw notFound();
  return row;
}
const setorValido = (tx: Tx, setorId: number) => exigirNoMunicipio(tx, setor, setorId, 'setor_id', 'Setor não encontrado.');

/**
 * Service locations (infraestrutura) of a unit and their cost centres, edited inside the unit
 * form. Placements (lotação) point at both, so one in use is never deleted: it is blocked.
 */
export function locaisRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = unidadeResource.apiPath;
  const tags = ['cadastro/unidade'];
  const { visualizar, editar } = unidadeResource.permissoes;

  r.get(
    `${base}/:id/locais`,
    { schema: { tags, params: params('id'), response: { 200: locaisDaUnidadeSchema } }, config: { permission: visualizar } },
    (req) =>
      req.tx(async (tx) => {
        const [u] = await tx
          .select({ id: unidade.id })
          .from(unidade)
          .where(eq(unidade.id, req.params.id as number));
        if (!u) throw notFound();
        const locais = await tx
          .select({ id: infraestrutura.id, nome: infraestrutura.nome, bloqueado: infraestrutura.bloqueado })
          .from(infraestrutura)
          .where(eq(infraestrutura.unidadeId, u.id))
          .orderBy(asc(infraestrutura.nome), asc(infraestrutura.id));
        const centros = locais.length
          ? await tx
              .select({
                id: centroCusto.id,
                infraestruturaId: centroCusto.infraestruturaId,
                nome: centroCusto.nome,
                setorId: centroCusto.setorId,
                setorNome: setor.nome,
                bloqueado: centroCusto.bloqueado,
              })
              .from(centroCusto)
              .innerJoin(setor, eq(setor.id, centroCusto.setorId))
              .where(
                inArray(
                  centroCusto.infraestruturaId,
                  locais.map((l) => l.id),
                ),
              )
              .orderBy(asc(centroCusto.nome), asc(centroCusto.id))
          : [];
        return { data: locais.map((l) => ({ ...l, centrosCusto: centros.filter((c) => c.infraestruturaId === l.id) })) };
      }),
  );

  r.post(
    `${base}/:id/infraestrutura`,
    {
      schema: { tags, params: params('id'), body: infraestruturaSchema, response: { 201: infraestruturaRespostaSchema } },
      config: { permission: editar },
    },
    async (req, reply) => {
      const row = await req.tx(async (tx) => {
        const [u] = await tx
          .select({ id: unidade.id })
          .from(unidade)
          .where(eq(unidade.id, req.params.id as number));
        if (!u) throw notFound();
        const [novo] = await tx.insert(infraestrutura).values({ unidadeId: u.id, nome: req.body.nome }).returning();
        return novo;
      });
      return reply.status(201).send(row);
    },
  );

  r.put(
    `${base}/infraestrutura/:infraestruturaId`,
    {
      schema: { tags, params: params('infraestruturaId'), body: infraestruturaSchema, response: { 200: infraestruturaRespostaSchema } },
      config: { permission: editar },
    },
    (req) =>
      req.tx(async (tx) => {
        const atual = await carregarLocal(tx, req.params.infraestruturaId as number);
        const [row] = await tx.update(infraestrutura).set({ nome: req.body.nome }).where(eq(infraestrutura.id, atual.id)).returning();
        return row;
      }),
  );

  r.post(
    `${base}/infraestrutura/:infraestruturaId/centro-custo`,
    {
      schema: { tags, params: params('infraestruturaId'), body: centroCustoSchema, response: { 201: centroCustoRespostaSchema } },
      config: { permission: editar },
    },
    async (req, reply) => {
      const row = await req.tx(async (tx) => {
        const local = await carregarLocal(tx, req.params.infraestruturaId as number);
        await setorValido(tx, req.body.setorId);
        const [novo] = await tx
          .insert(centroCusto)
          .values({ infraestruturaId: local.id, setorId: req.body.setorId, nome: req.body.nome })
          .returning();
        return novo;
      });
      return reply.status(201).send(row);
    },
  );

  r.put(
    `${base}/centro-custo/:centroCustoId`,
    {
      schema: { tags, params: params('centroCustoId'), body: centroCustoSchema, response: { 200: centroCustoRespostaSchema } },
      config: { permission: editar },
    },
    (req) =>
      req.tx(async (tx) => {
        const atual = await carregarCentro(tx, req.params.centroCustoId as number);
        await setorValido(tx, req.body.setorId);
        const [row] = await tx
          .update(centroCusto)
          .set({ nome: req.body.nome, setorId: req.body.setorId })
          .where(eq(centroCusto.id, atual.id))
          .returning();
        return row;
      }),
  );

  for (const [acao, valor] of [
    ['bloquear', true],
    ['desbloquear', false],
  ] as const) {
    r.put(
      `${base}/infraestrutura/:infraestruturaId/${acao}`,
      {
        schema: { tags, params: params('infraestruturaId'), response: { 200: infraestruturaRespostaSchema } },
        config: { permission: editar },
      },
      (req) =>
        req.tx(async (tx) => {
          const atual = await carregarLocal(tx, req.params.infraestruturaId as number);
          const [row] = await tx.update(infraestrutura).set({ bloqueado: valor }).where(eq(infraestrutura.id, atual.id)).returning();
          return row;
        }),
    );
    r.put(
      `${base}/centro-custo/:centroCustoId/${acao}`,
      { schema: { tags, params: params('centroCustoId'), response: { 200: centroCustoRespostaSchema } }, config: { permission: editar } },
      (req) =>
        req.tx(async (tx) => {
          const atual = await carregarCentro(tx, req.params.centroCustoId as number);
          const [row] = await tx.update(centroCusto).set({ bloqueado: valor }).where(eq(centroCusto.id, atual.id)).returning();
          return row;
        }),
    );
  }

  r.delete(
    `${base}/infraestrutura/:infraestruturaId`,
    { schema: { tags, params: params('infraestruturaId'), response: { 204: z.undefined() } }, config: { permission: editar } },
    async (req, reply) => {
      await req
        .tx(async (tx) => {
          const atual = await carregarLocal(tx, req.params.infraestruturaId as number);
          const [lot] = await tx.select({ id: lotacao.id }).from(lotacao).where(eq(lotacao.infraestruturaId, atual.id)).limit(1);
          if (lot) throw conflict(MSG_LOCAL_EM_USO);
          const [cc] = await tx.select({ id: centroCusto.id }).from(centroCusto).where(eq(centroCusto.infraestruturaId, atual.id)).limit(1);
          if (cc) throw conflict(MSG_LOCAL_COM_CENTROS);
          await tx.delete(infraestrutura).where(eq(infraestrutura.id, atual.id));
        })
        .catch((e) => mapDbError(e, { operacao: 'excluir' }));
      return reply.status(204).send();
    },
  );

  r.delete(
    `${base}/centro-custo/:centroCustoId`,
    { schema: { tags, params: params('centroCustoId'), response: { 204: z.undefined() } }, config: { permission: editar } },
    async (req, reply) => {
      await req
        .tx(async (tx) => {
          const atual = await carregarCentro(tx, req.params.centroCustoId as number);
          const [lot] = await tx
            .select({ id: lotacaoCentroCusto.id })
            .from(lotacaoCentroCusto)
            .where(eq(lotacaoCentroCusto.centroCustoId, atual.id))
            .limit(1);
          if (lot) throw conflict(MSG_CENTRO_EM_USO);
          await tx.delete(centroCusto).where(eq(centroCusto.id, atual.id));
        })
        .catch((e) => mapDbError(e, { operacao: 'excluir' }));
      return reply.status(204).send();
    },
  );

  // Pickers of other screens (rooms, placements): active locations as "Unidade — Local", and the
  // active cost centres of one location. Names only, so any logged-in user may read them.
  r.get(
    `${base}/infraestrutura/autocomplete`,
    { schema: { tags, querystring: autocompleteQuery, response: { 200: infraestruturaAutocompleteSchema } }, config: { permission: null } },
    (req) =>
      req.tx(async (tx) => {
        const termo = req.query.search?.value?.trim() ?? '';
        const padrao = `%${termo.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const data = await tx
          .select({ id: infraestrutura.id, label: rotuloLocal, unidadeId: infraestrutura.unidadeId })
          .from(infraestrutura)
          .innerJoin(unidade, eq(unidade.id, infraestrutura.unidadeId))
          .where(
            and(
              eq(infraestrutura.bloqueado, false),
              eq(unidade.bloqueado, false),
              req.query.unidadeId ? eq(infraestrutura.unidadeId, req.query.unidadeId) : undefined,
              termo ? sql`f_unaccent(lower(${rotuloLocal})) like f_unaccent(${padrao})` : undefined,
            ),
          )
          .orderBy(porNome(rotuloLocal))
          .limit(req.query.length);
        return { data };
      }),
  );

  r.get(
    `${base}/infraestrutura/:infraestruturaId/centro-custo`,
    { schema: { tags, params: params('infraestruturaId'), response: { 200: centrosDoLocalSchema } }, config: { permission: null } },
    (req) =>
      req.tx(async (tx) => {
        const data = await tx
          .select({ id: centroCusto.id, label: centroCusto.nome, setorTipoId: setor.setorTipoId })
          .from(centroCusto)
          .innerJoin(setor, eq(setor.id, centroCusto.setorId))
          .where(and(eq(centroCusto.infraestruturaId, req.params.infraestruturaId as number), eq(centroCusto.bloqueado, false)))
          .orderBy(asc(centroCusto.nome));
        return { data };
      }),
  );
}
