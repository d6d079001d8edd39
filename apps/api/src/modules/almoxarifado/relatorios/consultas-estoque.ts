import { somarDias } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import { deConsumo, igual, todas } from './relatorios.sql.js';

/** The reports of what a stock holds: expiry, position at a date, monthly average consumption. */

interface Filtros {
  centroCustoId?: number | null;
  materialId?: number | null;
  grupoId?: number | null;
}

/**
 * Validade: the lots with balance today, days to expiry and their situation (expired: leaves only by write-off;
 * expiring: within the configured days; valid).
 */
export function consultaValidade(f: Filtros & { situacao?: string | null }, hoje: string, diasAlerta: number): SQL {
  const limite = somarDias(hoje, diasAlerta);
  const situacao: Record<string, SQL> = {
    vencido: sql`l.validade < ${hoje}::date`,
    vencendo: sql`l.validade between ${hoje}::date and ${limite}::date`,
    valido: sql`l.validade > ${limite}::date`,
  };
  return sql`select cc.nome as "estoque", mat.nome as "material", l.lote as "lote", fab.nome as "fabricante", l.validade as "validade",
      (l.validade - ${hoje}::date)::int as "dias", s.quantidade as "quantidade",
      round(s.quantidade * coalesce(c.custo_medio, 0), 2) as "valor",
      case when l.validade < ${hoje}::date then 'Vencido' when l.validade <= ${limite}::date then 'Vencendo' else 'Válido' end as "situacao"
    from estoque_saldo s
    join centro_custo cc on cc.id = s.centro_custo_id
    join estoque_lote l on l.id = s.lote_id
    join material mat on mat.id = s.material_id
    left join fabricante fab on fab.id = l.fabricante_id
    left join estoque_custo_medio c on c.centro_custo_id = s.centro_custo_id and c.material_id = s.material_id
    where ${todas(
      sql`s.quantidade > 0`,
      igual(sql`s.centro_custo_id`, f.centroCustoId),
      igual(sql`s.material_id`, f.materialId),
      f.situacao ? situacao[f.situacao] : null,
    )}`;
}

/**
 * Posição de estoque, as the engine's `posicao` answers it: today from the balance table, at a past date (end of
 * that day) from the ledger, valued at the material's current weighted average cost in the stock.
 */
export function consultaPosicao(f: Filtros & { data?: string | null }): SQL {
  const base = f.data
    ? sql`select centro_custo_id, material_id, lote_id, sum(quantidade)::int as quantidade from estoque_movimento
           where ${todas(sql`data <= ${f.data}::date`, igual(sql`centro_custo_id`, f.centroCustoId), igual(sql`material_id`, f.materialId))}
           group by centro_custo_id, material_id, lote_id having sum(quantidade) <> 0`
    : sql`select centro_custo_id, material_id, lote_id, quantidade from estoque_saldo
           where ${todas(sql`quantidade <> 0`, igual(sql`centro_custo_id`, f.centroCustoId), igual(sql`material_id`, f.materialId))}`;
  return sql`select cc.nome as "estoque", g.nome as "grupo", mat.nome as "material", l.lote as "lote", l.validade as "validade",
      fab.nome as "fabricante", b.quantidade as "quantidade", coalesce(c.custo_medio, 0) as "custoMedio",
      round(b.quantidade * coalesce(c.custo_medio, 0), 2) as "valor"
    from (${base}) b
    join centro_custo cc on cc.id = b.centro_custo_id
    join material mat on mat.id = b.material_id
    left join grupo g on g.id = mat.grupo_id
    join estoque_lote l on l.id = b.lote_id
    left join fabricante fab on fab.id = l.fabricante_id
    left join estoque_custo_medio c on c.centro_custo_id = b.centro_custo_id and c.material_id = b.material_id
    where ${todas(igual(sql`mat.grupo_id`, f.grupoId))}`;
}

/** The last `meses` complete months before `hoje`'s month: [first day, last day]. */
export function janelaCmm(hoje: string, meses: number): { inicio: string; fim: string } {
  const [a, m] = hoje.split('-').map(Number) as [number, number];
  const primeiro = (ano: number, mes: number) => {
    const d = new Date(Date.UTC(ano, mes - 1, 1));
    return d.toISOString().slice(0, 10);
  };
  const inicioDoMes = primeiro(a, m);
  return { inicio: primeiro(a, m - meses), fim: somarDias(inicioDoMes, -1) };
}

/**
 * Consumo médio mensal: per stock and material, the consumption (net of reversals) of the last complete months,
 * its monthly average, how many days today's balance covers, and the purchase that covers `diasCobertura` days:
 * ceil(CMM × dias ÷ 30) − saldo, never below zero.
 */
export function consultaConsumoMedio(f: Filtros, janela: { inicio: string; fim: string }, meses: number, diasCobertura: number): SQL {
  const filtro = (centro: SQL, materialCol: SQL) => todas(igual(centro, f.centroCustoId), igual(materialCol, f.materialId));
  return sql`with consumo as (
      select m.centro_custo_id, m.material_id, greatest(-sum(m.quantidade), 0) as consumo from estoque_movimento m
       where ${todas(deConsumo(sql`m.tipo`), sql`m.data between ${janela.inicio}::date and ${janela.fim}::date`, filtro(sql`m.centro_custo_id`, sql`m.material_id`))}
       group by m.centro_custo_id, m.material_id),
    saldo as (
      select s.centro_custo_id, s.material_id, sum(s.quantidade) as saldo from estoque_saldo s
       where ${filtro(sql`s.centro_custo_id`, sql`s.material_id`)} group by s.centro_custo_id, s.material_id),
    junto as (
      select coalesce(c.centro_custo_id, s.centro_custo_id) as centro_custo_id, coalesce(c.material_id, s.material_id) as material_id,
             coalesce(c.consumo, 0) as consumo, coalesce(s.saldo, 0) as saldo
        from consumo c full join saldo s on s.centro_custo_id = c.centro_custo_id and s.material_id = c.material_id)
    select cc.nome as "estoque", mat.nome as "material", j.consumo::int as "consumo",
           round(j.consumo::numeric / ${meses}, 2) as "cmm", j.saldo::int as "saldo",
           case when j.consumo > 0 then floor(j.saldo * 30 * ${meses}::numeric / j.consumo)::int end as "coberturaDias",
           greatest(0, ceil(j.consumo::numeric / ${meses} * ${diasCobertura} / 30) - j.saldo)::int as "sugestaoCompra"
      from junto j
      join centro_custo cc on cc.id = j.centro_custo_id
      join material mat on mat.id = j.material_id
     where ${todas(sql`(j.consumo > 0 or j.saldo > 0)`, igual(sql`mat.grupo_id`, f.grupoId))}`;
}
