import { type SQL, sql } from 'drizzle-orm';
import {
  deConsumo,
  documentoDoMovimento,
  entre,
  igual,
  nomeDaSituacaoRequisicao,
  nomeDoTipo,
  type Periodo,
  todas,
  usuarioDoMovimento,
} from './relatorios.sql.js';

/** The reports read from the ledger and the documents over a period (spec 000 §2.3 "Index-only reports"). */

interface Comum extends Periodo {
  centroCustoId?: number | null;
  materialId?: number | null;
}

/**
 * Consumo financeiro: value consumed per consuming cost centre (the sector an exit or supply went to; the stock
 * itself for dispensing), group and material, net of reversals, with the average cost of what left.
 */
export function consultaConsumoFinanceiro(f: Periodo & { centroCustoId?: number | null; grupoId?: number | null }): SQL {
  return sql`select coalesce(cons.nome, est.nome) as "consumidor", est.nome as "estoque", g.nome as "grupo", mat.nome as "material",
      (-sum(m.quantidade))::int as "quantidade",
      round(-sum(m.quantidade * m.custo_unitario), 2) as "valor",
      round(sum(m.quantidade * m.custo_unitario) / sum(m.quantidade), 4) as "custoMedio"
    from estoque_movimento m
    join centro_custo est on est.id = m.centro_custo_id
    left join centro_custo cons on cons.id = case when m.quantidade < 0 then m.centro_custo_destino_id else m.centro_custo_origem_id end
    join material mat on mat.id = m.material_id
    left join grupo g on g.id = mat.grupo_id
    where ${todas(deConsumo(sql`m.tipo`), entre(sql`m.data`, f), igual(sql`m.centro_custo_id`, f.centroCustoId), igual(sql`mat.grupo_id`, f.grupoId))}
    group by coalesce(cons.nome, est.nome), est.nome, g.nome, mat.nome, mat.id
    having sum(m.quantidade) <> 0`;
}

/** Entradas: the lines of the invoices and opening balances of the period (the document's own tables). */
export function consultaEntrada(f: Comum & { tipo?: string | null; situacao?: string | null }): SQL {
  return sql`select e.data_entrada as "data", cc.nome as "estoque",
      case when e.inicial then 'Entrada inicial' else 'NF ' || e.numero_nota || coalesce('/' || e.serie, '') end as "documento",
      f.razao_social as "fornecedor", mat.nome as "material", l.lote as "lote", l.validade as "validade", i.quantidade as "quantidade",
      i.valor_unitario as "valorUnitario", round(i.quantidade * i.valor_unitario, 2) as "valorTotal",
      case e.situacao when 2 then 'Estornada' else 'Ativa' end as "situacao"
    from almoxarifado_entrada_item i
    join almoxarifado_entrada e on e.id = i.entrada_id
    join centro_custo cc on cc.id = e.centro_custo_id
    left join fornecedor f on f.id = e.fornecedor_id
    join material mat on mat.id = i.material_id
    join estoque_lote l on l.id = i.lote_id
    where ${todas(
      entre(sql`e.data_entrada`, f),
      igual(sql`e.centro_custo_id`, f.centroCustoId),
      igual(sql`i.material_id`, f.materialId),
      f.tipo ? sql`e.inicial = ${f.tipo === 'inicial'}` : null,
      igual(sql`e.situacao`, f.situacao ? Number(f.situacao) : null),
    )}`;
}

/** Estornos de entrada: the `estorno_entrada` movements of the period, with the invoice they undid. */
export function consultaEstornoEntrada(f: Comum): SQL {
  return sql`select m.data as "data", cc.nome as "estoque",
      coalesce(case when e.inicial then 'Entrada inicial' when e.id is not null then 'NF ' || e.numero_nota end, ${documentoDoMovimento('m')}) as "documento",
      mat.nome as "material", l.lote as "lote", (-m.quantidade)::int as "quantidade", round(-m.quantidade * m.custo_unitario, 2) as "valor",
      m.motivo as "motivo", ${usuarioDoMovimento('m')} as "usuario"
    from estoque_movimento m
    join centro_custo cc on cc.id = m.centro_custo_id
    join material mat on mat.id = m.material_id
    join estoque_lote l on l.id = m.lote_id
    left join almoxarifado_entrada e on m.documento_tipo in ('entrada', 'entrada-inicial') and e.id = m.documento_id
    where ${todas(sql`m.tipo = 'estorno_entrada'`, entre(sql`m.data`, f), igual(sql`m.centro_custo_id`, f.centroCustoId), igual(sql`m.material_id`, f.materialId))}`;
}

/** Estornos de saída: the `estorno_saida` movements of the period; the sector the exit had gone to is their origin. */
export function consultaEstornoSaida(f: Comum): SQL {
  return sql`select m.data as "data", cc.nome as "estoque", coalesce(o.nome, 'Consumo próprio') as "destino",
      mat.nome as "material", l.lote as "lote", m.quantidade as "quantidade", round(m.quantidade * m.custo_unitario, 2) as "valor",
      m.motivo as "motivo", ${usuarioDoMovimento('m')} as "usuario"
    from estoque_movimento m
    join centro_custo cc on cc.id = m.centro_custo_id
    left join centro_custo o on o.id = m.centro_custo_origem_id
    join material mat on mat.id = m.material_id
    join estoque_lote l on l.id = m.lote_id
    where ${todas(sql`m.tipo = 'estorno_saida'`, entre(sql`m.data`, f), igual(sql`m.centro_custo_id`, f.centroCustoId), igual(sql`m.material_id`, f.materialId))}`;
}

