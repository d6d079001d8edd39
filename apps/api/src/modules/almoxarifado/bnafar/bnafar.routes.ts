import {
  ALM,
  bnafarEnvioRespostaSchema,
  bnafarEnvioSchema,
  bnafarPosicaoSchema,
  bnafarReferenciaSchema,
  MENSAGENS_BNAFAR,
  SITUACAO_ENVIO,
  TIPOS_ESTABELECIMENTO_BNAFAR,
  type TipoEstabelecimentoBnafar,
  w,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import type { AppDeps } from '../../../deps.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import {
  bnafarDoMunicipio,
  corpoPosicaoEstoqueEmLote,
  envelopeSoap,
  type IdentificacaoBnafar,
  lerConfiguracaoBnafar,
} from '../../../lib/integracoes/bnafar/index.js';
import { centroDaSessao } from '../entrada/entrada.routes.js';
import { enviosDaReferencia, lerEnvios, mensagemDoEnvio, partesDe, postarPartes, registrarEnvio, textoDoErro } from './bnafar.envio.js';
import { montarPosicaoBnafar, type PosicaoBnafar, resolverReferencia } from './bnafar.posicao.js';

const tags = ['almoxarifado/bnafar'];
const base = '/api/almoxarifado/bnafar';
const EXPORTACAO = '/exportacao/almoxarifado/bnafar-posicao';
const config = { permission: ALM.bnafarEnviar };
const tipoEstabelecimento = z.enum(TIPOS_ESTABELECIMENTO_BNAFAR.map((t) => t.value)).optional();

type Referencia = { inventarioId?: number; competencia?: string; tipoEstabelecimento?: TipoEstabelecimentoBnafar };

/** The reference and the position of the session's stock, read in one transaction. */
const lerPosicao = async (req: FastifyRequest, tx: Tx, q: Referencia) => {
  const referencia = await resolverReferencia(tx, req.auth.centroCustoId, q);
  const pos = await montarPosicaoBnafar(tx, {
    centroCustoId: req.auth.centroCustoId,
    data: referencia.data,
    municipioId: req.cliente.municipioId,
    tipoEstabelecimento: q.tipoEstabelecimento,
  });
  return { referencia, pos };
};

/** What blocks a submission or its XML, as a 422 (the registry's pending data first, then an empty position). */
function exigirEnviavel(pos: PosicaoBnafar) {
  if (pos.pendencias.length) throw unprocessable({ bnafar: pos.pendencias }, pos.pendencias[0]);
  if (!pos.registros.length) throw unprocessable({ bnafar: [MENSAGENS_BNAFAR.semRegistros] }, MENSAGENS_BNAFAR.semRegistros);
}

const identificacaoDe = (pos: PosicaoBnafar): IdentificacaoBnafar => ({ idOrigem: 'M', coIBGE: Number(pos.ibge) });

/**
 * almoxarifado "Posição ao BNAFAR" (spec 001 §7 "inventario: … and a national drug-base integration"; decision 0015):
 * the preview of the position of the session's stock at an applied inventory or a month's last day, the submission to
 * the web service (each recorded in `integracao_envio` with its protocol or its fault), the query of a protocol's
 * processing, and the XML for download when the web service is not configured (or to send it by other means).
 */
