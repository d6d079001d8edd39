import { DESTINO_SAIDA, hojeIso, SetorTipo, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { SeedContexto } from '../../db/seed/municipio.js';
import { receberTransferencia, transferir } from '../estoque/index.js';
import { seedBaixaDemo } from './baixa/baixa.demo.js';
import { seedBnafarDemo } from './bnafar/bnafar.demo.js';
import { seedDispensacaoDemo } from './dispensacao-materiais/dispensacao.demo.js';
import { gravarEntrada } from './entrada/entrada.service.js';
import { seedEstoqueLimiteDemo } from './estoque-limite/estoque-limite.demo.js';
import { seedInventarioDemo } from './inventario/inventario.demo.js';
import { seedRequisicaoDemo } from './requisicao/requisicao.demo.js';
import { gravarSaida } from './saida/saida.service.js';
import { seedTransferenciaDemo } from './transferencia/transferencia.demo.js';

const CENTRAL = 'Estoque Central';
const UNIDADES: [centro: string, infraestrutura: string][] = [
  ['Estoque do Pronto Atendimento', 'Pronto Atendimento'],
  ['Estoque da USF Heliópolis', 'Atendimento USF Heliópolis'],
];

/**
 * The warehouse of the demo (issue 18, first part): the central stock and two unit stocks, invoices of the last
 * three months, exits to sectors, transfers (one received with a divergence), a lot expiring soon and one expired.
 * The `almoxarifado` login may switch to the unit stocks. More history (requisitions, inventory) comes with its screens.
 */
export async function seedAlmoxarifadoDemo(tx: Tx, ctx: SeedContexto) {
  const central = ctx.centrosCusto.get(CENTRAL);
  const setorEstoque = ctx.setores.get(SetorTipo.ALMOXARIFADO);
  if (!central || !setorEstoque) return;
  const hoje = hojeIso();
  const dia = (n: number) => somarDias(hoje, n);
  const eu = { usuarioId: ctx.usuarios.get('almoxarifado') ?? null, hoje };

  const unidades: number[] = [];
  for (const [nome, infra] of UNIDADES) {
    const infraestruturaId = ctx.infraestruturas.get(infra);
    if (!infraestruturaId) continue;
    const { rows } = await tx.execute(
      sql`insert into centro_custo (infraestrutura_id, setor_id, nome) values (${infraestruturaId}, ${setorEstoque}, ${nome}) returning id`,
    );
    const id = Number(rows[0].id);
    ctx.centrosCusto.set(nome, id);
    unidades.push(id);
  }
  // the warehouse clerk may also work in the unit stocks (lotação › centro de custo at login)
  if (eu.usuarioId) {
    await tx.execute(sql`
      insert into lotacao_centro_custo (lotacao_id, centro_custo_id)
      select l.id, cc.id from lotacao l cross join centro_custo cc
       where l.usuario_id = ${eu.usuarioId} and cc.id in (${sql.join(unidades.length ? unidades : [0], sql`, `)})`);
  }

  const { rows: mats } = await tx.execute(sql`select id from material where not bloqueado and not medicamento order by id limit 6`);
  const { rows: forn } = await tx.execute(sql`select id from fornecedor order by id limit 2`);
  const { rows: fabs } = await tx.execute(sql`select id from fabricante order by id limit 2`);
  if (mats.length < 6 || !forn.length) return;
  const m = mats.map((r) => Number(r.id));
  const fornecedor = (i: number) => Number(forn[i % forn.length].id);
  const fabricante = fabs.length ? Number(fabs[0].id) : null;

  const nota = async (n: number, data: string, itens: [material: number, lote: string, validade: string, qtd: number, preco: number][]) =>
    gravarEntrada(
      tx,
      eu,
      {
        inicial: false,
        centroCustoId: central,
        fornecedorId: fornecedor(n),
        numeroNota: String(10400 + n),
        serie: '1',
        dataEmissao: somarDias(data, -2),
        dataEntrada: data,
        valorTotal: Math.round(itens.reduce((s, i) => s + i[3] * i[4], 0) * 100) / 100,
      },
      itens.map(([materialId, lote, validade, quantidade, valorUnitario]) => ({
        materialId,
        lote,
        validade,
        fabricanteId: fabricante,
        quantidade,
        valorUnitario,
      })),
    );

  await nota(1, dia(-90), [
    [m[0], 'GZ2301', dia(20), 400, 1.85], // expiring within the alert days
    [m[1], 'AT2302', dia(-10), 60, 2.4], // expired ten days ago: only a write-off takes it out
    [m[2], 'ES2303', dia(400), 120, 6.9],
  ]);
  await nota(2, dia(-60), [
    [m[0], 'GZ2410', dia(300), 600, 1.95],
    [m[3], 'FM2411', dia(500), 200, 3.1],
    [m[4], 'AL2412', dia(700), 80, 12.5],
  ]);
  await nota(3, dia(-20), [
    [m[5], 'AE2501', dia(365), 300, 7.8],
    [m[2], 'ES2502', dia(450), 100, 7.2],
  ]);

  const setores = ['Enfermagem do Ambulatório', 'Medicação do Pronto Atendimento']
    .map((n) => ctx.centrosCusto.get(n))
    .filter(Boolean) as number[];
  const saidas: [dias: number, destino: number | null, itens: [number, number][]][] = [
    [
      -50,
      setores[0] ?? null,
      [
        [m[0], 120],
        [m[2], 20],
      ],
    ],
    [
      -30,
      setores[1] ?? null,
      [
        [m[3], 40],
        [m[0], 80],
      ],
    ],
    [-5, null, [[m[5], 25]]],
  ];
  for (const [d, destino, itens] of saidas) {
    await gravarSaida(tx, eu, central, {
      destinoTipo: destino ? DESTINO_SAIDA.SETOR : DESTINO_SAIDA.CONSUMO,
      centroCustoDestinoId: destino,
      data: dia(d),
      observacao: null,
      itens: itens.map(([materialId, quantidade]) => ({ materialId, quantidade, loteId: null })),
    });
  }

  const [pa, usf] = unidades;
  if (pa) {
    const t = await transferir(tx, eu, {
      centroCustoOrigemId: central,
      centroCustoDestinoId: pa,
      data: dia(-45),
      itens: [
        { materialId: m[0], quantidade: 100 },
        { materialId: m[3], quantidade: 30 },
      ],
    });
    await receberTransferencia(tx, eu, { transferenciaId: t, data: dia(-44) });
  }
  if (usf) {
    const t = await transferir(tx, eu, {
      centroCustoOrigemId: central,
      centroCustoDestinoId: usf,
      data: dia(-10),
      itens: [{ materialId: m[2], quantidade: 24 }],
    });
    const { rows } = await tx.execute(sql`select id from estoque_transferencia_item where transferencia_id = ${t} order by id limit 1`);
    await receberTransferencia(tx, eu, {
      transferenciaId: t,
      data: dia(-9),
      itens: [{ itemId: Number(rows[0].id), quantidadeRecebida: 22, motivoDivergencia: 'Dois rolos molhados no transporte' }],
    });
  }
  // transfers, write-offs and requisitions (issue 18, part 2): each feature seeds its own
  const demo = { central, unidades, materiais: m, eu };
  await seedTransferenciaDemo(tx, demo);
  await seedBaixaDemo(tx, demo);
  await seedRequisicaoDemo(tx, ctx, demo);
  // inventory, stock limits and supplies to patients (issue 18, part 3): each feature seeds its own
  await seedEstoqueLimiteDemo(tx, ctx);
  await seedDispensacaoDemo(tx, ctx);
  // medicines with CATMAT codes for the BNAFAR position (decision 0015), before the inventory counts them
  await seedBnafarDemo(tx, ctx);
  await seedInventarioDemo(tx, ctx);
}
