import { randomInt } from 'node:crypto';
import { ConselhoProfissional, MENSAGENS_USUARIO, type usuarioResource } from '@saude/shared';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { cidadao, estado, loginFalha, lotacao, papel, senhaRecuperacao, sessao, usuario } from '../../../db/schema/index.js';
import { lerConfiguracao } from '../../../lib/configuracao.js';
import { conflict, notFound, unprocessable } from '../../../lib/http-errors.js';
import { hashSenha } from '../../../lib/passwords.js';
import { porNome } from '../../../lib/sql/texto.js';
import { usuarioCertificado } from './usuario-certificado.table.js';
import { listarLotacoesDoUsuario, salvarLotacoes } from './usuario-lotacoes.js';

export type UsuarioInput = z.infer<typeof usuarioResource.schema>;

// no look-alikes (0/O, 1/l/I): the administrator reads it out or copies it to the new user
const LETRAS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITOS = '23456789';
const SIMBOLOS = '@#$%&*-_';

/** A strong temporary password (crypto RNG): letters, digits and a symbol, at least 12 characters. */
export function gerarSenhaTemporaria(tamanho = 12): string {
  const todos = LETRAS + DIGITOS + SIMBOLOS;
  const escolher = (s: string) => s[randomInt(s.length)];
  const chars = [escolher(LETRAS), escolher(LETRAS), escolher(DIGITOS), escolher(DIGITOS), escolher(SIMBOLOS)];
  while (chars.length < tamanho) chars.push(escolher(todos));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** The temporary password honours the municipality's minimum length setting. */
export async function novaSenhaTemporaria(tx: Tx, clienteId: number) {
  const { senhaTamanhoMinimo } = await lerConfiguracao(tx, clienteId);
  return gerarSenhaTemporaria(Math.max(12, senhaTamanhoMinimo));
}

export async function carregarUsuario(tx: Tx, id: number) {
  const [u] = await tx
    .select({
      id: usuario.id,
      cidadaoId: usuario.cidadaoId,
      nome: cidadao.nome,
      cpf: cidadao.cpf,
      dataNascimento: cidadao.dataNascimento,
      email: sql<string | null>`coalesce(${usuario.email}, ${cidadao.email})`,
      login: usuario.login,
      registroTipoId: usuario.registroTipoId,
      registroTipoOutro: usuario.registroTipoOutro,
      registroNumero: usuario.registroNumero,
      registroEstadoId: usuario.registroEstadoId,
      bloqueado: usuario.bloqueado,
      ultimoAcessoEm: usuario.ultimoAcessoEm,
      senhaAlteradaEm: usuario.senhaAlteradaEm,
    })
    .from(usuario)
    .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
    .where(eq(usuario.id, id));
  if (!u) throw notFound();
  return u;
}

/** The edit form's model: the user, its citizen, its placements and the certificate's metadata. */
export async function modeloUsuario(tx: Tx, id: number) {
  const u = await carregarUsuario(tx, id);
  const [cert] = await tx
    .select({ subjectName: usuarioCertificado.subjectName, validade: usuarioCertificado.validadeFim })
    .from(usuarioCertificado)
    .where(eq(usuarioCertificado.usuarioId, id));
  return { ...u, lotacoes: await listarLotacoesDoUsuario(tx, id), certificado: cert ?? null };
}

/** Options of the form. Blocked roles come too (marked): a placement may still have one. */
export async function opcoesDoFormulario(tx: Tx) {
  return {
    papeis: await tx.select({ id: papel.id, nome: papel.nome, bloqueado: papel.bloqueado }).from(papel).orderBy(porNome(papel.nome)),
    estados: await tx.select({ id: estado.id, uf: estado.uf, nome: estado.nome }).from(estado).orderBy(estado.uf),
  };
}

/**
 * The citizen behind the user (spec: one person, one citizen): the one of this CPF in the
 * municipality, or a new one. Refused when that citizen already has another user. On edit, a CPF
 * nobody has corrects the current citizen's CPF (a typo) instead of creating a second person.
 */
async function resolverCidadao(tx: Tx, input: UsuarioInput, atual: { id: number; cidadaoId: number } | null) {
  const [existente] = await tx
    .select({ id: cidadao.id, email: cidadao.email, usuarioId: usuario.id })
    .from(cidadao)
    .leftJoin(usuario, eq(usuario.cidadaoId, cidadao.id))
    .where(eq(cidadao.cpf, input.cpf));
  if (existente?.usuarioId && existente.usuarioId !== atual?.id) throw unprocessable({ cpf: [MENSAGENS_USUARIO.cidadaoJaUsuario] });
  const dados = {
    nome: input.nome,
    ...(input.dataNascimento ? { dataNascimento: input.dataNascimento } : {}),
    updatedAt: new Date(),
  };
  if (existente) {
    await tx
      .update(cidadao)
      .set({ ...dados, email: existente.email ?? input.email })
      .where(eq(cidadao.id, existente.id));
    return existente.id;
  }
  if (atual) {
    await tx
      .update(cidadao)
      .set({ ...dados, cpf: input.cpf })
      .where(eq(cidadao.id, atual.cidadaoId));
    return atual.cidadaoId;
  }
  const [novo] = await tx
    .insert(cidadao)
    .values({ nome: input.nome, cpf: input.cpf, dataNascimento: input.dataNascimento, email: input.email })
    .returning({ id: cidadao.id });
  return novo.id;
}

async function exigirLoginLivre(tx: Tx, login: string, usuarioId: number | null) {
  const [outro] = await tx
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(sql`lower(${usuario.login})`, login.toLowerCase()), usuarioId ? ne(usuario.id, usuarioId) : undefined));
  if (outro) throw unprocessable({ login: ['Este login já está em uso.'] });
}

