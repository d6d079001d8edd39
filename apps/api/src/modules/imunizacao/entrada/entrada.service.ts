import { dosesDaLinha, type EntradaVacinaInput, MENSAGENS_ESTOQUE_VACINA } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { HttpError, notFound, unprocessable } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { type ContextoEstoque, entrar, estornar, recusaEstoque } from '../../estoque/index.js';

/** The lot's presentation is fixed by its first entry: the same lot with another doses per vial is refused. */
async function registrarApresentacao(tx: Tx, loteId: number, lote: string, vacinaId: number, dosesPorFrasco: number, campo: string) {
  await tx.execute(sql`
    insert into vacina_lote (lote_id, vacina_id, doses_por_frasco) values (${loteId}, ${vacinaId}, ${dosesPorFrasco})
    on conflict on constraint vacina_lote_lote_uq do nothing`);
  const { rows } = await tx.execute(sql`select doses_por_frasco from vacina_lote where lote_id = ${loteId}`);
  const registrado = Number(rows[0].doses_por_frasco);
  if (registrado !== dosesPorFrasco) throw recusaEstoque(MENSAGENS_ESTOQUE_VACINA.apresentacaoDivergente(lote, registrado), campo);
}

/** Moves the engine's refusal of a line under that line's field (`itens.N.<campo>`). */
function naLinha(e: unknown, i: number): never {
  if (e instanceof HttpError && e.statusCode === 422 && e.errors) {
    const erros = Object.fromEntries(
      Object.entries(e.errors).map(([k, v]) => [k.startsWith('itens.') ? k : `itens.${i}.${k === 'itens' ? 'quantidade' : k}`, v]),
    );
    throw unprocessable(erros, e.message);
  }
  throw e;
}

/**
 * A vaccine entry (spec 000 §2.3 imunizacao/entrada): one `entrada_nf` movement per line, in doses, and the lot's
 * presentation (`vacina_lote`). The whole entry is refused when any line is.
 */
export async function gravarEntrada(tx: Tx, ctx: ContextoEstoque, centroCustoId: number, e: EntradaVacinaInput): Promise<number> {
  const { rows } = await tx.execute(sql`
    insert into imunizacao_entrada (centro_custo_id, data, origem, documento, observacao)
    values (${centroCustoId}, ${e.data}, ${e.origem}, ${e.documento ?? null}, ${e.observacao ?? null}) returning id`);
  const id = Number(rows[0].id);
  for (const [i, l] of e.itens.entries()) {
    try {
      const { rows: v } = await tx.execute(sql`select material_id, fabricante_id from vacina where id = ${l.vacinaId} and not bloqueado`);
      if (!v[0]) throw unprocessable({ [`itens.${i}.vacina_id`]: ['Vacina não encontrada ou bloqueada.'] });
      if (v[0].material_id == null) throw unprocessable({ [`itens.${i}.vacina_id`]: [MENSAGENS_ESTOQUE_VACINA.vacinaSemItem] });
      if (l.fabricanteId) {
        const { rows: fab } = await tx.execute(sql`select 1 from fabricante where id = ${l.fabricanteId}`);
        if (!fab[0]) throw unprocessable({ [`itens.${i}.fabricante_id`]: ['Fabricante não encontrado.'] });
      }
      const doses = dosesDaLinha(l);
      const m = await entrar(tx, ctx, {
        tipo: 'entrada_nf',
        centroCustoId,
        data: e.data,
        materialId: Number(v[0].material_id),
        lote: {
          numero: l.lote,
          validade: l.validade,
          fabricanteId: l.fabricanteId ?? (v[0].fabricante_id == null ? null : Number(v[0].fabricante_id)),
        },
        quantidade: doses,
        custoUnitario: 0,
        documento: { tipo: 'imunizacao_entrada', id },
        motivo: e.documento ? `${e.origem} — ${e.documento}` : e.origem,
      });
      await registrarApresentacao(tx, m.loteId, m.lote, l.vacinaId, l.dosesPorFrasco, 'doses_por_frasco');
      await tx.execute(sql`
        insert into imunizacao_entrada_item (entrada_id, vacina_id, lote_id, doses_por_frasco, doses, movimento_id)
        values (${id}, ${l.vacinaId}, ${m.loteId}, ${l.dosesPorFrasco}, ${doses}, ${m.movimentoId})`);
    } catch (err) {
      naLinha(err, i);
    }
  }
  return id;
}

