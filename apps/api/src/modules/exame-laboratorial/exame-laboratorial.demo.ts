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
  await seedResultadosLaboratorioDemo(tx, ctx);
  return { ...laboratorios, agendamentos };
}
