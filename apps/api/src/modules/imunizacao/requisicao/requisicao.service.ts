import {
  type AtendimentoRequisicaoVacinaInput,
  hojeIso,
  type RequisicaoVacinaInput,
  SITUACAO_REQUISICAO_VACINA as S,
  situacaoDoAtendimento,
  TIPO_SALA_VACINACAO,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { porNome } from '../../../lib/sql/texto.js';
import type { ContextoEstoque } from '../../estoque/index.js';
import { DOCUMENTO_REQUISICAO, enviarDistribuicao, recusa, vacinasComEstoque } from '../distribuicao/distribuicao.service.js';

/** Which side of the requisition the session is: the room that asks or the cold store that supplies. */
export type LadoRequisicao = 'sala' | 'redeFrio';

/** The cold stores a room may ask. */
export async function redesDeFrio(tx: Tx) {
  const { rows } = await tx.execute(sql`
    select cc.id, cc.nome from sala_vacinacao s join centro_custo cc on cc.id = s.centro_custo_id
     where s.tipo = ${TIPO_SALA_VACINACAO.redeFrio} and not s.bloqueado and not cc.bloqueado order by ${porNome(sql`cc.nome`)}`);
  return rows.map((r) => ({ id: Number(r.id), nome: String(r.nome) }));
}

/**
 * What helps the nurse ask (issue 20): per vaccine, the room's valid doses and the average monthly use of the last
 * 3 months — the doses applied (`aplicacao_vacina`, net of their reversals) over those months, divided by 3.
 */
export async function apoioDaSala(tx: Tx, salaId: number, hoje = hojeIso()) {
  const vacinas = await vacinasComEstoque(tx, salaId, hoje);
  const { rows } = await tx.execute(sql`
    select material_id, ceil(-sum(quantidade) / 3.0)::int as media
      from estoque_movimento
     where centro_custo_id = ${salaId} and tipo in ('aplicacao_vacina', 'estorno_aplicacao_vacina')
       and data > (${hoje}::date - interval '3 months') and data <= ${hoje}
     group by material_id`);
  const media = new Map(rows.map((r) => [Number(r.material_id), Math.max(0, Number(r.media))]));
  return vacinas.map((v) => ({ ...v, estoqueSala: v.disponivel, consumoMedioMensal: media.get(v.materialId) ?? 0 }));
}

/** One line per vaccine, each a vaccine that is a stock item: else a 422 on the line. */
async function validarItens(tx: Tx, r: RequisicaoVacinaInput) {
  const vistos = new Map<number, number>();
  for (const [i, item] of r.itens.entries()) {
    const campo = `itens.${i}.vacina_id`;
    const antes = vistos.get(item.vacinaId);
    if (antes != null) throw recusa(campo, `Item ${i + 1}: a vacina já está no item ${antes + 1}.`);
    vistos.set(item.vacinaId, i);
    const { rows } = await tx.execute(sql`select material_id, bloqueado from vacina where id = ${item.vacinaId}`);
    if (!rows[0] || rows[0].material_id == null) throw recusa(campo, `Item ${i + 1}: vacina não encontrada.`);
    if (rows[0].bloqueado) throw recusa(campo, `Item ${i + 1}: a vacina está bloqueada.`);
  }
  if (!(await redesDeFrio(tx)).some((c) => c.id === r.centroCustoRedeFrioId)) {
    throw recusa('centro_custo_rede_frio_id', 'Rede de frio não encontrada.');
  }
}

async function gravarItens(tx: Tx, id: number, r: RequisicaoVacinaInput) {
  for (const item of r.itens) {
    await tx.execute(sql`
      insert into vacina_requisicao_item (requisicao_id, vacina_id, doses_solicitadas) values (${id}, ${item.vacinaId}, ${item.doses})`);
  }
}

/** The room of the session asks a cold store. */
export async function criarRequisicao(tx: Tx, salaId: number, r: RequisicaoVacinaInput, hoje = hojeIso()) {
  await validarItens(tx, r);
  const { rows } = await tx.execute(sql`
    insert into vacina_requisicao (centro_custo_sala_id, centro_custo_rede_frio_id, data, observacao)
    values (${salaId}, ${r.centroCustoRedeFrioId}, ${hoje}, ${r.observacao ?? null}) returning id`);
  const id = Number(rows[0].id);
  await gravarItens(tx, id, r);
  return id;
}

/** Locks the requisition (an answer, an edit and a cancellation of one requisition pass one at a time). */
export async function travarRequisicao(tx: Tx, id: number, centroCustoId: number, lado: LadoRequisicao) {
  const coluna = lado === 'sala' ? sql`centro_custo_sala_id` : sql`centro_custo_rede_frio_id`;
  const { rows } = await tx.execute(sql`
    select id, situacao, data::text as data, centro_custo_sala_id, centro_custo_rede_frio_id from vacina_requisicao
     where id = ${id} and ${coluna} = ${centroCustoId} for update`);
  const r = rows[0];
  if (!r) throw notFound();
  return {
    situacao: Number(r.situacao),
    data: String(r.data),
    salaId: Number(r.centro_custo_sala_id),
    redeFrioId: Number(r.centro_custo_rede_frio_id),
  };
}

const exigirPendente = (situacao: number, campo: string, acao: string) => {
  if (situacao !== S.PENDENTE) throw recusa(campo, `Só uma requisição pendente pode ser ${acao}.`);
};

/** The room changes its pending requisition: the lines are replaced. */
export async function alterarRequisicao(tx: Tx, id: number, salaId: number, r: RequisicaoVacinaInput) {
  const atual = await travarRequisicao(tx, id, salaId, 'sala');
  exigirPendente(atual.situacao, 'itens', 'alterada');
  await validarItens(tx, r);
  await tx.execute(sql`
    update vacina_requisicao set centro_custo_rede_frio_id = ${r.centroCustoRedeFrioId}, observacao = ${r.observacao ?? null}
     where id = ${id}`);
  await tx.execute(sql`delete from vacina_requisicao_item where requisicao_id = ${id}`);
  await gravarItens(tx, id, r);
}

/** The room cancels (while pending) or the cold store refuses (while pending), with a reason. */
export async function encerrarSemAtender(tx: Tx, id: number, centroCustoId: number, lado: LadoRequisicao, motivo: string) {
  const atual = await travarRequisicao(tx, id, centroCustoId, lado);
  exigirPendente(atual.situacao, 'motivo', lado === 'sala' ? 'cancelada' : 'recusada');
  await tx.execute(sql`
    update vacina_requisicao set situacao = ${lado === 'sala' ? S.CANCELADA : S.RECUSADA}, motivo_situacao = ${motivo},
           atendido_em = ${lado === 'sala' ? null : sql`now()`},
           atendido_por = ${lado === 'sala' ? null : sql`nullif(current_setting('app.usuario_id', true), '')::bigint`}
     where id = ${id}`);
}

/**
 * The cold store answers, once: per line the doses supplied (≤ requested; 0 = none). The doses leave its lots FEFO
 * as one distribution to the room, in transit until the room receives it. The requisition is locked first, so a
 * second answer finds it answered; the lots' balances are the engine's conditional debit, so two answers of two
 * requisitions over the last doses cannot both pass. Any refusal writes nothing.
 */
export async function atenderRequisicao(tx: Tx, ctx: ContextoEstoque, id: number, redeFrioId: number, a: AtendimentoRequisicaoVacinaInput) {
  const r = await travarRequisicao(tx, id, redeFrioId, 'redeFrio');
  exigirPendente(r.situacao, 'itens', 'atendida');
  if (a.data < r.data) throw recusa('data', 'A data do atendimento não pode ser anterior à da requisição.');
  const { rows: itens } = await tx.execute(sql`
    select i.id, i.vacina_id, v.nome, i.doses_solicitadas from vacina_requisicao_item i join vacina v on v.id = i.vacina_id
     where i.requisicao_id = ${id} order by i.id`);
  const informado = new Map<number, { doses: number; indice: number }>();
  for (const [indice, l] of a.itens.entries()) {
    const item = itens.find((i) => Number(i.id) === l.itemId);
    if (!item) throw recusa(`itens.${indice}.item_id`, 'O item informado não pertence a esta requisição.');
    if (l.doses > Number(item.doses_solicitadas)) {
      throw recusa(
        `itens.${indice}.doses`,
        `${item.nome}: as doses atendidas (${l.doses}) passam das solicitadas (${item.doses_solicitadas}).`,
      );
    }
    informado.set(l.itemId, { doses: l.doses, indice });
  }
  const linhas = itens.map((i) => ({
    id: Number(i.id),
    vacinaId: Number(i.vacina_id),
    solicitadas: Number(i.doses_solicitadas),
    atendidas: informado.get(Number(i.id))?.doses ?? 0,
  }));
  const enviar = linhas.filter((l) => l.atendidas > 0);
  if (!enviar.length) throw recusa('itens', 'Informe as doses atendidas de ao menos uma vacina, ou recuse a requisição.');
  const transferenciaId = await enviarDistribuicao(
    tx,
    ctx,
    redeFrioId,
    {
      centroCustoDestinoId: r.salaId,
      data: a.data,
      observacao: a.observacao ?? `Atendimento da requisição nº ${id}`,
      itens: enviar.map((l) => ({ vacinaId: l.vacinaId, doses: l.atendidas, loteId: null })),
    },
    { tipo: DOCUMENTO_REQUISICAO, id },
  ).catch((e) => {
    // the distribution names its line by position among the lines sent; the screen's lines are the requisition's
    const campo = Object.keys(e?.errors ?? {})[0] ?? '';
    const m = /^itens\.(\d+)\.(.+)$/.exec(campo);
    if (e?.statusCode === 422 && m) {
      const l = enviar[Number(m[1])];
      const indice = informado.get(l.id)?.indice ?? 0;
      throw recusa(`itens.${indice}.doses`, String(e.errors[campo][0]).replace(/^Item \d+: /, ''));
    }
    throw e;
  });
  for (const l of linhas) {
    await tx.execute(sql`update vacina_requisicao_item set doses_atendidas = ${l.atendidas} where id = ${l.id}`);
  }
  const situacao = situacaoDoAtendimento(linhas);
  await tx.execute(sql`
    update vacina_requisicao set situacao = ${situacao}, transferencia_id = ${transferenciaId}, data_atendimento = ${a.data},
           atendido_em = now(), atendido_por = ${ctx.usuarioId ?? null}
     where id = ${id}`);
  return transferenciaId;
}

/** The requisition as its room or its cold store sees it (any other cost centre: 404). */
export async function lerRequisicao(tx: Tx, id: number, centroCustoId: number, hoje = hojeIso()) {
  const { rows } = await tx.execute(sql`
    select r.id, r.data::text as data, r.centro_custo_sala_id, s.nome as sala, r.centro_custo_rede_frio_id, f.nome as rede_frio,
           ${nomeDoUsuario(sql`r.created_by`)} as solicitante, r.observacao, r.situacao, r.motivo_situacao,
           r.data_atendimento::text as data_atendimento, ${nomeDoUsuario(sql`r.atendido_por`)} as atendido_por, r.transferencia_id
      from vacina_requisicao r join centro_custo s on s.id = r.centro_custo_sala_id join centro_custo f on f.id = r.centro_custo_rede_frio_id
     where r.id = ${id} and ${centroCustoId} in (r.centro_custo_sala_id, r.centro_custo_rede_frio_id)`);
  const r = rows[0];
  if (!r) throw notFound();
  const salaId = Number(r.centro_custo_sala_id);
  const redeFrioId = Number(r.centro_custo_rede_frio_id);
  const pendente = Number(r.situacao) === S.PENDENTE;
  const doLadoRedeFrio = centroCustoId === redeFrioId;
  const apoio = new Map((await apoioDaSala(tx, salaId, hoje)).map((v) => [v.id, v]));
  const daRede = doLadoRedeFrio ? new Map((await vacinasComEstoque(tx, redeFrioId, hoje)).map((v) => [v.id, v.disponivel])) : null;
  const { rows: itens } = await tx.execute(sql`
    select i.id, i.vacina_id, v.nome as vacina, v.doses_por_frasco, i.doses_solicitadas, i.doses_atendidas
      from vacina_requisicao_item i join vacina v on v.id = i.vacina_id where i.requisicao_id = ${id} order by i.id`);
  return {
    id: Number(r.id),
    data: String(r.data),
    centroCustoSalaId: salaId,
    sala: String(r.sala),
    centroCustoRedeFrioId: redeFrioId,
    redeFrio: String(r.rede_frio),
    solicitante: (r.solicitante as string | null) ?? null,
    observacao: (r.observacao as string | null) ?? null,
    situacao: Number(r.situacao),
    motivoSituacao: (r.motivo_situacao as string | null) ?? null,
    dataAtendimento: (r.data_atendimento as string | null) ?? null,
    atendidoPor: (r.atendido_por as string | null) ?? null,
    distribuicaoId: r.transferencia_id == null ? null : Number(r.transferencia_id),
    podeEditar: pendente && centroCustoId === salaId,
    podeAtender: pendente && doLadoRedeFrio,
    itens: itens.map((i) => {
      const a = apoio.get(Number(i.vacina_id));
      return {
        id: Number(i.id),
        vacinaId: Number(i.vacina_id),
        vacina: String(i.vacina),
        dosesPorFrasco: Number(i.doses_por_frasco),
        dosesSolicitadas: Number(i.doses_solicitadas),
        dosesAtendidas: i.doses_atendidas == null ? null : Number(i.doses_atendidas),
        estoqueSala: a?.estoqueSala ?? 0,
        consumoMedioMensal: a?.consumoMedioMensal ?? 0,
        disponivelRedeFrio: daRede ? (daRede.get(Number(i.vacina_id)) ?? 0) : null,
      };
    }),
  };
}
