import { somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { DemoAlmoxarifado } from '../transferencia/transferencia.demo.js';
import { estornarBaixa, gravarBaixa } from './baixa.service.js';

const MOTIVOS = ['Validade vencida', 'Avaria', 'Perda ou extravio', 'Desvio de qualidade'];

/**
 * Write-offs of the demo (issue 18): part of the expired lot (the rest stays, so the start page still shows an expired
 * lot), a damaged box, and one write-off reversed (the wrong lot was chosen). The registry gets its usual reasons.
 */
export async function seedBaixaDemo(tx: Tx, d: DemoAlmoxarifado) {
  const motivos = new Map<string, number>();
  for (const nome of MOTIVOS) {
    const { rows } = await tx.execute(sql`
      insert into motivo_baixa (nome) values (${nome}) on conflict on constraint motivo_baixa_nome_uq do update set nome = excluded.nome returning id`);
    motivos.set(nome, Number(rows[0].id));
  }
  const lote = async (numero: string) =>
    Number((await tx.execute(sql`select id from estoque_lote where lote = ${numero} order by id limit 1`)).rows[0]?.id ?? 0);
  const dia = (n: number) => somarDias(d.eu.hoje, n);
  const [vencido, gaze] = [await lote('AT2302'), await lote('GZ2410')];
  if (!vencido || !gaze) return;
  const m = d.materiais;
  const baixa = (materialId: number, loteId: number, quantidade: number, motivo: string, data: string, observacao: string | null = null) =>
    gravarBaixa(tx, d.eu, d.central, { materialId, loteId, quantidade, motivoBaixaId: motivos.get(motivo) ?? 0, data, observacao });
  await baixa(m[1], vencido, 20, 'Validade vencida', dia(-4), 'Recolhido da prateleira para descarte');
  await baixa(m[0], gaze, 12, 'Avaria', dia(-15), 'Caixa molhada por infiltração');
  const errada = await baixa(m[0], gaze, 5, 'Perda ou extravio', dia(-8));
  await estornarBaixa(tx, d.eu, errada, d.central, 'Caixa encontrada no depósito');
}