/** Saídas: each lot that left in an exit of the period, and whether the exit was reversed since. */
export function consultaSaida(f: Comum & { destinoId?: number | null; situacao?: string | null }): SQL {
  const estornada = sql`exists (select 1 from estoque_movimento r where r.estorno_de_id = m.id)`;
  return sql`select m.data as "data", cc.nome as "estoque", coalesce(d.nome, 'Consumo próprio') as "destino",
      mat.nome as "material", l.lote as "lote", (-m.quantidade)::int as "quantidade", m.custo_unitario as "custoUnitario",
      round(-m.quantidade * m.custo_unitario, 2) as "valor", case when ${estornada} then 'Estornada' else 'Ativa' end as "situacao"
    from estoque_movimento m
    join centro_custo cc on cc.id = m.centro_custo_id
    left join centro_custo d on d.id = m.centro_custo_destino_id
    join material mat on mat.id = m.material_id
    join estoque_lote l on l.id = m.lote_id
    where ${todas(
      sql`m.tipo = 'saida'`,
      entre(sql`m.data`, f),
      igual(sql`m.centro_custo_id`, f.centroCustoId),
      igual(sql`m.material_id`, f.materialId),
      igual(sql`m.centro_custo_destino_id`, f.destinoId),
      f.situacao === '2' ? estornada : f.situacao === '1' ? sql`not ${estornada}` : null,
    )}`;
}

/** Requisições: each item asked in the period, how much was supplied (active supplies) and what is still missing. */
export function consultaRequisicao(f: Comum & { setorId?: number | null; situacao?: string | null }): SQL {
  return sql`select r.data as "data", r.id as "requisicao", s.nome as "setor", a.nome as "estoque", mat.nome as "material",
      i.quantidade_solicitada as "solicitada", i.quantidade_atendida as "atendida",
      (case when i.situacao = 3 or r.situacao in (4, 5) then 0 else i.quantidade_solicitada - i.quantidade_atendida end)::int as "pendente",
      coalesce((select round(sum(si.quantidade * si.custo_unitario), 2) from almoxarifado_requisicao_suprimento_item si
                  join almoxarifado_requisicao_suprimento sp on sp.id = si.suprimento_id
                 where si.requisicao_item_id = i.id and sp.situacao = 1), 0) as "valorAtendido",
      ${nomeDaSituacaoRequisicao(sql`r.situacao`)} as "situacao"
    from almoxarifado_requisicao_item i
    join almoxarifado_requisicao r on r.id = i.requisicao_id
    join centro_custo s on s.id = r.centro_custo_requisitante_id
    join centro_custo a on a.id = r.centro_custo_almoxarifado_id
    join material mat on mat.id = i.material_id
    where ${todas(
      entre(sql`r.data`, f),
      igual(sql`r.centro_custo_almoxarifado_id`, f.centroCustoId),
      igual(sql`r.centro_custo_requisitante_id`, f.setorId),
      igual(sql`i.material_id`, f.materialId),
      igual(sql`r.situacao`, f.situacao ? Number(f.situacao) : null),
    )}`;
}

/**
 * Kardex: every movement of a material at a stock in the period (of one lot when `lote` is given), after a first
 * line with the balance before the period; the balance runs in the order of the ledger (date, then entry).
 */
export function consultaKardex(f: Periodo & { centroCustoId: number; materialId: number; lote?: string | null }): SQL {
  const base = sql`select m.* from estoque_movimento m join estoque_lote l on l.id = m.lote_id
     where ${todas(
       sql`m.centro_custo_id = ${f.centroCustoId}`,
       sql`m.material_id = ${f.materialId}`,
       f.lote ? sql`l.lote = ${f.lote.trim().toUpperCase()}` : null,
     )}`;
  const anterior = sql`(select coalesce(sum(b.quantidade), 0) from base b where b.data < ${f.dataInicio}::date)`;
  return sql`with base as (${base})
    select 0 as "sequencia", ${f.dataInicio}::date as "data", 'Saldo anterior' as "tipo", null::text as "documento",
           null::text as "origemDestino", null::text as "lote", null::int as "entrada", null::int as "saida",
           ${anterior}::int as "saldo", null::numeric as "custoUnitario", null::text as "usuario"
    union all
    select (row_number() over (order by m.data, m.id))::int, m.data, ${nomeDoTipo(sql`m.tipo`)}, ${documentoDoMovimento('m')},
           (select c.nome from centro_custo c
             where c.id = case when m.quantidade < 0 then m.centro_custo_destino_id else m.centro_custo_origem_id end),
           l.lote, case when m.quantidade > 0 then m.quantidade end, case when m.quantidade < 0 then -m.quantidade end,
           (${anterior} + sum(m.quantidade) over (order by m.data, m.id))::int, m.custo_unitario, ${usuarioDoMovimento('m')}
      from base m join estoque_lote l on l.id = m.lote_id
     where ${entre(sql`m.data`, f)}`;
}