export async function lerEntrada(tx: Tx, id: number, centroCustoId: number) {
  const { rows } = await tx.execute(sql`
    select e.id, cc.nome as sala, e.data::text as data, e.origem, e.documento, e.observacao, e.situacao, e.motivo_estorno,
           ${nomeDoUsuario(sql`e.created_by`)} as registrado_por
      from imunizacao_entrada e join centro_custo cc on cc.id = e.centro_custo_id
     where e.id = ${id} and e.centro_custo_id = ${centroCustoId}`);
  const e = rows[0];
  if (!e) throw notFound('Entrada não encontrada.');
  const { rows: itens } = await tx.execute(sql`
    select v.nome as vacina, l.lote, f.nome as fabricante, l.validade::text as validade, i.doses_por_frasco, i.doses,
           coalesce(s.quantidade, 0) as saldo
      from imunizacao_entrada_item i join vacina v on v.id = i.vacina_id join estoque_lote l on l.id = i.lote_id
      left join fabricante f on f.id = l.fabricante_id
      left join estoque_saldo s on s.centro_custo_id = ${centroCustoId} and s.lote_id = i.lote_id
     where i.entrada_id = ${id} order by i.id`);
  const linhas = itens.map((i) => ({
    vacina: String(i.vacina),
    lote: String(i.lote),
    fabricante: (i.fabricante as string | null) ?? null,
    validade: String(i.validade),
    dosesPorFrasco: Number(i.doses_por_frasco),
    doses: Number(i.doses),
    frascos: Math.round((Number(i.doses) / Number(i.doses_por_frasco)) * 10) / 10,
    saldoLote: Number(i.saldo),
  }));
  const situacao = Number(e.situacao);
  return {
    id: Number(e.id),
    sala: String(e.sala),
    data: String(e.data),
    origem: String(e.origem),
    documento: (e.documento as string | null) ?? null,
    observacao: (e.observacao as string | null) ?? null,
    situacao,
    motivoEstorno: (e.motivo_estorno as string | null) ?? null,
    registradoPor: (e.registrado_por as string | null) ?? null,
    estornavel: situacao === 1 && linhas.every((l) => l.saldoLote >= l.doses),
    itens: linhas,
  };
}

/**
 * Reverses an entry while all its doses are still here: each line's movement leaves its lot as `estorno_entrada`
 * (the engine refuses, naming the lot, when doses were already used, lost or sent on).
 */
export async function estornarEntrada(tx: Tx, ctx: ContextoEstoque, id: number, centroCustoId: number, motivo: string) {
  const { rows } = await tx.execute(
    sql`select situacao from imunizacao_entrada where id = ${id} and centro_custo_id = ${centroCustoId} for update`,
  );
  if (!rows[0]) throw notFound('Entrada não encontrada.');
  if (Number(rows[0].situacao) === 2) throw recusaEstoque('Esta entrada já foi estornada.', 'motivo');
  const { rows: itens } = await tx.execute(sql`select movimento_id from imunizacao_entrada_item where entrada_id = ${id} order by id`);
  for (const i of itens) {
    await estornar(tx, ctx, { movimentoId: Number(i.movimento_id), motivo, documento: { tipo: 'imunizacao_entrada', id } }).catch((e) => {
      if (e instanceof HttpError && e.statusCode === 422) throw recusaEstoque(`Estorno recusado: ${e.message}`, 'motivo');
      throw e;
    });
  }
  await tx.execute(sql`
    update imunizacao_entrada set situacao = 2, motivo_estorno = ${motivo}, estornado_em = now(),
           estornado_por = nullif(current_setting('app.usuario_id', true), '')::bigint
     where id = ${id}`);
}
