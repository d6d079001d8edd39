import { LISTAS_PORTARIA_344, SetorTipo, type TipoMovimentoEstoque } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import { igual, type Periodo, rotulo, todas } from '../../../lib/reports/sql.js';

/**
 * Where each kind of the stock ledger goes in the controlled-substance movement (the balance of controlled
 * substances Portaria 344/98 asks of a pharmacy): entries, exits, losses (write-offs) or inventory adjustments. A reversal goes with what it undoes, so each column is net. Typed over every kind: a new kind of
 * movement does not compile until it is placed.
 */
const COLUNA_DO_TIPO = {
  entrada_inicial: 'entradas',
  entrada_nf: 'entradas',
  estorno_entrada: 'entradas',
  transferencia_entrada: 'entradas',
  saida: 'saidas',
  estorno_saida: 'saidas',
  transferencia_saida: 'saidas',
  estorno_transferencia: 'saidas',
  suprimento_requisicao: 'saidas',
  estorno_suprimento: 'saidas',
  dispensacao: 'saidas',
  estorno_dispensacao: 'saidas',
  aplicacao_vacina: 'saidas',
  estorno_aplicacao_vacina: 'saidas',
  baixa: 'perdas',
  estorno_baixa: 'perdas',
  perda_frasco_aberto: 'perdas',
  ajuste_inventario: 'ajustes',
} as const satisfies Record<TipoMovimentoEstoque, 'entradas' | 'saidas' | 'perdas' | 'ajustes'>;

const tiposDa = (coluna: (typeof COLUNA_DO_TIPO)[TipoMovimentoEstoque]) =>
  sql.join(
    Object.entries(COLUNA_DO_TIPO)
      .filter(([, c]) => c === coluna)
      .map(([t]) => sql`${t}`),
    sql`, `,
  );

const SIGLA_DA_LISTA = Object.fromEntries(LISTAS_PORTARIA_344.map((l) => [String(l.id), l.sigla]));

/**
 * Movimentação de psicotrópicos: per pharmacy and controlled medicine (material.lista_controle_id), the balance
 * before the period, what came in, left, was lost or adjusted in it, and the balance at its end
 * (final = anterior + entradas − saídas − perdas + ajustes). A medicine with no balance and no movement is left out.
 */
export function consultaMovimentacaoPsicotropico(
  f: Periodo & { centroCustoId?: number | null; materialId?: number | null; lista?: string | null },
): SQL {
  const noPeriodo = sql`m.data >= ${f.dataInicio}::date`;
  const soma = (coluna: 'entradas' | 'saidas' | 'perdas' | 'ajustes', sinal: 1 | -1) =>
    sql`(${sinal} * coalesce(sum(m.quantidade) filter (where ${noPeriodo} and m.tipo in (${tiposDa(coluna)})), 0))::int`;
  return sql`select cc.nome as "farmacia", ${rotulo(sql`mat.lista_controle_id`, SIGLA_DA_LISTA)} as "lista", mat.nome as "medicamento",
      coalesce(sum(m.quantidade) filter (where m.data < ${f.dataInicio}::date), 0)::int as "saldoAnterior",
      ${soma('entradas', 1)} as "entradas", ${soma('saidas', -1)} as "saidas", ${soma('perdas', -1)} as "perdas",
      ${soma('ajustes', 1)} as "ajustes", sum(m.quantidade)::int as "saldoFinal"
    from estoque_movimento m
    join material mat on mat.id = m.material_id
    join centro_custo cc on cc.id = m.centro_custo_id
    join setor s on s.id = cc.setor_id
    where ${todas(
      sql`mat.lista_controle_id is not null`,
      sql`s.setor_tipo_id = ${SetorTipo.FARMACIA}`,
      sql`m.data <= ${f.dataFim}::date`,
      igual(sql`m.centro_custo_id`, f.centroCustoId),
      igual(sql`m.material_id`, f.materialId),
      igual(sql`mat.lista_controle_id`, f.lista ? Number(f.lista) : null),
    )}
    group by cc.id, cc.nome, mat.id, mat.nome, mat.lista_controle_id
    having sum(m.quantidade) filter (where m.data < ${f.dataInicio}::date) <> 0 or bool_or(${noPeriodo})`;
}
