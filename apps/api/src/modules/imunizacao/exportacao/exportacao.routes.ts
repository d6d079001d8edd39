import {
  EXPORTACAO_RIA_TIPO,
  exportacaoCreateRespostaSchema,
  exportacaoDatatableSchema,
  exportacaoEditRespostaSchema,
  exportacaoGravadaSchema,
  exportacaoListaSchema,
  exportacaoModeloRespostaSchema,
  exportacaoSchema,
  hojeIso,
  IMU,
  MENSAGENS_EXPORTACAO as M,
  TIPO_SALA_VACINACAO,
  w,
} from '@saude/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';
import { notFound } from '../../../lib/http-errors.js';
import { nomeDoUsuario, qualificada } from '../../../lib/sql/pessoa.js';
import { cancelarExportacao, gerarExportacao, regerarExportacao, solicitanteRnds } from './exportacao.service.js';
import { vacinacaoExportacao } from './exportacao.table.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['imunizacao/exportacao'];
const BASE = '/api/imunizacao/exportacao';

const nomeDaSala = sql<string | null>`(select nome from centro_custo where id = ${qualificada(vacinacaoExportacao.centroCustoId)})`;
const colunas = {
  id: vacinacaoExportacao.id,
  inicio: vacinacaoExportacao.inicio,
  fim: vacinacaoExportacao.fim,
  sala: nomeDaSala,
  usuario: nomeDoUsuario(vacinacaoExportacao.usuarioId),
  geradaEm: vacinacaoExportacao.geradaEm,
  status: sql<'ativa' | 'cancelada'>`${vacinacaoExportacao.status}`,
  exportados: vacinacaoExportacao.exportados,
  recusados: vacinacaoExportacao.recusados,
  canceladosAposExportacao: vacinacaoExportacao.canceladosAposExportacao,
  arquivoNome: vacinacaoExportacao.arquivoNome,
};

/** The first and last day of last month: the usual export period. */
function mesPassado(hoje = hojeIso()) {
  const [a, m] = hoje.split('-').map(Number);
  const ano = m === 1 ? a - 1 : a;
  const mes = m === 1 ? 12 : m - 1;
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  const mm = String(mes).padStart(2, '0');
  return { inicio: `${ano}-${mm}-01`, fim: `${ano}-${mm}-${String(ultimo).padStart(2, '0')}` };
}

async function formulario(tx: Tx) {
  const { rows } = await tx.execute(sql`
    select cc.id, cc.nome from sala_vacinacao s join centro_custo cc on cc.id = s.centro_custo_id
     where s.tipo = ${TIPO_SALA_VACINACAO.sala} order by cc.nome`);
  return {
    salas: rows.map((r) => ({ id: Number(r.id), nome: String(r.nome) })),
    ...mesPassado(),
    solicitanteConfigurado: (await solicitanteRnds(tx)) != null,
  };
}

async function modelo(tx: Tx, id: number) {
  const [x] = await tx
    .select({
      ...colunas,
      centroCustoId: vacinacaoExportacao.centroCustoId,
      canceladaEm: vacinacaoExportacao.canceladaEm,
      canceladaPor: nomeDoUsuario(vacinacaoExportacao.canceladaPorId),
      tamanho: sql<number>`octet_length(${vacinacaoExportacao.conteudo})`,
    })
    .from(vacinacaoExportacao)
    .where(eq(vacinacaoExportacao.id, id));
  if (!x) throw notFound(M.naoEncontrada);
  const { rows } = await tx.execute(sql`
    select it.id, it.vacinacao_id, it.situacao, coalesce(it.motivos, '{}') as motivos, p.nome as paciente, p.id as paciente_id,
           va.nome as vacina, v.dose, v.data_aplicacao::text as data_aplicacao, cc.nome as sala
      from vacinacao_exportacao_item it
      join vacinacao v on v.id = it.vacinacao_id
      join cidadao p on p.id = v.paciente_id
      join vacina va on va.id = v.vacina_id
      left join centro_custo cc on cc.id = v.centro_custo_id
     where it.exportacao_id = ${id} and it.situacao <> 'exportado'
     order by it.situacao desc, v.data_aplicacao, p.nome, it.id`);
  return {
    ...x,
    tamanho: Number(x.tamanho ?? 0),
    pendencias: rows.map((r) => ({
      id: Number(r.id),
      vacinacaoId: Number(r.vacinacao_id),
      situacao: r.situacao as 'recusado' | 'cancelado',
      paciente: String(r.paciente),
      pacienteId: Number(r.paciente_id),
      vacina: String(r.vacina),
      dose: String(r.dose),
      dataAplicacao: String(r.data_aplicacao),
      sala: (r.sala as string | null) ?? null,
      motivos: (r.motivos as string[]) ?? [],
    })),
  };
}

