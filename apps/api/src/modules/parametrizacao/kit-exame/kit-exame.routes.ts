import { kitExameResource } from '@saude/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { exame } from '../exame/exame.table.js';
import { kitExame, kitExameItem } from './kit-exame.table.js';

/** The edit model (the typed wire): the row plus its exams (ids for the field, labels for the options). */
const respostaModelo = modeloDaTabela(kitExame).extend({ exames: z.array(z.number()), examesItens: z.array(itemAutocomplete) });

/** The kit's exam names, so a search for 'glicose' finds the kits that have it. */
const nomesExames = sql<string>`(select string_agg(e.nome, ' ') from kit_exame_item i join exame e on e.id = i.exame_id
  where i.kit_exame_id = "kit_exame"."id")`;
const quantidadeExames = sql<number>`(select count(*)::int from kit_exame_item i where i.kit_exame_id = "kit_exame"."id")`;

/** Replaces the kit's exams; each must be an exam of this municipality (RLS hides the others). */
async function gravarItens(tx: Tx, kitId: number, exames: number[]) {
  const achados = await tx.select({ id: exame.id }).from(exame).where(inArray(exame.id, exames));
  if (achados.length !== exames.length) throw unprocessable({ exames: ['Exame não encontrado.'] });
  await tx.delete(kitExameItem).where(eq(kitExameItem.kitExameId, kitId));
  await tx.insert(kitExameItem).values(exames.map((exameId) => ({ kitExameId: kitId, exameId })));
}

/** parametrizacao/kit-exame: a named group of exams (at least one). */
export function kitExameRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: kitExameResource,
    table: kitExame,
    list: { nome: kitExame.nome, quantidadeExames, bloqueado: kitExame.bloqueado },
    search: (term) => textSearch(term, kitExame.nome, nomesExames),
    form: async (tx) => ({
      exames: await tx.select({ id: exame.id, label: exame.nome }).from(exame).where(eq(exame.bloqueado, false)).orderBy(asc(exame.nome)),
    }),
    values: (i) => ({ nome: i.nome }),
    afterSave: (tx, id, i) => gravarItens(tx, id, i.exames),
    respostaModelo,
    model: async (tx, row) => {
      const exames = await tx
        .select({ id: exame.id, label: exame.nome })
        .from(kitExameItem)
        .innerJoin(exame, eq(exame.id, kitExameItem.exameId))
        .where(and(eq(kitExameItem.kitExameId, row.id)))
        .orderBy(asc(exame.nome));
      return { ...row, exames: exames.map((e) => e.id), examesItens: exames };
    },
    unique: { kit_exame_nome_uq: 'nome' },
    autocomplete: { label: kitExame.nome, search: (term) => textSearch(term, kitExame.nome) },
    exemplo: async (tx) => {
      const sufixo = Math.random().toString(36).slice(2, 8);
      const [e] = await tx
        .insert(exame)
        .values({ nome: `Exame do kit ${sufixo}`, tipo: 1, procedimentoCodigo: '0202010473', materialBiologico: 2 })
        .returning({ id: exame.id });
      return { nome: `Kit de teste ${sufixo}`, exames: [e.id] };
    },
  });
}
