import {
  AUTOCOMPLETE,
  formatarDataEstoque,
  LIVROS,
  livroAberturaSchema,
  livroAssinadoEntradaSchema,
  livroAssinadoSchema,
  livroDataAberturaSchema,
  livroDatatableSchema,
  livroEdicaoRespostaSchema,
  livroEdicaoSchema,
  livroFechamentoSchema,
  livroFormSchema,
  livroGravadoSchema,
  livroLinhaManualSchema,
  livroLinhaRespostaSchema,
  livroLinhasDatatableSchema,
  livroLinhasQuerySchema,
  livroListaSchema,
  livroMaterialAutocompleteSchema,
  livroOpcoesSchema,
  MENSAGENS_LIVRO as M,
  siglaDaLista,
  TIPOS_LIVRO,
  type TipoLinhaLivro,
  type TipoLivro,
} from '@saude/shared';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { cidadao } from '../../../db/schema/index.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';
import { notFound } from '../../../lib/http-errors.js';
import { LIMITE_CORPO_DOCUMENTO_ASSINADO } from '../../../lib/signature/documento-assinado.js';
import { nomeDoUsuario, qualificada } from '../../../lib/sql/pessoa.js';
import { porNome } from '../../../lib/sql/texto.js';
import { estoqueMovimento } from '../../estoque/index.js';
import { gravarLivroAssinado } from './livro.assinatura.js';
import { impressaoLivroRoutes } from './livro.impressao.js';
import {
  abrirLivro,
  dataAberturaSugerida,
  editarLivro,
  fecharLivro,
  lancarLinhaManual,
  livroAberto,
  livroDaFarmacia,
  modeloDoLivro,
  responsavelPadrao,
} from './livro.service.js';
import { listasSql, sincronizarLivro } from './livro.sync.js';
import { farmaciaLivro, farmaciaLivroLinha } from './livro.table.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const nomeDoMaterial = sql<string>`(select nome from material where id = ${qualificada(farmaciaLivroLinha.materialId)})`;

/** A line as the wire shows it (the book's table and linha/{id}). */
const colunasDaLinha = {
  id: farmaciaLivroLinha.id,
  livroId: farmaciaLivroLinha.livroId,
  materialId: farmaciaLivroLinha.materialId,
  material: nomeDoMaterial,
  data: farmaciaLivroLinha.data,
  tipo: sql<TipoLinhaLivro>`${farmaciaLivroLinha.tipo}`,
  quantidadeEntrada: farmaciaLivroLinha.quantidadeEntrada,
  quantidadeSaida: farmaciaLivroLinha.quantidadeSaida,
  saldo: farmaciaLivroLinha.saldo,
  historico: farmaciaLivroLinha.historico,
  pacienteId: farmaciaLivroLinha.pacienteId,
  paciente: cidadao.nome,
  numeroReceita: farmaciaLivroLinha.numeroReceita,
  prescritor: farmaciaLivroLinha.prescritor,
  justificativa: farmaciaLivroLinha.justificativa,
  movimentoId: farmaciaLivroLinha.movimentoId,
  // a synchronised line was written by whoever moved the stock; a manual one by who typed it
  usuario: nomeDoUsuario(sql`coalesce(${farmaciaLivroLinha.usuarioId}, ${estoqueMovimento.usuarioId})`),
  registradoEm: sql<string>`coalesce(${estoqueMovimento.registradoEm}, ${farmaciaLivroLinha.createdAt})`,
};

const linhas = (tx: Tx, onde: SQL | undefined) =>
  tx
    .select(colunasDaLinha)
    .from(farmaciaLivroLinha)
    .leftJoin(estoqueMovimento, eq(estoqueMovimento.id, farmaciaLivroLinha.movimentoId))
    .leftJoin(cidadao, eq(cidadao.id, farmaciaLivroLinha.pacienteId))
    .where(onde)
    .$dynamic();

