import { hojeIso, somarDias, TIPOS_MOVIMENTO_LISTA } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbError, type TestContext } from '../../../test/helpers.js';
import type { Tx } from '../../db/client.js';
import { HttpError } from '../../lib/http-errors.js';
import { clienteDemo, emTenant, novoCentro, novoMaterial } from './estoque.fixtures.js';
import {
  ajustarInventario,
  cancelarTransferencia,
  entrar,
  estornar,
  fecharPeriodo,
  posicao,
  receberTransferencia,
  retirar,
  sugerirLotes,
  transferir,
} from './index.js';

let ctx: TestContext;
let clienteId: number;
const hoje = hojeIso();
const dia = (n: number) => somarDias(hoje, n);
const eu = { hoje };

beforeAll(async () => {
  ctx = await createTestContext();
  clienteId = await clienteDemo(ctx.database);
});
afterAll(() => ctx.close());

const tx = <T>(fn: (tx: Tx) => Promise<T>) => emTenant(ctx.database, clienteId, fn);

/** The pt-BR message of a refusal (422), or 'aceito'. */
async function recusa(fn: (tx: Tx) => Promise<unknown>): Promise<string> {
  return recusaDe(tx(fn));
}

async function recusaDe(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'aceito';
  } catch (e) {
    if (e instanceof HttpError && e.statusCode === 422) return e.message;
    throw e;
  }
}

async function saldo(cc: number, loteId: number) {
  return tx(async (t) => {
    const { rows } = await t.execute(sql`select quantidade from estoque_saldo where centro_custo_id = ${cc} and lote_id = ${loteId}`);
    return Number(rows[0]?.quantidade ?? 0);
  });
}

async function cenario() {
  return tx(async (t) => ({ cc: await novoCentro(t), outro: await novoCentro(t, 'Estoque destino'), mat: await novoMaterial(t) }));
}

const entradaNf = (
  cc: number,
  materialId: number,
  numero: string,
  validade: string,
  quantidade: number,
  custo = '1.0000',
  data = dia(-10),
) =>
  tx((t) =>
    entrar(t, eu, {
      tipo: 'entrada_nf',
      centroCustoId: cc,
      data,
      materialId,
      lote: { numero, validade },
      quantidade,
      custoUnitario: custo,
    }),
  );

