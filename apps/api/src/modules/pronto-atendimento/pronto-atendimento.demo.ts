import type { Tx } from '../../db/client.js';
import type { SeedContexto } from '../../db/seed/municipio.js';
import { seedDiaProntoAtendimentoDemo } from './demo/dia-pronto-atendimento.js';
import { seedProntoAtendimentoDemo } from './demo/pronto-atendimento.js';

/** Emergency care of the demo municipality (issue 6); runs after cadastro and parametrizacao. */
export async function seedProntoAtendimentoModuloDemo(tx: Tx, ctx: SeedContexto) {
  // risk colours, the queues' registries and duty shifts; needs structure and staff
  await seedProntoAtendimentoDemo(tx, ctx);
  // a morning at the UPA: queues with patients at every step (needs the colours, options and patients above)
  await seedDiaProntoAtendimentoDemo(tx, ctx);
}
