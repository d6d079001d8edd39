import { AUTOCOMPLETE, autocompleteRelatorioSchema, mensagens, type RelatorioDef } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { textSearch } from '../datatable/datatable.js';
import { forbidden } from '../http-errors.js';
import { registrarRelatorio } from './relatorio.js';

const buscaAutocomplete = z.object({
  search: z
    .object({ value: z.string().max(100).default('') })
    .partial()
    .optional(),
});

/** How many rows a report filter's autocomplete answers with. */
export const LIMITE_AUTOCOMPLETE = AUTOCOMPLETE.resultados;

/** A text search over the columns, or `true` for an empty term: the WHERE piece of an autocomplete. */
export const ondeTexto = (termo: string, ...cols: SQL[]): SQL => textSearch(termo, ...cols) ?? sql`true`;

/**
 * The filters' autocompletes of a module's reports: each a GET answering `{ data: [{ id, label }] }` to whoever holds
 * any of the module's report permissions (a route declares one permission: checked here). `buscar` gets the trimmed
 * term and returns a query whose rows are `id, label`.
 */
export function autocompletesDeRelatorio(app: FastifyInstance, o: { tags: string[]; permissoes: readonly string[] }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  return (url: string, buscar: (termo: string) => SQL) =>
    r.get(
      url,
      {
        schema: { tags: o.tags, querystring: buscaAutocomplete, response: { 200: autocompleteRelatorioSchema } },
        config: { permission: null },
      },
      (req) => {
        if (!o.permissoes.some((p) => req.auth.permissoes.includes(p))) throw forbidden(mensagens.semPermissao);
        return req.tx(async (tx) => {
          const { rows } = await tx.execute(buscar(req.query.search?.value?.trim() ?? ''));
          return { data: (rows as { id: number | string; label: string }[]).map((x) => ({ id: Number(x.id), label: x.label })) };
        });
      },
    );
}

/** One line of a print's filter description: a label and the SQL that names the chosen id (a row with `nome`). */
export type FiltroNomeado = [rotulo: string, valor: unknown, consulta: SQL];

/**
 * Lines naming the chosen autocompletes on a report's print (`Rótulo: nome`), in order; the engine names the period
 * and the options. A filter left empty, or whose id names nothing, gives no line.
 */
export async function nomearFiltros(tx: Tx, filtros: FiltroNomeado[]): Promise<string[]> {
  const linhas: string[] = [];
  for (const [rotulo, valor, consulta] of filtros) {
    if (valor === null || valor === undefined) continue;
    const { rows } = await tx.execute(consulta);
    if (rows[0]) linhas.push(`${rotulo}: ${String(rows[0].nome)}`);
  }
  return linhas;
}

/**
 * Registers a module's reports on the engine, each its declaration plus one query built from the parsed filters,
 * all sharing the same filter description for the print.
 */
export function registrarRelatorios(
  app: FastifyInstance,
  deps: AppDeps,
  relatorios: [def: RelatorioDef, consulta: (filtros: never) => SQL][],
  descreverFiltros?: (tx: Tx, filtros: never) => Promise<string[]>,
) {
  for (const [def, consulta] of relatorios) {
    registrarRelatorio(app, deps, { def, consulta: (_tx, f) => consulta(f as never), ...(descreverFiltros ? { descreverFiltros } : {}) });
  }
}