describe('motor de estoque: entradas, saídas FEFO, custo médio', () => {
  it('an entry creates the lot and the balance; the average cost is weighted', async () => {
    const { cc, mat } = await cenario();
    const a = await entradaNf(cc, mat.id, 'l1', dia(200), 10, '2.0000');
    expect(a.lote).toBe('L1');
    await tx((t) =>
      entrar(t, eu, {
        tipo: 'entrada_inicial',
        centroCustoId: cc,
        data: dia(-5),
        materialId: mat.id,
        lote: { numero: 'L2', validade: dia(300) },
        quantidade: 30,
        custoUnitario: '4',
      }),
    );
    expect(await saldo(cc, a.loteId)).toBe(10);
    const pos = await tx((t) => posicao(t, cc));
    expect(pos.map((p) => [p.lote, p.quantidade])).toEqual([
      ['L1', 10],
      ['L2', 30],
    ]);
    // (10 × 2 + 30 × 4) / 40 = 3.5
    expect(Number(pos[0].custoMedio)).toBe(3.5);
    // the exit leaves at the average cost
    const [s] = await tx((t) => retirar(t, eu, { tipo: 'saida', centroCustoId: cc, data: dia(-1), materialId: mat.id, quantidade: 4 }));
    expect(Number(s.custoUnitario)).toBe(3.5);
  });

  it('takes first-expiry-first-out across lots, skipping the expired one, and suggests the same', async () => {
    const { cc, mat } = await cenario();
    const vencido = await entradaNf(cc, mat.id, 'VENC', dia(-3), 5, '1', dia(-20));
    const tarde = await entradaNf(cc, mat.id, 'TARDE', dia(400), 10);
    const cedo = await entradaNf(cc, mat.id, 'CEDO', dia(30), 4);
    const sugestao = await tx((t) => sugerirLotes(t, { centroCustoId: cc, materialId: mat.id, quantidade: 6, data: hoje }));
    expect(sugestao.itens.map((i) => [i.lote, i.quantidade])).toEqual([
      ['CEDO', 4],
      ['TARDE', 2],
    ]);
    expect(sugestao.vencidos).toBe(5);
    const saidas = await tx((t) => retirar(t, eu, { tipo: 'saida', centroCustoId: cc, data: hoje, materialId: mat.id, quantidade: 6 }));
    expect(saidas.map((s) => [s.lote, s.quantidade])).toEqual([
      ['CEDO', 4],
      ['TARDE', 2],
    ]);
    expect(await saldo(cc, cedo.loteId)).toBe(0);
    expect(await saldo(cc, tarde.loteId)).toBe(8);
    expect(await saldo(cc, vencido.loteId)).toBe(5);
    expect(await recusa((t) => retirar(t, eu, { tipo: 'saida', centroCustoId: cc, data: hoje, materialId: mat.id, quantidade: 9 }))).toBe(
      `${mat.nome}: saldo disponível em lotes válidos 8, pedido 9.`,
    );
  });

  it('an expired lot leaves only by write-off; the write-off is reversed back into the lot', async () => {
    const { cc, mat } = await cenario();
    const v = await entradaNf(cc, mat.id, 'X9', dia(-2), 6, '1', dia(-30));
    expect(
      await recusa((t) =>
        retirar(t, eu, { tipo: 'saida', centroCustoId: cc, data: hoje, materialId: mat.id, quantidade: 1, loteId: v.loteId }),
      ),
    ).toBe(`Lote X9 de ${mat.nome} venceu em ${dia(-2).split('-').reverse().join('/')}: só pode sair por baixa.`);
    const [b] = await tx((t) =>
      retirar(t, eu, {
        tipo: 'baixa',
        centroCustoId: cc,
        data: hoje,
        materialId: mat.id,
        quantidade: 6,
        loteId: v.loteId,
        motivo: 'Vencimento',
      }),
    );
    expect(await saldo(cc, v.loteId)).toBe(0);
    const e = await tx((t) => estornar(t, eu, { movimentoId: b.movimentoId, motivo: 'Baixa lançada por engano' }));
    expect(e.quantidade).toBe(6);
    expect(await saldo(cc, v.loteId)).toBe(6);
    expect(await recusa((t) => estornar(t, eu, { movimentoId: b.movimentoId, motivo: 'de novo' }))).toBe(
      'Este movimento já foi estornado.',
    );
  });

  it('refuses what leaves more than a lot holds, naming the lot and what is left, and changes nothing', async () => {
    const { cc, mat } = await cenario();
    const l = await entradaNf(cc, mat.id, 'L123', dia(100), 3);
    expect(
      await recusa((t) =>
        retirar(t, eu, { tipo: 'dispensacao', centroCustoId: cc, data: hoje, materialId: mat.id, quantidade: 5, loteId: l.loteId }),
      ),
    ).toBe(`Lote L123 de ${mat.nome}: saldo 3, pedido 5.`);
    expect(await saldo(cc, l.loteId)).toBe(3);
    expect(await recusa((t) => retirar(t, eu, { tipo: 'saida', centroCustoId: cc, data: hoje, materialId: mat.id, quantidade: 0 }))).toBe(
      'A quantidade deve ser um número inteiro maior que zero.',
    );
  });

  it('refuses the same lot number with another expiry, an expiry before the entry and a future date', async () => {
    const { cc, mat } = await cenario();
    await entradaNf(cc, mat.id, 'AB1', dia(100), 3);
    expect(await recusaDe(entradaNf(cc, mat.id, 'ab1', dia(101), 3))).toBe(
      `O lote AB1 já está cadastrado com validade ${dia(100).split('-').reverse().join('/')} para este material e fabricante.`,
    );
    expect(await recusaDe(entradaNf(cc, mat.id, 'AB2', dia(-20), 3, '1', dia(-10)))).toBe(
      'A validade do lote AB2 é anterior à data da entrada.',
    );
    expect(await recusaDe(entradaNf(cc, mat.id, 'AB3', dia(100), 3, '1', dia(1)))).toBe('A data do movimento não pode ser futura.');
  });

  it('a closed period (balancete) refuses movements dated inside it', async () => {
    const { cc, mat } = await cenario();
    await entradaNf(cc, mat.id, 'F1', dia(100), 3, '1', dia(-10));
    await tx((t) => fecharPeriodo(t, eu, { centroCustoId: cc, data: dia(-5) }));
    const msg = await recusaDe(entradaNf(cc, mat.id, 'F1', dia(100), 3, '1', dia(-5)));
    expect(msg).toMatch(/^O período de Estoque de teste .* está fechado até \d\d\/\d\d\/\d{4} \(balancete\)\.$/);
    expect(
      await recusa((t) => retirar(t, eu, { tipo: 'saida', centroCustoId: cc, data: dia(-6), materialId: mat.id, quantidade: 1 })),
    ).toBe(msg);
    expect(await recusaDe(entradaNf(cc, mat.id, 'F1', dia(100), 3, '1', dia(-4)))).toBe('aceito');
  });

  it('reverses an entry only while its stock is there, and an exit back into its lot', async () => {
    const { cc, mat } = await cenario();
    const a = await entradaNf(cc, mat.id, 'E1', dia(100), 10, '2');
    const [s] = await tx((t) => retirar(t, eu, { tipo: 'saida', centroCustoId: cc, data: hoje, materialId: mat.id, quantidade: 7 }));
    expect(await recusa((t) => estornar(t, eu, { movimentoId: a.movimentoId, motivo: 'Nota errada' }))).toBe(
      `Lote E1 de ${mat.nome}: saldo 3, pedido 10.`,
    );
    await tx((t) => estornar(t, eu, { movimentoId: s.movimentoId, motivo: 'Devolvido' }));
    expect(await saldo(cc, a.loteId)).toBe(10);
    await tx((t) => estornar(t, eu, { movimentoId: a.movimentoId, motivo: 'Nota errada' }));
    expect(await saldo(cc, a.loteId)).toBe(0);
    expect(await recusa((t) => estornar(t, eu, { movimentoId: s.movimentoId, motivo: 'x' }))).toBe('Este movimento já foi estornado.');
  });

  it('every kind of the list can be written by the engine, and the ledger cannot be edited', async () => {
    const { cc, outro, mat } = await cenario();
    const l = await entradaNf(cc, mat.id, 'K1', dia(100), 100);
    const ini = await tx((t) =>
      entrar(t, eu, {
        tipo: 'entrada_inicial',
        centroCustoId: cc,
        data: hoje,
        materialId: mat.id,
        lote: { numero: 'K0', validade: dia(90) },
        quantidade: 1,
      }),
    );
    await tx((t) => estornar(t, eu, { movimentoId: ini.movimentoId, motivo: 'Saldo inicial em duplicidade' }));
    const fora = ['dispensacao', 'aplicacao_vacina', 'perda_frasco_aberto', 'suprimento_requisicao', 'baixa', 'saida'] as const;
    for (const tipo of fora) {
      const [m] = await tx((t) =>
        retirar(t, eu, {
          tipo,
          centroCustoId: cc,
          data: hoje,
          materialId: mat.id,
          quantidade: 2,
          loteId: l.loteId,
          centroCustoDestinoId: outro,
        }),
      );
      if (tipo !== 'perda_frasco_aberto') await tx((t) => estornar(t, eu, { movimentoId: m.movimentoId, motivo: 'teste' }));
    }
    expect(await tx((t) => ajustarInventario(t, eu, { centroCustoId: cc, data: hoje, loteId: l.loteId, quantidadeContada: 95 }))).toBe(-3);
    expect(await tx((t) => ajustarInventario(t, eu, { centroCustoId: cc, data: hoje, loteId: l.loteId, quantidadeContada: 97 }))).toBe(2);
    const t1 = await tx((t) =>
      transferir(t, eu, {
        centroCustoOrigemId: cc,
        centroCustoDestinoId: outro,
        data: hoje,
        itens: [{ materialId: mat.id, quantidade: 5 }],
      }),
    );
    await tx((t) => receberTransferencia(t, eu, { transferenciaId: t1 }));
    const t2 = await tx((t) =>
      transferir(t, eu, {
        centroCustoOrigemId: cc,
        centroCustoDestinoId: outro,
        data: hoje,
        itens: [{ materialId: mat.id, quantidade: 1 }],
      }),
    );
    await tx((t) => cancelarTransferencia(t, eu, { transferenciaId: t2, motivo: 'Desistência' }));
    const tipos = await tx(async (t) => {
      const { rows } = await t.execute(sql`select distinct tipo from estoque_movimento where material_id = ${mat.id}`);
      return rows.map((r) => String(r.tipo)).sort();
    });
    expect(tipos).toEqual([...TIPOS_MOVIMENTO_LISTA].sort());
    expect(await saldo(cc, l.loteId)).toBe(97 - 5);
    const erro = await dbError(tx((t) => t.execute(sql`update estoque_movimento set quantidade = 1 where material_id = ${mat.id}`)));
    expect(erro).toContain('Os movimentos de estoque não podem ser alterados nem excluídos');
  });
});

