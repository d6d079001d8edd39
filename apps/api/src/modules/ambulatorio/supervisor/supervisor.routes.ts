import {
  AMB,
  supervisorAmbulatorioListaSchema,
  supervisorAmbulatorioSchema,
  supervisorUsuarioAutocompleteSchema,
  verificacaoSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { ehSupervisor } from '../../cadastro/index.js';

const base = '/api/ambulatorio/supervisor';
const tags = ['ambulatorio/supervisor'];

async function listar(tx: Parameters<Parameters<import('fastify').FastifyRequest['tx']>[0]>[0]) {
  const { rows } = await tx.execute(sql`
    select s.id, s.usuario_id, c.nome as usuario_nome, u.login from supervisor s
      join usuario u on u.id = s.usuario_id join cidadao c on c.id = u.cidadao_id
     where s.modulo = 'ambulatorio' order by c.nome collate "und-x-icu"`);
  return (rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    usuarioId: Number(r.usuario_id),
    usuarioNome: String(r.usuario_nome),
    login: String(r.login),
  }));
}

/**
 * ambulatorio/supervisor (spec 000 §2.3) and is-supervisor (spec 000 §6): the rows of cadastro/supervisor whose
 * module is the outpatient clinic. A supervisor may book a patient held back by the no-show policy.
 */
export function supervisorAmbulatorioRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(base, { schema: { tags, response: { 200: supervisorAmbulatorioListaSchema } }, config: { permission: AMB.supervisorVer } }, (req) =>
    req.tx(async (tx) => ({ data: await listar(tx) })),
  );
  r.post(
    base,
    {
      schema: { tags, body: supervisorAmbulatorioSchema, response: { 201: supervisorAmbulatorioListaSchema } },
      config: { permission: AMB.supervisorEditar },
    },
    async (req, reply) => {
      const data = await req.tx(async (tx) => {
        const { rows } = await tx.execute(sql`select 1 from usuario where id = ${req.body.usuarioId}`);
        if (!rows.length) throw unprocessable({ usuario_id: ['Usuário não encontrado.'] });
        if (await ehSupervisor(tx, req.body.usuarioId, 'ambulatorio'))
          throw unprocessable({ usuario_id: ['Este usuário já é supervisor do ambulatório.'] });
        await tx.execute(sql`insert into supervisor (usuario_id, modulo) values (${req.body.usuarioId}, 'ambulatorio')`);
        return listar(tx);
      });
      return reply.status(201).send({ data });
    },
  );
  r.delete(
    `${base}/:id`,
    {
      schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }), response: { 204: z.undefined() } },
      config: { permission: AMB.supervisorEditar },
    },
    async (req, reply) => {
      await req.tx(async (tx) => {
        const { rows } = await tx.execute(sql`delete from supervisor where id = ${req.params.id} and modulo = 'ambulatorio' returning id`);
        if (!rows.length) throw notFound();
      });
      return reply.status(204).send();
    },
  );
  // the user picker of supervisor/create: active users not yet supervisors of the clinic, by name or login
  r.get(
    `${base}/usuario/autocomplete`,
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
      config: { permission: AMB.supervisorEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        const termo = (req.query.search?.value ?? '')
          .trim()
          .toLowerCase()
          .replace(/[\\%_]/g, (ch) => `\\${ch}`);
        const { rows } = await tx.execute(sql`
          select u.id, c.nome || ' (' || u.login || ')' as label from usuario u join cidadao c on c.id = u.cidadao_id
           where not u.bloqueado
             and not exists (select 1 from supervisor s where s.usuario_id = u.id and s.modulo = 'ambulatorio')
             and (f_unaccent(lower(c.nome)) like f_unaccent(${`%${termo}%`}) or lower(u.login) like ${`%${termo}%`})
           order by c.nome collate "und-x-icu" limit ${req.query.length}`);
        return { data: (rows as { id: number | string; label: string }[]).map((x) => ({ id: Number(x.id), label: x.label })) };
      }),
  );
  r.get(
    `${base}/is-supervisor/:usuarioId`,
    {
      schema: { tags, params: z.object({ usuarioId: z.coerce.number().int().positive() }), response: { 200: verificacaoSchema } },
      config: { permission: null },
    },
    (req) => req.tx(async (tx) => ({ data: await ehSupervisor(tx, req.params.usuarioId, 'ambulatorio') })),
  );
}
