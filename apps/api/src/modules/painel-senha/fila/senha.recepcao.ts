import { MENSAGENS_SENHA, StatusSenha, type StatusSenhaId, StatusSenhaNome } from '@saude/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { fila } from '../../fila/index.js';
import { MODULO_SENHA } from '../constantes.js';
import { opcaoEntrada, prioridade } from '../registros.table.js';
import { senha } from '../senha.table.js';
import { aplicarAcaoSenha } from './senha.service.js';

/**
 * Tickets and reception are one flow (issue 16 item 5): the counter answers a ticket of a reception queue and
 * opens the emergency reception with it; receiving the patient links the ticket to them and closes its entry,
 * and the ticket's code goes with the patient into the care queue.
 */

export const MENSAGENS_SENHA_RECEPCAO = {
  naoEncontrada: 'Senha não encontrada nesta unidade.',
  encerrada: (codigo: string, status: StatusSenhaId) =>
    status === StatusSenha.EVADIDA ? `A senha ${codigo} foi encerrada por não comparecimento.` : `A senha ${codigo} já foi finalizada.`,
  outroPaciente: (codigo: string) => `A senha ${codigo} já foi vinculada a outro paciente.`,
} as const;

/** The ticket as the reception shows it (404 when this municipality has no such ticket). */
export async function senhaParaRecepcao(tx: Tx, senhaId: number) {
  const [s] = await tx
    .select({
      id: senha.id,
      codigo: senha.codigo,
      status: fila.status,
      opcaoEntradaId: opcaoEntrada.id,
      opcaoEntradaNome: opcaoEntrada.nome,
      prioridadeId: prioridade.id,
      prioridadeNome: prioridade.nome,
      pacienteId: senha.pacienteId,
      infraestruturaId: senha.infraestruturaId,
    })
    .from(senha)
    .innerJoin(fila, and(eq(fila.modulo, MODULO_SENHA), eq(fila.referenciaId, senha.id)))
    .innerJoin(opcaoEntrada, eq(opcaoEntrada.id, senha.opcaoEntradaId))
    .leftJoin(prioridade, eq(prioridade.id, senha.prioridadeId))
    .where(eq(senha.id, senhaId));
  if (!s) throw notFound(MENSAGENS_SENHA.naoEncontrada);
  const status = s.status as StatusSenhaId;
  return {
    id: s.id,
    codigo: s.codigo,
    status: { id: status, nome: StatusSenhaNome[status] },
    opcaoEntrada: { id: s.opcaoEntradaId, nome: s.opcaoEntradaNome },
    prioridade: s.prioridadeId ? { id: s.prioridadeId, nome: s.prioridadeNome ?? '' } : null,
    pacienteId: s.pacienteId,
    /** Where it was issued: a reception takes only its own location's tickets. */
    infraestruturaId: s.infraestruturaId,
  };
}

/**
 * The ticket of a queue entry of the panel (null when the entry is not a ticket): a reception opened from the
 * counter by the entry's id (spec 000 §2.3 `ambulatorio/recepcao/create/{filaId}`) translates it here.
 */
export async function senhaDaEntrada(tx: Tx, filaId: number): Promise<number | null> {
  const [e] = await tx
    .select({ senhaId: fila.referenciaId })
    .from(fila)
    .where(and(eq(fila.id, filaId), eq(fila.modulo, MODULO_SENHA)));
  return e?.senhaId ?? null;
}

/**
 * Links a ticket of the reception's unit to the patient received and closes its entry by the ticket profile of
 * the transitions table (a waiting or called ticket is answered first, then finalized), in the reception's
 * transaction. Refusals are 422 on `senha_id` (nothing is written: the caller's transaction rolls back).
 * Returns the code, which the care queue's entry carries (its Senha column).
 */
export async function vincularSenhaAoAtendimento(
  tx: Tx,
  ctx: { clienteId: number; usuarioId: number },
  senhaId: number,
  pacienteId: number,
  infraestruturaId: number,
): Promise<{ codigo: string }> {
  const [s] = await tx
    .select({ codigo: senha.codigo, infraestruturaId: senha.infraestruturaId, pacienteId: senha.pacienteId, status: fila.status })
    .from(senha)
    .innerJoin(fila, and(eq(fila.modulo, MODULO_SENHA), eq(fila.referenciaId, senha.id)))
    .where(eq(senha.id, senhaId))
    .for('update', { of: senha });
  if (!s || s.infraestruturaId !== infraestruturaId) throw unprocessable({ senha_id: [MENSAGENS_SENHA_RECEPCAO.naoEncontrada] });
  if (s.pacienteId !== null && s.pacienteId !== pacienteId)
    throw unprocessable({ senha_id: [MENSAGENS_SENHA_RECEPCAO.outroPaciente(s.codigo)] });
  const status = s.status as StatusSenhaId;
  if (status === StatusSenha.FINALIZADA || status === StatusSenha.EVADIDA)
    throw unprocessable({ senha_id: [MENSAGENS_SENHA_RECEPCAO.encerrada(s.codigo, status)] });
  if (status !== StatusSenha.EM_ATENDIMENTO) await aplicarAcaoSenha(tx, ctx, { senhaId, acao: 'atender' });
  await aplicarAcaoSenha(tx, ctx, { senhaId, acao: 'finalizar' });
  await tx.update(senha).set({ pacienteId, updatedAt: new Date() }).where(eq(senha.id, senhaId));
  return { codigo: s.codigo };
}
