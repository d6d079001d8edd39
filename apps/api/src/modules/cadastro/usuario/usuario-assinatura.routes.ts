import { certificadoUsuarioRespostaSchema, certificadoUsuarioSalvoSchema, USUARIO_PERMISSOES, usuarioResource } from '@saude/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditoria } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../deps.js';
import { notFound } from '../../../lib/http-errors.js';
import { carregarUsuario } from './usuario.service.js';
import {
  excluirCertificado,
  lerMetadadosCertificado,
  SEM_CERTIFICADO,
  salvarCertificado,
  uploadCertificadoSchema,
} from './usuario-certificado.service.js';
import { usuarioCertificado } from './usuario-certificado.table.js';

const tags = ['cadastro/usuario'];
const base = `${usuarioResource.apiPath}/:id/assinatura`;
const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Spec 001 §7 "usuario: assinatura upload, load, delete and download": the user's A1 certificate for
 * the PAdES signature (issue 5). The PFX and its password are stored encrypted; only metadata goes
 * back, except the download (the file itself, audited). The password is never logged or returned.
 */
export function usuarioAssinaturaRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const gerenciar = USUARIO_PERMISSOES.certificado;

  r.post(
    `${base}`,
    {
      schema: { tags, params: idParams, body: uploadCertificadoSchema, response: { 200: certificadoUsuarioSalvoSchema } },
      config: { permission: gerenciar },
    },
    (req) =>
      req.tx(async (tx) => {
        const u = await carregarUsuario(tx, req.params.id);
        return { data: await salvarCertificado(tx, deps.cifra, u, req.body), message: 'Certificado salvo com sucesso!' };
      }),
  );

  r.get(
    `${base}`,
    {
      schema: { tags, params: idParams, response: { 200: certificadoUsuarioRespostaSchema } },
      config: { permission: usuarioResource.permissoes.visualizar },
    },
    (req) =>
      req.tx(async (tx) => {
        await carregarUsuario(tx, req.params.id);
        return { data: await lerMetadadosCertificado(tx, req.params.id) };
      }),
  );

  r.delete(
    `${base}`,
    { schema: { tags, params: idParams, response: { 204: z.undefined() } }, config: { permission: gerenciar } },
    async (req, reply) => {
      await req.tx(async (tx) => {
        await carregarUsuario(tx, req.params.id);
        if (!(await excluirCertificado(tx, req.params.id))) throw notFound(SEM_CERTIFICADO);
      });
      return reply.status(204).send();
    },
  );

  r.get(`${base}/download`, { schema: { tags, params: idParams }, config: { permission: gerenciar } }, async (req, reply) => {
    const arquivo = await req.tx(async (tx) => {
      await carregarUsuario(tx, req.params.id);
      const [c] = await tx
        .select({ id: usuarioCertificado.id, arquivo: usuarioCertificado.arquivoCifrado, nome: usuarioCertificado.nomeArquivo })
        .from(usuarioCertificado)
        .where(eq(usuarioCertificado.usuarioId, req.params.id));
      if (!c) throw notFound(SEM_CERTIFICADO);
      const base64 = deps.cifra.decifrar(c.arquivo);
      if (base64 === null) throw new Error('usuario_certificado: arquivo não decifra com o segredo da instalação');
      // reads are not caught by the write trigger: the download of a private key is recorded here
      await tx.insert(auditoria).values({
        clienteId: req.cliente.id,
        usuarioId: req.auth.usuarioId,
        lotacaoId: req.auth.lotacaoId,
        acao: 'LEITURA',
        tabela: 'usuario_certificado',
        registroId: c.id,
        depois: { operacao: 'download', usuarioId: req.params.id },
        requestId: String(req.id),
      });
      return { dados: Buffer.from(base64, 'base64'), nome: c.nome };
    });
    return reply
      .header('content-type', 'application/x-pkcs12')
      .header('content-disposition', `attachment; filename="${arquivo.nome.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'no-store')
      .send(arquivo.dados);
  });
}
