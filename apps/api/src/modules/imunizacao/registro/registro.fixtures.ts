import { hojeIso, somarDias } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { cliente } from '../../../db/schema/index.js';
import { gerarCpf } from '../../../db/seed/municipio.js';
import { entrar } from '../../estoque/index.js';

/** Test data of the vaccination record (own patients and lots: files share one database). */

export const SALA_UBS = 'Sala de Vacinação da UBS Heliópolis';
export const SALA_POLI = 'Sala de Vacinação da Policlínica';

type Tx = Parameters<Parameters<typeof withTenant>[2]>[0];

export async function fixturesVacinacao(ctx: TestContext) {
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  const clienteId = c?.id as number;
  const emDemo = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(ctx.database.db, { clienteId }, fn);
  const linha = async (q: ReturnType<typeof sql>) => emDemo(async (tx) => (await tx.execute(q)).rows[0] as Record<string, any>);
  const linhas = async (q: ReturnType<typeof sql>) => emDemo(async (tx) => (await tx.execute(q)).rows as Record<string, any>[]);
  const centro = async (nome: string) => Number((await linha(sql`select id from centro_custo where nome = ${nome}`)).id);
  const vacina = async (sigla: string) =>
    (await linha(sql`select id, material_id from vacina where calendario_sigla = ${sigla} order by id limit 1`)) as {
      id: number;
      material_id: number;
    };

  /** A patient of this file, born on `nascimento` (sexo_id 1 = feminino). */
  async function paciente(nascimento: string, sexoId = 1) {
    const cpf = gerarCpf(String(300_000_000 + Math.floor(Math.random() * 600_000_000)));
    const nome = `PACIENTE DA VACINA ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
    const r = await linha(
      sql`insert into cidadao (nome, cpf, sexo_id, data_nascimento) values (${nome}, ${cpf}, ${sexoId}, ${nascimento}) returning id`,
    );
    return { id: Number(r.id), nome };
  }

  /** A lot of this file in a room: `quantidade` doses entered `diasAtras` days ago, `porFrasco` doses per vial. */
  async function lote(
    sala: string,
    sigla: string,
    p: { quantidade?: number; validade?: string; porFrasco?: number; diasAtras?: number } = {},
  ) {
    const v = await vacina(sigla);
    const centroCustoId = await centro(sala);
    const numero = `T${Math.random().toString(36).slice(2, 9).toUpperCase()}`;
    return emDemo(async (tx) => {
      const hoje = hojeIso();
      const m = await entrar(
        tx,
        { hoje },
        {
          tipo: 'entrada_inicial',
          centroCustoId,
          data: somarDias(hoje, -(p.diasAtras ?? 5)),
          materialId: Number(v.material_id),
          lote: { numero, validade: p.validade ?? somarDias(hoje, 200), fabricanteId: null },
          quantidade: p.quantidade ?? 10,
          custoUnitario: 0,
        },
      );
      await tx.execute(
        sql`insert into vacina_lote (lote_id, vacina_id, doses_por_frasco) values (${m.loteId}, ${v.id}, ${p.porFrasco ?? 1})`,
      );
      return { loteId: m.loteId, vacinaId: Number(v.id), numero, centroCustoId };
    });
  }

  const saldo = async (centroCustoId: number, loteId: number) =>
    Number(
      (await linha(sql`select quantidade from estoque_saldo where centro_custo_id = ${centroCustoId} and lote_id = ${loteId}`))
        ?.quantidade ?? 0,
    );

  return { clienteId, emDemo, linha, linhas, centro, vacina, paciente, lote, saldo };
}
