import {
  ConselhoProfissional,
  isValidCpf,
  lotacoesDoUsuarioSchema,
  mod11Digit,
  onlyDigits,
  senhaGeradaSchema,
  USUARIO_PERMISSOES,
  usuarioCentrosCustoSchema,
  usuarioCidadaoSchema,
  usuarioCriacaoSchema,
  usuarioCriadoSchema,
  usuarioEdicaoSchema,
  usuarioInfraestruturasSchema,
  usuarioModeloSchema,
  usuarioResource,
} from '@saude/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { centroCusto, cidadao, infraestrutura, setor, unidade, usuario } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../deps.js';
import { mapDbError } from '../../../lib/crud/db-errors.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { porNome } from '../../../lib/sql/texto.js';
import {
  atualizarUsuario,
  carregarUsuario,
  criarUsuario,
  excluirUsuario,
  modeloUsuario,
  opcoesDoFormulario,
  redefinirSenha,
  type UsuarioInput,
} from './usuario.service.js';
import { usuarioAssinaturaRoutes } from './usuario-assinatura.routes.js';
import { listarLotacoesDoUsuario } from './usuario-lotacoes.js';

const tags = ['cadastro/usuario'];
const base = usuarioResource.apiPath;
const perm = usuarioResource.permissoes;
const idParams = z.object({ id: z.coerce.number().int().positive() });
const unique = { usuario_login_uq: 'login', usuario_cidadao_uq: 'cpf', cidadao_cpf_uq: 'cpf' };

const nome = sql<string>`(select c.nome from cidadao c where c.id = "usuario"."cidadao_id")`;
const cpf = sql<string>`(select c.cpf from cidadao c where c.id = "usuario"."cidadao_id")`;
const outro = ConselhoProfissional.OUTRO;
const sigla = sql.raw(
  `case "usuario"."registro_tipo_id" ${Object.entries(ConselhoProfissional)
    .map(([s, v]) => (v === outro ? `when ${v} then "usuario"."registro_tipo_outro"` : `when ${v} then '${s}'`))
    .join(' ')} end`,
);
const registro = sql<
  string | null
>`case when "usuario"."registro_numero" is not null then ${sigla} || ' ' || "usuario"."registro_numero" || coalesce('/' || (select e.uf from estado e where e.id = "usuario"."registro_estado_id"), '') end`;

