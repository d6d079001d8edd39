import { hojeIso } from '@saude/shared';
import type { Tx } from '../../../db/client.js';
import { imunizacaoPopulacaoAlvo } from './populacao-alvo.table.js';

/**
 * The demo's target population of the coverage report: this year's and last year's, as a municipality of about
 * 130,000 people types them (SINASC live births for the under-ones). The groups of other years fall back to the
 * registered patients, which the report says.
 */
export async function seedPopulacaoAlvoDemo(tx: Tx) {
  const ano = Number(hojeIso().slice(0, 4));
  await tx.insert(imunizacaoPopulacaoAlvo).values(
    [ano - 1, ano].flatMap((a) => [
      { ano: a, faixa: 'menor1', populacao: 1780 },
      { ano: a, faixa: 'ano1', populacao: 1815 },
      { ano: a, faixa: 'anos4', populacao: 1890 },
    ]),
  );
}
