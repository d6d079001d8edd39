import { ENCERRAMENTO_FRASCO, hojeIso } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { type ContextoEstoque, type DocumentoEstoque, type MovimentoGravado, retirar } from '../../estoque/index.js';

/**
 * Multi-dose vials (issue 20 "Rooms and vaccine stock"). Stock is counted in doses: every dose applied leaves the room's
 * lot (`aplicacao_vacina`); the vial only says how many of the lot's doses sit in an opened vial and until when. When
 * its validity after opening passes, what is left becomes a recorded technical loss (`perda_frasco_aberto`).
 */

export interface ContextoFrasco extends ContextoEstoque {
  /** The clock (tests move it); now by default. */
  agora?: Date;
}

export interface DoseDoLote {
  centroCustoId: number;
  loteId: number;
  vacinaId: number;
  data: string;
  documento: DocumentoEstoque;
}

export interface DoseRetirada {
  movimento: MovimentoGravado;
  /** The vial the dose came from (null for a single-dose presentation). */
  frascoId: number | null;
}

const instante = (ctx: ContextoFrasco) => (ctx.agora ?? new Date()).toISOString();

/** Doses per vial of a lot (the entry's presentation, else the vaccine's) and the validity after opening in hours. */
async function apresentacao(tx: Tx, loteId: number, vacinaId: number) {
  const { rows } = await tx.execute(sql`
    select coalesce(vl.doses_por_frasco, v.doses_por_frasco) as doses, v.validade_frasco_aberto_horas as horas, v.material_id
      from vacina v left join vacina_lote vl on vl.lote_id = ${loteId}
     where v.id = ${vacinaId}`);
  const r = rows[0];
  return { doses: Number(r?.doses ?? 1), horas: r?.horas == null ? null : Number(r.horas), materialId: Number(r?.material_id) };
}

async function saldoDoLote(tx: Tx, centroCustoId: number, loteId: number): Promise<number> {
  const { rows } = await tx.execute(
    sql`select quantidade from estoque_saldo where centro_custo_id = ${centroCustoId} and lote_id = ${loteId}`,
  );
  return Number(rows[0]?.quantidade ?? 0);
}

/**
 * Closes a vial that is still open (the winner of concurrent closers records the loss once): the doses left, as
 * far as the lot still holds them, leave as `perda_frasco_aberto`.
 */
async function encerrarComPerda(
  tx: Tx,
  ctx: ContextoFrasco,
  frascoId: number,
  motivo: typeof ENCERRAMENTO_FRASCO.vencido | typeof ENCERRAMENTO_FRASCO.descartado,
  texto: string,
): Promise<{ perdidas: number } | null> {
  const { rows } = await tx.execute(sql`
    update vacina_frasco_aberto set encerrado_em = ${instante(ctx)}, motivo_encerramento = ${motivo}
     where id = ${frascoId} and encerrado_em is null
     returning centro_custo_id, lote_id, vacina_id, doses_restantes`);
  const f = rows[0];
  if (!f) return null;
  const centroCustoId = Number(f.centro_custo_id);
  const loteId = Number(f.lote_id);
  const perdidas = Math.min(Number(f.doses_restantes), await saldoDoLote(tx, centroCustoId, loteId));
  if (perdidas > 0) {
    const { materialId } = await apresentacao(tx, loteId, Number(f.vacina_id));
    const [m] = await retirar(tx, ctx, {
      tipo: 'perda_frasco_aberto',
      centroCustoId,
      data: ctx.hoje ?? hojeIso(),
      materialId,
      quantidade: perdidas,
      loteId,
      documento: { tipo: 'frasco_aberto', id: frascoId },
      motivo: texto,
    });
    await tx.execute(sql`update vacina_frasco_aberto set perda_movimento_id = ${m.movimentoId} where id = ${frascoId}`);
  }
  return { perdidas };
}

/** Closes the room's open vials whose validity has passed, recording the doses left as a loss. Returns how many closed. */
export async function encerrarFrascosVencidos(tx: Tx, ctx: ContextoFrasco, centroCustoId: number): Promise<number> {
  const { rows } = await tx.execute(sql`
    select id from vacina_frasco_aberto
     where centro_custo_id = ${centroCustoId} and encerrado_em is null and vence_em <= ${instante(ctx)}
     order by vence_em`);
  let n = 0;
  for (const r of rows) {
    const feito = await encerrarComPerda(tx, ctx, Number(r.id), ENCERRAMENTO_FRASCO.vencido, 'Validade do frasco aberto expirada');
    if (feito) n++;
  }
  return n;
}

