import { hojeIso, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { gravarEntrada } from '../entrada/entrada.service.js';

/**
 * Medicines of the demo's central stock for "Posição ao BNAFAR" (decision 0015): two with a CATMAT code and product
 * type, so the position has records to send (or download, the demo has no web-service account), and one without,
 * listed as not sendable. The codes are the ones of the Ministry's examples (`wsbndaf/Webservice`), illustrative
 * only: a municipality types the real ones from the CATMAT lists. The opening balance is dated before last month's
 * end, so the month's position shows them too.
 */
export async function seedBnafarDemo(tx: Tx, ctx: SeedContexto) {
  const central = ctx.centrosCusto.get('Estoque Central');
  if (!central) return;
  const medicamento = async (prefixo: string) => {
    const { rows } = await tx.execute(sql`select id from material where medicamento and nome like ${`${prefixo}%`} order by id limit 1`);
    return rows[0] ? Number(rows[0].id) : null;
  };
  const losartana = await medicamento('Losartana potássica 50 mg');
  const metformina = await medicamento('Cloridrato de metformina 850 mg');
  const dipirona = await medicamento('Dipirona 500 mg comprimido');
  if (!losartana || !metformina || !dipirona) return;
  await tx.execute(sql`update material set catmat = 'BR0266630U0118', tipo_produto_bnafar = 'B' where id = ${losartana}`);
  await tx.execute(sql`update material set catmat = 'BR0342320U0041', tipo_produto_bnafar = 'B' where id = ${metformina}`);

  const hoje = hojeIso();
  const itens: [number, string, number, number, number][] = [
    [losartana, 'LS24117', 420, 6000, 0.045],
    [metformina, 'MF24088', 380, 4500, 0.08],
    [dipirona, 'DP24201', 250, 3000, 0.06],
  ];
  await gravarEntrada(
    tx,
    { usuarioId: ctx.usuarios.get('almoxarifado') ?? null, hoje },
    {
      inicial: true,
      centroCustoId: central,
      dataEntrada: somarDias(hoje, -75),
      valorTotal: Math.round(itens.reduce((s, i) => s + i[3] * i[4], 0) * 100) / 100,
      observacao: 'Saldo de implantação dos medicamentos da atenção básica',
    },
    itens.map(([materialId, lote, validadeEmDias, quantidade, valorUnitario]) => ({
      materialId,
      lote,
      validade: somarDias(hoje, validadeEmDias),
      fabricanteId: null,
      quantidade,
      valorUnitario,
    })),
  );
}
