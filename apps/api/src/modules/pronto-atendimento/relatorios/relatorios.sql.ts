import { type SQL, sql } from 'drizzle-orm';
import { fimDoDia, inicioDoDia } from '../../../lib/sql/tempo.js';

/** The pieces the eight reports share: Brasília days, the unit filter, labels of the stored enumerations. */

export interface Periodo {
  dataInicio?: string | null;
  dataFim?: string | null;
}

/** Conditions joined by `and`; absent ones (an empty filter) drop out. */
export const todas = (...condicoes: (SQL | undefined | false | null)[]): SQL =>
  sql.join([sql`true`, ...condicoes.filter((c): c is SQL => !!c)], sql` and `);

/** Something that lasts (a shift) belongs to the period when any part of it falls inside. */
export const sobrepoePeriodo = (inicio: SQL, fim: SQL, f: Periodo): SQL =>
  todas(
    f.dataInicio ? sql`${fim} > ${inicioDoDia(f.dataInicio)}` : undefined,
    f.dataFim ? sql`${inicio} < ${fimDoDia(f.dataFim)}` : undefined,
  );

/** The unit filter: the location (infraestrutura) of the row belongs to the unit. */
export const daUnidade = (infraestruturaId: SQL, unidadeId?: number | null) =>
  unidadeId ? sql`${infraestruturaId} in (select i.id from infraestrutura i where i.unidade_id = ${unidadeId})` : undefined;

export const igual = (coluna: SQL, valor?: number | null) => (valor ? sql`${coluna} = ${valor}` : undefined);

/** The label of a stored code, from the shared table of names (literals: the names are ours, not the user's). */
export function rotulo(coluna: SQL, nomes: Record<number | string, string>): SQL<string> {
  const literal = (v: string | number) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);
  const casos = Object.entries(nomes)
    .map(([k, v]) => `when ${literal(/^\d+$/.test(k) ? Number(k) : k)} then ${literal(v)}`)
    .join(' ');
  return sql<string>`(case ${coluna} ${sql.raw(casos)} end)`;
}

/** Minutes between two instants, as a decimal. */
export const minutosEntre = (de: SQL, ate: SQL) => sql`(extract(epoch from (${ate}) - (${de})) / 60)`;

/** Median and mean, one decimal (ordered-set aggregates skip nulls, like avg). */
export const mediana = (v: SQL) => sql`round((percentile_cont(0.5) within group (order by ${v}))::numeric, 1)`;
export const media = (v: SQL) => sql`round(avg(${v})::numeric, 1)`;

/**
 * Age at a date, as people say it: "35 anos", "1 ano", "8 meses", "1 mês", "12 dias". Null without a birth
 * date (an unidentified patient).
 */
export const idadeNaData = (nascimento: SQL, data: SQL) => sql`(select case
    when ${nascimento} is null then null
    when x.a >= 1 then x.a || case when x.a = 1 then ' ano' else ' anos' end
    when x.m >= 1 then x.m || case when x.m = 1 then ' mês' else ' meses' end
    else x.d || case when x.d = 1 then ' dia' else ' dias' end end
  from (select extract(year from g)::int as a, extract(month from g)::int as m, extract(day from g)::int as d
          from age(${data}, ${nascimento}) g) x)`;
