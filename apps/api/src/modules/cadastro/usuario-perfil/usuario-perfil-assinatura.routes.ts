import { certificadoUsuarioRespostaSchema, certificadoUsuarioSalvoSchema } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-errors.js';
import { carregarUsuario } from '../usuario/usuario.service.js';
import {
  excluirCertificado,
  lerMetadadosCertificado,
  SEM_CERTIFICADO,
  salvarCertificado,
  uploadCertificadoSchema,
} from '../usuario/usuario-certificado.service.js';

const tags = ['cadastro/usuario-perfil'];
const base = '/api/cadastro/usuario-perfil/assinatura';

/**
 * "Meu perfil": the logged-in professional keeps their own A1 certificate for the electronic
 * signature (issue 5), with the same checks as the administrator's upload on cadastro/usuario
 * (password, validity, ICP-Brasil CPF = the user's CPF). Any logged-in user, for themselves only;
 * no download here (the private key leaves the server only through the audited administrator route).
 */
export function usuarioPerfilAssinaturaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(base, { schema: { tags, response: { 200: certificadoUsuarioRespostaSchema } }, config: { permission: null } }, (req) =>
    req.tx(async (tx) => ({ data: await lerMetadadosCertificado(tx, req.auth.usuarioId) })),
  );

  r.post(
    base,
    { schema: { tags, body: uploadCertificadoSchema, response: { 200: certificadoUsuarioSalvoSchema } }, config: { permission: null } },
    (req) =>
      req.tx(async (tx) => {
        const u = await carregarUsuario(tx, req.auth.usuarioId);
        return { data: await salvarCertificado(tx, app.deps.cifra, u, req.body), message: 'Certificado salvo com sucesso!' };
      }),
  );

  r.delete(base, { schema: { tags, response: { 204: z.undefined() } }, config: { permission: null } }, async (req, reply) => {
    await req.tx(async (tx) => {
      if (!(await excluirCertificado(tx, req.auth.usuarioId))) throw notFound(SEM_CERTIFICADO);
    });
    return reply.status(204).send();
  });
}
