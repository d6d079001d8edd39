import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { laboratorio } from './laboratorio.table.js';

export const LABORATORIO_MUNICIPAL_DEMO = 'Laboratório Municipal de Análises Clínicas';
export const LABORATORIO_APOIO_DEMO = 'Laboratório de Apoio Diagnóstico Agreste';

/** The municipal laboratory (at the Policlínica, where it collects) and a support laboratory that returns files. */
export async function seedLaboratoriosDemo(tx: Tx, ctx: SeedContexto) {
  const policlinica = ctx.unidades.get('Policlínica Municipal') ?? null;
  const [municipal] = await tx
    .insert(laboratorio)
    .values({
      nome: LABORATORIO_MUNICIPAL_DEMO,
      unidadeId: policlinica,
      cnes: '2345003',
      responsavelTecnico: 'Rodrigo Almeida Cavalcanti — CRF-PE 04512',
    })
    .returning({ id: laboratorio.id });
  const [apoio] = await tx
    .insert(laboratorio)
    .values({ nome: LABORATORIO_APOIO_DEMO, apoio: true, cnes: '9876543', codigoHl7: 'LABAPOIO' })
    .returning({ id: laboratorio.id });
  return { municipal: municipal?.id as number, apoio: apoio?.id as number };
}
