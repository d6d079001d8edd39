import { type DatatableRequest, requestedOrder, toCamel } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { escapeLike } from './datatable.js';

/** The pieces of a server-paged list over hand-written SQL (whitelisted sort columns: the client's names never reach SQL). */
export interface ListaPaginada {
  de: SQL;
  onde: SQL[];
  colunas: SQL;
  ordenaveis: Record<string, SQL>;
  ordemPadrao: SQL;
  /** The SQL expressions a typed term is searched in (accent- and case-insensitive). */
  busca: SQL[];
}

/** The DataTables protocol over a hand-written query: total, filtered, one page. */
export async function paginar(tx: Tx, req: DatatableRequest, l: ListaPaginada) {
  const termo = req.search?.value?.trim() ?? '';
  const filtros = [...l.onde];
  const onde = () => (filtros.length ? sql.join(filtros, sql` and `) : sql`true`);
  const total = await tx.execute(sql`select count(*)::int as n ${l.de} where ${onde()}`);
  if (termo && l.busca.length) {
    const like = `%${escapeLike(termo.toLowerCase())}%`;
    filtros.push(
      sql`(${sql.join(
        l.busca.map((c) => sql`f_unaccent(lower(coalesce(${c}, ''))) like f_unaccent(${like})`),
        sql` or `,
      )})`,
    );
  }
  const filtrado = termo ? await tx.execute(sql`select count(*)::int as n ${l.de} where ${onde()}`) : total;
  const ordem = requestedOrder(
    { ...req, order: req.order?.map((o) => ({ ...o, columnName: o.columnName ? toCamel(o.columnName) : undefined })) },
    Object.keys(l.ordenaveis),
  ).map((o) => sql`${l.ordenaveis[o.column]} ${sql.raw(o.dir === 'desc' ? 'desc' : 'asc')}`);
  const { rows } = await tx.execute(
    sql`select ${l.colunas} ${l.de} where ${onde()} order by ${sql.join(ordem.length ? ordem : [l.ordemPadrao], sql`, `)}
        limit ${req.length} offset ${req.start}`,
  );
  return {
    draw: req.draw,
    recordsTotal: Number(total.rows[0].n),
    recordsFiltered: Number(filtrado.rows[0].n),
    data: rows as Record<string, unknown>[],
  };
}

/** The period and situation filters of a list of stock documents (exits, dispensings), over its own columns. */
export function filtrosDoDocumento(
  q: { dataInicio?: string; dataFim?: string; situacao?: number },
  colunas: { data: SQL; situacao: SQL },
): SQL[] {
  const onde: SQL[] = [];
  if (q.dataInicio) onde.push(sql`${colunas.data} >= ${q.dataInicio}`);
  if (q.dataFim) onde.push(sql`${colunas.data} <= ${q.dataFim}`);
  if (q.situacao) onde.push(sql`${colunas.situacao} = ${q.situacao}`);
  return onde;
}
