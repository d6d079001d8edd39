import type { Tx } from '../../db/client.js';
import type { SeedContexto } from '../../db/seed/municipio.js';
import { seedExamesLaboratorioDemo } from './exame-campo/exame-campo.demo.js';
import { seedLaboratoriosDemo } from './laboratorio/laboratorio.demo.js';

/**
 * The laboratory of the demo (issue 21), in order: the laboratories, the exams' fields and ranges, then what each
 * screen shows over them.
 */
export async function seedExameLaboratorialDemo(tx: Tx, ctx: SeedContexto) {
  const laboratorios = await seedLaboratoriosDemo(tx, ctx);
  await seedExamesLaboratorioDemo(tx, ctx.clienteId);
  return laboratorios;
}
