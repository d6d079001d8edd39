import {
  ASSINATURA_TAMANHO_MAXIMO,
  certificadosAssinaturaRespostaSchema,
  restPkiFinishRespostaSchema,
  restPkiFinishSchema,
  restPkiStartRespostaSchema,
  restPkiStartSchema,
} from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { concluirAssinatura, iniciarAssinatura, listarCertificados } from './rest-pki.service.js';
import { verificacaoRoutes } from './verificacao.routes.js';

const tags = ['rest-pki'];
const base = '/api/rest-pki';

/**
 * Electronic signature (spec 001 §4 "Signing flow", §7 "Digital signature"; decision 0004). The
 * start/finish calls keep the shape of the certificate manager's API; the certificate is the
 * professional's A1 kept on the server, so "let the certificate sign the token" happens in finish.
 * Any logged-in user may sign, always with their own certificate.
 */
export function restPkiRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const quem = (req: { auth: { usuarioId: number; lotacaoId: number } }) => ({
    usuarioId: req.auth.usuarioId,
    lotacaoId: req.auth.lotacaoId,
  });

  r.get(
    `${base}/certificados`,
    { schema: { tags, response: { 200: certificadosAssinaturaRespostaSchema } }, config: { permission: null } },
    (req) => req.tx(async (tx) => ({ data: await listarCertificados(tx, req.auth.usuarioId) })),
  );

  r.post(
    `${base}/start`,
    {
      schema: { tags, body: restPkiStartSchema, response: { 200: restPkiStartRespostaSchema } },
      config: { permission: null },
      // a 15 MB PDF is about 20 MB in base64
      bodyLimit: Math.ceil((ASSINATURA_TAMANHO_MAXIMO * 4) / 3) + 1024 * 1024,
    },
    (req) => req.tx(async (tx) => ({ data: { token: await iniciarAssinatura(tx, deps.cifra, quem(req), req.body) } })),
  );

  r.post(
    `${base}/finish`,
    { schema: { tags, body: restPkiFinishSchema, response: { 200: restPkiFinishRespostaSchema } }, config: { permission: null } },
    (req) =>
      req.tx((tx) =>
        concluirAssinatura(tx, deps.cifra, quem(req), req.body.token, {
          urlBase: deps.config.publicUrl,
          local: req.cliente.nomePrefeitura ?? req.cliente.nome,
        }),
      ),
  );

  verificacaoRoutes(app, deps);
}
