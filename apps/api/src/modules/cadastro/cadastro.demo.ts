import type { Tx } from '../../db/client.js';
import type { SeedContexto } from '../../db/seed/municipio.js';
import { seedDiversosDemo } from './demo/diversos.js';
import { seedEnderecosDemo } from './demo/enderecos.js';
import { seedEnderecoUnidadesDemo, seedEstruturaDemo } from './demo/estrutura.js';
import { seedPacientesDemo } from './demo/pacientes.js';
import { seedSuprimentosDemo } from './demo/suprimentos.js';
import { seedCertificadosDemo } from './usuario/usuario-certificado.demo.js';

/**
 * The demo municipality's registries (issue "Registries": units with CNES, rooms, streets, materials,
 * medicines, vaccines, specialties, holidays, patients). Each area keeps its data in its own file in
 * `demo/`; the order follows the references between them.
 */
export async function seedCadastroDemo(tx: Tx, ctx: SeedContexto) {
  const etapas: ((tx: Tx, ctx: SeedContexto) => Promise<void>)[] = [seedEstruturaDemo];
  // supplies (groups, items, medicines, vaccines, allergens, insurers) before the patients that cite them
  etapas.push(seedSuprimentosDemo);
  // streets (bairros, logradouros) before the patients and their households
  etapas.push(seedEnderecosDemo, seedPacientesDemo);
  // units get their street once the streets exist (structure comes first: others cite units and sectors)
  etapas.push(seedEnderecoUnidadesDemo);
  // the signers' test A1 certificates (issue 16 item 14), so "Deseja assinar?" can be completed in the demo
  etapas.push(seedCertificadosDemo);
  // last: its loteamentos reuse the neighbourhoods of the address step
  etapas.push(seedDiversosDemo);
  for (const etapa of etapas) await etapa(tx, ctx);
}
