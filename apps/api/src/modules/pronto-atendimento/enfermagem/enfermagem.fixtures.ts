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

export interface Parte {
  nome: string;
  valor: string | Buffer;
  arquivo?: string;
  tipo?: string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(partes: Parte[]) {
  const limite = '----saude-enfermagem';
  const blocos = partes.map((p) => {
    const disp = p.arquivo ? `form-data; name="${p.nome}"; filename="${p.arquivo}"` : `form-data; name="${p.nome}"`;
    const tipo = p.arquivo ? `\r\nContent-Type: ${p.tipo ?? 'application/octet-stream'}` : '';
    return Buffer.concat([
      Buffer.from(`--${limite}\r\nContent-Disposition: ${disp}${tipo}\r\n\r\n`),
      Buffer.from(p.valor),
      Buffer.from('\r\n'),
    ]);
  });
  return {
    payload: Buffer.concat([...blocos, Buffer.from(`--${limite}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
  };
}

/** The smallest valid PNG (1×1 transparent pixel). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
