import { montagemFiltroSchema, montagemFormSchema, montagemGravadaSchema, montagemSchema, TP, URL_VIAGEM } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formMontagem, salvarMontagem } from './escolher-veiculo.service.js';

const tags = ['transporte-paciente/escolher-veiculo'];

/** transporte-paciente/escolher-veiculo (spec 000 §2.3, 001 §7, issue 23): the day's trip assembly. */
export function escolherVeiculoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: TP.escolherVeiculo };
  r.get(
    `${URL_VIAGEM.escolher}/create`,
    { schema: { tags, querystring: montagemFiltroSchema, response: { 200: montagemFormSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await formMontagem(tx, req.query.data) })),
  );
  r.post(URL_VIAGEM.escolher, { schema: { tags, body: montagemSchema, response: { 200: montagemGravadaSchema } }, config }, (req) =>
    req.tx(async (tx) => ({ data: await salvarMontagem(tx, req.body, req.auth.usuarioId) })),
  );
}