/** Discards an open vial by hand (contamination, broken cold chain …): the doses left become a technical loss. */
export async function descartarFrasco(tx: Tx, ctx: ContextoFrasco, frascoId: number, motivo: string) {
  return encerrarComPerda(tx, ctx, frascoId, ENCERRAMENTO_FRASCO.descartado, motivo);
}

/**
 * One dose applied from a lot of the room: the dose leaves the stock (refused with the engine's message when the lot
 * has none, is expired or is of another vaccine) and, for a multi-dose presentation, comes from the open vial of the
 * lot — or opens a new one, valid for the vaccine's hours. Expired vials of the room are closed first.
 */
export async function retirarDoseDoLote(tx: Tx, ctx: ContextoFrasco, p: DoseDoLote): Promise<DoseRetirada> {
  await encerrarFrascosVencidos(tx, ctx, p.centroCustoId);
  const ap = await apresentacao(tx, p.loteId, p.vacinaId);
  const [movimento] = await retirar(tx, ctx, {
    tipo: 'aplicacao_vacina',
    centroCustoId: p.centroCustoId,
    data: p.data,
    materialId: ap.materialId,
    quantidade: 1,
    loteId: p.loteId,
    documento: p.documento,
  });
  if (ap.doses <= 1) return { movimento, frascoId: null };
  const agora = instante(ctx);
  for (let tentativa = 0; tentativa < 3; tentativa++) {
    const { rows: usado } = await tx.execute(sql`
      update vacina_frasco_aberto
         set doses_restantes = doses_restantes - 1,
             encerrado_em = case when doses_restantes = 1 then ${agora}::timestamptz end,
             motivo_encerramento = case when doses_restantes = 1 then ${ENCERRAMENTO_FRASCO.esgotado}::smallint end
       where centro_custo_id = ${p.centroCustoId} and lote_id = ${p.loteId} and encerrado_em is null
         and vence_em > ${agora} and doses_restantes > 0
       returning id`);
    if (usado[0]) return { movimento, frascoId: Number(usado[0].id) };
    // a new vial: its other doses are what the lot still holds, up to the presentation
    const restantes = Math.min(ap.doses - 1, await saldoDoLote(tx, p.centroCustoId, p.loteId));
    const vence = new Date((ctx.agora ?? new Date()).getTime() + (ap.horas ?? 0) * 3_600_000).toISOString();
    const { rows: aberto } = await tx.execute(sql`
      insert into vacina_frasco_aberto (centro_custo_id, lote_id, vacina_id, aberto_em, vence_em, doses_frasco, doses_restantes,
                                        aberto_por_id, encerrado_em, motivo_encerramento)
      values (${p.centroCustoId}, ${p.loteId}, ${p.vacinaId}, ${agora}, ${vence}, ${ap.doses}, ${restantes}, ${ctx.usuarioId ?? null},
              ${restantes === 0 ? agora : null}, ${restantes === 0 ? ENCERRAMENTO_FRASCO.esgotado : null})
      on conflict do nothing
      returning id`);
    if (aberto[0]) {
      // without a validity after opening the vial's other doses are lost at once (used immediately)
      if (ap.horas == null && restantes > 0) {
        await encerrarComPerda(tx, ctx, Number(aberto[0].id), ENCERRAMENTO_FRASCO.vencido, 'Frasco multidose sem validade após aberto');
      }
      return { movimento, frascoId: Number(aberto[0].id) };
    }
    // another nurse opened a vial of this lot at the same moment: take the dose from it
  }
  throw new Error('retirarDoseDoLote: frasco aberto em disputa');
}

/** A cancelled application: the dose returns to its open vial when that vial is still in use. */
export async function devolverDoseAoFrasco(tx: Tx, ctx: ContextoFrasco, frascoId: number | null) {
  if (!frascoId) return;
  await tx.execute(sql`
    update vacina_frasco_aberto set doses_restantes = doses_restantes + 1
     where id = ${frascoId} and encerrado_em is null and vence_em > ${instante(ctx)} and doses_restantes < doses_frasco`);
}
