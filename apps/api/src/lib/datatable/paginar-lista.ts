import { type DatatableRequest, requestedOrder, toCamel } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/** A server-paged list whose rows a module's own reader builds (joins and shaping of its own). */
export interface ListaPaginadaPorLeitor<T> {
  /** `from … join …` of the count. */
  de: SQL;
  /** The WHERE of the list for a typed term ('' = without the term: the total). */
  condicoes: (termo: string) => SQL;
  /** Whitelisted sort columns: the client's names never reach SQL. */
  ordenaveis: Record<string, SQL>;
  /** The order when the client asks for none. */
  ordemPadrao: SQL[];
  /** The last sort key, for a stable page. */
  desempate: SQL;
  /** Reads the first `limite` rows under a WHERE and an ORDER BY. */
  listar: (onde: SQL, limite: number, ordem: SQL) => Promise<T[]>;
}

/** The DataTables protocol over a module's reader: total, filtered, one page (the reader reads up to its end). */
export async function paginarPorLeitor<T>(tx: Tx, req: DatatableRequest, l: ListaPaginadaPorLeitor<T>) {
  const termo = req.search?.value?.trim() ?? '';
  const ordem = requestedOrder(
    { ...req, order: req.order?.map((o) => ({ ...o, columnName: o.columnName ? toCamel(o.columnName) : undefined })) },
    Object.keys(l.ordenaveis),
  ).map((o) => sql`${l.ordenaveis[o.column]} ${sql.raw(o.dir === 'desc' ? 'desc' : 'asc')}`);
  const orderBy = sql.join([...(ordem.length ? ordem : l.ordemPadrao), l.desempate], sql`, `);
  const total = await tx.execute(sql`select count(*)::int as n ${l.de} where ${l.condicoes('')}`);
  const filtrado = termo ? await tx.execute(sql`select count(*)::int as n ${l.de} where ${l.condicoes(termo)}`) : total;
  const itens = await l.listar(l.condicoes(termo), req.length + req.start, orderBy);
  return {
    draw: req.draw,
    recordsTotal: Number((total.rows[0] as { n: number }).n),
    recordsFiltered: Number((filtrado.rows[0] as { n: number }).n),
    data: itens.slice(req.start),
  };
}
