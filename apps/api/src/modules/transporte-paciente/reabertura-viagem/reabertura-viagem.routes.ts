import {
  listagemFiltroSchema,
  listagemSchema,
  MENSAGENS_VIAGEM as M,
  reaberturaSchema,
  SITUACAO_VIAGEM as SV,
  TP,
  URL_VIAGEM,
  viagemDetalheRespostaSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
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

/** transporte-paciente/reabertura-viagem (list, reopen/{id}; issue 23). */
export function reaberturaViagemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: TP.reabertura };
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
