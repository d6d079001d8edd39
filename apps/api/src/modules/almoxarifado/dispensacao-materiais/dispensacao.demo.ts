import { hojeIso, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { estornarDispensacao, gravarDispensacao } from './dispensacao.service.js';

/**
 * Supplies handed to patients in the demo (issue 18): dressings for a patient on home care twice in the month (the
 * second inside the interval, so the form warns on a third), and one dispensing reversed (wrong patient).
 */
export async function seedDispensacaoDemo(tx: Tx, ctx: SeedContexto) {
  const central = ctx.centrosCusto.get('Estoque Central');
  if (!central) return;
  const hoje = hojeIso();
  const eu = { usuarioId: ctx.usuarios.get('almoxarifado') ?? null, hoje };
  const { rows: pacientes } = await tx.execute(
    sql`select id from cidadao where not provisorio and data_obito is null and unificado_em_id is null order by id limit 2`,
  );
  const { rows: mats } = await tx.execute(sql`
    select id, nome from material where nome in ('Gaze hidrófila estéril 7,5 cm x 7,5 cm', 'Esparadrapo 10 cm x 4,5 m', 'Compressa cirúrgica 45 cm x 50 cm')`);
  const m = new Map(mats.map((r) => [String(r.nome), Number(r.id)]));
  const gaze = m.get('Gaze hidrófila estéril 7,5 cm x 7,5 cm');
  const esparadrapo = m.get('Esparadrapo 10 cm x 4,5 m');
  const compressa = m.get('Compressa cirúrgica 45 cm x 50 cm');
  if (pacientes.length < 2 || !gaze || !esparadrapo || !compressa) return;
  const [a, b] = pacientes.map((p) => Number(p.id));
  const dispensar = (pacienteId: number, dias: number, itens: [number, number][], observacao: string | null = null) =>
    gravarDispensacao(tx, eu, central, {
      pacienteId,
      data: somarDias(hoje, dias),
      observacao,
      itens: itens.map(([materialId, quantidade]) => ({ materialId, quantidade, loteId: null })),
    });
  await dispensar(
    a,
    -12,
    [
      [gaze, 10],
      [esparadrapo, 2],
    ],
    'Curativo domiciliar de úlcera venosa',
  );
  await dispensar(a, -3, [[gaze, 10]]);
  await dispensar(b, -7, [[compressa, 2]]);
  const errada = await dispensar(b, -2, [[gaze, 5]]);
  await estornarDispensacao(tx, eu, errada, central, 'Lançada no paciente errado');
}
