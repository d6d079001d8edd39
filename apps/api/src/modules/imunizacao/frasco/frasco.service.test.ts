import { ENCERRAMENTO_FRASCO } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/helpers.js';
import {
  centroPorNome,
  clienteDemo,
  dia,
  emTenant,
  estocar,
  hoje,
  novaVacina,
  SALA_POLI,
  saldo,
} from '../distribuicao/distribuicao.fixtures.js';
import { descartarFrasco, encerrarFrascosVencidos, retirarDoseDoLote } from './frasco.service.js';

let ctx: TestContext;
let clienteId: number;
let sala: number;
beforeAll(async () => {
  ctx = await createTestContext();
  clienteId = await clienteDemo(ctx);
  sala = await centroPorNome(ctx, clienteId, SALA_POLI);
});
afterAll(() => ctx.close());

const t0 = new Date('2026-01-10T12:00:00Z');
const horas = (h: number) => new Date(t0.getTime() + h * 3_600_000);

async function cenario(dosesPorFrasco: number, doses: number) {
  const v = await novaVacina(ctx, clienteId, 'Vacina frasco teste', dosesPorFrasco);
  const loteId = await estocar(ctx, clienteId, v, { centroCustoId: sala, lote: 'FR', validade: dia(200), doses, dosesPorFrasco });
  const dose = (agora = t0, documentoId = 1) =>
    emTenant(ctx, clienteId, (tx) =>
      retirarDoseDoLote(
        tx,
        { agora, hoje },
        { centroCustoId: sala, loteId, vacinaId: v.id, data: hoje, documento: { tipo: 'teste', id: documentoId } },
      ),
    );
  const frascos = () =>
    emTenant(ctx, clienteId, async (tx) =>
      (
        await tx.execute(sql`
          select id, doses_restantes, encerrado_em is not null as encerrado, motivo_encerramento, perda_movimento_id
            from vacina_frasco_aberto where lote_id = ${loteId} order by id`)
      ).rows.map((r) => ({
        id: Number(r.id),
        restantes: Number(r.doses_restantes),
        encerrado: Boolean(r.encerrado),
        motivo: r.motivo_encerramento == null ? null : Number(r.motivo_encerramento),
        perda: r.perda_movimento_id != null,
      })),
    );
  const perdas = () =>
    emTenant(ctx, clienteId, async (tx) =>
      Number(
        (
          await tx.execute(
            sql`select coalesce(-sum(quantidade), 0)::int as q from estoque_movimento where lote_id = ${loteId} and tipo = 'perda_frasco_aberto'`,
          )
        ).rows[0].q,
      ),
    );
  return { v, loteId, dose, frascos, perdas, saldo: () => saldo(ctx, clienteId, sala, v.materialId) };
}

describe('imunizacao/frasco.service', () => {
  it('the first dose opens a vial, the next comes from it; the last empties and closes it', async () => {
    const c = await cenario(5, 12);
    const d1 = await c.dose();
    expect(d1.frascoId).not.toBeNull();
    expect(await c.frascos()).toEqual([{ id: d1.frascoId, restantes: 4, encerrado: false, motivo: null, perda: false }]);
    const d2 = await c.dose(horas(1));
    expect(d2.frascoId).toBe(d1.frascoId);
    for (let i = 0; i < 3; i++) await c.dose(horas(2));
    expect((await c.frascos())[0]).toMatchObject({ restantes: 0, encerrado: true, motivo: ENCERRAMENTO_FRASCO.esgotado });
    const d6 = await c.dose(horas(3));
    expect(d6.frascoId).not.toBe(d1.frascoId);
    expect(await c.saldo()).toBe(6);
  });

  it('a vial past its hours closes on the next read: the doses left become one loss movement', async () => {
    const c = await cenario(10, 30);
    await c.dose();
    await c.dose(horas(1));
    // the test vaccine keeps an opened vial 6 hours
    const fechados = await emTenant(ctx, clienteId, (tx) => encerrarFrascosVencidos(tx, { agora: horas(7), hoje }, sala));
    expect(fechados).toBeGreaterThanOrEqual(1);
    expect((await c.frascos())[0]).toMatchObject({ restantes: 8, encerrado: true, motivo: ENCERRAMENTO_FRASCO.vencido, perda: true });
    expect(await c.perdas()).toBe(8);
    expect(await c.saldo()).toBe(20);
    // closing again records nothing more
    await emTenant(ctx, clienteId, (tx) => encerrarFrascosVencidos(tx, { agora: horas(8), hoje }, sala));
    expect(await c.perdas()).toBe(8);
    // the next dose opens a new vial
    const d = await c.dose(horas(8));
    expect((await c.frascos()).at(-1)).toMatchObject({ id: d.frascoId, restantes: 9, encerrado: false });
  });

  it('a discarded vial loses its doses left, once', async () => {
    const c = await cenario(10, 10);
    const d = await c.dose();
    const r = await emTenant(ctx, clienteId, (tx) => descartarFrasco(tx, { agora: horas(1), hoje }, d.frascoId as number, 'Contaminação'));
    expect(r).toEqual({ perdidas: 9 });
    expect(await emTenant(ctx, clienteId, (tx) => descartarFrasco(tx, { hoje }, d.frascoId as number, 'De novo'))).toBeNull();
    expect((await c.frascos())[0]).toMatchObject({ encerrado: true, motivo: ENCERRAMENTO_FRASCO.descartado, perda: true });
    expect(await c.saldo()).toBe(0);
  });

  it('a single-dose presentation opens no vial', async () => {
    const c = await cenario(1, 3);
    expect((await c.dose()).frascoId).toBeNull();
    expect(await c.frascos()).toEqual([]);
    expect(await c.saldo()).toBe(2);
  });

  it('20 simultaneous doses from a lot of 10: exactly 10 succeed, stock never negative, vials consistent', async () => {
    const c = await cenario(5, 10);
    const resultados = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => c.dose(t0, i + 1)));
    const ok = resultados.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(10);
    for (const r of resultados.filter((x) => x.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason.statusCode).toBe(422);
    }
    expect(await c.saldo()).toBe(0);
    const f = await c.frascos();
    // 10 doses of 5-dose vials: two vials, both emptied, nothing lost
    expect(f).toHaveLength(2);
    expect(f.every((x) => x.encerrado && x.restantes === 0 && x.motivo === ENCERRAMENTO_FRASCO.esgotado)).toBe(true);
    expect(await c.perdas()).toBe(0);
  });
});
