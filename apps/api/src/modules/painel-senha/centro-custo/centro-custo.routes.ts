import { filaAutocompleteRespostaSchema } from '@saude/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { centroCusto, infraestrutura, unidade } from '../../../db/schema/estrutura.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';

/**
 * A ticket queue is a cost centre. The registries of the ticket panel pick one from every unit of the
 * municipality, so the name alone is ambiguous ("Recepção" exists in every unit): it always shows as
 * "Centro de custo — Unidade". Lists pass their column table-qualified (`"tabela"."coluna"`): a bare column
 * inside the subquery could bind to one of its own tables.
 */
export const rotuloFila = (centroCustoId: SQL | number) =>
  sql<string>`(select c.nome || ' — ' || u.nome_fantasia from centro_custo c join infraestrutura i on i.id = c.infraestrutura_id join unidade u on u.id = i.unidade_id where c.id = ${centroCustoId})`;

export interface FilaOpcao {
  id: number;
  label: string;
}

/** The picker item of a stored cost centre (the edit forms show its label before any search). */
export async function filaOpcao(tx: Tx, id: unknown): Promise<FilaOpcao | null> {
  if (id == null) return null;
  const [fila] = await tx
    .select({ id: centroCusto.id, label: rotuloFila(Number(id)) })
    .from(centroCusto)
    .where(eq(centroCusto.id, Number(id)));
  return fila ?? null;
}

/**
 * Foreign keys are checked without row-level security: a cost centre of another municipality would pass
 * them, so each one is read again inside the tenant transaction. Returns its location (rooms are checked
 * against it).
 */
export async function exigirFila(tx: Tx, id: number, campo: string): Promise<{ infraestruturaId: number }> {
  const [fila] = await tx.select({ infraestruturaId: centroCusto.infraestruturaId }).from(centroCusto).where(eq(centroCusto.id, id));
  if (!fila) throw unprocessable({ [campo]: ['Fila não encontrada.'] });
  return fila;
}

const autocompleteQuery = z.object({
  search: z
    .object({ value: z.string().max(200).default('') })
    .partial()
    .optional(),
  length: z.coerce.number().int().min(1).max(50).default(10),
});

/**
 * GET /api/painel-senha/centro-custo/autocomplete: the active cost centres of active units, searched by
 * centre, unit or location name, for the queue fields of the ticket panel's registries. Names only, so any
 * logged-in user may ask (as the other location pickers).
 */
export function centroCustoPainelRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const label = sql<string>`${centroCusto.nome} || ' — ' || ${unidade.nomeFantasia}`;
  r.get(
    '/api/painel-senha/centro-custo/autocomplete',
    {
      schema: { tags: ['painel-senha'], querystring: autocompleteQuery, response: { 200: filaAutocompleteRespostaSchema } },
      config: { permission: null },
    },
    (req) =>
      req.tx(async (tx) => {
        const termo = req.query.search?.value?.trim() ?? '';
        const data = await tx
          .select({ id: centroCusto.id, label, local: infraestrutura.nome })
          .from(centroCusto)
          .innerJoin(infraestrutura, eq(infraestrutura.id, centroCusto.infraestruturaId))
          .innerJoin(unidade, eq(unidade.id, infraestrutura.unidadeId))
          .where(
            and(
              eq(centroCusto.bloqueado, false),
              eq(infraestrutura.bloqueado, false),
              eq(unidade.bloqueado, false),
              termo ? textSearch(termo, centroCusto.nome, unidade.nomeFantasia, infraestrutura.nome) : undefined,
            ),
          )
          .orderBy(porNome(label), centroCusto.id)
          .limit(req.query.length);
        return { data };
      }),
  );
}
