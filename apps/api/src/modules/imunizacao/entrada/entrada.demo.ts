import { hojeIso, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { gravarBaixaVacina } from '../baixa/baixa.routes.js';
import { gravarEntrada } from './entrada.service.js';

/** [days ago, supply note, [calendar sigla, lot, days to expiry, vials]] received at the cold store. */
const ENTRADAS: [number, string, [string, string, number, number][]][] = [
  [
    75,
    '10231',
    [
      ['INF', 'FLU25X01', 160, 60],
      ['DT', 'DT25X02', 400, 30],
    ],
  ],
  [
    45,
    '10488',
    [
      ['SCR', 'SCR25X03', 300, 25],
      ['HB', 'HB25X04', 330, 20],
      ['FA', 'FA25X05', 200, 30],
    ],
  ],
  [
    12,
    '10902',
    [
      ['COVID', 'CV25X06', 120, 40],
      ['VIP', 'VIP25X07', 350, 15],
    ],
  ],
];

/**
 * Demo of the stock screens (issue 20): three SES supply notes at the cold store over the last months and two
 * losses in the first room (a broken vial, a cold chain failure). Open vials come with the records' demo.
 */
export async function seedEntradasBaixasDemo(
  tx: Tx,
  e: { redeFrio: number; salas: number[]; coordenadora: number | null; enfermeira: number | null },
) {
  const hoje = hojeIso();
  const { rows } = await tx.execute(
    sql`select id, calendario_sigla, doses_por_frasco, fabricante_id from vacina where material_id is not null`,
  );
  const vacinas = new Map(
    rows.map((r) => [
      String(r.calendario_sigla),
      { id: Number(r.id), porFrasco: Number(r.doses_por_frasco), fabricanteId: r.fabricante_id == null ? null : Number(r.fabricante_id) },
    ]),
  );
  for (const [dias, nota, linhas] of ENTRADAS) {
    const itens = linhas
      .filter(([sigla]) => vacinas.has(sigla))
      .map(([sigla, lote, validade, frascos]) => {
        const v = vacinas.get(sigla) as { id: number; porFrasco: number; fabricanteId: number | null };
        return {
          vacinaId: v.id,
          lote,
          fabricanteId: v.fabricanteId,
          validade: somarDias(hoje, validade),
          dosesPorFrasco: v.porFrasco,
          unidade: 'frasco' as const,
          quantidade: frascos,
        };
      });
    if (!itens.length) continue;
    await gravarEntrada(tx, { usuarioId: e.coordenadora, hoje }, e.redeFrio, {
      data: somarDias(hoje, -dias),
      origem: 'SES — Rede de Frio Estadual',
      documento: `Nota de fornecimento nº ${nota}`,
      observacao: null,
      itens,
    });
  }
  const sala = e.salas[0];
  const { rows: lotes } = await tx.execute(sql`
    select s.lote_id from estoque_saldo s join vacina v on v.material_id = s.material_id
     where s.centro_custo_id = ${sala} and s.quantidade >= 10 and v.calendario_sigla in ('SCR', 'DT') order by v.calendario_sigla`);
  const perdas: [number, string, number][] = [
    [2, 'Frasco caiu durante o preparo', 10],
    [3, 'Geladeira desligada durante a noite', 10],
  ];
  for (const [i, l] of lotes.slice(0, 2).entries()) {
    const [motivo, observacao, doses] = perdas[i];
    await gravarBaixaVacina(tx, { usuarioId: e.enfermeira, hoje }, sala, {
      loteId: Number(l.lote_id),
      doses,
      motivo,
      data: somarDias(hoje, -(20 + i * 15)),
      observacao,
    });
  }
}
