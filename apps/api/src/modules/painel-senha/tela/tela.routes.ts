import { caminhoTelaShow, type EnderecoTela, enderecoTelaSchema, telaResource, w } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { notFound } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { avisarTelas, EVENTO_TELA } from '../chamada.service.js';
import { tela } from '../registros.table.js';
import { conferirFilas, filasDaTela, filasDisponiveis, gravarFilas } from './tela.filas.js';

/** The edit model (the typed wire): the row (never its key: modeloDaTabela leaves secrets out), plus its queues. */
const respostaModelo = modeloDaTabela(tela).extend({ centrosCusto: z.array(z.number()), filas: z.array(w.opcao) });

const tags = ['painel-senha/tela'];
const base = telaResource.apiPath;
const idParams = z.object({ id: z.coerce.number().int().positive() });

// Qualified by hand: inside a subquery Drizzle writes a column of the outer table unqualified ("id").
const filaPrincipal = sql<string | null>`(select cc.nome from centro_custo cc where cc.id = "tela"."centro_custo_id")`;
const filasExibidas = sql<string | null>`(
  select string_agg(cc.nome, ', ' order by ${porNome(sql`cc.nome`)})
  from tela_centro_custo tcc join centro_custo cc on cc.id = tcc.centro_custo_id
  where tcc.tela_id = "tela"."id")`;

/** The CRUD answers never carry the screen's key: whoever reads it can open the TV (the address is its own route). */
function semChave(row: Record<string, unknown>) {
  const { chaveAcesso: _, ...publica } = row;
  return publica;
}

/**
 * painel-senha/tela (issue 7): the TV screens, the queues each one shows and its public address. Every
 * change to a screen (edit, block, unblock, delete, new address) tells its open TVs to refetch.
 */
export function telaRoutes(app: FastifyInstance) {
  const registro = registerCrudRoutes(app, {
    resource: telaResource,
    table: tela,
    list: {
      nome: tela.nome,
      centroCustoNome: filaPrincipal,
      filas: filasExibidas,
      voz: tela.voz,
      som: tela.som,
      historico: tela.historico,
      bloqueado: tela.bloqueado,
    },
    search: (term) => textSearch(term, tela.nome, filaPrincipal),
    form: async (tx) => ({ filas: await filasDisponiveis(tx) }),
    validate: (tx, input) => conferirFilas(tx, input),
    values: (input) => ({
      nome: input.nome,
      centroCustoId: input.centroCustoId,
      voz: input.voz,
      som: input.som,
      historico: input.historico,
    }),
    afterSave: (tx, id, input) => gravarFilas(tx, id, input),
    respostaModelo,
    model: async (tx, row) => {
      const filas = await filasDaTela(tx, row.id);
      return { ...semChave(row), centrosCusto: filas.map((f) => f.id), filas };
    },
    // The engine calls this inside the transaction of every edit, block, unblock and delete, before the write.
    // NOTIFY leaves only at commit, so a refused or failed change tells nobody; a committed one tells the TVs.
    guard: async (tx, row) => {
      await avisarTelas(tx, row.clienteId as number, [row.id], EVENTO_TELA);
      return null;
    },
    unique: { tela_nome_uq: 'nome' },
    autocomplete: { label: tela.nome, search: (term) => textSearch(term, tela.nome) },
    exemplo: async (tx) => {
      const [cc] = await tx.select({ id: centroCusto.id }).from(centroCusto).where(eq(centroCusto.bloqueado, false)).limit(1);
      return {
        nome: `Tela de teste ${Math.random().toString(36).slice(2, 8)}`,
        centroCustoId: cc?.id ?? null,
        centrosCusto: [],
        voz: true,
        som: false,
        historico: 4,
      };
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const editar = telaResource.permissoes.editar;

  // The address holds the key: only who may edit the screen sees it (the list and the forms never do).
  r.get(
    `${base}/:id/endereco`,
    { schema: { tags, params: idParams, response: { 200: enderecoTelaSchema } }, config: { permission: editar } },
    (req) =>
      req.tx(async (tx): Promise<EnderecoTela> => {
        const [t] = await tx.select({ id: tela.id, chave: tela.chaveAcesso }).from(tela).where(eq(tela.id, req.params.id));
        if (!t) throw notFound();
        return { url: caminhoTelaShow(t.id, req.cliente.link, t.chave) };
      }),
  );

  // A new key (the column's own default: same format) disconnects the TVs that hold the old address.
  r.put(
    `${base}/:id/nova-chave`,
    { schema: { tags, params: idParams, response: { 200: enderecoTelaSchema } }, config: { permission: editar } },
    (req) =>
      req.tx(async (tx): Promise<EnderecoTela> => {
        const [t] = await tx
          .update(tela)
          .set({ chaveAcesso: sql`default` })
          .where(eq(tela.id, req.params.id))
          .returning({ id: tela.id, chave: tela.chaveAcesso, clienteId: tela.clienteId });
        if (!t) throw notFound();
        await avisarTelas(tx, t.clienteId, [t.id], EVENTO_TELA);
        return { url: caminhoTelaShow(t.id, req.cliente.link, t.chave) };
      }),
  );

  return registro;
}
