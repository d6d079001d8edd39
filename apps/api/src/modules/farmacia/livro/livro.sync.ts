import { listasDoLivro, TIPOS_MOVIMENTO_ESTOQUE, type TipoLinhaLivro, type TipoLivro, type TipoMovimentoEstoque } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { farmaciaLivro, farmaciaLivroLinha } from './livro.table.js';

export type Livro = typeof farmaciaLivro.$inferSelect;

/**
 * The line each stock movement writes (issue 19): entries and the reversals that bring stock back are entries; a
 * dispensing is an exit with its patient and prescription; write-offs are losses; the reversal of a dispensing
 * (or of an entry) is a reversal; inventory adjusts. A Record, so a new kind of the engine cannot be forgotten.
 */
const LINHA_DO_MOVIMENTO: Record<TipoMovimentoEstoque, TipoLinhaLivro> = {
  entrada_inicial: 'entrada',
  entrada_nf: 'entrada',
  transferencia_entrada: 'entrada',
  estorno_transferencia: 'entrada',
  estorno_suprimento: 'entrada',
  estorno_saida: 'entrada',
  estorno_baixa: 'entrada',
  saida: 'saida',
  transferencia_saida: 'saida',
  suprimento_requisicao: 'saida',
  dispensacao: 'saida',
  aplicacao_vacina: 'saida',
  baixa: 'perda',
  perda_frasco_aberto: 'perda',
  estorno_dispensacao: 'estorno',
  estorno_entrada: 'estorno',
  estorno_aplicacao_vacina: 'estorno',
  ajuste_inventario: 'ajuste',
};
export const tipoDaLinha = (tipo: TipoMovimentoEstoque) => LINHA_DO_MOVIMENTO[tipo];

