import type { Tx } from '../../client.js';
import type { SeedContexto } from '../municipio.js';
import { seedDiaProntoAtendimentoDemo } from './dia-pronto-atendimento.js';
import { seedDiversosDemo } from './diversos.js';
import { seedEnderecosDemo } from './enderecos.js';
import { seedEnderecoUnidadesDemo, seedEstruturaDemo } from './estrutura.js';
import { seedPacientesDemo } from './pacientes.js';
import { seedPainelSenhaDemo } from './painel-senha.js';
import { seedParametrizacaoDemo } from './parametrizacao.js';
import { seedProntoAtendimentoDemo } from './pronto-atendimento.js';
import { seedSuprimentosDemo } from './suprimentos.js';

/**
 * The demo municipality's registries beyond structure and staff (issue "Registries": units with
 * CNES, rooms, streets, materials, medicines, vaccines, specialties, holidays, patients). Each area
 * keeps its data in its own file beside this one; the order follows the references between them.
 */
export async function seedRegistrosDemo(tx: Tx, ctx: SeedContexto) {
  const etapas: ((tx: Tx, ctx: SeedContexto) => Promise<void>)[] = [seedEstruturaDemo];
  // supplies (groups, items, medicines, vaccines, allergens, insurers) before the patients that cite them
  etapas.push(seedSuprimentosDemo);
  // streets (bairros, logradouros) before the patients and their households
  etapas.push(seedEnderecosDemo, seedPacientesDemo);
  // units get their street once the streets exist (structure comes first: others cite units and sectors)
  etapas.push(seedEnderecoUnidadesDemo);
  // last: its loteamentos reuse the neighbourhoods of the address step
  etapas.push(seedDiversosDemo);
  // exams, kits, procedure settings and the surgical catalogue (national SIGTAP codes only)
  etapas.push(seedParametrizacaoDemo);
  // emergency care (issue 6): risk colours, the queues' registries and duty shifts; needs structure and staff
  etapas.push((t, c) => seedProntoAtendimentoDemo(t, c));
  // a morning at the UPA: queues with patients at every step (needs the colours, options and patients above)
  etapas.push((t, c) => seedDiaProntoAtendimentoDemo(t, c));
  // the ticket panel (issue 7): kiosk buttons, counters, what each TV shows, notices
  etapas.push(seedPainelSenhaDemo);
  for (const etapa of etapas) await etapa(tx, ctx);
}
