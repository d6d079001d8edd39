import { type DistribuicaoInput, frascosDasDoses, hojeIso, TIPO_SALA_VACINACAO } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import {
  type ContextoEstoque,
  lerTransferencia,
  lotesComSaldo,
  sugerirLotes,
  type TextosTransferencia,
  transferir,
} from '../../estoque/index.js';

/**
 * Distribution (issue 20): a transfer of the stock engine from the cold store to a room, marked by its document kind
 * so the warehouse's transfers never show here. A requisition's answer is one too, pointing at the requisition.
 */
export const DOCUMENTO_DISTRIBUICAO = 'imunizacao_distribuicao';
export const DOCUMENTO_REQUISICAO = 'imunizacao_requisicao';
const DOCUMENTOS = sql`(${DOCUMENTO_DISTRIBUICAO}, ${DOCUMENTO_REQUISICAO})`;

export const recusa = (campo: string, mensagem: string) => unprocessable({ [campo]: [mensagem] }, mensagem);

/** The session's cost centre as a room or cold store of `sala_vacinacao` (null: neither, or blocked). */
export async function salaDaSessao(tx: Tx, centroCustoId: number) {
  const { rows } = await tx.execute(sql`
    select cc.id, cc.nome, s.tipo from sala_vacinacao s join centro_custo cc on cc.id = s.centro_custo_id
     where s.centro_custo_id = ${centroCustoId} and not s.bloqueado and not cc.bloqueado`);
  const r = rows[0];
  return r ? { id: Number(r.id), nome: String(r.nome), tipo: Number(r.tipo) } : null;
}

/** The cold store of the session, or a 422 telling the user to pick it at login. */
export async function redeFrioDaSessao(tx: Tx, centroCustoId: number) {
  const s = await salaDaSessao(tx, centroCustoId);
  if (s?.tipo !== TIPO_SALA_VACINACAO.redeFrio) {
    throw recusa('centro_custo_id', 'Entre no sistema pelo centro de custo da rede de frio para distribuir ou atender requisições.');
  }
  return s;
}

/** The room of the session, or a 422 telling the user to pick it at login. */
export async function salaVacinacaoDaSessao(tx: Tx, centroCustoId: number) {
  const s = await salaDaSessao(tx, centroCustoId);
  if (s?.tipo !== TIPO_SALA_VACINACAO.sala) {
    throw recusa('centro_custo_id', 'Entre no sistema pelo centro de custo de uma sala de vacinação para requisitar vacinas.');
  }
  return s;
}

/** The rooms (not blocked) a cold store supplies, each with its unit. */
export async function salasDeDestino(tx: Tx) {
  const { rows } = await tx.execute(sql`
    select cc.id, cc.nome, u.nome_fantasia as unidade
      from sala_vacinacao s join centro_custo cc on cc.id = s.centro_custo_id
      join infraestrutura i on i.id = cc.infraestrutura_id join unidade u on u.id = i.unidade_id
     where s.tipo = ${TIPO_SALA_VACINACAO.sala} and not s.bloqueado and not cc.bloqueado
     order by ${porNome(sql`cc.nome`)}`);
  return rows.map((r) => ({ id: Number(r.id), nome: String(r.nome), unidade: String(r.unidade) }));
}

/** Vaccines that are stock items, with the valid doses a cost centre holds of each. */
export async function vacinasComEstoque(tx: Tx, centroCustoId: number, hoje = hojeIso()) {
  const { rows } = await tx.execute(sql`
    select v.id, v.nome, coalesce(v.calendario_sigla, v.sigla) as sigla, v.material_id, v.doses_por_frasco,
           coalesce((select sum(s.quantidade) from estoque_saldo s join estoque_lote l on l.id = s.lote_id
                      where s.centro_custo_id = ${centroCustoId} and s.material_id = v.material_id and l.validade >= ${hoje}), 0)::int as disponivel
      from vacina v where v.material_id is not null and not v.bloqueado
     order by ${porNome(sql`v.nome`)}`);
  return rows.map((r) => ({
    id: Number(r.id),
    nome: String(r.nome),
    sigla: String(r.sigla),
    materialId: Number(r.material_id),
    dosesPorFrasco: Number(r.doses_por_frasco),
    disponivel: Number(r.disponivel),
  }));
}

