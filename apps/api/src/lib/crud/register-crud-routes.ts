import { type DatatableRequest, datatableRequestSchema, datatableResposta, type ResourceDef, snakeizeKeys, w } from '@saude/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { type Db, type Tx, withTenant } from '../../db/client.js';
import { runDatatable } from '../datatable/datatable.js';
import { conflict, notFound } from '../http-errors.js';
import { porNome } from '../sql/texto.js';
import { formulario, linhaDaLista, modeloDaTabela } from './crud-resposta.js';
import { mapDbError } from './db-errors.js';

type Row = Record<string, unknown> & { id: number };
type Input<R extends ResourceDef> = z.infer<R['schema']>;

export interface CrudOptions<R extends ResourceDef> {
  resource: R;
  table: PgTable & { id: PgColumn };
  /** Fields of a list row by wire name (camelCase); must include the sortable columns. */
  list: Record<string, SQL | PgColumn>;
  search: (term: string) => SQL | undefined;
  /** Option lists of the create/edit forms. */
  form?: (tx: Tx) => Promise<Record<string, unknown>>;
  /** Table values from the validated input (may write rows the new one points to, in the same transaction). */
  values: (input: Input<R>, tx: Tx) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Replaces the row update (resources over national tables edit only municipal children). */
  update?: (tx: Tx, id: number, input: Input<R>) => Promise<void>;
  /** Writes beyond the row (children), inside the same transaction. */
  afterSave?: (tx: Tx, id: number, input: Input<R>) => Promise<void>;
  /** Checks against other rows before writing (id absent on create); throws a 422 with field messages. */
  validate?: (tx: Tx, input: Input<R>, id?: number) => Promise<void>;
  /** Writes that undo what the row caused elsewhere, after it is deleted, in the same transaction. */
  afterDelete?: (tx: Tx, row: Row) => Promise<void>;
  /** The model of the edit form (default: the row). */
  model?: (tx: Tx, row: Row) => Promise<Record<string, unknown>>;
  /**
   * The answer schema of a custom `model` (the typed wire). Without `model` it is derived from the table; a custom
   * model without it leaves its routes untyped (listed in test/rotas-sem-resposta.txt).
   */
  respostaModelo?: ZodType;
  /** A pt-BR reason to refuse changing or deleting this record (e.g. the product's default roles). */
  guard?: (tx: Tx, row: Row, acao: 'editar' | 'excluir' | 'bloquear') => Promise<string | null>;
  /** Unique constraint → field, for the 422 of a duplicate. */
  unique?: Record<string, string>;
  autocomplete?: { label: SQL | PgColumn; search: (term: string) => SQL | undefined };
  /** Conditions of the declared list filters by name ('situacao' is built in for blockable tables). */
  filters?: Record<string, (value: string) => SQL | undefined>;
  /**
   * The rows of the table this resource owns, when the table is shared (the agenda engine's `jornada` of each
   * module): the list, the autocomplete and every route by id see only them (another module's row is a 404).
   */
  escopo?: SQL;
  /** A valid, unique input for the contract test (may create the rows it points to). */
  exemplo: (tx: Tx) => Input<R> | Promise<Input<R>>;
}

export interface CrudRegistration {
  resource: ResourceDef;
  /** The resource's sample input, on the wire (snake_case), built inside the municipality. */
  exemplo: (db: Db, clienteId: number) => Promise<Record<string, unknown>>;
}

const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * The standard endpoints of a registry resource (ARCHITECTURE §4), written out in order: each
 * with its schema, the permission derived from the declaration, one tenant transaction (the audit
 * trigger records every write) and the error shapes. Resource-specific routes go beside the call.
 */
