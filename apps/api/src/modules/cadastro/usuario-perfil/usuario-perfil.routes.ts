import { ConselhoProfissional, conselhoSigla, perfilSchema, usuarioPerfilSchema } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tx } from '../../../db/client.js';
import { cidadao, estado, infraestrutura, lotacao, lotacaoPapel, ocupacao, papel, unidade, usuario } from '../../../db/schema/index.js';
import { usuarioPerfilAssinaturaRoutes } from './usuario-perfil-assinatura.routes.js';

const tags = ['cadastro/usuario-perfil'];
const base = '/api/cadastro/usuario-perfil';

async function carregarPerfil(tx: Tx, usuarioId: number) {
  const [u] = await tx
    .select({
      id: usuario.id,
      login: usuario.login,
      nome: cidadao.nome,
      nomeSocial: cidadao.nomeSocial,
      cpf: cidadao.cpf,
      email: usuario.email,
      telefone: cidadao.telefone,
      registroTipoId: usuario.registroTipoId,
      registroTipoOutro: usuario.registroTipoOutro,
      registroNumero: usuario.registroNumero,
      registroUf: estado.uf,
      ultimoAcessoEm: usuario.ultimoAcessoEm,
      senhaAlteradaEm: usuario.senhaAlteradaEm,
    })
    .from(usuario)
    .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
    .leftJoin(estado, eq(estado.id, usuario.registroEstadoId))
    .where(eq(usuario.id, usuarioId));
  const lotacoes = await tx
    .select({
      id: lotacao.id,
      unidadeNome: unidade.nomeFantasia,
      infraestruturaNome: infraestrutura.nome,
      ocupacaoNome: ocupacao.nome,
      papeis: sql<string[]>`coalesce(array_agg(${papel.nome} order by ${papel.nome}) filter (where ${papel.id} is not null), '{}')`,
    })
    .from(lotacao)
    .innerJoin(infraestrutura, eq(infraestrutura.id, lotacao.infraestruturaId))
    .innerJoin(unidade, eq(unidade.id, infraestrutura.unidadeId))
    .leftJoin(ocupacao, eq(ocupacao.codigo, lotacao.ocupacaoCodigo))
    .leftJoin(lotacaoPapel, eq(lotacaoPapel.lotacaoId, lotacao.id))
    .leftJoin(papel, eq(papel.id, lotacaoPapel.papelId))
    .where(eq(lotacao.usuarioId, usuarioId))
    .groupBy(lotacao.id, unidade.nomeFantasia, infraestrutura.nome, ocupacao.nome)
    .orderBy(lotacao.id);
  const sigla = u.registroTipoId === ConselhoProfissional.OUTRO ? u.registroTipoOutro : conselhoSigla(u.registroTipoId);
  const registro = sigla && u.registroNumero ? `${sigla} ${u.registroNumero}${u.registroUf ? `/${u.registroUf}` : ''}` : null;
  const { registroTipoId, registroTipoOutro, registroNumero, registroUf, ...rest } = u;
  return { ...rest, registro, lotacoes };
}

/** The user's own profile (spec route /cadastro/usuario-perfil): read, own contact details, own signing certificate. */
export function usuarioPerfilRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // the own profile is readable while a generated password waits to be changed (issue 24)
  r.get(
    base,
    { schema: { tags, response: { 200: usuarioPerfilSchema } }, config: { permission: null, comSenhaGerada: true } },
    async (req) => req.tx((tx) => carregarPerfil(tx, req.auth.usuarioId)),
  );

  r.put(base, { schema: { tags, body: perfilSchema, response: { 200: usuarioPerfilSchema } }, config: { permission: null } }, async (req) =>
    req.tx(async (tx) => {
      const { email, telefone } = req.body;
      const [u] = await tx
        .update(usuario)
        .set({ email: email || null })
        .where(eq(usuario.id, req.auth.usuarioId))
        .returning({ cidadaoId: usuario.cidadaoId });
      await tx
        .update(cidadao)
        .set({ telefone: telefone || null })
        .where(eq(cidadao.id, u.cidadaoId));
      return carregarPerfil(tx, req.auth.usuarioId);
    }),
  );

  usuarioPerfilAssinaturaRoutes(app);
}
