import {
  campoCarregadoSchema,
  carregarCampoSchema,
  jornadaDoDiaFiltroSchema,
  jornadasDoDiaSchema,
  listagemFiltroSchema,
  listagemSchema,
  montagemFiltroSchema,
  montagemFormSchema,
  montagemGravadaSchema,
  montagemSchema,
  SITUACAO_VIAGEM as SV,
  TP,
  URL_VIAGEM,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { carregarCampo, jornadasDoDia } from '../viagem/viagem.consultas.js';
import { listarViagens } from '../viagem/viagem.service.js';
import { formMontagem, salvarMontagem } from './escolher-veiculo.service.js';

const tags = ['transporte-paciente/escolher-veiculo'];

/**
 * transporte-paciente/escolher-veiculo (spec 000 §2.3, 001 §7, issue 23): the day's trip assembly — its form, the day's
 * trips already assembled (list), the dependent fields (load-field: free vehicles, drivers able to drive the chosen
 * vehicle, passengers waiting), the recurring trips of the date (jornada) and the saving.
 */
export function escolherVeiculoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: TP.escolherVeiculo };
  r.get(
    `${URL_VIAGEM.escolher}/create`,
    { schema: { tags, querystring: montagemFiltroSchema, response: { 200: montagemFormSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await formMontagem(tx, req.query.data) })),
  );
  r.get(
    `${URL_VIAGEM.escolher}/list`,
    { schema: { tags, querystring: listagemFiltroSchema, response: { 200: listagemSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await listarViagens(tx, sql`v.data = ${req.query.data} and v.situacao <> ${SV.cancelada}`) })),
  );
  r.get(
    `${URL_VIAGEM.escolher}/load-field`,
    { schema: { tags, querystring: carregarCampoSchema, response: { 200: campoCarregadoSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await carregarCampo(tx, req.query) })),
  );
  r.get(
    `${URL_VIAGEM.escolher}/jornada`,
    { schema: { tags, querystring: jornadaDoDiaFiltroSchema, response: { 200: jornadasDoDiaSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await jornadasDoDia(tx, req.query.data, req.query.destinoId) })),
  );
  r.post(URL_VIAGEM.escolher, { schema: { tags, body: montagemSchema, response: { 200: montagemGravadaSchema } }, config }, (req) =>
    req.tx(async (tx) => ({ data: await salvarMontagem(tx, req.body, req.auth.usuarioId) })),
  );
}
