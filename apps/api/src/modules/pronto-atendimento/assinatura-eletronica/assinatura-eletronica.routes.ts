import {
  datatableRequestSchema,
  documentoAssinadoGravadoSchema,
  documentoAssinadoSchema,
  documentosPendentesSchema,
  PA,
  ROTA_DOCUMENTO_ASSINADO,
  storeFaaAssinadaSchema,
  storeReceitaAssinadaSchema,
  TipoDocumentoAssinado,
} from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gravarDocumentoAssinado, LIMITE_CORPO_DOCUMENTO_ASSINADO } from './documento-assinado.service.js';
import { documentosPendentes } from './pendentes.js';

const tags = ['pronto-atendimento/assinatura-eletronica'];
const bodyLimit = LIMITE_CORPO_DOCUMENTO_ASSINADO;

/**
 * Electronic signatures of the emergency care (issue 6 step 7; spec 001 §7 atendimento-medico
 * store-faa-assinada and store-receita-assinada, assinatura-eletronica): the signed copies of the FAA,
 * prescriptions and clinical documents come back after rest-pki/finish and are kept with the FAA; the
 * pending list shows what the user still has to sign.
 */
export function assinaturaEletronicaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // the doctor screen sends { atendimento_medico_id, nome_arquivo, arquivo } right after signing the FAA
  r.post(
    ROTA_DOCUMENTO_ASSINADO.faa,
    {
      schema: { tags, body: storeFaaAssinadaSchema, response: { 201: documentoAssinadoGravadoSchema } },
      config: { permission: PA.medicoCadastrar },
      bodyLimit,
    },
    async (req, reply) => {
      const { atendimentoMedicoId, ...resto } = req.body;
      const res = await req.tx((tx) =>
        gravarDocumentoAssinado(
          tx,
          req,
          { ...resto, tipo: TipoDocumentoAssinado.FAA, referenciaId: atendimentoMedicoId },
          'atendimento_medico_id',
        ),
      );
      return reply.status(201).send(res);
    },
  );

  r.post(
    ROTA_DOCUMENTO_ASSINADO.receita,
    {
      schema: { tags, body: storeReceitaAssinadaSchema, response: { 201: documentoAssinadoGravadoSchema } },
      config: { permission: PA.medicoCadastrar },
      bodyLimit,
    },
    async (req, reply) => {
      const { receitaId, ...resto } = req.body;
      const res = await req.tx((tx) =>
        gravarDocumentoAssinado(tx, req, { ...resto, tipo: TipoDocumentoAssinado.RECEITA, referenciaId: receitaId }, 'receita_id'),
      );
      return reply.status(201).send(res);
    },
  );

  r.post(
    ROTA_DOCUMENTO_ASSINADO.documento,
    {
      schema: { tags, body: documentoAssinadoSchema, response: { 201: documentoAssinadoGravadoSchema } },
      config: { permission: PA.assinaturas },
      bodyLimit,
    },
    async (req, reply) => {
      const res = await req.tx((tx) => gravarDocumentoAssinado(tx, req, req.body, 'referencia_id'));
      return reply.status(201).send(res);
    },
  );

  r.get(
    '/api/pronto-atendimento/assinatura-eletronica/index',
    {
      schema: { tags, querystring: datatableRequestSchema, response: { 200: documentosPendentesSchema } },
      config: { permission: PA.assinaturas },
    },
    (req) => req.tx((tx) => documentosPendentes(tx, req.auth.usuarioId, req.query)),
  );
}