/** A vaccine's stock item, or a 422 on the line's field. */
async function materialDaVacina(tx: Tx, vacinaId: number, campo: string, linha: number) {
  const { rows } = await tx.execute(sql`select nome, material_id, bloqueado from vacina where id = ${vacinaId}`);
  const v = rows[0];
  if (!v) throw recusa(campo, `Item ${linha}: vacina não encontrada.`);
  if (v.bloqueado) throw recusa(campo, `Item ${linha}: a vacina está bloqueada.`);
  if (v.material_id == null) throw recusa(campo, `Item ${linha}: a vacina não tem item de estoque (cadastro da vacina).`);
  return { nome: String(v.nome), materialId: Number(v.material_id) };
}

/** The lots of a vaccine a cost centre holds, with doses per vial (the lot's presentation, else the vaccine's). */
export async function lotesDaVacina(tx: Tx, centroCustoId: number, vacinaId: number, hoje = hojeIso()) {
  const { rows } = await tx.execute(sql`select material_id, doses_por_frasco from vacina where id = ${vacinaId}`);
  if (!rows[0]?.material_id) throw notFound('Vacina não encontrada.');
  const lotes = await lotesComSaldo(tx, centroCustoId, Number(rows[0].material_id));
  const ids = lotes.map((l) => sql`${l.loteId}`);
  const apresentacoes = ids.length
    ? (await tx.execute(sql`select lote_id, doses_por_frasco from vacina_lote where lote_id in (${sql.join(ids, sql`, `)})`)).rows
    : [];
  const porLote = new Map(apresentacoes.map((a) => [Number(a.lote_id), Number(a.doses_por_frasco)]));
  return lotes.map((l) => ({
    ...l,
    dosesPorFrasco: porLote.get(l.loteId) ?? Number(rows[0].doses_por_frasco),
    vencido: l.validade < hoje,
  }));
}

/**
 * Sends a distribution from the session's cold store to a room. Each line is checked first (so the refusal lands on
 * its field: unknown vaccine, not enough valid doses, a lot of another vaccine or expired); the engine then takes the
 * doses out under its conditional debit, which is what holds under concurrency. Any refusal writes nothing.
 */
export async function enviarDistribuicao(
  tx: Tx,
  ctx: ContextoEstoque,
  origem: number,
  d: DistribuicaoInput,
  documento: { tipo: string; id: number | null } = { tipo: DOCUMENTO_DISTRIBUICAO, id: null },
): Promise<number> {
  await redeFrioDaSessao(tx, origem);
  if (!(await salasDeDestino(tx)).some((s) => s.id === d.centroCustoDestinoId)) {
    throw recusa('centro_custo_destino_id', 'Sala de vacinação de destino não encontrada.');
  }
  const itens = [];
  for (const [i, item] of d.itens.entries()) {
    const v = await materialDaVacina(tx, item.vacinaId, `itens.${i}.vacina_id`, i + 1);
    if (item.loteId) {
      const lote = (await lotesDaVacina(tx, origem, item.vacinaId, d.data)).find((l) => l.loteId === item.loteId);
      if (!lote) throw recusa(`itens.${i}.lote_id`, `Item ${i + 1}: o lote não tem doses de ${v.nome} nesta rede de frio.`);
      if (lote.vencido) throw recusa(`itens.${i}.lote_id`, `Item ${i + 1}: o lote ${lote.lote} está vencido e só sai por baixa.`);
      if (lote.disponivel < item.doses)
        throw recusa(`itens.${i}.doses`, `Item ${i + 1}: o lote ${lote.lote} tem ${lote.disponivel} dose(s), pedido ${item.doses}.`);
    } else {
      const s = await sugerirLotes(tx, { centroCustoId: origem, materialId: v.materialId, quantidade: item.doses, data: d.data });
      if (s.faltam > 0) {
        const tem = item.doses - s.faltam;
        throw recusa(`itens.${i}.doses`, `Item ${i + 1}: ${v.nome} tem ${tem} dose(s) válida(s) na rede de frio, pedido ${item.doses}.`);
      }
    }
    itens.push({ materialId: v.materialId, quantidade: item.doses, loteId: item.loteId ?? null });
  }
  const id = await transferir(tx, ctx, {
    centroCustoOrigemId: origem,
    centroCustoDestinoId: d.centroCustoDestinoId,
    data: d.data,
    observacao: d.observacao,
    itens,
    documento: documento.id == null ? null : { tipo: documento.tipo, id: documento.id },
  });
  // a direct distribution has no document of its own: only its kind marks it
  if (documento.id == null) await tx.execute(sql`update estoque_transferencia set documento_tipo = ${documento.tipo} where id = ${id}`);
  return id;
}

