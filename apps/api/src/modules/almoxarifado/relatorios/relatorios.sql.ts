import { SituacaoRequisicaoNome, TIPOS_MOVIMENTO_ESTOQUE, type TipoMovimentoEstoque } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import { rotulo } from '../../../lib/reports/sql.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';

/** Helpers of the warehouse reports' SQL: the generic ones (core), names of codes, the kinds that count as consumption. */

export { entre, igual, type Periodo, rotulo, todas } from '../../../lib/reports/sql.js';

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