const valoresUsuario = (input: UsuarioInput) => ({
  login: input.login,
  email: input.email,
  registroTipoId: input.registroTipoId,
  registroTipoOutro: input.registroTipoId === ConselhoProfissional.OUTRO ? input.registroTipoOutro : null,
  registroNumero: input.registroTipoId ? input.registroNumero : null,
  registroEstadoId: input.registroTipoId ? input.registroEstadoId : null,
});

/** Creates the user; answers its id and, when no password was typed, the generated one (shown once). */
export async function criarUsuario(tx: Tx, clienteId: number, input: UsuarioInput) {
  await exigirLoginLivre(tx, input.login, null);
  if (input.senha) {
    const { senhaTamanhoMinimo } = await lerConfiguracao(tx, clienteId);
    if (input.senha.length < senhaTamanhoMinimo)
      throw unprocessable({ senha: [`Senha informada deve conter no mínimo ${senhaTamanhoMinimo} caracteres.`] });
  }
  const cidadaoId = await resolverCidadao(tx, input, null);
  const senha = input.senha ?? (await novaSenhaTemporaria(tx, clienteId));
  const [u] = await tx
    .insert(usuario)
    .values({ ...valoresUsuario(input), cidadaoId, senhaHash: await hashSenha(senha), senhaAlteradaEm: null, trocarSenha: !input.senha })
    .returning({ id: usuario.id });
  await salvarLotacoes(tx, u.id, input.lotacoes, true);
  return { id: u.id, senhaGerada: input.senha ? null : senha };
}

export async function atualizarUsuario(tx: Tx, id: number, input: UsuarioInput) {
  const atual = await carregarUsuario(tx, id);
  await exigirLoginLivre(tx, input.login, id);
  const cidadaoId = await resolverCidadao(tx, input, { id, cidadaoId: atual.cidadaoId });
  await tx
    .update(usuario)
    .set({ ...valoresUsuario(input), cidadaoId, updatedAt: new Date() })
    .where(eq(usuario.id, id));
  await salvarLotacoes(tx, id, input.lotacoes, false);
}

/**
 * Replaces the password with a temporary one. senha_alterada_em goes back to null: the mark of a
 * password the user did not choose (the profile shows it; see docs/registros.md). Open sessions end
 * and a login lock is lifted, so only the new password works from now on; the next login must change it (issue 24).
 */
export async function redefinirSenha(tx: Tx, clienteId: number, id: number) {
  const u = await carregarUsuario(tx, id);
  const senha = await novaSenhaTemporaria(tx, clienteId);
  await tx
    .update(usuario)
    .set({ senhaHash: await hashSenha(senha), senhaAlteradaEm: null, trocarSenha: true, updatedAt: new Date() })
    .where(eq(usuario.id, id));
  await tx
    .update(sessao)
    .set({ encerradaEm: new Date() })
    .where(and(eq(sessao.usuarioId, id), isNull(sessao.encerradaEm)));
  await tx.delete(loginFalha).where(inArray(loginFalha.login, [u.login.toLowerCase(), u.cpf ?? '']));
  return senha;
}

/** Deletes a user that never worked (no session, no reference); otherwise the caller answers 409. */
export async function excluirUsuario(tx: Tx, id: number, proprioId: number) {
  await carregarUsuario(tx, id);
  if (id === proprioId) throw conflict('Não é possível excluir o próprio usuário.');
  await tx.delete(senhaRecuperacao).where(eq(senhaRecuperacao.usuarioId, id));
  await tx.delete(lotacao).where(eq(lotacao.usuarioId, id));
  await tx.delete(usuario).where(eq(usuario.id, id));
}
