import { MENSAGENS_DISPENSACAO_FARMACIA as M } from '@saude/shared';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../../db/client.js';
import type { AppDeps } from '../../../deps.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { verificarSenha } from '../../../lib/passwords.js';
import { bloqueioRestante, buscarUsuario, limparFalhas, registrarFalha } from '../../administracao/index.js';
import { ehSupervisor } from '../../cadastro/index.js';

/**
 * The early repeat's authorisation (spec 001 §7 farmacia/dispensacao `supervisor`, decision 0016): a pharmacy
 * supervisor types login and password at the counter; they are checked as the login checks them (the same lock
 * after repeated failures) and the user must supervise module 'farmacia'. The answer is a token for this
 * pharmacist, this pharmacy and a few minutes; the store checks it again and records who authorised and why.
 * The token is signed with the session key but names no session, so it never opens one (the bearer check finds
 * no session by its key).
 */
const CHAVE = 'farmacia:retirada-antecipada';
export const AUTORIZACAO_MINUTOS = 10;

type Resultado = { erro: 'bloqueado'; restante: number } | { erro: 'senha' | 'supervisor' } | { id: number; nome: string };

/** Checks the supervisor's credentials in the caller's transaction (a failure is counted: the caller commits it). */
export async function conferirSupervisor(tx: Tx, deps: AppDeps, login: string, senha: string): Promise<Resultado> {
  const restante = await bloqueioRestante(tx, login);
  if (restante > 0) return { erro: 'bloqueado', restante };
  const u = await buscarUsuario(tx, login);
  if (!u || u.bloqueado || !(await verificarSenha(u?.senhaHash, senha))) {
    await registrarFalha(tx, login, deps.config.LOGIN_MAX_FALHAS, deps.config.LOGIN_BLOQUEIO_MINUTOS);
    return { erro: 'senha' };
  }
  await limparFalhas(tx, login);
  if (!(await ehSupervisor(tx, u.id, 'farmacia'))) return { erro: 'supervisor' };
  return { id: u.id, nome: u.nome };
}

/** The refusal of a failed check, after the transaction that counted it committed. */
export function recusaSupervisor(r: Exclude<Resultado, { id: number }>) {
  if (r.erro === 'bloqueado')
    return unprocessable({ login: [`Muitas tentativas sem sucesso. Tente novamente em ${r.restante} minuto(s).`] });
  if (r.erro === 'supervisor') return unprocessable({ login: [M.naoSupervisor] });
  return unprocessable({ senha: [M.credenciaisInvalidas] });
}

export async function emitirAutorizacao(deps: AppDeps, req: FastifyRequest, supervisorId: number) {
  const expiraEm = new Date(Date.now() + AUTORIZACAO_MINUTOS * 60_000);
  const token = await deps.tokens.sign(
    { sid: CHAVE, cli: req.cliente.id, usr: supervisorId, lot: req.auth.usuarioId, cc: req.auth.centroCustoId },
    expiraEm,
  );
  return { token, expiraEm };
}

/** The supervisor a token names, if it was issued for this pharmacist at this pharmacy and has not expired; else null. */
export async function supervisorDaAutorizacao(deps: AppDeps, req: FastifyRequest, token: string): Promise<number | null> {
  const c = await deps.tokens.verify(token);
  if (!c || c.sid !== CHAVE || c.cli !== req.cliente.id || c.lot !== req.auth.usuarioId || c.cc !== req.auth.centroCustoId) return null;
  return c.usr;
}
