import { type SQL, sql } from 'drizzle-orm';

/** Pieces of the reports' SQL that every module writes the same way: optional filters, a period, names of codes. */

export interface Periodo {
  dataInicio: string;
  dataFim: string;
}

/** `col = value` when the filter is set, else nothing. */
export const igual = (coluna: SQL, valor: number | string | null | undefined): SQL | null =>
  valor === null || valor === undefined ? null : sql`${coluna} = ${valor}`;

/** The conditions joined by `and` (true when none); an absent one (an empty filter) drops out. */
export const todas = (...conds: (SQL | null | undefined | false)[]): SQL => {
  const c = conds.filter((x): x is SQL => !!x);
  return c.length
    ? sql.join(
        c.map((x) => sql`(${x})`),
        sql` and `,
      )
    : sql`true`;
};

/** A date column inside the period (both days included). */
export const entre = (coluna: SQL, p: Periodo) => sql`${coluna} between ${p.dataInicio}::date and ${p.dataFim}::date`;

const literal = (v: string) => `'${v.replaceAll("'", "''")}'`;

/**
 * The name of a code, in SQL (`case … end`), compared as text. The names are literals (ours, not the user's): a
 * parameter would make the same expression differ between SELECT and GROUP BY.
 */
export function rotulo(coluna: SQL, nomes: Record<string | number, string>): SQL<string> {
  const casos = Object.entries(nomes)
    .map(([codigo, nome]) => `when ${literal(String(codigo))} then ${literal(nome)}`)
    .join(' ');
  return sql<string>`(case ${coluna}::text ${sql.raw(casos)} end)`;
}

/** A CID-10 code as printed: 'M058' → 'M05.8', a category ('M05') as it is. */
export const cidImpresso = (codigo: SQL) =>
  sql<string>`(substr(${codigo}, 1, 3) || case when length(${codigo}) = 4 then '.' || substr(${codigo}, 4, 1) else '' end)`;

/** The phones of a citizen (the alias of a `cidadao` row) as one text, each as people write it: (87) 99999-0000. */
export const telefonesDoCidadao = (alias: string) => {
  const c = sql.raw(alias);
  return sql<string>`array_to_string(array(
    select regexp_replace(t, '^(\\d{2})(\\d{4,5})(\\d{4})$', '(\\1) \\2-\\3')
      from unnest(array_remove(array[${c}.telefone]::text[] || array(select ct.numero::text from cidadao_telefone ct where ct.cidadao_id = ${c}.id order by ct.id), null)) t), ', ')`;
};