describe('transferência em duas etapas', () => {
  it('the stock is in transit between sending and receiving; a divergence needs its reason', async () => {
    const { cc, outro, mat } = await cenario();
    const l = await entradaNf(cc, mat.id, 'T1', dia(100), 20, '3');
    const id = await tx((t) =>
      transferir(t, eu, {
        centroCustoOrigemId: cc,
        centroCustoDestinoId: outro,
        data: hoje,
        itens: [{ materialId: mat.id, quantidade: 12 }],
      }),
    );
    expect(await saldo(cc, l.loteId)).toBe(8);
    expect(await saldo(outro, l.loteId)).toBe(0);
    const itemId = await tx(async (t) =>
      Number((await t.execute(sql`select id from estoque_transferencia_item where transferencia_id = ${id}`)).rows[0].id),
    );
    expect(await recusa((t) => receberTransferencia(t, eu, { transferenciaId: id, itens: [{ itemId, quantidadeRecebida: 13 }] }))).toBe(
      'Lote T1: o recebido não pode passar do enviado (12).',
    );
    expect(await recusa((t) => receberTransferencia(t, eu, { transferenciaId: id, itens: [{ itemId, quantidadeRecebida: 10 }] }))).toBe(
      'Lote T1: informe o motivo da divergência no recebimento.',
    );
    const r = await tx((t) =>
      receberTransferencia(t, eu, {
        transferenciaId: id,
        itens: [{ itemId, quantidadeRecebida: 10, motivoDivergencia: 'Duas caixas avariadas' }],
      }),
    );
    expect(r.divergencias).toBe(1);
    expect(await saldo(outro, l.loteId)).toBe(10);
    const pos = await tx((t) => posicao(t, outro));
    expect(Number(pos[0].custoMedio)).toBe(3);
    expect(await recusa((t) => receberTransferencia(t, eu, { transferenciaId: id }))).toBe('Esta transferência não está em trânsito.');
    expect(await recusa((t) => transferir(t, eu, { centroCustoOrigemId: cc, centroCustoDestinoId: cc, data: hoje, itens: [] }))).toBe(
      'A origem e o destino da transferência devem ser diferentes.',
    );
  });
});

