import type { Tx } from '../../db/client.js';
import type { SeedContexto } from '../../db/seed/municipio.js';
import { seedCampanhasExportacaoDemo } from './cadastro-campanha/cadastro-campanha.demo.js';
import { seedDistribuicaoRequisicaoDemo } from './distribuicao/distribuicao.demo.js';
import { seedEntradasBaixasDemo } from './entrada/entrada.demo.js';
import { seedPopulacaoAlvoDemo } from './parametrizacao/parametrizacao.demo.js';
import { seedRegistrosVacinacaoDemo } from './registro/registro.demo.js';
import { seedSalasVacinacaoDemo } from './sala-vacinacao/sala-vacinacao.demo.js';

/**
 * Immunization of the demo (issue 20), in order: the cold store and the two rooms with their stock, then what each
 * screen shows over them.
 */
export async function seedImunizacaoDemo(tx: Tx, ctx: SeedContexto) {
  const estrutura = await seedSalasVacinacaoDemo(tx, ctx);
  if (!estrutura) return;
  await seedEntradasBaixasDemo(tx, {
    ...estrutura,
    coordenadora: ctx.usuarios.get('imunizacao') ?? null,
    enfermeira: ctx.usuarios.get('vacina') ?? null,
  });
  await seedDistribuicaoRequisicaoDemo(tx, { ...estrutura, coordenadora: ctx.usuarios.get('imunizacao') ?? null });
  await seedRegistrosVacinacaoDemo(tx, ctx, estrutura.salas);
  await seedPopulacaoAlvoDemo(tx);
  // campaigns and last month's RIA export: last, over the records
  await seedCampanhasExportacaoDemo(tx, ctx);
}
