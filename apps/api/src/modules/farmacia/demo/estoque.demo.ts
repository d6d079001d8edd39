import { hojeIso, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { entrar } from '../../estoque/index.js';

/** The demo pharmacy's stock (its cost centre in the demo structure). */
export const FARMACIA_DEMO = 'Dispensação de Medicamentos';

/**
 * What the central pharmacy of the demo holds (issue 19): common medicines, controlled ones of lists A, B and C
 * (their entries are the first lines of the psychotropic book), thalidomide and the high-cost (CEAF) medicines.
 * Quantities in the stock unit (tablets, capsules, bottles); some lots expire soon, to show the warnings.
 * [medicine name as registered, lot, days to expiry, quantity, unit cost]
 */
const ESTOQUE: [nome: string, lote: string, validadeDias: number, quantidade: number, custo: number][] = [
  ['Losartana potássica 50 mg comprimido', 'LS2501', 400, 3000, 0.09],
  ['Losartana potássica 50 mg comprimido', 'LS2412', 25, 120, 0.09],
  ['Cloridrato de metformina 850 mg comprimido', 'MF2503', 500, 4000, 0.11],
  ['Hidroclorotiazida 25 mg comprimido', 'HC2502', 450, 2000, 0.05],
  ['Sinvastatina 20 mg comprimido', 'SV2501', 380, 1500, 0.12],
  ['Omeprazol 20 mg cápsula', 'OM2504', 420, 1800, 0.1],
  ['Amoxicilina 500 mg cápsula', 'AX2502', 300, 900, 0.25],
  ['Dipirona 500 mg comprimido', 'DP2501', 360, 1200, 0.08],
  ['Paracetamol 500 mg comprimido', 'PC2503', 330, 1200, 0.06],
  ['Insulina humana NPH 100 UI/mL suspensão injetável', 'IN2502', 180, 60, 18.5],
  ['Clonazepam 2 mg comprimido', 'CZ2501', 420, 600, 0.14],
  ['Clonazepam 2 mg comprimido', 'CZ2411', 20, 30, 0.14],
  ['Diazepam 10 mg comprimido', 'DZ2502', 500, 400, 0.07],
  ['Fenobarbital 100 mg comprimido', 'FB2501', 460, 300, 0.09],
  ['Cloridrato de fluoxetina 20 mg cápsula', 'FX2503', 390, 900, 0.11],
  ['Cloridrato de amitriptilina 25 mg comprimido', 'AM2502', 410, 800, 0.08],
  ['Fosfato de codeína 30 mg comprimido', 'CD2501', 350, 200, 0.6],
  ['Sulfato de morfina 10 mg/mL solução injetável', 'MR2501', 300, 50, 4.2],
  ['Talidomida 100 mg comprimido', 'TL2501', 365, 300, 1.1],
  ['Olanzapina 10 mg comprimido', 'OL2502', 400, 600, 1.4],
  ['Leflunomida 20 mg comprimido', 'LF2501', 380, 450, 2.3],
  ['Adalimumabe 40 mg solução injetável', 'AD2503', 200, 24, 780],
];

/** The pharmacy's opening stock, 40 days ago, as an initial entry of the stock engine. Returns the cost centre. */
export async function seedEstoqueFarmaciaDemo(tx: Tx, centroCustoId: number, usuarioId: number | null) {
  const hoje = hojeIso();
  const data = somarDias(hoje, -40);
  const nomes = [...new Set(ESTOQUE.map(([nome]) => nome))];
  const { rows } = await tx.execute(
    sql`select id, nome from material where nome in (${sql.join(
      nomes.map((n) => sql`${n}`),
      sql`, `,
    )})`,
  );
  const ids = new Map((rows as { id: unknown; nome: string }[]).map((r) => [r.nome, Number(r.id)]));
  for (const [nome, lote, validadeDias, quantidade, custo] of ESTOQUE) {
    const materialId = ids.get(nome);
    if (!materialId) continue;
    await entrar(
      tx,
      { usuarioId, hoje },
      {
        tipo: 'entrada_inicial',
        centroCustoId,
        data,
        materialId,
        lote: { numero: lote, validade: somarDias(hoje, validadeDias), fabricanteId: null },
        quantidade,
        custoUnitario: custo,
        motivo: 'Saldo de implantação da farmácia',
      },
    );
  }
}
