import { hojeIso, SITUACAO_EXAME_LAB } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { SeedContexto } from '../../db/seed/municipio.js';
import { seedAgendamentosLaboratorioDemo } from './agendamento-exame/agendamento-exame.demo.js';
import { seedColetasLaboratorioDemo } from './coleta/coleta.demo.js';
import { seedExamesLaboratorioDemo } from './exame-campo/exame-campo.demo.js';
import { seedLaboratoriosDemo } from './laboratorio/laboratorio.demo.js';
import { seedResultadosLaboratorioDemo } from './lancamento-resultado/lancamento-resultado.demo.js';

/**
 * The laboratory of the demo (issue 21), in order: the laboratories, the exams' fields and ranges, then what each
 * screen shows over them.
 */
export async function seedExameLaboratorialDemo(tx: Tx, ctx: SeedContexto) {
  const laboratorios = await seedLaboratoriosDemo(tx, ctx);
  await seedExamesLaboratorioDemo(tx, ctx.clienteId);
  const agendamentos = await seedAgendamentosLaboratorioDemo(tx, ctx, laboratorios);
  // the past days collected, then their results entered and most of them signed by the biochemist
  await seedColetasLaboratorioDemo(tx, ctx, agendamentos);
  // the last working day's collections stay at the bench, awaiting their results
  const passados = Object.keys(agendamentos)
    .filter((dia) => dia < hojeIso())
    .sort();
  const naBancada = new Set(agendamentos[passados.at(-1) ?? ''] ?? []);
  const { rows } = await tx.execute(
    sql`select distinct lab_agendamento_id as id from lab_agendamento_exame where situacao = ${SITUACAO_EXAME_LAB.coletado} order by 1`,
  );
  await seedResultadosLaboratorioDemo(tx, ctx, {
    labAgendamentoIds: rows.map((r) => Number(r.id)).filter((id) => !naBancada.has(id)),
  });
  return { ...laboratorios, agendamentos };
}
