import {
  type SupervisorModulo,
  supervisorDoModuloSchema,
  supervisoresDoModuloSchema,
  supervisorUsuarioAutocompleteSchema,
  verificacaoSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../db/client.js';
import { escapeLike } from './datatable/datatable.js';
import { notFound, unprocessable } from './http-errors.js';

export interface SupervisoresDoModulo {
  modulo: SupervisorModulo;
  /** '/api/<modulo>/supervisor'. */
  base: string;
  permissoes: { ver: string; editar: string };
  /** How a message names the module: "do ambulatório", "da farmácia". */
  doModulo: string;
  /** cadastro's `ehSupervisor` for this module (the core imports no module: the caller hands it in). */
  ehSupervisor: (tx: Tx, usuarioId: number) => Promise<boolean>;
}

async function listar(tx: Tx, modulo: SupervisorModulo) {
  const { rows } = await tx.execute(sql`
    select s.id, s.usuario_id, c.nome as usuario_nome, u.login from supervisor s
      join usuario u on u.id = s.usuario_id join cidadao c on c.id = u.cidadao_id
     where s.modulo = ${modulo} order by c.nome collate "und-x-icu"`);
  return (rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    usuarioId: Number(r.usuario_id),
    usuarioNome: String(r.usuario_nome),
    login: String(r.login),
  }));
}

/**
 * The supervisor screen of a module (spec 000 §2.3 `<modulo>/supervisor`: index, create, edit/{id}; 001 §7
 * "supervisor: CRUD plus is-supervisor/{id}"): the rows of cadastro/supervisor whose module is this one — list,
 * include a user (picked among the active ones not yet supervisors of it), remove, and the yes/no check other
 * screens ask before a supervisor's authorisation. Each module calls this once with its permissions.
 */
export function rotasSupervisoresDoModulo(app: FastifyInstance, o: SupervisoresDoModulo) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [`${o.modulo}/supervisor`];
  r.get(o.base, { schema: { tags, response: { 200: supervisoresDoModuloSchema } }, config: { permission: o.permissoes.ver } }, (req) =>
    req.tx(async (tx) => ({ data: await listar(tx, o.modulo) })),
  );
  r.post(
    o.base,
    {
      schema: { tags, body: supervisorDoModuloSchema, response: { 201: supervisoresDoModuloSchema } },
      config: { permission: o.permissoes.editar },
    },
    async (req, reply) => {
      const data = await req.tx(async (tx) => {
        // usuario is a municipal table: another municipality's user is not found here
        const { rows } = await tx.execute(sql`select 1 from usuario where id = ${req.body.usuarioId}`);
        if (!rows.length) throw unprocessable({ usuario_id: ['Usuário não encontrado.'] });
        if (await o.ehSupervisor(tx, req.body.usuarioId))
          throw unprocessable({ usuario_id: [`Este usuário já é supervisor ${o.doModulo}.`] });
        await tx.execute(sql`insert into supervisor (usuario_id, modulo) values (${req.body.usuarioId}, ${o.modulo})`);
        return listar(tx, o.modulo);
      });
      return reply.status(201).send({ data });
    },
  );
  r.delete(
    `${o.base}/:id`,
    {
      schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }), response: { 204: z.undefined() } },
      config: { permission: o.permissoes.editar },
    },
    async (req, reply) => {
      await req.tx(async (tx) => {
        const { rows } = await tx.execute(sql`delete from supervisor where id = ${req.params.id} and modulo = ${o.modulo} returning id`);
        if (!rows.length) throw notFound();
      });
      return reply.status(204).send();
    },
  );
  // the user picker of supervisor/create: active users not yet supervisors of the module, by name or login
  r.get(
    `${o.base}/usuario/autocomplete`,
    {
      schema: {
        tags,
        querystring: z.object({
          search: z
            .object({ value: z.string().max(200).default('') })
            .partial()
            .optional(),
          length: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: { 200: supervisorUsuarioAutocompleteSchema },
      },
      config: { permission: o.permissoes.editar },
    },
    (req) =>
      req.tx(async (tx) => {
        const termo = escapeLike((req.query.search?.value ?? '').trim().toLowerCase());
        const { rows } = await tx.execute(sql`
          select u.id, c.nome || ' (' || u.login || ')' as label from usuario u join cidadao c on c.id = u.cidadao_id
           where not u.bloqueado
             and not exists (select 1 from supervisor s where s.usuario_id = u.id and s.modulo = ${o.modulo})
             and (f_unaccent(lower(c.nome)) like f_unaccent(${`%${termo}%`}) or lower(u.login) like ${`%${termo}%`})
           order by c.nome collate "und-x-icu" limit ${req.query.length}`);
        return { data: (rows as { id: number | string; label: string }[]).map((x) => ({ id: Number(x.id), label: x.label })) };
      }),
  );
  r.get(
    `${o.base}/is-supervisor/:usuarioId`,
    {
      schema: { tags, params: z.object({ usuarioId: z.coerce.number().int().positive() }), response: { 200: verificacaoSchema } },
      config: { permission: null },
    },
    (req) => req.tx(async (tx) => ({ data: await o.ehSupervisor(tx, req.params.usuarioId) })),
  );
}