export function bnafarRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/posicao`,
    { schema: { tags, querystring: bnafarReferenciaSchema, response: { 200: bnafarPosicaoSchema } }, config },
    (req) =>
      req.tx(async (tx) => {
        const { referencia, pos } = await lerPosicao(req, tx, req.query);
        const cfg = await lerConfiguracaoBnafar(tx, deps.cifra);
        return {
          configurado: cfg.configurado,
          ambiente: cfg.ambiente,
          comoConfigurar: cfg.configurado ? null : cfg.motivo,
          referencia,
          centroCusto: await centroDaSessao(req, tx),
          data: referencia.data,
          unidade: pos.unidade,
          cnes: pos.cnes,
          ibge: pos.ibge,
          tipoEstabelecimento: req.query.tipoEstabelecimento ?? pos.tipoSugerido,
          pendencias: pos.pendencias,
          enviaveis: pos.registros.length,
          quantidadeEnviavel: pos.quantidadeEnviavel,
          naoEnviaveis: pos.naoEnviaveis,
          foraDoBnafar: pos.foraDoBnafar,
          envios: await enviosDaReferencia(tx, req.auth.centroCustoId, referencia),
        };
      }),
  );

  r.post(
    `${base}/posicao`,
    { schema: { tags, body: bnafarEnvioSchema, response: { 201: bnafarEnvioRespostaSchema } }, config },
    async (req, reply) => {
      const { cfg, referencia, pos } = await req.tx(async (tx) => ({
        cfg: await lerConfiguracaoBnafar(tx, deps.cifra),
        ...(await lerPosicao(req, tx, req.body)),
      }));
      if (!cfg.configurado) throw unprocessable({ bnafar: [cfg.motivo] }, cfg.motivo);
      exigirEnviavel(pos);
      const partes = partesDe(pos.registros);
      // the calls run outside any transaction; what came back is recorded in one transaction after them
      const resultados = await postarPartes(bnafarDoMunicipio(cfg), identificacaoDe(pos), partes);
      const envios = await req.tx((tx) =>
        registrarEnvio(tx, {
          centroCustoId: req.auth.centroCustoId,
          referencia,
          ambiente: cfg.ambiente,
          partes: partes.length,
          resultados,
        }),
      );
      return reply.status(201).send({ ...mensagemDoEnvio(resultados, partes.length), envios });
    },
  );

  r.put(
    `${base}/envio/:id/consultar`,
    {
      schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }), response: { 200: bnafarEnvioRespostaSchema } },
      config,
    },
    async (req) => {
      const { cfg, envio } = await req.tx(async (tx) => {
        const { rows } = await tx.execute(sql`
          select id, protocolo, protocolo_recebido_em, registros from integracao_envio
           where id = ${req.params.id} and integracao = 'bnafar' and centro_custo_id = ${req.auth.centroCustoId}`);
        if (!rows[0]) throw notFound('Envio não encontrado.');
        return { cfg: await lerConfiguracaoBnafar(tx, deps.cifra), envio: rows[0] };
      });
      if (!envio.protocolo) throw unprocessable({ bnafar: [MENSAGENS_BNAFAR.semProtocolo] }, MENSAGENS_BNAFAR.semProtocolo);
      if (!cfg.configurado) throw unprocessable({ bnafar: [cfg.motivo] }, cfg.motivo);
      const resultado = await bnafarDoMunicipio(cfg).consultarProtocolo({
        nuProtocoloEntrada: String(envio.protocolo),
        dtRecebimento: String(envio.protocolo_recebido_em ?? ''),
      });
      let sucesso = resultado.ok;
      let message: string;
      let mudanca = sql`consultado_em = now()`;
      if (!resultado.ok) message = textoDoErro(resultado);
      else if (resultado.situacao === 'AGUARDANDO') message = MENSAGENS_BNAFAR.aguardando;
      else {
        const inconsistentes = resultado.registros.filter((x) => x.situacao === 'N').length;
        const total = resultado.registros.length || Number(envio.registros);
        message = inconsistentes ? MENSAGENS_BNAFAR.inconsistente(inconsistentes, total) : MENSAGENS_BNAFAR.processado(total);
        sucesso = inconsistentes === 0;
        mudanca = inconsistentes
          ? sql`consultado_em = now(), situacao = ${SITUACAO_ENVIO.ERRO}, erro = ${message}`
          : sql`consultado_em = now(), situacao = ${SITUACAO_ENVIO.PROCESSADO}, erro = null`;
      }
      const envios = await req.tx(async (tx) => {
        await tx.execute(sql`update integracao_envio set ${mudanca}, updated_at = now() where id = ${req.params.id}`);
        return lerEnvios(tx, sql`e.id = ${req.params.id}`);
      });
      return { message, sucesso, envios };
    },
  );

  const baixar = async (req: FastifyRequest, reply: FastifyReply, q: Referencia) => {
    const { referencia, pos } = await req.tx((tx) => lerPosicao(req, tx, q));
    exigirEnviavel(pos);
    const xml = envelopeSoap(corpoPosicaoEstoqueEmLote(identificacaoDe(pos), pos.registros), '  ');
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="bnafar-posicao-${pos.cnes}-${referencia.data}.xml"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(xml, 'utf8'));
  };

  r.get(
    `${EXPORTACAO}/:id`,
    {
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ tipoEstabelecimento }),
        response: { 200: w.arquivo },
      },
      config,
    },
    (req, reply) => baixar(req, reply, { inventarioId: req.params.id, tipoEstabelecimento: req.query.tipoEstabelecimento }),
  );

  r.get(EXPORTACAO, { schema: { tags, querystring: bnafarReferenciaSchema, response: { 200: w.arquivo } }, config }, (req, reply) =>
    baixar(req, reply, req.query),
  );
}
