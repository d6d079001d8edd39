import { LAB, parametrizacaoLaboratorioModelo, parametrizacaoLaboratorioSchema } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lerParametrizacaoLaboratorio, salvarParametrizacaoLaboratorio } from './parametrizacao.service.js';

const tags = ['exame-laboratorial/parametrizacao'];
const base = '/api/exame-laboratorial/parametrizacao';

/**
 * exame-laboratorial/parametrizacao/create (spec 000 §2.3): GET the municipality's laboratory settings (the row is
 * created with the defaults on first read), PUT saves them. Only the responsible biochemist holds the permission.
 */
export function parametrizacaoLaboratorioRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(base, { schema: { tags, response: { 200: parametrizacaoLaboratorioModelo } }, config: { permission: LAB.parametrizacao } }, (req) =>
    req.tx((tx) => lerParametrizacaoLaboratorio(tx)),
  );
  r.put(
    base,
    {
      schema: { tags, body: parametrizacaoLaboratorioSchema, response: { 200: parametrizacaoLaboratorioModelo } },
      config: { permission: LAB.parametrizacao },
    },
    (req) => req.tx((tx) => salvarParametrizacaoLaboratorio(tx, req.body)),
  );
}
