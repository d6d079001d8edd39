import {
  dispensacaoFarmaciaDatatableSchema,
  dispensacaoFarmaciaListaSchema,
  dispensacaoFarmaciaModeloSchema,
  estornoSchema,
  FAR,
  SITUACAO_DOCUMENTO_ESTOQUE,
} from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lerDispensacaoFarmacia, listaDeDispensacoes } from '../dispensacao/dispensacao.leitura.js';
import { estornarDispensacaoFarmacia } from './estorno-dispensacao.service.js';

const tags = ['farmacia/estorno-dispensacao'];
const base = '/api/farmacia/estorno-dispensacao';

/**
 * farmacia/estorno-dispensacao (spec 000 §2.3: index; 001 §7: edit, update): the pharmacy's active dispensings and
 * the reversal of one, with a reason, back into the same lots.
 */
export function estornoDispensacaoFarmaciaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/list`,
    {
      schema: { tags, querystring: dispensacaoFarmaciaListaSchema, response: { 200: dispensacaoFarmaciaDatatableSchema } },
      config: { permission: FAR.estorno },
    },
    (req) =>
      req.tx((tx) =>
        listaDeDispensacoes(tx, { ...req.query, situacao: req.query.situacao ?? SITUACAO_DOCUMENTO_ESTOQUE.ATIVA }, req.auth.centroCustoId),
      ),
  );

  r.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: estornoSchema,
        response: { 200: dispensacaoFarmaciaModeloSchema },
      },
      config: { permission: FAR.estorno },
    },
    (req) =>
      req.tx(async (tx) => {
        await estornarDispensacaoFarmacia(tx, { usuarioId: req.auth.usuarioId }, req.params.id, req.auth.centroCustoId, req.body.motivo);
        return lerDispensacaoFarmacia(tx, req.params.id, req.auth.centroCustoId);
      }),
  );
}
