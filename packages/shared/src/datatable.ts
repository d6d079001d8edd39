import { z } from 'zod';
import { TAMANHO_PAGINA_MAXIMO, TAMANHO_PAGINA_PADRAO } from './constants.js';

/** The table protocol's own refusals (pt-BR). */
export const mensagensDatatable = {
  todosRecusado: `Não é possível listar todos os registros de uma vez: escolha até ${TAMANHO_PAGINA_MAXIMO} por página.`,
  tamanhoInvalido: `O tamanho da página deve ser um número de 1 a ${TAMANHO_PAGINA_MAXIMO}.`,
};

const flag = z.union([z.boolean(), z.string()]).transform((v) => v === true || v === 'true' || v === '1');

/**
 * Server-paged table request (DataTables protocol, spec 000 §3), as the server sees it after the
 * wire keys are camelised: draw, start, length, search[value], order[i][column|dir|column_name],
 * columns[i][data|name|searchable|orderable].
 */
export const datatableRequestSchema = z.object({
  draw: z.coerce.number().int().min(0).default(1),
  start: z.coerce.number().int().min(0).default(0),
  // any length the client chooses from 1 to 100 (DataTables offers 10/25/50/100, our screens 10/50/100);
  // more is served as 100; -1 ("all") is refused: never a whole-table dump
  length: z.coerce
    .number({ error: mensagensDatatable.tamanhoInvalido })
    .int(mensagensDatatable.tamanhoInvalido)
    .default(TAMANHO_PAGINA_PADRAO)
    .refine((n) => n !== -1, mensagensDatatable.todosRecusado)
    .refine((n) => n === -1 || n >= 1, mensagensDatatable.tamanhoInvalido)
    .transform((n) => Math.min(n, TAMANHO_PAGINA_MAXIMO)),
  search: z
    .object({ value: z.string().max(200).default('') })
    .partial()
    .optional(),
  order: z
    .array(
      z.object({
        column: z.coerce.number().int().min(0).optional(),
        dir: z.enum(['asc', 'desc']).catch('asc').default('asc'),
        columnName: z.string().max(100).optional(),
      }),
    )
    .max(5)
    .optional(),
  columns: z
    .array(
      z.object({
        data: z.string().max(100).optional(),
        name: z.string().max(100).optional(),
        searchable: flag.optional(),
        orderable: flag.optional(),
      }),
    )
    .max(50)
    .optional(),
});
export type DatatableRequest = z.infer<typeof datatableRequestSchema>;

export interface DatatableResponse<T> {
  draw: number;
  recordsTotal: number;
  recordsFiltered: number;
  data: T[];
  /** The count stopped at a ceiling (very large tables): the totals are "at least". */
  contagemLimitada?: boolean;
}

/** Resolves the requested sort to whitelisted column names (unknown names are ignored). */
export function requestedOrder(req: DatatableRequest, allowed: readonly string[]): { column: string; dir: 'asc' | 'desc' }[] {
  const out: { column: string; dir: 'asc' | 'desc' }[] = [];
  for (const o of req.order ?? []) {
    const byIndex = o.column !== undefined ? req.columns?.[o.column] : undefined;
    const name = o.columnName || byIndex?.name || byIndex?.data;
    if (name && allowed.includes(name) && byIndex?.orderable !== false) out.push({ column: name, dir: o.dir });
  }
  return out;
}

/** The table's answer (DataTables protocol) with its rows: the typed wire of every server-paged list (issue 14 §3). */
export const datatableResposta = <T extends z.ZodType>(linha: T) =>
  z.object({ draw: z.number(), recordsTotal: z.number(), recordsFiltered: z.number(), data: z.array(linha) });
