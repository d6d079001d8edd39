import { createHash, randomBytes } from 'node:crypto';
import {
  loginSchema,
  mensagemRespostaSchema,
  recuperarSenhaSchema,
  redefinirSenhaSchema,
  refreshSchema,
  sessaoRespostaSchema,
  trocarSenhaSchema,
} from '@saude/shared';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { senhaRecuperacao, sessao, usuario } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../deps.js';
import { lerConfiguracao } from '../../../lib/configuracao.js';
import { badRequest, forbidden, tooManyRequests, unauthorized, unprocessable } from '../../../lib/http-errors.js';
import { hashSenha, verificarSenha } from '../../../lib/passwords.js';
import { bloqueioRestante, buscarUsuario, limparFalhas, registrarFalha } from './credenciais.js';
import { abrirSessao, listarLotacoes, lotacaoInicial } from './sessao.service.js';

const tags = ['administracao/autenticacao'];
const SENHA_INVALIDA = 'Usuário ou senha inválidos.';
const RECUPERACAO_ENVIADA =
  'Se o usuário estiver cadastrado com um e-mail, enviamos para ele um link para criar uma nova senha. O link vale por tempo limitado.';

/** Spec 000 §7 / 001 §7 Administration: login, logout, refresh, trocar-senha, recuperar-senha. */
export function autenticacaoRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/administracao/autenticacao';
  const limit = { rateLimit: { max: deps.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } };
  const sessaoDeps = { tokens: deps.tokens, ttlSeconds: deps.config.SESSION_TTL_SECONDS };

  r.post(
    `${base}/login`,
    { schema: { tags, body: loginSchema, response: { 200: sessaoRespostaSchema } }, config: { public: true, ...limit } },
    async (req) => {
      const { login, senha } = req.body;
      const result = await req.tx(async (tx) => {
        const restante = await bloqueioRestante(tx, login);
        if (restante > 0) return { erro: 'bloqueado' as const, restante };
        const u = await buscarUsuario(tx, login);
        if (!(await verificarSenha(u?.senhaHash, senha)) || !u) {
          await registrarFalha(tx, login, deps.config.LOGIN_MAX_FALHAS, deps.config.LOGIN_BLOQUEIO_MINUTOS);
          return { erro: 'senha' as const };
        }
        if (u.bloqueado) return { erro: 'usuario-bloqueado' as const };
        await limparFalhas(tx, login);
        const lotacoes = await listarLotacoes(tx, u.id);
        const inicial = await lotacaoInicial(tx, u.id, lotacoes);
        if (!inicial) return { erro: 'sem-lotacao' as const };
        await tx.update(usuario).set({ ultimoAcessoEm: new Date() }).where(eq(usuario.id, u.id));
        const s = await abrirSessao(tx, sessaoDeps, {
          cliente: req.cliente,
          usuarioId: u.id,
          ...inicial,
          lotacoes,
          ip: req.ip,
          agente: req.headers['user-agent'],
        });
        // the initial placement is one of the user's own: a session always opens (null only guards the type)
        return s ? { sessao: { ...s, trocarSenha: u.trocarSenha } } : { erro: 'sem-lotacao' as const };
      });
      if ('sessao' in result) return result.sessao;
      switch (result.erro) {
        case 'bloqueado':
          throw tooManyRequests(
            `Muitas tentativas de acesso sem sucesso. Tente novamente em ${result.restante} minuto(s) ou recupere sua senha.`,
          );
        case 'usuario-bloqueado':
          throw forbidden('Usuário bloqueado. Procure o administrador do sistema.');
        case 'sem-lotacao':
          throw forbidden('Usuário sem lotação ativa. Procure o administrador do sistema.');
        default:
          throw unauthorized(SENHA_INVALIDA);
      }
    },
  );

  r.post(
    `${base}/logout`,
    { schema: { tags, response: { 204: z.undefined() } }, config: { permission: null, comSenhaGerada: true } },
    async (req, reply) => {
      await req.tx((tx) => tx.update(sessao).set({ encerradaEm: new Date() }).where(eq(sessao.id, req.auth.sessaoId)));
      deps.sessoes.esquecerSessao(req.auth.sessaoChave); // this process forgets it at once; the others by the counter
      return reply.status(204).send();
    },
  );

  r.post(
    `${base}/refresh`,
    { schema: { tags, body: refreshSchema, response: { 200: sessaoRespostaSchema } }, config: { permission: null } },
    async (req) => {
      const s = await req.tx(async (tx) => {
        const lotacoes = await listarLotacoes(tx, req.auth.usuarioId);
        const nova = await abrirSessao(tx, sessaoDeps, {
          cliente: req.cliente,
          usuarioId: req.auth.usuarioId,
          ...req.body,
          lotacoes,
          ip: req.ip,
          agente: req.headers['user-agent'],
        });
        if (nova) await tx.update(sessao).set({ encerradaEm: new Date() }).where(eq(sessao.id, req.auth.sessaoId));
        return nova;
      });
      if (!s) throw unprocessable({ lotacao_id: ['Lotação ou centro de custo não disponível para este usuário.'] });
      deps.sessoes.esquecerSessao(req.auth.sessaoChave);
      return s;
    },
  );

  r.put(
    `${base}/trocar-senha/:id`,
    {
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int() }),
        body: trocarSenhaSchema,
        response: { 200: mensagemRespostaSchema },
      },
      // the one route (with logout) a generated password lets through
      config: { permission: null, comSenhaGerada: true },
    },
    async (req) => {
      if (req.params.id !== req.auth.usuarioId) throw forbidden('Só é possível trocar a própria senha.');
      const ok = await req.tx(async (tx) => {
        await exigirTamanhoMinimo(tx, req.cliente.id, req.body.senha);
        const [u] = await tx.select({ senhaHash: usuario.senhaHash }).from(usuario).where(eq(usuario.id, req.auth.usuarioId));
        if (!(await verificarSenha(u?.senhaHash, req.body.senhaAtual))) return false;
        await tx
          .update(usuario)
          .set({ senhaHash: await hashSenha(req.body.senha), senhaAlteradaEm: new Date(), trocarSenha: false })
          .where(eq(usuario.id, req.auth.usuarioId));
        // other open sessions of this user end: whoever knew the old password is out
        await tx
          .update(sessao)
          .set({ encerradaEm: new Date() })
          .where(and(eq(sessao.usuarioId, req.auth.usuarioId), ne(sessao.id, req.auth.sessaoId), isNull(sessao.encerradaEm)));
        return true;
      });
      if (!ok) throw unprocessable({ senha_atual: ['A senha atual não confere.'] });
      // the session kept in memory still says "change the password": read it again on the next request
      deps.sessoes.esquecerSessao(req.auth.sessaoChave);
      return { message: 'Senha alterada com sucesso.' };
    },
  );

  r.post(
    `${base}/recuperar-senha`,
    { schema: { tags, body: recuperarSenhaSchema, response: { 200: mensagemRespostaSchema } }, config: { public: true, ...limit } },
    async (req) => {
      const emailId = await req.tx(async (tx) => {
        const u = await buscarUsuario(tx, req.body.login);
        if (!u || u.bloqueado || !u.email) return null;
        const token = randomBytes(32).toString('base64url');
        const minutos = deps.config.RECUPERACAO_VALIDADE_MINUTOS;
        await tx.insert(senhaRecuperacao).values({
          usuarioId: u.id,
          tokenHash: sha256(token),
          expiraEm: new Date(Date.now() + minutos * 60_000),
        });
        const link = `${deps.config.publicUrl}/recuperar-senha/${encodeURIComponent(req.cliente.link)}?token=${token}`;
        return deps.mailer.enqueue(tx, {
          destinatario: u.email,
          assunto: 'Saúde Municipal - Recuperação de senha',
          corpo: [
            `Olá, ${u.nome}.`,
            '',
            `Recebemos um pedido para criar uma nova senha para o usuário ${u.login} em ${req.cliente.nome}.`,
            `Para continuar, abra o link abaixo (válido por ${minutos} minutos, uma única vez):`,
            '',
            link,
            '',
            'Se você não fez este pedido, ignore esta mensagem: sua senha atual continua valendo.',
          ].join('\n'),
        });
      });
      if (emailId) await deps.mailer.deliver(req.cliente.id, emailId);
      return { message: RECUPERACAO_ENVIADA };
    },
  );

  r.post(
    `${base}/redefinir-senha`,
    { schema: { tags, body: redefinirSenhaSchema, response: { 200: mensagemRespostaSchema } }, config: { public: true, ...limit } },
    async (req) => {
      const ok = await req.tx(async (tx) => {
        await exigirTamanhoMinimo(tx, req.cliente.id, req.body.senha);
        const [pedido] = await tx
          .update(senhaRecuperacao)
          .set({ usadoEm: new Date() })
          .where(
            and(
              eq(senhaRecuperacao.tokenHash, sha256(req.body.token)),
              isNull(senhaRecuperacao.usadoEm),
              gt(senhaRecuperacao.expiraEm, sql`now()`),
            ),
          )
          .returning({ usuarioId: senhaRecuperacao.usuarioId });
        if (!pedido) return false;
        const [u] = await tx
          .update(usuario)
          .set({ senhaHash: await hashSenha(req.body.senha), senhaAlteradaEm: new Date(), trocarSenha: false })
          .where(eq(usuario.id, pedido.usuarioId))
          .returning({ login: usuario.login });
        await tx
          .update(sessao)
          .set({ encerradaEm: new Date() })
          .where(and(eq(sessao.usuarioId, pedido.usuarioId), isNull(sessao.encerradaEm)));
        await limparFalhas(tx, u.login);
        return true;
      });
      if (!ok) throw badRequest('O link de recuperação é inválido, já foi usado ou expirou. Peça um novo.');
      return { message: 'Senha alterada com sucesso. Entre com a nova senha.' };
    },
  );
}

/** The municipality may ask for longer passwords than the spec's 8 (administracao/configuracao). */
async function exigirTamanhoMinimo(tx: Tx, clienteId: number, senha: string) {
  const { senhaTamanhoMinimo } = await lerConfiguracao(tx, clienteId);
  if (senha.length < senhaTamanhoMinimo)
    throw unprocessable({ senha: [`Senha informada deve conter no mínimo ${senhaTamanhoMinimo} caracteres.`] });
}

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
