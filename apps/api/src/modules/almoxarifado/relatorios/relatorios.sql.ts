import { SituacaoRequisicaoNome, TIPOS_MOVIMENTO_ESTOQUE, type TipoMovimentoEstoque } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';

/** Helpers of the warehouse reports' SQL: optional filters, names of codes, the kinds that count as consumption. */

export interface Periodo {
  dataInicio: string;
  dataFim: string;
}

/** `col = value` when the filter is set, else nothing. */
export const igual = (coluna: SQL, valor: number | string | null | undefined): SQL | null =>
  valor === null || valor === undefined ? null : sql`${coluna} = ${valor}`;

/** The conditions joined by `and` (true when none). */
export const todas = (...conds: (SQL | null | undefined)[]): SQL => {
  const c = conds.filter((x): x is SQL => !!x);
  return c.length ? sql.join(c, sql` and `) : sql`true`;
};

export const entre = (coluna: SQL, p: Periodo) => sql`${coluna} between ${p.dataInicio}::date and ${p.dataFim}::date`;

/** The name of a code, in SQL (`case … end`). */
export function rotulo(coluna: SQL, nomes: Record<string | number, string>): SQL {
  const casos = Object.entries(nomes).map(([codigo, nome]) => sql`when ${String(codigo)} then ${nome}`);
  return sql`(case ${coluna}::text ${sql.join(casos, sql` `)} end)`;
}

export const nomeDoTipo = (coluna: SQL) =>
  rotulo(coluna, Object.fromEntries(Object.entries(TIPOS_MOVIMENTO_ESTOQUE).map(([k, v]) => [k, v.nome])));

export const nomeDaSituacaoRequisicao = (coluna: SQL) => rotulo(coluna, SituacaoRequisicaoNome);

/**
 * What a stock consumed (consumo financeiro, CMM): what left to sectors, requisitions, patients and vaccination
 * rooms, net of their reversals. Transfers (stock to stock), write-offs and inventory adjustments are not
 * consumption.
 */
export const TIPOS_CONSUMO: readonly TipoMovimentoEstoque[] = [
  'saida',
  'estorno_saida',
  'suprimento_requisicao',
  'estorno_suprimento',
  'dispensacao',
  'estorno_dispensacao',
  'aplicacao_vacina',
  'estorno_aplicacao_vacina',
  'perda_frasco_aberto',
];
export const deConsumo = (coluna: SQL) =>
  sql`${coluna} in (${sql.join(
    TIPOS_CONSUMO.map((t) => sql`${t}`),
    sql`, `,
  )})`;

/** The documents the warehouse's movements point at (`documento_tipo`), as the lists name them. */
const NOME_DOCUMENTO: Record<string, string> = {
  entrada: 'Entrada',
  'entrada-inicial': 'Entrada inicial',
  saida: 'Saída',
  transferencia: 'Transferência',
  baixa: 'Baixa',
  requisicao: 'Requisição',
  inventario: 'Inventário',
  'dispensacao-materiais': 'Dispensação',
};

/** "Entrada nº 7", "Inventário nº 3": the document a movement belongs to (a kind not listed shows as stored). */
export const documentoDoMovimento = (m: string) => {
  const col = sql.raw(`${m}.documento_tipo`);
  return sql`(case when ${col} is null then null
    else coalesce(${rotulo(col, NOME_DOCUMENTO)}, ${col}) || ' nº ' || ${sql.raw(m)}.documento_id end)`;
};

export const usuarioDoMovimento = (m: string) => nomeDoUsuario(sql.raw(`${m}.usuario_id`));