/** imunizacao/exportacao (issue 20): index, create, store, edit, regerar, cancelar, download/{id}. */
export function exportacaoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${BASE}/datatable`,
    {
      schema: { tags, querystring: exportacaoListaSchema, response: { 200: exportacaoDatatableSchema } },
      config: { permission: IMU.exportacaoVer },
    },
    (req) =>
      req.tx((tx) =>
        runDatatable(
          req.query,
          {
            sortable: { id: vacinacaoExportacao.id, inicio: vacinacaoExportacao.inicio, geradaEm: vacinacaoExportacao.geradaEm },
            search: (t) => textSearch(t, vacinacaoExportacao.arquivoNome, nomeDaSala),
            filter: req.query.situacao ? eq(vacinacaoExportacao.status, req.query.situacao) : undefined,
            defaultOrder: [desc(vacinacaoExportacao.id)],
            tieBreaker: vacinacaoExportacao.id,
          },
          {
            rows: (wh) => tx.select(colunas).from(vacinacaoExportacao).where(wh).$dynamic(),
            count: (wh) => tx.select({ total: sql<number>`count(*)` }).from(vacinacaoExportacao).where(wh).$dynamic(),
          },
        ),
      ),
  );

  r.get(
    `${BASE}/create`,
    { schema: { tags, response: { 200: exportacaoCreateRespostaSchema } }, config: { permission: IMU.exportacaoCadastrar } },
    (req) => req.tx(async (tx) => ({ data: { form: await formulario(tx) } })),
  );

  r.post(
    BASE,
    {
      schema: { tags, body: exportacaoSchema, response: { 201: exportacaoGravadaSchema } },
      config: { permission: IMU.exportacaoCadastrar },
    },
    async (req, reply) => {
      const res = await req.tx((tx) => gerarExportacao(tx, req.auth.usuarioId, req.body));
      return reply.status(201).send(res);
    },
  );

  r.get(
    `${BASE}/:id/edit`,
    { schema: { tags, params: idParams, response: { 200: exportacaoEditRespostaSchema } }, config: { permission: IMU.exportacaoVer } },
    (req) => req.tx(async (tx) => ({ data: { form: await formulario(tx), model: await modelo(tx, req.params.id) } })),
  );

  r.put(
    `${BASE}/regerar/:id`,
    {
      schema: { tags, params: idParams, response: { 200: exportacaoModeloRespostaSchema } },
      config: { permission: IMU.exportacaoEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        const message = await regerarExportacao(tx, req.auth.usuarioId, req.params.id);
        return { model: await modelo(tx, req.params.id), message };
      }),
  );

  r.put(
    `${BASE}/cancelar/:id`,
    {
      schema: { tags, params: idParams, response: { 200: exportacaoModeloRespostaSchema } },
      config: { permission: IMU.exportacaoEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        await cancelarExportacao(tx, req.auth.usuarioId, req.params.id);
        return { model: await modelo(tx, req.params.id), message: M.cancelada };
      }),
  );

  // typed by hand: the answer is the file's bytes
  app.get<{ Params: z.infer<typeof idParams> }>(
    `${BASE}/download/:id`,
    { schema: { tags, params: idParams, response: { 200: w.arquivo } }, config: { permission: IMU.exportacaoVer } },
    async (req, reply) => {
      const x = await req.tx(async (tx) => {
        const [e] = await tx
          .select({ nome: vacinacaoExportacao.arquivoNome, conteudo: vacinacaoExportacao.conteudo })
          .from(vacinacaoExportacao)
          .where(eq(vacinacaoExportacao.id, req.params.id));
        if (!e) throw notFound(M.naoEncontrada);
        return e;
      });
      return reply
        .header('content-type', `${EXPORTACAO_RIA_TIPO}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${x.nome}"`)
        .header('cache-control', 'no-store')
        .send(x.conteudo);
    },
  );
}
