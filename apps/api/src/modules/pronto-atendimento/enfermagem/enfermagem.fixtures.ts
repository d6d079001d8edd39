import { and, eq, sql } from 'drizzle-orm';
import { type Tx, withTenant } from '../../../db/client.js';
import { atendimentoMedico, auditoria, prescricaoItem, usuario } from '../../../db/schema/index.js';
import type { PaFixture } from '../pa.fixtures.js';

/**
 * Test fixtures of the nursing and observation suites: a doctor evaluation with internal-prescription items
 * written straight into the database (the doctor's route is built elsewhere), a multipart body, and the
 * count of audited reads of an FAA.
 */
export async function prescrever(
  f: PaFixture,
  atendimentoId: number,
  itens: Partial<typeof prescricaoItem.$inferInsert>[],
): Promise<{ atendimentoMedicoId: number; itens: number[] }> {
  return withTenant(f.ctx.database.db, { clienteId: f.clienteId }, async (tx) => {
    const [medico] = await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.login, 'medico'));
    const [am] = await tx
      .insert(atendimentoMedico)
      .values({
        atendimentoId,
        usuarioId: medico?.id as number,
        anamnese: 'Dor abdominal em cólica',
        conduta: 'Analgesia e reavaliação',
        destino: 6,
      })
      .returning({ id: atendimentoMedico.id });
    const ids: number[] = [];
    for (const item of itens) {
      const [p] = await tx
        .insert(prescricaoItem)
        .values({ atendimentoId, atendimentoMedicoId: am?.id as number, descricao: 'Dipirona 500 mg/ml', ...item })
        .returning({ id: prescricaoItem.id });
      ids.push(p?.id as number);
    }
    return { atendimentoMedicoId: am?.id as number, itens: ids };
  });
}

/** Runs a query inside the demo municipality (the tables are guarded by the tenant policy). */
export function noMunicipio<T>(f: PaFixture, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withTenant(f.ctx.database.db, { clienteId: f.clienteId }, fn);
}

export async function leiturasAuditadas(f: PaFixture, atendimentoId: number, rota: string): Promise<number> {
  return noMunicipio(f, async (tx) => {
    const [r] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(auditoria)
      .where(
        and(
          eq(auditoria.acao, 'LEITURA'),
          eq(auditoria.tabela, 'atendimento'),
          eq(auditoria.registroId, atendimentoId),
          sql`${auditoria.depois}->>'rota' = ${rota}`,
        ),
      );
    return r?.n ?? 0;
  });
}

// the multipart body and the 1-pixel PNG moved to the core test helpers (the imaging module's tests send files too)
export { multipart, type Parte, PNG_1PX } from '../../../../test/helpers.js';
