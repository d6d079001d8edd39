import { MENSAGENS_FAA, OcorrenciaAtendimento, PENDENCIA_FAA_NOME, type PendenciaFaa } from '@saude/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { atendimento, atendimentoOcorrencia, atendimentoProcedimento, StatusAtendimento } from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { atendimentoParaEscrita } from '../atendimento/atendimento.service.js';
import { procedimentosAFaturar } from './faturamento.js';
import { situacaoDasFaas } from './pendencias.js';

interface Quem {
  usuarioId: number;
  /** The session's location: an FAA of another location is not found. */
  infraestruturaId: number;
}

/**
 * Closes FAAs already locked and checked: writes what they bill, marks them closed and records the
 * occurrence. The billed rows are computed here, at closing, from the clinical record as it stands.
 */
async function fecharProntas(tx: Tx, usuarioId: number, ids: number[]) {
  if (!ids.length) return;
  const procedimentos = await procedimentosAFaturar(tx, ids);
  if (procedimentos.length) await tx.insert(atendimentoProcedimento).values(procedimentos);
  const agora = new Date();
  const feitas = await tx
    .update(atendimento)
    .set({ status: StatusAtendimento.FECHADO, fechadoEm: agora, fechadoPor: usuarioId, updatedAt: agora, updatedBy: usuarioId })
    .where(and(inArray(atendimento.id, ids), eq(atendimento.status, StatusAtendimento.ABERTO)))
    .returning({ id: atendimento.id });
  if (feitas.length !== ids.length) throw new Error('FAA fechada por outra transação apesar do bloqueio');
  await tx
    .insert(atendimentoOcorrencia)
    .values(ids.map((atendimentoId) => ({ atendimentoId, tipo: OcorrenciaAtendimento.FECHAMENTO, usuarioId, em: agora })));
}

const nomesDasPendencias = (p: PendenciaFaa[]) => p.map((c) => PENDENCIA_FAA_NOME[c]);

/**
 * Closes one FAA (fechamento-faa): locked FOR UPDATE, so of two clerks closing it at once one wins and the
 * other finds it closed (422). Refused with its pendências, nothing written.
 */
export async function fecharFaa(tx: Tx, quem: Quem, atendimentoId: number) {
  const a = await atendimentoParaEscrita(tx, atendimentoId);
  const situacao = (await situacaoDasFaas(tx, [atendimentoId])).get(atendimentoId);
  if (!situacao || situacao.infraestruturaId !== quem.infraestruturaId) throw notFound(MENSAGENS_FAA.naoEncontrada);
  if (situacao.pendencias.length)
    throw unprocessable({ pendencias: nomesDasPendencias(situacao.pendencias) }, MENSAGENS_FAA.naoPodeFechar(a.numero));
  await fecharProntas(tx, quem.usuarioId, [atendimentoId]);
  return { id: atendimentoId, numero: a.numero, message: MENSAGENS_FAA.fechada(a.numero) };
}

export interface ResultadoMassa {
  atendimentoId: number;
  numero: number | null;
  fechada: boolean;
  /** Why not: the pendências' names, or that it is closed, cancelled or not of this location. */
  motivos: string[];
}

/**
 * Bulk closing (fechamento-faa-massa): every FAA asked for is locked in id order (two bulk closings never
 * deadlock), the ready ones are closed and the others answered with their reasons, in one transaction.
 */
export async function fecharFaasEmMassa(tx: Tx, quem: Quem, ids: number[]): Promise<ResultadoMassa[]> {
  await tx.select({ id: atendimento.id }).from(atendimento).where(inArray(atendimento.id, ids)).orderBy(asc(atendimento.id)).for('update');
  const situacoes = await situacaoDasFaas(tx, ids);
  const resultado = ids.map((id): ResultadoMassa => {
    const s = situacoes.get(id);
    if (!s || s.infraestruturaId !== quem.infraestruturaId)
      return { atendimentoId: id, numero: null, fechada: false, motivos: [MENSAGENS_FAA.naoEncontrada] };
    const base = { atendimentoId: id, numero: s.numero };
    if (s.status === StatusAtendimento.FECHADO) return { ...base, fechada: false, motivos: [MENSAGENS_FAA.jaFechada] };
    if (s.status === StatusAtendimento.CANCELADO) return { ...base, fechada: false, motivos: [MENSAGENS_FAA.faaCancelada] };
    if (s.pendencias.length) return { ...base, fechada: false, motivos: nomesDasPendencias(s.pendencias) };
    return { ...base, fechada: true, motivos: [] };
  });
  await fecharProntas(
    tx,
    quem.usuarioId,
    resultado.filter((r) => r.fechada).map((r) => r.atendimentoId),
  );
  return resultado;
}