describe('posição em qualquer data', () => {
  it('answers the stock at the end of a past day from the ledger', async () => {
    const { cc, mat } = await cenario();
    await entradaNf(cc, mat.id, 'P1', dia(100), 10, '1', dia(-10));
    await tx((t) => retirar(t, eu, { tipo: 'saida', centroCustoId: cc, data: dia(-5), materialId: mat.id, quantidade: 4 }));
    await entradaNf(cc, mat.id, 'P2', dia(200), 7, '1', dia(-2));
    const em = async (d?: string) => (await tx((t) => posicao(t, cc, d))).map((p) => `${p.lote}:${p.quantidade}`);
    expect(await em(dia(-11))).toEqual([]);
    expect(await em(dia(-10))).toEqual(['P1:10']);
    expect(await em(dia(-5))).toEqual(['P1:6']);
    expect(await em(dia(-1))).toEqual(['P1:6', 'P2:7']);
    expect(await em()).toEqual(['P1:6', 'P2:7']);
  });
});

describe('concorrência', () => {
  it('50 simultaneous withdrawals of the last 20 units end exactly at zero; the refused ones get the message', async () => {
    const { cc, mat } = await cenario();
    const l = await entradaNf(cc, mat.id, 'ULT', dia(100), 20);
    const resultados = await Promise.all(
      Array.from({ length: 50 }, () =>
        recusa((t) =>
          retirar(t, eu, { tipo: 'saida', centroCustoId: cc, data: hoje, materialId: mat.id, quantidade: 1, loteId: l.loteId }),
        ),
      ),
    );
    expect(resultados.filter((r) => r === 'aceito')).toHaveLength(20);
    expect(new Set(resultados.filter((r) => r !== 'aceito'))).toEqual(new Set([`Lote ULT de ${mat.nome}: saldo 0, pedido 1.`]));
    expect(await saldo(cc, l.loteId)).toBe(0);
    const soma = await tx(async (t) => {
      const { rows } = await t.execute(sql`select sum(quantidade)::int as s from estoque_movimento where lote_id = ${l.loteId}`);
      return Number(rows[0].s);
    });
    expect(soma).toBe(0);
  });
});
