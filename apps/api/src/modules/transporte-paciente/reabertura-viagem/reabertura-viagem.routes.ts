import {
  destinosFiltroSchema,
  listagemFiltroSchema,
  listagemSchema,
  MENSAGENS_VIAGEM as M,
  opcoesDoDiaSchema,
  reaberturaSchema,
  SITUACAO_VIAGEM as SV,
  TP,
  URL_VIAGEM,
  viagemDetalheRespostaSchema,
  viagensPaginadasFiltroSchema,
  viagensPaginadasSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { opcoesDasViagens, paginarViagens } from '../viagem/viagem.consultas.js';
import { detalheViagem, eventoViagem, listarViagens } from '../viagem/viagem.service.js';

const tags = ['transporte-paciente/reabertura-viagem'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Reopens a closed trip with a reason: a tp_viagem_evento 'reabertura' keeps the closing's values (km, fuel, costs,
 * occurrences, return, who closed and when); the values stay on the trip to be corrected and closed again.
 */
export async function reabrirViagem(tx: Tx, id: number, motivo: string, usuarioId: number) {
  const v = (
    await tx.execute(sql`select situacao, km_saida, km_chegada, combustivel_litros::float8 as combustivel_litros,
      combustivel_valor::float8 as combustivel_valor, pedagio_valor::float8 as pedagio_valor, outras_despesas::float8 as outras_despesas,
      ocorrencias, retorno_em, fechada_em, fechada_por from tp_viagem where id = ${id} for update`)
  ).rows[0];
  if (!v) throw notFound('Viagem não encontrada.');
  if (Number(v.situacao) !== SV.fechada) throw unprocessable({ id: [M.naoFechada] }, M.naoFechada);
  const antes = {
    kmSaida: v.km_saida,
    kmChegada: v.km_chegada,
    combustivelLitros: v.combustivel_litros,
    combustivelValor: v.combustivel_valor,
    pedagioValor: v.pedagio_valor,
    outrasDespesas: v.outras_despesas,
    ocorrencias: v.ocorrencias,
    retornoEm: v.retorno_em,
    fechadaEm: v.fechada_em,
    fechadaPor: v.fechada_por,
  };
  await tx.execute(
    sql`update tp_viagem set situacao = ${SV.aberta}, fechada_em = null, fechada_por = null, updated_at = now() where id = ${id}`,
  );
  await eventoViagem(tx, id, 'reabertura', usuarioId, motivo, antes);
  return detalheViagem(tx, id);
}

/**
 * transporte-paciente/reabertura-viagem (issue 23): the closed trips (index: paged, by period, city, destination,
 * vehicle, driver, number; list: of a day), the filters' cities and destinations (drawn from the closed trips), one
 * trip and its reopening (reopen/{id}).
 */
export function reaberturaViagemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: TP.reabertura };
  const fechadas = sql`v.situacao = ${SV.fechada}`;
  r.get(
    `${URL_VIAGEM.reabertura}/index`,
    { schema: { tags, querystring: viagensPaginadasFiltroSchema, response: { 200: viagensPaginadasSchema } }, config },
    (req) => req.tx((tx) => paginarViagens(tx, fechadas, req.query, [sql`v.data desc`, sql`v.horario_saida`])),
  );
  r.get(`${URL_VIAGEM.reabertura}/cidade`, { schema: { tags, response: { 200: opcoesDoDiaSchema } }, config }, (req) =>
    req.tx(async (tx) => ({ data: await opcoesDasViagens(tx, fechadas, sql`m.id`, sql`m.nome`) })),
  );
  r.get(
    `${URL_VIAGEM.reabertura}/destino`,
    { schema: { tags, querystring: destinosFiltroSchema, response: { 200: opcoesDoDiaSchema } }, config },
    (req) =>
      req.tx(async (tx) => ({
        data: await opcoesDasViagens(
          tx,
          req.query.municipioId ? sql`${fechadas} and d.municipio_id = ${req.query.municipioId}` : fechadas,
          sql`d.id`,
          sql`d.nome`,
        ),
      })),
  );
  r.get(
    `${URL_VIAGEM.reabertura}/list`,
    { schema: { tags, querystring: listagemFiltroSchema, response: { 200: listagemSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await listarViagens(tx, sql`v.data = ${req.query.data} and v.situacao = ${SV.fechada}`) })),
  );
  r.get(
    `${URL_VIAGEM.reabertura}/reopen/:id`,
    { schema: { tags, params: idParams, response: { 200: viagemDetalheRespostaSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await detalheViagem(tx, req.params.id) })),
  );
  r.put(
    `${URL_VIAGEM.reabertura}/reopen/:id`,
    { schema: { tags, params: idParams, body: reaberturaSchema, response: { 200: viagemDetalheRespostaSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await reabrirViagem(tx, req.params.id, req.body.motivo, req.auth.usuarioId) })),
  );
}
