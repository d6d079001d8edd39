import { ORIGEM_PERMISSAO, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { permitirMaterial } from '../requisicao-abertura-fechamento/material-permitido.service.js';
import type { DemoAlmoxarifado } from '../transferencia/transferencia.demo.js';
import { gravarRequisicao } from './requisicao.service.js';
import { suprirRequisicao } from './suprimento.service.js';

/**
 * Requisitions of the demo (issue 18): the polyclinic's nursing (the `setor` login) and the emergency medication room
 * ask the central warehouse in monthly periods; one requisition was supplied whole last month, one is partially
 * supplied, one has an item waiting for permission, and one waits to be supplied.
 */
export async function seedRequisicaoDemo(tx: Tx, ctx: SeedContexto, d: DemoAlmoxarifado) {
  const enfermagem = ctx.centrosCusto.get('Enfermagem do Ambulatório');
  const medicacao = ctx.centrosCusto.get('Medicação do Pronto Atendimento');
  if (!enfermagem || !medicacao) return;
  const dia = (n: number) => somarDias(d.eu.hoje, n);
  const m = d.materiais;
  const periodo = (setor: number, de: number, ate: number) =>
    tx.execute(sql`
      insert into almoxarifado_requisicao_periodo (centro_custo_requisitante_id, centro_custo_almoxarifado_id, data_abertura, data_fechamento, observacao)
      values (${setor}, ${d.central}, ${dia(de)}, ${dia(ate)}, 'Requisições do mês')`);
  await periodo(enfermagem, -45, -31);
  await periodo(enfermagem, -10, 20);
  await periodo(medicacao, -10, 20);
  for (const material of [m[0], m[2], m[3]]) await permitirMaterial(tx, enfermagem, material, ORIGEM_PERMISSAO.IMPORTACAO);
  for (const material of [m[0], m[5]]) await permitirMaterial(tx, medicacao, material, ORIGEM_PERMISSAO.MANUAL);

  const solicitante = ctx.usuarios.get('setor') ?? null;
  const requisitar = async (setor: number, data: number, itens: [material: number, quantidade: number][]) => {
    const { id } = await gravarRequisicao(
      tx,
      setor,
      {
        centroCustoAlmoxarifadoId: d.central,
        observacao: null,
        itens: itens.map(([materialId, quantidade]) => ({ materialId, quantidade })),
      },
      dia(data),
    );
    if (setor === enfermagem && solicitante)
      await tx.execute(sql`update almoxarifado_requisicao set created_by = ${solicitante} where id = ${id}`);
    return id;
  };
  const suprir = async (id: number, data: number, quantidades: number[]) => {
    const { rows } = await tx.execute(sql`select id from almoxarifado_requisicao_item where requisicao_id = ${id} order by id`);
    const itens = rows.map((r, i) => ({ requisicaoItemId: Number(r.id), quantidade: quantidades[i] ?? 0, loteId: null }));
    await suprirRequisicao(tx, { ...d.eu, hoje: dia(data) }, id, d.central, { data: dia(data), itens });
  };

  const atendida = await requisitar(enfermagem, -40, [
    [m[0], 50],
    [m[2], 10],
  ]);
  await suprir(atendida, -39, [50, 10]);
  const parcial = await requisitar(enfermagem, -3, [
    [m[0], 80],
    [m[3], 20],
  ]);
  await suprir(parcial, -2, [80, 5]);
  // m[4] is not on the nursing's list: the item waits in requisicao-pendente-permissao
  await requisitar(enfermagem, -1, [
    [m[2], 6],
    [m[4], 2],
  ]);
  await requisitar(medicacao, -5, [[m[5], 10]]);
}