export function registerCrudRoutes<R extends ResourceDef>(app: FastifyInstance, o: CrudOptions<R>): CrudRegistration {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { resource } = o;
  const base = resource.apiPath;
  const perm = resource.permissoes;
  const tags = [`${resource.modulo}/${resource.recurso}`];
  const t = o.table as PgTable & { id: PgColumn; bloqueado?: PgColumn };
  const schema = resource.schema;

  const carregar = async (tx: Tx, id: number): Promise<Row> => {
    const [row] = (await tx
      .select()
      .from(t)
      .where(o.escopo ? and(eq(t.id, id), o.escopo) : eq(t.id, id))) as Row[];
    if (!row) throw notFound();
    return row;
  };
  const modelo = (tx: Tx, row: Row) => (o.model ? o.model(tx, row) : Promise.resolve(row));
  const guardar = async (tx: Tx, row: Row, acao: 'editar' | 'excluir' | 'bloquear') => {
    const motivo = o.guard ? await o.guard(tx, row, acao) : null;
    if (motivo) throw conflict(motivo);
  };

  // the typed wire (issue 14 §3): the answers of the standard endpoints, derived from the declaration
  const respostaModelo = o.model ? o.respostaModelo : modeloDaTabela(t);
  const resposta = (status: number, schema: ZodType | undefined) => (schema ? { response: { [status]: schema } } : {});
  const listaResposta = datatableResposta(linhaDaLista(o.list));

  const filtros = resource.filtros ?? [];
  const querystring = datatableRequestSchema.extend(Object.fromEntries(filtros.map((fd) => [fd.name, z.string().max(100).optional()])));
  const filtroSql = (q: Record<string, unknown>) => {
    const conds = filtros.map((fd) => {
      const valor = q[fd.name];
      // a database-fed filter carries a row's id; a fixed one, one of its options
      const valido = fd.fonte ? /^[1-9]\d{0,15}$/.test(String(valor)) : fd.opcoes.some((op) => op.value === valor);
      if (typeof valor !== 'string' || !valido) return undefined;
      if (o.filters?.[fd.name]) return o.filters[fd.name](valor);
      if (fd.name === 'situacao' && t.bloqueado) return eq(t.bloqueado, valor === 'bloqueado');
      return undefined;
    });
    return and(o.escopo, ...conds);
  };

  r.get(
    `${base}/datatable`,
    { schema: { tags, querystring, ...resposta(200, listaResposta) }, config: { permission: perm.visualizar } },
    (req) =>
      req.tx((tx) =>
        runDatatable(
          req.query as unknown as DatatableRequest,
          {
            filter: filtroSql(req.query as Record<string, unknown>),
            sortable: Object.fromEntries(resource.columns.filter((c) => c.sortable).map((c) => [c.data, o.list[c.data]])),
            search: o.search,
            defaultOrder: [
              resource.defaultOrder.dir === 'desc'
                ? sql`${o.list[resource.defaultOrder.column]} desc`
                : sql`${o.list[resource.defaultOrder.column]} asc`,
            ],
            tieBreaker: t.id,
          },
          {
            rows: (where) =>
              tx
                .select({ id: t.id, ...o.list })
                .from(t)
                .where(where)
                .$dynamic(),
            count: (where) => tx.select({ total: sql<number>`count(*)::int` }).from(t).where(where).$dynamic(),
          },
        ),
      ),
  );

  if (resource.acoes.cadastrar) {
    r.get(
      `${base}/create`,
      { schema: { tags, ...resposta(200, z.object({ form: formulario })) }, config: { permission: perm.cadastrar } },
      (req) => req.tx(async (tx) => ({ form: o.form ? await o.form(tx) : {} })),
    );
    r.post(
      `${base}`,
      { schema: { tags, body: schema, ...resposta(201, respostaModelo) }, config: { permission: perm.cadastrar } },
      async (req, reply) => {
        const input = req.body as Input<R>;
        const model = await req
          .tx(async (tx) => {
            await o.validate?.(tx, input);
            const [row] = (await tx
              .insert(t)
              .values(await o.values(input, tx))
              .returning()) as Row[];
            await o.afterSave?.(tx, row.id, input);
            return modelo(tx, row);
          })
          .catch((e) => mapDbError(e, { unique: o.unique, operacao: 'gravar' }));
        return reply.status(201).send(model);
      },
    );
  }

  if (resource.acoes.editar) {
    r.get(
      `${base}/:id/edit`,
      {
        schema: { tags, params: idParams, ...resposta(200, respostaModelo && z.object({ form: formulario, model: respostaModelo })) },
        config: { permission: perm.editar },
      },
      (req) => req.tx(async (tx) => ({ form: o.form ? await o.form(tx) : {}, model: await modelo(tx, await carregar(tx, req.params.id)) })),
    );
    r.put(
      `${base}/:id`,
      { schema: { tags, params: idParams, body: schema, ...resposta(200, respostaModelo) }, config: { permission: perm.editar } },
      (req) =>
        req
          .tx(async (tx) => {
            const input = req.body as Input<R>;
            const atual = await carregar(tx, req.params.id);
            await guardar(tx, atual, 'editar');
            await o.validate?.(tx, input, atual.id);
            if (o.update) {
              await o.update(tx, atual.id, input);
              return modelo(tx, atual);
            }
            const [row] = (await tx
              .update(t)
              .set(await o.values(input, tx))
              .where(eq(t.id, req.params.id))
              .returning()) as Row[];
            await o.afterSave?.(tx, row.id, input);
            return modelo(tx, row);
          })
          .catch((e) => mapDbError(e, { unique: o.unique, operacao: 'gravar' })),
    );
  }

  if (resource.acoes.excluir) {
    r.delete(
      `${base}/:id`,
      { schema: { tags, params: idParams, ...resposta(204, z.undefined()) }, config: { permission: perm.excluir } },
      async (req, reply) => {
        await req
          .tx(async (tx) => {
            const row = await carregar(tx, req.params.id);
            await guardar(tx, row, 'excluir');
            await tx.delete(t).where(eq(t.id, req.params.id));
            await o.afterDelete?.(tx, row);
          })
          .catch((e) => mapDbError(e, { operacao: 'excluir' }));
        return reply.status(204).send();
      },
    );
  }

  if (resource.acoes.bloquear) {
    if (!t.bloqueado) throw new Error(`${resource.apiPath}: a tabela não tem a coluna bloqueado`);
    for (const [acao, valor] of [
      ['bloquear', true],
      ['desbloquear', false],
    ] as const) {
      r.put(
        `${base}/${acao}/:id`,
        { schema: { tags, params: idParams, ...resposta(200, respostaModelo) }, config: { permission: perm.bloquear } },
        (req) =>
          req.tx(async (tx) => {
            await guardar(tx, await carregar(tx, req.params.id), 'bloquear');
            const [row] = (await tx
              .update(t)
              .set({ bloqueado: valor } as never)
              .where(eq(t.id, req.params.id))
              .returning()) as Row[];
            return modelo(tx, row);
          }),
      );
    }
  }

  if (o.autocomplete) {
    const ac = o.autocomplete;
    const query = z.object({
      search: z
        .object({ value: z.string().max(200).default('') })
        .partial()
        .optional(),
      length: z.coerce.number().int().min(1).max(50).default(10),
      excludeValue: z.union([z.coerce.number(), z.array(z.coerce.number())]).optional(),
    });
    r.get(
      `${base}/autocomplete`,
      {
        schema: { tags, querystring: query, ...resposta(200, w.dados(z.array(z.object({ id: z.number(), label: z.string() })))) },
        config: { permission: perm.visualizar },
      },
      (req) =>
        req.tx(async (tx) => {
          const term = req.query.search?.value?.trim() ?? '';
          const excluir = ([] as number[]).concat(req.query.excludeValue ?? []);
          const conds = [
            o.escopo,
            term ? ac.search(term) : undefined,
            t.bloqueado ? sql`${t.bloqueado} = false` : undefined,
            excluir.length
              ? sql`${t.id} not in (${sql.join(
                  excluir.map((id) => sql`${id}`),
                  sql`, `,
                )})`
              : undefined,
          ].filter(Boolean) as SQL[];
          const data = await tx
            .select({ id: t.id, label: sql<string>`${ac.label}` })
            .from(t)
            .where(conds.length ? sql.join(conds, sql` and `) : undefined)
            .orderBy(porNome(ac.label))
            .limit(req.query.length);
          return { data };
        }),
    );
  }

  return {
    resource,
    exemplo: async (db, clienteId) =>
      snakeizeKeys(await withTenant(db, { clienteId }, async (tx) => o.exemplo(tx))) as Record<string, unknown>,
  };
}