/** The listas_controle of a book as SQL (`in (…)`). */
export const listasSql = (tipo: TipoLivro) =>
  sql.join(
    listasDoLivro(tipo).map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * One writer per book: reading, a manual line and closing all take this transaction lock before they look at the
 * book's last line, so two readers never write the same movement or two running balances from the same one.
 */
export async function travarLivro(tx: Tx, livroId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`farmacia:livro:${livroId}`}, 0))`);
}

/** The book under its lock, read after the lock so it sees what the previous writer committed. */
export async function lerLivroTravado(tx: Tx, livroId: number): Promise<Livro | null> {
  await travarLivro(tx, livroId);
  const [livro] = await tx.select().from(farmaciaLivro).where(eq(farmaciaLivro.id, livroId));
  return livro ?? null;
}

/**
 * The balance of each substance in the book now: its last line's, or (no line yet) the stock's position before
 * the opening day, the balance the book carries over from the previous one.
 */
export async function saldosDoLivro(tx: Tx, livro: Livro, materiais: number[]): Promise<Map<number, number>> {
  const saldos = new Map<number, number>();
  if (!materiais.length) return saldos;
  const lista = sql.join(
    materiais.map((m) => sql`${m}`),
    sql`, `,
  );
  const { rows } = await tx.execute(sql`
    select distinct on (material_id) material_id, saldo from farmacia_livro_linha
     where livro_id = ${livro.id} and material_id in (${lista}) order by material_id, id desc`);
  for (const r of rows) saldos.set(Number(r.material_id), Number(r.saldo));
  const semLinha = materiais.filter((m) => !saldos.has(m));
  if (semLinha.length) {
    const anteriores = await saldosNaAbertura(tx, livro, semLinha);
    for (const m of semLinha) saldos.set(m, anteriores.get(m) ?? 0);
  }
  return saldos;
}

/** The stock's position of the book's substances at the end of the day before it opened (only `materiais`, if given). */
export async function saldosNaAbertura(tx: Tx, livro: Livro, materiais?: number[]): Promise<Map<number, number>> {
  const filtro = materiais
    ? sql`and m.material_id in (${sql.join(
        materiais.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const { rows } = await tx.execute(sql`
    select m.material_id, sum(m.quantidade)::int as saldo
      from estoque_movimento m join material mat on mat.id = m.material_id
     where m.centro_custo_id = ${livro.centroCustoId} and m.data < ${livro.dataAbertura}
       and mat.lista_controle_id in (${listasSql(livro.tipo as TipoLivro)}) ${filtro}
     group by m.material_id having sum(m.quantidade) <> 0`);
  return new Map(rows.map((r) => [Number(r.material_id), Number(r.saldo)]));
}

interface MovimentoDoLivro {
  id: number;
  tipo: TipoMovimentoEstoque;
  data: string;
  materialId: number;
  quantidade: number;
  motivo: string | null;
  lote: string;
  origem: string | null;
  destino: string | null;
  numeroNota: string | null;
  fornecedor: string | null;
  pacienteId: number | null;
  paciente: string | null;
  numeroReceita: string | null;
  prescritor: string | null;
}

/** Where it came from or went to, in the book's words ("Entrada por nota fiscal nº 123 — FORNECEDOR; lote L1"). */
function historicoDo(m: MovimentoDoLivro): string {
  const partes: string[] = [TIPOS_MOVIMENTO_ESTOQUE[m.tipo].nome];
  if (m.numeroNota || m.fornecedor) partes[0] += `${m.numeroNota ? ` nº ${m.numeroNota}` : ''}${m.fornecedor ? ` — ${m.fornecedor}` : ''}`;
  else if (m.quantidade > 0 && m.origem && m.tipo.startsWith('transferencia')) partes[0] += ` de ${m.origem}`;
  else if (m.quantidade < 0 && m.destino && m.tipo !== 'dispensacao') partes[0] += ` para ${m.destino}`;
  if (m.motivo) partes.push(m.motivo);
  return `${partes.join(' — ')}; lote ${m.lote}`.slice(0, 500);
}

/**
 * Brings the book up to date with the stock ledger (issue 19): every movement of the book's pharmacy, of a
 * substance of its lists, dated on or after the opening, not yet in the book,
 * becomes one line with the running balance of its substance. Movements are read past `ultimo_movimento_id`
 * and, besides, those registered in the last day: a movement's id is taken when its transaction starts, so a
 * slow transaction may commit a lower id after a higher one was read (the unique (livro, movimento) index and
 * the NOT EXISTS keep each movement to one line). A closed book is never synchronised. Runs under the book's lock.
 * Returns how many lines it wrote.
 */
export async function sincronizarLivro(tx: Tx, livroId: number): Promise<number> {
  const livro = await lerLivroTravado(tx, livroId);
  if (!livro || livro.fechadoEm) return 0;
  const { rows } = await tx.execute(sql`
    select m.id, m.tipo, m.data::text as data, m.material_id, m.quantidade, m.motivo, l.lote,
           co.nome as origem, cd.nome as destino, e.numero_nota, f.razao_social as fornecedor,
           d.paciente_id, c.nome as paciente, r.numero_notificacao, r.prescritor
      from estoque_movimento m
      join material mat on mat.id = m.material_id
      join estoque_lote l on l.id = m.lote_id
      left join centro_custo co on co.id = m.centro_custo_origem_id
      left join centro_custo cd on cd.id = m.centro_custo_destino_id
      left join almoxarifado_entrada e on m.documento_tipo in ('entrada', 'entrada-inicial') and e.id = m.documento_id
      left join fornecedor f on f.id = e.fornecedor_id
      left join farmacia_dispensacao d on m.documento_tipo = 'farmacia_dispensacao' and d.id = m.documento_id
      left join cidadao c on c.id = d.paciente_id
      -- the prescription this lot was dispensed under (a reversal looks at the movement it undoes), else the
      -- dispensing's retained one: the dispensing rows may be written after the movement, so read loosely
      left join lateral (
        select r.numero_notificacao,
               nullif(concat_ws(' ', r.prescritor_nome, r.prescritor_conselho), '') as prescritor
          from farmacia_dispensacao_receita r
         where r.dispensacao_id = d.id
         order by exists (select 1 from farmacia_dispensacao_item di join farmacia_dispensacao_lote dl on dl.item_id = di.id
                           where di.dispensacao_receita_id = r.id and dl.movimento_id = coalesce(m.estorno_de_id, m.id)) desc,
                  r.retida desc, r.id
         limit 1) r on true
     where m.centro_custo_id = ${livro.centroCustoId}
       and mat.lista_controle_id in (${listasSql(livro.tipo as TipoLivro)})
       and m.data >= ${livro.dataAbertura}
       and (m.id > ${livro.ultimoMovimentoId} or m.registrado_em > now() - interval '1 day')
       and not exists (select 1 from farmacia_livro_linha x where x.livro_id = ${livro.id} and x.movimento_id = m.id)
     order by m.id`);
  if (!rows.length) return 0;
  const movimentos: MovimentoDoLivro[] = rows.map((r) => ({
    id: Number(r.id),
    tipo: r.tipo as TipoMovimentoEstoque,
    data: String(r.data),
    materialId: Number(r.material_id),
    quantidade: Number(r.quantidade),
    motivo: (r.motivo as string | null) ?? null,
    lote: String(r.lote),
    origem: (r.origem as string | null) ?? null,
    destino: (r.destino as string | null) ?? null,
    numeroNota: (r.numero_nota as string | null) ?? null,
    fornecedor: (r.fornecedor as string | null) ?? null,
    pacienteId: r.paciente_id == null ? null : Number(r.paciente_id),
    paciente: (r.paciente as string | null) ?? null,
    numeroReceita: (r.numero_notificacao as string | null) ?? null,
    prescritor: (r.prescritor as string | null) ?? null,
  }));
  const saldos = await saldosDoLivro(tx, livro, [...new Set(movimentos.map((m) => m.materialId))]);
  const linhas = movimentos.map((m) => {
    const saldo = (saldos.get(m.materialId) ?? 0) + m.quantidade;
    saldos.set(m.materialId, saldo);
    return {
      livroId: livro.id,
      materialId: m.materialId,
      data: m.data,
      tipo: tipoDaLinha(m.tipo),
      movimentoId: m.id,
      quantidadeEntrada: Math.max(m.quantidade, 0),
      quantidadeSaida: Math.max(-m.quantidade, 0),
      saldo,
      historico: historicoDo(m),
      pacienteId: m.pacienteId,
      numeroReceita: m.numeroReceita,
      prescritor: m.prescritor,
    };
  });
  // one statement per few hundred lines: the first reading of a busy pharmacy's book may bring thousands
  for (let i = 0; i < linhas.length; i += 500) await tx.insert(farmaciaLivroLinha).values(linhas.slice(i, i + 500));
  const maior = movimentos[movimentos.length - 1].id;
  await tx
    .update(farmaciaLivro)
    .set({ ultimoMovimentoId: sql`greatest(${farmaciaLivro.ultimoMovimentoId}, ${maior})`, updatedAt: sql`now()` })
    .where(eq(farmaciaLivro.id, livro.id));
  return linhas.length;
}
