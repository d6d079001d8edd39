import { MENSAGENS_FAA, type MotivoFaa, OcorrenciaAtendimento, STATUS_FILA_ATIVOS } from '@saude/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import {
  atendimento,
  atendimentoMedico,
  atendimentoOcorrencia,
  atendimentoProcedimento,
  StatusAtendimento,
} from '../../../db/schema/index.js';
import { conflict, notFound, unprocessable } from '../../../lib/http-errors.js';
import { aplicarAcaoFila, fila } from '../../fila/index.js';
import { atendimentoParaEscrita } from '../atendimento/atendimento.service.js';
import { MODULO_PA } from '../constantes.js';

interface Quem {
  clienteId: number;
  usuarioId: number;
  infraestruturaId: number;
}

async function localDa(tx: Tx, atendimentoId: number) {
  const [a] = await tx
    .select({ infraestruturaId: atendimento.infraestruturaId })
    .from(atendimento)
    .where(eq(atendimento.id, atendimentoId));
  return a?.infraestruturaId ?? null;
}

/**
 * Reopens a closed or cancelled FAA (reabertura-atendimento): open again, its billed rows deleted (the next
 * closing computes them anew from the record as it will be), the reason kept as an occurrence.
 */
export async function reabrirFaa(tx: Tx, quem: Quem, atendimentoId: number, { motivo }: MotivoFaa) {
  const [a] = await tx
    .select({ id: atendimento.id, numero: atendimento.numero, status: atendimento.status, pacienteId: atendimento.pacienteId })
    .from(atendimento)
    .where(and(eq(atendimento.id, atendimentoId), eq(atendimento.infraestruturaId, quem.infraestruturaId)))
    .for('update');
  if (!a) throw notFound(MENSAGENS_FAA.naoEncontrada);
  if (a.status === StatusAtendimento.ABERTO) throw unprocessable({ atendimento_id: [MENSAGENS_FAA.naoFechadaNemCancelada] });
  // one open attendance per patient and location, as the reception keeps it
  const [outra] = await tx
    .select({ numero: atendimento.numero })
    .from(atendimento)
    .where(
      and(
        eq(atendimento.pacienteId, a.pacienteId),
        eq(atendimento.infraestruturaId, quem.infraestruturaId),
        eq(atendimento.status, StatusAtendimento.ABERTO),
        ne(atendimento.id, a.id),
      ),
    );
  if (outra) throw conflict(MENSAGENS_FAA.outraAberta(outra.numero));
  await tx.delete(atendimentoProcedimento).where(eq(atendimentoProcedimento.atendimentoId, a.id));
  const agora = new Date();
  await tx
    .update(atendimento)
    .set({ status: StatusAtendimento.ABERTO, fechadoEm: null, fechadoPor: null, updatedAt: agora, updatedBy: quem.usuarioId })
    .where(eq(atendimento.id, a.id));
  await tx
    .insert(atendimentoOcorrencia)
    .values({ atendimentoId: a.id, tipo: OcorrenciaAtendimento.REABERTURA, motivo, usuarioId: quem.usuarioId, em: agora });
  return { id: a.id, numero: a.numero, message: MENSAGENS_FAA.reaberta(a.numero) };
}

/**
 * Cancels an open FAA registered by mistake or twice: only before any doctor evaluation. Its queue entries
 * leave the queues through the transitions table's "cancelar" (finalized, the reason on the move), so every
 * screen showing them is told.
 */
export async function cancelarFaa(tx: Tx, quem: Quem, atendimentoId: number, { motivo }: MotivoFaa) {
  const a = await atendimentoParaEscrita(tx, atendimentoId);
  if ((await localDa(tx, a.id)) !== quem.infraestruturaId) throw notFound(MENSAGENS_FAA.naoEncontrada);
  const [avaliacao] = await tx
    .select({ id: atendimentoMedico.id })
    .from(atendimentoMedico)
    .where(eq(atendimentoMedico.atendimentoId, a.id))
    .limit(1);
  if (avaliacao) throw unprocessable({ atendimento_id: [MENSAGENS_FAA.comAvaliacaoMedica] });
  const entradas = await tx
    .select({ id: fila.id, status: fila.status })
    .from(fila)
    .where(and(eq(fila.referenciaId, a.id), eq(fila.modulo, MODULO_PA), inArray(fila.status, [...STATUS_FILA_ATIVOS])));
  // the queue's own cancel (issue 24): a waiting entry is never "attended" by the clerk, so it stays out of the
  // door-to-doctor time
  for (const e of entradas) await aplicarAcaoFila(tx, quem, { filaId: e.id, modulo: MODULO_PA, acao: 'cancelar', detalhe: motivo });
  const agora = new Date();
  await tx
    .update(atendimento)
    .set({ status: StatusAtendimento.CANCELADO, updatedAt: agora, updatedBy: quem.usuarioId })
    .where(eq(atendimento.id, a.id));
  await tx
    .insert(atendimentoOcorrencia)
    .values({ atendimentoId: a.id, tipo: OcorrenciaAtendimento.CANCELAMENTO, motivo, usuarioId: quem.usuarioId, em: agora });
  return { id: a.id, numero: a.numero, message: MENSAGENS_FAA.cancelada(a.numero) };
}