/**
 * farmacia/livro-psicotropico and farmacia/livro-talidomida (spec 001 §7: datatable, list, create, linha/{id}, store,
 * edit, update, fechar/{id}, data-abertura; plus the lines of a book and the signed copy): the same routes for
 * both books, each under its own URL and permissions, always of the session's pharmacy (cost centre).
 */
export function livroRoutes(app: FastifyInstance, tipo: TipoLivro) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { segmento, permissoes: P } = LIVROS[tipo];
  const base = `/api/farmacia/${segmento}`;
  const tags = [`farmacia/${segmento}`];
  const doLivro = (centroCustoId: number) => and(eq(farmaciaLivro.tipo, tipo), eq(farmaciaLivro.centroCustoId, centroCustoId));

  r.get(
    `${base}/datatable`,
    { schema: { tags, querystring: livroListaSchema, response: { 200: livroDatatableSchema } }, config: { permission: P.ver } },
    (req) =>
      req.tx((tx) => {
        const situacao = req.query.situacao;
        const colunas = {
          id: farmaciaLivro.id,
          numero: farmaciaLivro.numero,
          dataAbertura: farmaciaLivro.dataAbertura,
          dataFechamento: farmaciaLivro.dataFechamento,
          responsavelNome: farmaciaLivro.responsavelNome,
          responsavelConselho: farmaciaLivro.responsavelConselho,
          situacao: sql<'aberto' | 'fechado'>`case when ${farmaciaLivro.fechadoEm} is null then 'aberto' else 'fechado' end`,
          linhas: sql<number>`(select count(*) from farmacia_livro_linha x where x.livro_id = ${qualificada(farmaciaLivro.id)})`,
          assinaturaCodigo: farmaciaLivro.assinaturaCodigo,
        };
        const filtro = situacao ? sql`${farmaciaLivro.fechadoEm} is ${sql.raw(situacao === 'aberto' ? 'null' : 'not null')}` : undefined;
        return runDatatable(
          req.query,
          {
            sortable: {
              numero: farmaciaLivro.numero,
              dataAbertura: farmaciaLivro.dataAbertura,
              dataFechamento: farmaciaLivro.dataFechamento,
            },
            search: (t) => textSearch(t, farmaciaLivro.responsavelNome, sql`${farmaciaLivro.numero}::text`),
            filter: filtro,
            defaultOrder: [desc(farmaciaLivro.numero)],
            tieBreaker: farmaciaLivro.id,
          },
          {
            rows: (w) =>
              tx
                .select(colunas)
                .from(farmaciaLivro)
                .where(and(doLivro(req.auth.centroCustoId), w))
                .$dynamic(),
            count: (w) =>
              tx
                .select({ total: sql<number>`count(*)` })
                .from(farmaciaLivro)
                .where(and(doLivro(req.auth.centroCustoId), w))
                .$dynamic(),
          },
        );
      }),
  );

  r.get(`${base}/list`, { schema: { tags, response: { 200: livroOpcoesSchema } }, config: { permission: P.ver } }, (req) =>
    req.tx(async (tx) => {
      const livros = await tx
        .select({
          id: farmaciaLivro.id,
          numero: farmaciaLivro.numero,
          abertura: farmaciaLivro.dataAbertura,
          fechado: farmaciaLivro.fechadoEm,
        })
        .from(farmaciaLivro)
        .where(doLivro(req.auth.centroCustoId))
        .orderBy(desc(farmaciaLivro.numero));
      return {
        data: livros.map((l) => ({
          id: l.id,
          nome: `Livro nº ${l.numero} — aberto em ${formatarDataEstoque(l.abertura)}${l.fechado ? ' (fechado)' : ''}`,
        })),
      };
    }),
  );

  r.get(
    `${base}/data-abertura`,
    { schema: { tags, response: { 200: livroDataAberturaSchema } }, config: { permission: P.cadastrar } },
    (req) => req.tx((tx) => dataAberturaSugerida(tx, tipo, req.auth.centroCustoId)),
  );

  r.get(`${base}/create`, { schema: { tags, response: { 200: livroFormSchema } }, config: { permission: P.cadastrar } }, (req) =>
    req.tx(async (tx) => {
      const { rows } = await tx.execute(sql`select id, nome from centro_custo where id = ${req.auth.centroCustoId}`);
      const { dataAbertura, anterior } = await dataAberturaSugerida(tx, tipo, req.auth.centroCustoId);
      return {
        form: {
          centroCusto: { id: Number(rows[0].id), nome: String(rows[0].nome) },
          numero: (anterior?.numero ?? 0) + 1,
          dataAbertura,
          ...(await responsavelPadrao(tx, req.auth.usuarioId)),
          livroAberto: await livroAberto(tx, tipo, req.auth.centroCustoId),
        },
      };
    }),
  );

  r.post(
    base,
    { schema: { tags, body: livroAberturaSchema, response: { 201: livroGravadoSchema } }, config: { permission: P.cadastrar } },
    async (req, reply) => {
      const id = await req.tx((tx) => abrirLivro(tx, tipo, req.auth.centroCustoId, req.body));
      return reply.status(201).send({ id, message: M.aberto });
    },
  );

  // reading the book brings it up to date with the stock ledger first (issue 19)
  r.get(
    `${base}/:id/edit`,
    { schema: { tags, params: idParams, response: { 200: livroEdicaoRespostaSchema } }, config: { permission: P.ver } },
    (req) =>
      req.tx(async (tx) => {
        await livroDaFarmacia(tx, tipo, req.params.id, req.auth.centroCustoId);
        await sincronizarLivro(tx, req.params.id);
        return { model: await modeloDoLivro(tx, await livroDaFarmacia(tx, tipo, req.params.id, req.auth.centroCustoId)) };
      }),
  );

  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: idParams, body: livroEdicaoSchema, response: { 200: livroEdicaoRespostaSchema } },
      config: { permission: P.cadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        await editarLivro(tx, tipo, req.auth.centroCustoId, req.params.id, req.body);
        return { model: await modeloDoLivro(tx, await livroDaFarmacia(tx, tipo, req.params.id, req.auth.centroCustoId)) };
      }),
  );

  r.get(
    `${base}/:id/linhas`,
    {
      schema: { tags, params: idParams, querystring: livroLinhasQuerySchema, response: { 200: livroLinhasDatatableSchema } },
      config: { permission: P.ver },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        await livroDaFarmacia(tx, tipo, req.params.id, req.auth.centroCustoId);
        await sincronizarLivro(tx, req.params.id);
        const onde = and(
          eq(farmaciaLivroLinha.livroId, req.params.id),
          q.materialId ? eq(farmaciaLivroLinha.materialId, q.materialId) : undefined,
          q.dataInicio ? gte(farmaciaLivroLinha.data, q.dataInicio) : undefined,
          q.dataFim ? lte(farmaciaLivroLinha.data, q.dataFim) : undefined,
        );
        return runDatatable(
          q,
          {
            sortable: { id: farmaciaLivroLinha.id, data: farmaciaLivroLinha.data, material: porNome(nomeDoMaterial) },
            search: (t) =>
              textSearch(
                t,
                nomeDoMaterial,
                cidadao.nome,
                farmaciaLivroLinha.historico,
                farmaciaLivroLinha.numeroReceita,
                farmaciaLivroLinha.prescritor,
              ),
            defaultOrder: [desc(farmaciaLivroLinha.id)],
            tieBreaker: farmaciaLivroLinha.id,
          },
          {
            rows: (w) => linhas(tx, and(onde, w)),
            count: (w) =>
              tx
                .select({ total: sql<number>`count(*)` })
                .from(farmaciaLivroLinha)
                .leftJoin(cidadao, eq(cidadao.id, farmaciaLivroLinha.pacienteId))
                .where(and(onde, w))
                .$dynamic(),
          },
        );
      }),
  );

  r.get(
    `${base}/linha/:id`,
    { schema: { tags, params: idParams, response: { 200: livroLinhaRespostaSchema } }, config: { permission: P.ver } },
    (req) =>
      req.tx(async (tx) => {
        const [linha] = await linhas(tx, eq(farmaciaLivroLinha.id, req.params.id)).orderBy(asc(farmaciaLivroLinha.id));
        if (!linha) throw notFound(M.linhaNaoEncontrada);
        // a line of another pharmacy's (or the other kind's) book is not found either
        await livroDaFarmacia(tx, tipo, linha.livroId, req.auth.centroCustoId).catch(() => {
          throw notFound(M.linhaNaoEncontrada);
        });
        return { model: linha };
      }),
  );

  // the substance picker of a manual line: the book's lists only, under the screen's own permission
  r.get(
    `${base}/material/autocomplete`,
    {
      schema: {
        tags,
        querystring: z.object({
          search: z
            .object({ value: z.string().max(200).default('') })
            .partial()
            .optional(),
        }),
        response: { 200: livroMaterialAutocompleteSchema },
      },
      config: { permission: P.cadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const termo = req.query.search?.value?.trim() ?? '';
        if (termo.length < AUTOCOMPLETE.minimoCaracteres) return { data: [] };
        const { rows } = await tx.execute(sql`
          select id, nome, lista_controle_id from material
           where not bloqueado and lista_controle_id in (${listasSql(tipo)}) and ${textSearch(termo, sql`nome`)}
           order by nome limit ${AUTOCOMPLETE.resultados}`);
        return {
          data: rows.map((m) => ({ id: Number(m.id), label: `${m.nome} (lista ${siglaDaLista(Number(m.lista_controle_id))})` })),
        };
      }),
  );

  r.post(
    `${base}/linha`,
    { schema: { tags, body: livroLinhaManualSchema, response: { 201: livroGravadoSchema } }, config: { permission: P.cadastrar } },
    async (req, reply) => {
      const id = await req.tx((tx) => lancarLinhaManual(tx, req.auth.usuarioId, tipo, req.auth.centroCustoId, req.body));
      return reply.status(201).send({ id, message: M.linhaLancada });
    },
  );

  r.put(
    `${base}/fechar/:id`,
    {
      schema: { tags, params: idParams, body: livroFechamentoSchema, response: { 200: livroEdicaoRespostaSchema } },
      config: { permission: P.fechar },
    },
    (req) =>
      req.tx(async (tx) => {
        await fecharLivro(tx, req.auth.usuarioId, tipo, req.auth.centroCustoId, req.params.id, req.body.dataFechamento);
        return { model: await modeloDoLivro(tx, await livroDaFarmacia(tx, tipo, req.params.id, req.auth.centroCustoId)) };
      }),
  );

  r.post(
    `${base}/store-livro-assinado/:id`,
    {
      schema: { tags, params: idParams, body: livroAssinadoEntradaSchema, response: { 201: livroAssinadoSchema } },
      config: { permission: P.fechar },
      bodyLimit: LIMITE_CORPO_DOCUMENTO_ASSINADO,
    },
    async (req, reply) => {
      const res = await req.tx((tx) =>
        gravarLivroAssinado(tx, req.auth.usuarioId, tipo, req.auth.centroCustoId, req.params.id, req.body.arquivo),
      );
      return reply.status(201).send(res);
    },
  );
}

/** Both books (livro-psicotropico, livro-talidomida): their routes and their prints. */
export function livrosRoutes(app: FastifyInstance) {
  for (const tipo of TIPOS_LIVRO) {
    livroRoutes(app, tipo);
    impressaoLivroRoutes(app, tipo);
  }
}
