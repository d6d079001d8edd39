import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.js';
import { auditoria } from '../db/schema/index.js';

/**
 * Records a read of a patient's clinical record (architecture §5: every read of a clinical record is audited, by
 * code; writes by the trigger). `tabela`/`registroId` name the record read; `pacienteId` goes into the row so
 * the LGPD trail ("who saw my data") finds it whatever the table. Only the route is kept, never clinical text.
 */
export async function auditarLeitura(
  tx: Tx,
  req: FastifyRequest,
  leitura: { tabela: string; registroId: number; pacienteId?: number | null; rota: string },
) {
  await tx.insert(auditoria).values({
    usuarioId: req.auth.usuarioId,
    lotacaoId: req.auth.lotacaoId,
    acao: 'LEITURA',
    tabela: leitura.tabela,
    registroId: leitura.registroId,
    depois: { rota: leitura.rota, ...(leitura.pacienteId ? { paciente_id: leitura.pacienteId } : {}) },
    pacienteId: leitura.pacienteId ?? null,
    requestId: String(req.id),
  });
}