/** The guards' refusals in the distribution's words (the engine's guards, decision 0013). */
export const TEXTOS_DISTRIBUICAO: TextosTransferencia = {
  soDestinoRecebe: 'Só a sala de vacinação de destino recebe a distribuição.',
  campoDoDocumento: 'distribuicao_id',
  itemAlheio: 'O item informado não pertence a esta distribuição.',
  soOrigemCancela: 'Só a rede de frio de origem cancela a distribuição.',
};

/** The distribution as its cold store or its room sees it (the engine's reading, in doses and vials of vaccines). */
export async function lerDistribuicao(tx: Tx, id: number, centroCustoId: number) {
  const { documento, itens, ...t } = await lerTransferencia(tx, id, centroCustoId, {
    documentoTipos: [DOCUMENTO_DISTRIBUICAO, DOCUMENTO_REQUISICAO],
  });
  const { rows: vacinas } = await tx.execute(sql`
    select i.id, v.id as vacina_id, v.nome as vacina, coalesce(vl.doses_por_frasco, v.doses_por_frasco) as doses_por_frasco
      from estoque_transferencia_item i join vacina v on v.material_id = i.material_id
      left join vacina_lote vl on vl.lote_id = i.lote_id
     where i.transferencia_id = ${id}`);
  const vacinaDoItem = new Map(vacinas.map((v) => [Number(v.id), v]));
  return {
    ...t,
    requisicaoId: documento?.tipo === DOCUMENTO_REQUISICAO && documento.id != null ? documento.id : null,
    itens: itens.flatMap((i) => {
      const v = vacinaDoItem.get(i.id);
      if (!v) return [];
      const dosesPorFrasco = Number(v.doses_por_frasco);
      return [
        {
          id: i.id,
          vacinaId: Number(v.vacina_id),
          vacina: String(v.vacina),
          loteId: i.loteId,
          lote: i.lote,
          validade: i.validade,
          dosesPorFrasco,
          dosesEnviadas: i.quantidadeEnviada,
          frascos: frascosDasDoses(i.quantidadeEnviada, dosesPorFrasco),
          dosesRecebidas: i.quantidadeRecebida,
          motivoDivergencia: i.motivoDivergencia,
        },
      ];
    }),
  };
}

/** The distributions of the session's cost centre: what the cold store sent, or what was sent to the room. */
export function consultaDistribuicoes(centroCustoId: number) {
  return {
    de: sql`from estoque_transferencia t join centro_custo o on o.id = t.centro_custo_origem_id
            join centro_custo d on d.id = t.centro_custo_destino_id`,
    onde: sql`t.documento_tipo in ${DOCUMENTOS} and ${centroCustoId} in (t.centro_custo_origem_id, t.centro_custo_destino_id)`,
  };
}
