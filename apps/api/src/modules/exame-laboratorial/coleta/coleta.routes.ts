import {
  coletaAgendadaFiltroSchema,
  coletaAgendadaSchema,
  etiquetasFiltroSchema,
  hojeIso,
  LAB,
  lancamentoColetaFormSchema,
  lancamentoColetaGravadoSchema,
  lancamentoColetaSchema,
  MOTIVOS_NAO_COLETA,
  w,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { unidadeDaLotacao } from '../../agenda/index.js';
import { documentoEtiquetas, type TipoEtiqueta } from './coleta.impressao.js';
import { lerAgendamentosColeta } from './coleta.service.js';
import { gravarColeta } from './lancamento-coleta.service.js';

const tags = ['exame-laboratorial/coleta'];
const base = '/api/exame-laboratorial';

/** lab_parametrizacao.etiqueta_ao_coletar, true while the municipality has no settings row yet (the column's default). */
export async function etiquetaAoColetar(tx: Tx): Promise<boolean> {
  const { rows } = await tx.execute(sql`select etiqueta_ao_coletar from lab_parametrizacao limit 1`);
  return rows[0] ? Boolean(rows[0].etiqueta_ao_coletar) : true;
}

/**
 * coleta-agendada/create, lancamento-coleta/create and the labels (spec 000 §2.3, spec 001 §3 "Labels", issue 21):
 * the day's collections of a unit, a scheduling found by its number (typed or scanned), the collection record, and
 * the specimen, collection (single and batch) and list labels as PDFs.
 */
export function coletaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/coleta-agendada/create`,
    {
      schema: { tags, querystring: coletaAgendadaFiltroSchema, response: { 200: coletaAgendadaSchema } },
      config: { permission: LAB.coletaVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const daSessao = req.auth.lotacaoId ? await unidadeDaLotacao(tx, req.auth.lotacaoId) : null;
        const atendimentoUnidade = q.atendimentoUnidade ?? daSessao;
        const unidade = q.unidade ?? atendimentoUnidade ?? null;
        const data = q.data ?? hojeIso();
        const { rows: unidades } = await tx.execute(sql`
          select distinct u.id, u.nome_fantasia as nome from jornada j join unidade u on u.id = j.unidade_id
           where j.modulo = 'exame-laboratorial' order by 2`);
        const { rows: agendas } = await tx.execute(sql`
          select j.id, coalesce(i.nome, u.nome_fantasia) || ' — ' || to_char(j.hora_inicio, 'HH24:MI') || ' às ' || to_char(j.hora_fim, 'HH24:MI') as nome
            from jornada j join unidade u on u.id = j.unidade_id left join infraestrutura i on i.id = j.infraestrutura_id
           where j.modulo = 'exame-laboratorial' and (${unidade}::bigint is null or j.unidade_id = ${unidade})
             and j.vigencia_inicio <= ${data} and (j.vigencia_fim is null or j.vigencia_fim >= ${data})
           order by 2`);
        // a scanned scheduling number answers that scheduling whatever the day, unit or agenda
        const itens = await lerAgendamentosColeta(
          tx,
          q.atendimentoColeta
            ? { numero: q.atendimentoColeta }
            : { data, unidadeId: unidade, jornadaId: q.coleta ?? null, busca: q.busca, situacao: q.situacao },
        );
        return {
          data: {
            filtro: {
              unidade,
              atendimentoUnidade: atendimentoUnidade ?? null,
              coleta: q.coleta ?? null,
              atendimentoColeta: q.atendimentoColeta ?? null,
              data,
            },
            unidades: unidades.map((u) => ({ id: Number(u.id), nome: String(u.nome) })),
            agendas: agendas.map((a) => ({ id: Number(a.id), nome: String(a.nome) })),
            itens,
          },
        };
      }),
  );

  // the labels: tipo coleta (8 × 2.8 cm, single or batch), amostra (10 × 3 cm "Etiqueta"), lista (8.3 cm roll)
  for (const tipo of ['coleta', 'amostra', 'lista'] as const satisfies readonly TipoEtiqueta[]) {
    r.get(
      `${base}/coleta-agendada/etiqueta-${tipo}`,
      { schema: { tags, querystring: etiquetasFiltroSchema, response: { 200: w.arquivo } }, config: { permission: LAB.coletaVer } },
      async (req, reply) => {
        const { agendamentos, amostras } = req.query;
        if (!agendamentos.length && !amostras.length)
          throw unprocessable(
            { agendamentos: ['Selecione ao menos um agendamento ou amostra.'] },
            'Selecione ao menos um agendamento ou amostra.',
          );
        const def = await req.tx(async (tx) => {
          const lista = await lerAgendamentosColeta(tx, {
            ...(agendamentos.length ? { labAgendamentoIds: agendamentos } : {}),
            ...(amostras.length ? { amostraIds: amostras } : {}),
          });
          // without a list of schedulings, the samples asked are the filter; with one, all of its samples print
          const filtroAmostras = !agendamentos.length && amostras.length ? new Set(amostras) : null;
          const unidadeId = req.auth.lotacaoId ? await unidadeDaLotacao(tx, req.auth.lotacaoId) : null;
          return documentoEtiquetas(tipo, lista, filtroAmostras, await carregarCabecalho(tx, req.cliente.id, { unidadeId }));
        });
        if (!def) throw notFound('Nenhuma amostra encontrada para imprimir.');
        const pdf = await gerarPdf(def);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="etiqueta-${tipo}.pdf"`)
          .header('cache-control', 'no-store')
          .send(pdf as never);
      },
    );
  }

  r.get(
    `${base}/lancamento-coleta/create`,
    {
      schema: {
        tags,
        querystring: z.object({ numero: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()) }),
        response: { 200: lancamentoColetaFormSchema },
      },
      config: { permission: LAB.coletaLancar },
    },
    (req) =>
      req.tx(async (tx) => {
        const form = { motivos: [...MOTIVOS_NAO_COLETA], etiquetaAoColetar: await etiquetaAoColetar(tx) };
        if (!req.query.numero) return { data: { form, model: null } };
        const [model] = await lerAgendamentosColeta(tx, { numero: req.query.numero });
        if (!model) throw notFound(`Agendamento nº ${req.query.numero} não encontrado.`);
        return { data: { form, model } };
      }),
  );

  r.post(
    `${base}/lancamento-coleta`,
    {
      schema: { tags, body: lancamentoColetaSchema, response: { 201: lancamentoColetaGravadoSchema } },
      config: { permission: LAB.coletaLancar },
    },
    async (req, reply) => {
      const data = await req.tx(async (tx) => {
        const unidadeId = req.auth.lotacaoId ? await unidadeDaLotacao(tx, req.auth.lotacaoId) : null;
        const r = await gravarColeta(tx, { usuarioId: req.auth.usuarioId, unidadeId }, req.body);
        const [agendamento] = await lerAgendamentosColeta(tx, { labAgendamentoIds: [req.body.labAgendamentoId] });
        return { ...r, etiquetaAoColetar: await etiquetaAoColetar(tx), agendamento: agendamento as NonNullable<typeof agendamento> };
      });
      return reply.status(201).send({ data });
    },
  );
}
