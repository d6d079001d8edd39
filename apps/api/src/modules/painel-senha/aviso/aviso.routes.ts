import { avisoNoPeriodo, avisoResource, MENSAGENS_AVISO } from '@saude/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { aviso, tela } from '../registros.table.js';
import { avisarPublicoDoAviso, conferirTelas, gravarTelas, telasDoAviso } from './aviso.service.js';

/** The edit model (the typed wire): the row plus the ids of its screens. */
const respostaModelo = modeloDaTabela(aviso).extend({ telas: z.array(z.number()) });

const tags = ['painel-senha/aviso'];
const base = avisoResource.apiPath;
const idParams = z.object({ id: z.coerce.number().int().positive() });

// Qualified by hand: inside a subquery Drizzle writes a column of the outer table unqualified ("id").
const nomesDasTelas = sql<string>`case when "aviso"."todas_telas" then 'Todas as telas' else (
  select string_agg(t.nome, ', ' order by ${porNome(sql`t.nome`)})
  from aviso_tela avt join tela t on t.id = avt.tela_id
  where avt.aviso_id = "aviso"."id") end`;

type Row = Record<string, unknown> & { id: number };
const modelo = async (tx: Tx, row: Row) => ({ ...row, telas: await telasDoAviso(tx, row.id) });

async function carregar(tx: Tx, id: number) {
  const [row] = await tx.select().from(aviso).where(eq(aviso.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * painel-senha/aviso (spec 001 §7: aviso "send", "mudarStatus/{id}"; issue 7): the ticker notices. Every
 * write tells the screens the notice leaves and those it reaches, so the TVs refetch their ticker.
 */
export function avisoRoutes(app: FastifyInstance) {
  const registro = registerCrudRoutes(app, {
    resource: avisoResource,
    table: aviso,
    list: {
      titulo: aviso.titulo,
      mensagem: aviso.mensagem,
      todasTelas: aviso.todasTelas,
      telasNomes: nomesDasTelas,
      inicioEm: aviso.inicioEm,
      fimEm: aviso.fimEm,
      enviadoEm: aviso.enviadoEm,
      ativo: aviso.ativo,
    },
    search: (term) => textSearch(term, aviso.titulo, aviso.mensagem),
    filters: { status: (v) => eq(aviso.ativo, v === 'ativo') },
    form: async (tx) => ({
      telas: await tx
        .select({ id: tela.id, nome: tela.nome, bloqueado: tela.bloqueado })
        .from(tela)
        .orderBy(porNome(tela.nome), asc(tela.id)),
    }),
    validate: (tx, input) => conferirTelas(tx, input),
    values: (input) => ({
      titulo: input.titulo,
      mensagem: input.mensagem,
      todasTelas: input.todasTelas,
      inicioEm: input.inicioEm ? new Date(input.inicioEm) : null,
      fimEm: input.fimEm ? new Date(input.fimEm) : null,
    }),
    afterSave: async (tx, id, input) => {
      await gravarTelas(tx, id, input);
      await avisarPublicoDoAviso(tx, id);
    },
    respostaModelo,
    model: modelo,
    // Runs inside the edit's and the delete's transaction before the write: the screens the notice is on now
    // hear of it (NOTIFY leaves at commit only, so a refused change tells nobody).
    guard: async (tx, row) => {
      await avisarPublicoDoAviso(tx, row.id);
      return null;
    },
    exemplo: () => ({
      titulo: `Aviso de teste ${Math.random().toString(36).slice(2, 8)}`,
      mensagem: 'Mensagem de teste para as telas.',
      todasTelas: true,
      telas: [],
      inicioEm: null,
      fimEm: null,
    }),
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const editar = avisoResource.permissoes.editar;

  // "mudarStatus": active ⇄ inactive; an inactive notice leaves every ticker at once.
  r.put(
    `${base}/mudarStatus/:id`,
    { schema: { tags, params: idParams, response: { 200: respostaModelo } }, config: { permission: editar } },
    (req) =>
      req.tx(async (tx) => {
        const atual = await carregar(tx, req.params.id);
        const [row] = await tx.update(aviso).set({ ativo: !atual.ativo }).where(eq(aviso.id, atual.id)).returning();
        await avisarPublicoDoAviso(tx, atual.id);
        return modelo(tx, row as Row);
      }),
  );

  // "send": records when it went out and pushes it to its screens now; only a notice that would show.
  r.post(
    `${base}/send/:id`,
    { schema: { tags, params: idParams, response: { 200: respostaModelo } }, config: { permission: editar } },
    (req) =>
      req.tx(async (tx) => {
        const atual = await carregar(tx, req.params.id);
        if (!atual.ativo) throw unprocessable({}, MENSAGENS_AVISO.inativo);
        if (!avisoNoPeriodo(atual, new Date())) throw unprocessable({}, MENSAGENS_AVISO.foraDoPeriodo);
        if (!atual.todasTelas && !(await telasDoAviso(tx, atual.id)).length) throw unprocessable({}, MENSAGENS_AVISO.semTelas);
        const [row] = await tx.update(aviso).set({ enviadoEm: sql`now()` }).where(eq(aviso.id, atual.id)).returning();
        await avisarPublicoDoAviso(tx, atual.id);
        return modelo(tx, row as Row);
      }),
  );

  return registro;
}
