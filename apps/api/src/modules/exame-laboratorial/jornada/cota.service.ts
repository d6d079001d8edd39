import { type LabCotaItem, SITUACAO_EXAME_LAB } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { moedaBr as formatMoeda } from '../../../lib/print/formatos.js';

/**
 * What a requesting unit used of a laboratory in a month: its non-cancelled exams of non-cancelled schedulings
 * whose collection falls in the month, counted and summed at the SIGTAP value kept at booking.
 */
const consumo = (laboratorio: SQL, unidade: SQL, competencia: SQL) => sql`
  (select count(*)::int as quantidade, coalesce(sum(e.valor), 0)::numeric as valor
     from lab_agendamento la
     join agendamento a on a.id = la.agendamento_id
     join lab_agendamento_exame e on e.lab_agendamento_id = la.id
    where la.laboratorio_id = ${laboratorio} and la.unidade_solicitante_id = ${unidade}
      and to_char(a.data, 'YYYY-MM') = ${competencia}
      and a.status <> 5 and e.situacao <> ${SITUACAO_EXAME_LAB.cancelado})`;

/** The quotas matching a condition over `c`, each with its consumption. */
export async function listarCotas(tx: Tx, onde: SQL): Promise<LabCotaItem[]> {
  const { rows } = await tx.execute(sql`
    select c.id, c.laboratorio_id, l.nome as laboratorio_nome, c.unidade_solicitante_id, un.nome_fantasia as unidade_nome,
           c.competencia, c.quantidade, c.valor_teto, u.quantidade as usada, u.valor as valor_usado
      from lab_cota c
      join laboratorio l on l.id = c.laboratorio_id
      join unidade un on un.id = c.unidade_solicitante_id
      cross join lateral ${consumo(sql`c.laboratorio_id`, sql`c.unidade_solicitante_id`, sql`c.competencia`)} u
     where ${onde}
     order by c.competencia desc, un.nome_fantasia collate "und-x-icu", c.id`);
  return (rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    laboratorioId: Number(r.laboratorio_id),
    laboratorioNome: String(r.laboratorio_nome),
    unidadeSolicitanteId: Number(r.unidade_solicitante_id),
    unidadeSolicitanteNome: String(r.unidade_nome),
    competencia: String(r.competencia),
    quantidade: Number(r.quantidade),
    valorTeto: r.valor_teto == null ? null : Number(r.valor_teto),
    quantidadeUsada: Number(r.usada),
    valorUsado: Number(r.valor_usado),
  }));
}

export interface ConsumoPedido {
  laboratorioId: number;
  unidadeSolicitanteId: number;
  /** The collection day (YYYY-MM-DD): its month is the quota's. */
  data: string;
  quantidade: number;
  valor: number;
}

/**
 * Checks a booking against the quota of its requesting unit, month and laboratory, holding the quota's row
 * (`FOR UPDATE`) until the booking's transaction ends: bookings of one unit and month run one after another,
 * each counting what the previous committed, so neither the count nor the ceiling is ever passed. Without a
 * quota row the unit is not limited. `bloquear` false (the settings): the excess is returned as a warning.
 */
export async function reservarCota(tx: Tx, p: ConsumoPedido, bloquear: boolean): Promise<string | null> {
  const competencia = p.data.slice(0, 7);
  const { rows } = await tx.execute(sql`
    select id, quantidade, valor_teto from lab_cota
     where laboratorio_id = ${p.laboratorioId} and unidade_solicitante_id = ${p.unidadeSolicitanteId} and competencia = ${competencia}
     for update`);
  const cota = rows[0] as { id: number; quantidade: number | string; valor_teto: string | null } | undefined;
  if (!cota) return null;
  const { rows: uso } = await tx.execute(
    sql`select * from ${consumo(sql`${p.laboratorioId}`, sql`${p.unidadeSolicitanteId}`, sql`${competencia}`)} u`,
  );
  const usado = uso[0] as { quantidade: number; valor: string };
  const mes = `${competencia.slice(5)}/${competencia.slice(0, 4)}`;
  const problemas: string[] = [];
  const limite = Number(cota.quantidade);
  const restam = limite - Number(usado.quantidade);
  if (p.quantidade > restam)
    problemas.push(
      `Cota da unidade solicitante esgotada para ${mes}: ${limite} exames, ${Math.max(restam, 0)} restante(s), ${p.quantidade} pedido(s).`,
    );
  if (cota.valor_teto !== null) {
    const teto = Number(cota.valor_teto);
    const saldo = Math.round((teto - Number(usado.valor)) * 100) / 100;
    if (p.valor > saldo + 1e-9)
      problemas.push(
        `Teto financeiro da unidade solicitante excedido para ${mes}: saldo de ${formatMoeda(Math.max(saldo, 0))}, exames de ${formatMoeda(p.valor)}.`,
      );
  }
  if (!problemas.length) return null;
  if (bloquear) throw unprocessable({ unidade_solicitante_id: problemas }, problemas[0]);
  return problemas.join(' ');
}
