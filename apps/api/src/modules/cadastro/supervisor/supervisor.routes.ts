import {
  SUPERVISOR_MODULOS,
  type SupervisorModulo,
  SupervisorModuloNome,
  supervisorResource,
  supervisorUsuarioAutocompleteSchema,
  verificacaoSchema,
} from '@saude/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cidadao, usuario } from '../../../db/schema/index.js';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { porNome } from '../../../lib/sql/texto.js';
import { exigirNoMunicipio, rotulo } from '../unidade/referencias.js';
import { ehSupervisor } from './eh-supervisor.js';
import { supervisor } from './supervisor.table.js';

/** The edit model (the typed wire): the row plus the user as the picker shows it. */
const respostaModelo = modeloDaTabela(supervisor).extend({ usuario: itemAutocomplete.nullable() });

const usuarioNome = sql<string>`(select c.nome from usuario u join cidadao c on c.id = u.cidadao_id where u.id = "supervisor"."usuario_id")`;
const login = sql<string>`(select u.login from usuario u where u.id = "supervisor"."usuario_id")`;
const rotuloUsuario = sql<string>`${cidadao.nome} || ' (' || ${usuario.login} || ')'`;

const autocompleteQuery = z.object({
  search: z
    .object({ value: z.string().max(200).default('') })
    .partial()
    .optional(),
  length: z.coerce.number().int().min(1).max(50).default(10),
});

/** cadastro/supervisor, the is-supervisor check of spec 000 §6 and the user picker of its form. */
export function supervisorRoutes(app: FastifyInstance) {
  const reg = registerCrudRoutes(app, {
    resource: supervisorResource,
    table: supervisor,
    list: { usuarioNome, login, moduloNome: rotulo(supervisor.modulo, SupervisorModuloNome) },
    search: (term) => textSearch(term, usuarioNome, login),
    filters: { modulo: (v) => eq(supervisor.modulo, v) },
    values: (input) => ({ usuarioId: input.usuarioId, modulo: input.modulo }),
    afterSave: (tx, _id, input) => exigirNoMunicipio(tx, usuario, input.usuarioId, 'usuario_id', 'Usuário não encontrado.'),
    respostaModelo,
    model: async (tx, row) => {
      const [u] = await tx
        .select({ id: usuario.id, label: rotuloUsuario })
        .from(usuario)
        .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
        .where(eq(usuario.id, Number(row.usuarioId)));
      return { ...row, usuario: u ?? null };
    },
    unique: { supervisor_usuario_modulo_uq: 'usuario_id' },
    exemplo: async (tx) => {
      // the first user of the municipality without a supervision of "cadastro"
      const [u] = await tx
        .select({ id: usuario.id })
        .from(usuario)
        .where(sql`not exists (select 1 from supervisor s where s.usuario_id = ${usuario.id} and s.modulo = 'cadastro')`)
        .limit(1);
      return { usuarioId: u.id, modulo: 'cadastro' as const };
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = supervisorResource.apiPath;
  const tags = ['cadastro/supervisor'];

  r.get(
    `${base}/usuario/autocomplete`,
    {
      schema: { tags, querystring: autocompleteQuery, response: { 200: supervisorUsuarioAutocompleteSchema } },
      config: { permission: supervisorResource.permissoes.visualizar },
    },
    (req) =>
      req.tx(async (tx) => {
        const termo = req.query.search?.value?.trim() ?? '';
        const data = await tx
          .select({ id: usuario.id, label: rotuloUsuario })
          .from(usuario)
          .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
          .where(and(eq(usuario.bloqueado, false), termo ? textSearch(termo, cidadao.nome, usuario.login) : undefined))
          .orderBy(porNome(cidadao.nome))
          .limit(req.query.length);
        return { data };
      }),
  );

  // Spec 000 §6: "is-supervisor check by id"; any logged-in user (modules ask it for their screens).
  r.get(
    `${base}/is-supervisor/:usuarioId`,
    {
      schema: {
        tags,
        params: z.object({ usuarioId: z.coerce.number().int().positive() }),
        querystring: z.object({
          modulo: z.enum(SUPERVISOR_MODULOS as [SupervisorModulo, ...SupervisorModulo[]], { error: 'Módulo inválido.' }).optional(),
        }),
        response: { 200: verificacaoSchema },
      },
      config: { permission: null },
    },
    (req) => req.tx(async (tx) => ({ data: await ehSupervisor(tx, req.params.usuarioId, req.query.modulo) })),
  );
  return reg;
}
