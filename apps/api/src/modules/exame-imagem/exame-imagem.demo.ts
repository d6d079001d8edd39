import type { Tx } from '../../db/client.js';
import type { SeedContexto } from '../../db/seed/municipio.js';
import { agoraLocal } from '../agenda/index.js';
import { seedAgendamentosImagemDemo } from './agendamento/agendamento.demo.js';
import { seedAssinaturasImagemDemo } from './assinatura/assinatura.demo.js';
import { seedCadastrosImagemDemo } from './equipamento/equipamento.demo.js';
import { seedLaudosImagemDemo } from './lancamento/lancamento.demo.js';

/**
 * The imaging service of the demo (issue 22), in order: the polyclinic's X-ray and ultrasound with their agendas and
 * the report templates; quotas and a week of schedulings; the past days' exams done and reported (the last ones left
 * awaiting their report), most reports signed by the radiologist and a few printed; one emergency request received.
 */
export async function seedExameImagemDemo(tx: Tx, ctx: SeedContexto) {
  const cadastros = await seedCadastrosImagemDemo(tx, ctx);
  const porDia = await seedAgendamentosImagemDemo(tx, ctx, cadastros);
  const { hoje } = agoraLocal();
  const passados = Object.keys(porDia)
    .filter((dia) => dia < hoje)
    .sort()
    .flatMap((dia) => porDia[dia] ?? []);
  const laudos = await seedLaudosImagemDemo(tx, ctx, passados);
  await seedAssinaturasImagemDemo(tx, ctx, laudos);
}
