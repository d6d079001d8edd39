import { hojeIso, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { receberTransferencia } from '../../estoque/index.js';
import { atenderRequisicao, criarRequisicao } from '../requisicao/requisicao.service.js';
import { enviarDistribuicao } from './distribuicao.service.js';

/** What the immunization demo made before: the cold store, the rooms (UBS first) and the coordinator. */
export interface EstruturaVacinas {
  redeFrio: number;
  salas: number[];
  coordenadora: number | null;
}

/**
 * Distributions and requisitions of the demo (issue 20): last month's distributions received by both rooms (one with
 * a shortfall), one in transit to the UBS room today (the `vacina` login receives it), a requisition of the UBS room
 * answered in part, and a pending one from the Policlínica room (the `imunizacao` login answers it).
 */
export async function seedDistribuicaoRequisicaoDemo(tx: Tx, e: EstruturaVacinas) {
  const [ubs, poli] = e.salas;
  if (!ubs || !poli) return;
  const hoje = hojeIso();
  const dia = (n: number) => somarDias(hoje, n);
  const eu = { usuarioId: e.coordenadora, hoje };
  const { rows } = await tx.execute(
    sql`select id, calendario_sigla from vacina where material_id is not null and calendario_sigla is not null`,
  );
  const v = new Map(rows.map((r) => [String(r.calendario_sigla), Number(r.id)]));
  const linhas = (pares: [string, number][]) =>
    pares.filter(([s]) => v.has(s)).map(([s, doses]) => ({ vacinaId: v.get(s) as number, doses, loteId: null }));

  const doMes = [
    {
      sala: ubs,
      itens: linhas([
        ['INF', 100],
        ['HB', 40],
        ['DT', 40],
        ['SCR', 30],
      ]),
      falta: 0,
    },
    {
      sala: poli,
      itens: linhas([
        ['INF', 80],
        ['VPC10', 30],
        ['PENTA', 30],
      ]),
      falta: 2,
    },
  ];
  for (const d of doMes) {
    if (!d.itens.length) continue;
    const id = await enviarDistribuicao(tx, eu, e.redeFrio, {
      centroCustoDestinoId: d.sala,
      data: dia(-30),
      observacao: 'Distribuição mensal',
      itens: d.itens,
    });
    const { rows: itens } = await tx.execute(
      sql`select id, quantidade_enviada from estoque_transferencia_item where transferencia_id = ${id} order by id`,
    );
    const primeiro = itens[0];
    await receberTransferencia(tx, eu, {
      transferenciaId: id,
      data: dia(-29),
      itens:
        d.falta && primeiro
          ? [
              {
                itemId: Number(primeiro.id),
                quantidadeRecebida: Number(primeiro.quantidade_enviada) - d.falta,
                motivoDivergencia: 'Frasco quebrado no transporte',
              },
            ]
          : [],
    });
  }
  const emTransito = linhas([
    ['INF', 50],
    ['VORH', 20],
    ['MENC', 20],
  ]);
  if (emTransito.length) {
    await enviarDistribuicao(tx, eu, e.redeFrio, {
      centroCustoDestinoId: ubs,
      data: hoje,
      observacao: 'Reposição semanal',
      itens: emTransito,
    });
  }

  const pedidoUbs = linhas([
    ['HPV4', 40],
    ['MACWY', 30],
    ['COVID', 400],
  ]);
  if (pedidoUbs.length) {
    const id = await criarRequisicao(
      tx,
      ubs,
      { centroCustoRedeFrioId: e.redeFrio, observacao: 'Vacinação nas escolas', itens: pedidoUbs.map(({ loteId: _l, ...i }) => i) },
      dia(-8),
    );
    const { rows: itens } = await tx.execute(sql`
      select i.id, i.doses_solicitadas, v.calendario_sigla from vacina_requisicao_item i join vacina v on v.id = i.vacina_id
       where i.requisicao_id = ${id} order by i.id`);
    // COVID-19 is short at the cold store: it sends what it can spare
    const transferenciaId = await atenderRequisicao(tx, eu, id, e.redeFrio, {
      data: dia(-7),
      observacao: null,
      itens: itens.map((i) => ({
        itemId: Number(i.id),
        doses: i.calendario_sigla === 'COVID' ? 100 : Number(i.doses_solicitadas),
      })),
    });
    await receberTransferencia(tx, eu, { transferenciaId, data: dia(-6) });
  }
  const pedidoPoli = linhas([
    ['INF', 120],
    ['HA', 20],
    ['VZ', 20],
  ]);
  if (pedidoPoli.length) {
    await criarRequisicao(
      tx,
      poli,
      { centroCustoRedeFrioId: e.redeFrio, observacao: null, itens: pedidoPoli.map(({ loteId: _l, ...i }) => i) },
      dia(-1),
    );
  }
}