/** A valid CPF for the contract test's sample (never a real person's: random base). */
function cpfDeExemplo() {
  const base9 = String(100000000 + Math.floor(Math.random() * 800000000));
  const d1 = mod11Digit(base9, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base9}${d1}${mod11Digit(base9 + d1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])}`;
}

/** The id of the logged-in user inside the tenant transaction (set by the auth plugin). */
const usuarioDaSessao = async (tx: Tx) => {
  const [r] = (await tx.execute(sql`select nullif(current_setting('app.usuario_id', true), '')::bigint as id`)).rows as {
    id: string | null;
  }[];
  return r?.id ? Number(r.id) : null;
};

/**
 * cadastro/usuario (spec 000 §2.3, 001 §7 "usuario"): list, block and autocomplete come from the
 * engine; create/edit/delete are written here because a user spans citizen, placements and password.
 */
export function usuarioRoutes(app: FastifyInstance, deps: AppDeps) {
  const reg = registerCrudRoutes(app, {
    // the standard store/update/destroy are replaced below (same paths and permissions)
    resource: { ...usuarioResource, acoes: { bloquear: true } },
    table: usuario,
    list: { nome, login: usuario.login, cpf, registro, ultimoAcessoEm: usuario.ultimoAcessoEm, bloqueado: usuario.bloqueado },
    search: (term) => {
      const digitos = onlyDigits(term);
      const porCpf = digitos.length >= 3 && /^[\d.\-\s]+$/.test(term) ? sql`${cpf} like ${`${digitos}%`}` : undefined;
      return porCpf ?? textSearch(term, nome, usuario.login);
    },
    values: () => ({}),
    guard: async (tx, row, acao) => {
      if (acao === 'bloquear' && row.id === (await usuarioDaSessao(tx))) return 'Não é possível bloquear o próprio usuário.';
      return null;
    },
    autocomplete: { label: sql`${nome} || ' (' || ${usuario.login} || ')'`, search: (term) => textSearch(term, nome, usuario.login) },
    exemplo: async (tx): Promise<UsuarioInput> => {
      const sufixo = Math.random().toString(36).slice(2, 8);
      const [cc] = await tx
        .select({ id: centroCusto.id, infraestruturaId: centroCusto.infraestruturaId })
        .from(centroCusto)
        .where(eq(centroCusto.bloqueado, false))
        .limit(1);
      const { papeis } = await opcoesDoFormulario(tx);
      return {
        nome: `Usuário de Teste ${sufixo.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`,
        cpf: cpfDeExemplo(),
        dataNascimento: '1990-05-17',
        email: `${sufixo}@teste.local`,
        login: `teste.${sufixo}`,
        senha: null,
        registroTipoId: ConselhoProfissional.CRM,
        registroTipoOutro: null,
        registroNumero: '12345',
        registroEstadoId: 26,
        lotacoes: [
          {
            id: null,
            infraestruturaId: cc.infraestruturaId,
            centroCustoIds: [cc.id],
            ocupacaoCodigo: null,
            papelIds: [papeis.filter((pp) => !pp.bloqueado)[0].id],
          },
        ],
      };
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = usuarioResource.schema;

  r.get(`${base}/create`, { schema: { tags, response: { 200: usuarioCriacaoSchema } }, config: { permission: perm.cadastrar } }, (req) =>
    req.tx(async (tx) => ({ form: await opcoesDoFormulario(tx) })),
  );

  r.post(
    base,
    { schema: { tags, body: schema, response: { 201: usuarioCriadoSchema } }, config: { permission: perm.cadastrar } },
    async (req, reply) => {
      const model = await req
        .tx(async (tx) => {
          const { id, senhaGerada } = await criarUsuario(tx, req.cliente.id, req.body);
          return { ...(await modeloUsuario(tx, id)), senhaGerada };
        })
        .catch((e) => mapDbError(e, { unique, operacao: 'gravar' }));
      // the generated password travels once, in this answer; nothing may keep it
      return reply.status(201).header('cache-control', 'no-store').send(model);
    },
  );

  r.get(
    `${base}/:id/edit`,
    { schema: { tags, params: idParams, response: { 200: usuarioEdicaoSchema } }, config: { permission: perm.editar } },
    (req) => req.tx(async (tx) => ({ form: await opcoesDoFormulario(tx), model: await modeloUsuario(tx, req.params.id) })),
  );

  r.put(
    `${base}/:id`,
    { schema: { tags, params: idParams, body: schema, response: { 200: usuarioModeloSchema } }, config: { permission: perm.editar } },
    (req) =>
      req
        .tx(async (tx) => {
          await atualizarUsuario(tx, req.params.id, req.body);
          return modeloUsuario(tx, req.params.id);
        })
        .catch((e) => mapDbError(e, { unique, operacao: 'gravar' })),
  );

  r.delete(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 204: z.undefined() } }, config: { permission: perm.excluir } },
    async (req, reply) => {
      await req.tx((tx) => excluirUsuario(tx, req.params.id, req.auth.usuarioId)).catch((e) => mapDbError(e, { operacao: 'excluir' }));
      return reply.status(204).send();
    },
  );

  /** Spec 001 §7 "lotacoes": the user's active placements with cost centres and roles. */
  r.get(
    `${base}/:id/lotacoes`,
    { schema: { tags, params: idParams, response: { 200: lotacoesDoUsuarioSchema } }, config: { permission: perm.visualizar } },
    (req) =>
      req.tx(async (tx) => {
        await carregarUsuario(tx, req.params.id);
        return { data: await listarLotacoesDoUsuario(tx, req.params.id) };
      }),
  );

  /** Spec 001 §7 "gerar-senha": a temporary password, answered once to the administrator. */
  r.post(
    `${base}/:id/gerar-senha`,
    { schema: { tags, params: idParams, response: { 200: senhaGeradaSchema } }, config: { permission: USUARIO_PERMISSOES.gerarSenha } },
    async (req, reply) => {
      const senha = await req.tx((tx) => redefinirSenha(tx, req.cliente.id, req.params.id));
      return reply
        .header('cache-control', 'no-store')
        .send({ senha, message: 'Senha temporária gerada. Entregue-a ao usuário: ela não será exibida novamente.' });
    },
  );

  lookupRoutes(app);
  usuarioAssinaturaRoutes(app, deps);
  return { ...reg, resource: usuarioResource };
}

const lookupQuery = z.object({
  search: z
    .object({ value: z.string().max(100).default('') })
    .partial()
    .optional(),
  length: z.coerce.number().int().min(1).max(50).default(10),
});

/** Look-ups of the user form: "Unidade — Local", the cost centres of a location, a citizen by CPF. */
function lookupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rotulo = sql<string>`${unidade.nomeFantasia} || ' — ' || ${infraestrutura.nome}`;

  r.get(
    `${base}/infraestruturas`,
    {
      schema: { tags, querystring: lookupQuery, response: { 200: usuarioInfraestruturasSchema } },
      config: { permission: perm.visualizar },
    },
    (req) =>
      req.tx(async (tx) => {
        const termo = req.query.search?.value?.trim() ?? '';
        const data = await tx
          .select({ id: infraestrutura.id, label: rotulo, nome: infraestrutura.nome, unidadeNome: unidade.nomeFantasia })
          .from(infraestrutura)
          .innerJoin(unidade, eq(unidade.id, infraestrutura.unidadeId))
          .where(and(eq(infraestrutura.bloqueado, false), eq(unidade.bloqueado, false), termo ? textSearch(termo, rotulo) : undefined))
          .orderBy(porNome(rotulo))
          .limit(req.query.length);
        return { data };
      }),
  );

  r.get(
    `${base}/centros-custo`,
    {
      schema: {
        tags,
        querystring: z.object({ infraestruturaId: z.coerce.number().int().positive() }),
        response: { 200: usuarioCentrosCustoSchema },
      },
      config: { permission: perm.visualizar },
    },
    (req) =>
      req.tx(async (tx) => {
        const data = await tx
          .select({ id: centroCusto.id, nome: centroCusto.nome, setorNome: setor.nome })
          .from(centroCusto)
          .innerJoin(setor, eq(setor.id, centroCusto.setorId))
          .where(and(eq(centroCusto.infraestruturaId, req.query.infraestruturaId), eq(centroCusto.bloqueado, false)))
          .orderBy(asc(porNome(centroCusto.nome)));
        return { data: data.map((c) => ({ ...c, label: `${c.nome} (${c.setorNome})` })) };
      }),
  );

  /** Fills the person fields when the CPF already names a citizen, and warns when it has a user. */
  r.get(
    `${base}/cidadao/:cpf`,
    {
      schema: { tags, params: z.object({ cpf: z.string().max(14) }), response: { 200: usuarioCidadaoSchema } },
      config: { permission: perm.visualizar },
    },
    (req) =>
      req.tx(async (tx) => {
        const digitos = onlyDigits(req.params.cpf);
        if (!isValidCpf(digitos)) return { data: null };
        const [c] = await tx
          .select({
            id: cidadao.id,
            nome: cidadao.nome,
            dataNascimento: cidadao.dataNascimento,
            email: cidadao.email,
            usuarioId: usuario.id,
            usuarioLogin: usuario.login,
          })
          .from(cidadao)
          .leftJoin(usuario, eq(usuario.cidadaoId, cidadao.id))
          .where(eq(cidadao.cpf, digitos));
        return { data: c ?? null };
      }),
  );
}
