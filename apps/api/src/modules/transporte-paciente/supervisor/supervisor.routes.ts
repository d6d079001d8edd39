import { tpItensAutocomplete, tpSupervisorResource } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { porNome } from '../../../lib/sql/texto.js';
import { exigir } from '../cadastros/cadastros.comum.js';
import { tpSupervisor } from '../cadastros/cadastros.table.js';

const usuarioNome = sql<string>`(select c.nome from usuario u join cidadao c on c.id = u.cidadao_id where u.id = ${tpSupervisor.usuarioId})`;
const login = sql<string>`(select u.login from usuario u where u.id = ${tpSupervisor.usuarioId})`;
const unidadeNome = sql<string>`(select un.nome_fantasia from unidade un where un.id = ${tpSupervisor.unidadeId})`;

const respostaModelo = modeloDaTabela(tpSupervisor).extend({ usuario: itemAutocomplete.nullable(), unidade: itemAutocomplete.nullable() });

/** The lookups' query: `search[value]` and `length` (spec 000 §7 autocomplete). */
export const consultaAutocomplete = z.object({
  search: z
    .object({ value: z.string().max(200).default('') })
    .partial()
    .optional(),
  length: z.coerce.number().int().min(1).max(50).default(10),
});
type Consulta = z.infer<typeof consultaAutocomplete>;

/** The municipality's active units, `{ id, label }`, by name (the supervisor's unit; the settings' lookup). */
export async function unidadesAutocomplete(tx: Tx, q: Consulta) {
  const termo = q.search?.value?.trim() ?? '';
  const { rows } = await tx.execute(
    sql`select id, nome_fantasia as label from unidade where not bloqueado ${termo ? sql`and ${textSearch(termo, sql`nome_fantasia`)}` : sql``}
        order by ${porNome(sql`nome_fantasia`)} limit ${q.length}`,
  );
  return { data: rows.map((r) => ({ id: Number(r.id), label: String(r.label) })) };
}

/** The municipality's active users, `{ id, label }` as 'Name (login)'. */
async function usuariosAutocomplete(tx: Tx, q: Consulta) {
  const termo = q.search?.value?.trim() ?? '';
  const { rows } = await tx.execute(
    sql`select u.id, c.nome || ' (' || u.login || ')' as label from usuario u join cidadao c on c.id = u.cidadao_id
        where not u.bloqueado ${termo ? sql`and ${textSearch(termo, sql`c.nome`, sql`u.login`)}` : sql``}
        order by ${porNome(sql`c.nome`)} limit ${q.length}`,
  );
  return { data: rows.map((r) => ({ id: Number(r.id), label: String(r.label) })) };
}

/** transporte-paciente/supervisor: CRUD without block (spec 001 §7), plus GET unidade and GET supervisor lookups. */
export function supervisorTransporteRoutes(app: FastifyInstance) {
  const reg = registerCrudRoutes(app, {
    resource: tpSupervisorResource,
    table: tpSupervisor,
    list: { usuarioNome, login, unidadeNome },
    search: (term) => textSearch(term, usuarioNome, login, unidadeNome),
    validate: async (tx, input) => {
      await exigir(tx, sql`select 1 from usuario where id = ${input.usuarioId} and not bloqueado`, 'usuario_id', 'Usuário não encontrado.');
      await exigir(
        tx,
        sql`select 1 from unidade where id = ${input.unidadeId} and not bloqueado`,
        'unidade_id',
        'Unidade não encontrada ou bloqueada.',
      );
    },
    values: (input) => ({ usuarioId: input.usuarioId, unidadeId: input.unidadeId }),
    respostaModelo,
    model: async (tx, row) => {
      const { rows: u } = await tx.execute(
        sql`select u.id, c.nome || ' (' || u.login || ')' as label from usuario u join cidadao c on c.id = u.cidadao_id where u.id = ${Number(row.usuarioId)}`,
      );
      const { rows: un } = await tx.execute(sql`select id, nome_fantasia as label from unidade where id = ${Number(row.unidadeId)}`);
      const item = (r?: Record<string, unknown>) => (r ? { id: Number(r.id), label: String(r.label) } : null);
      return { ...row, usuario: item(u[0]), unidade: item(un[0]) };
    },
    unique: { tp_supervisor_uq: 'usuario_id' },
    exemplo: async (tx) => {
      const { rows } = await tx.execute(
        sql`select u.id as usuario_id, (select id from unidade where not bloqueado order by id limit 1) as unidade_id from usuario u
            where not u.bloqueado and not exists (select 1 from tp_supervisor s where s.usuario_id = u.id) order by u.id limit 1`,
      );
      return { usuarioId: Number(rows[0]?.usuario_id), unidadeId: Number(rows[0]?.unidade_id) };
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = tpSupervisorResource.apiPath;
  const tags = ['transporte-paciente/supervisor'];
  const permission = tpSupervisorResource.permissoes.visualizar;
  r.get(
    `${base}/unidade`,
    { schema: { tags, querystring: consultaAutocomplete, response: { 200: tpItensAutocomplete } }, config: { permission } },
    (req) => req.tx((tx) => unidadesAutocomplete(tx, req.query)),
  );
  r.get(
    `${base}/supervisor`,
    { schema: { tags, querystring: consultaAutocomplete, response: { 200: tpItensAutocomplete } }, config: { permission } },
    (req) => req.tx((tx) => usuariosAutocomplete(tx, req.query)),
  );
  return reg;
}
