import { USUARIO_PERMISSOES, usuarioResource } from '@saude/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app.js';
import type { Tx } from '../../../db/client.js';
import { auditoria } from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { CertificadoInvalido, lerCertificado, MENSAGENS_CERTIFICADO } from './certificado.js';
import { carregarUsuario } from './usuario.service.js';
import { usuarioCertificado } from './usuario-certificado.table.js';

const tags = ['cadastro/usuario'];
const base = `${usuarioResource.apiPath}/:id/assinatura`;
const idParams = z.object({ id: z.coerce.number().int().positive() });
/** An A1 file is a few KB; anything much bigger is not one. */
const TAMANHO_MAXIMO = 512 * 1024;
const ARQUIVO_OBRIGATORIO = 'Certificado (arquivo .pfx ou .p12) é obrigatório';

const uploadSchema = z.object({
  arquivo: z.object(
    { filename: z.string().max(255).optional(), mimetype: z.string().optional(), data: z.instanceof(Buffer) },
    { error: ARQUIVO_OBRIGATORIO },
  ),
  senhaCertificado: z.string({ error: 'Senha do certificado é obrigatória' }).min(1, 'Senha do certificado é obrigatória').max(200),
});

const metadados = {
  subjectName: usuarioCertificado.subjectName,
  thumbprint: usuarioCertificado.thumbprint,
  cpf: usuarioCertificado.cpf,
  validadeInicio: usuarioCertificado.validadeInicio,
  validade: usuarioCertificado.validadeFim,
  nomeArquivo: usuarioCertificado.nomeArquivo,
  enviadoEm: usuarioCertificado.updatedAt,
};

const lerMetadados = async (tx: Tx, usuarioId: number) => {
  const [c] = await tx.select(metadados).from(usuarioCertificado).where(eq(usuarioCertificado.usuarioId, usuarioId));
  return c ?? null;
};

/**
 * Spec 001 §7 "usuario: assinatura upload, load, delete and download": the user's A1 certificate for
 * the PAdES signature (issue 5). The PFX and its password are stored encrypted; only metadata goes
 * back, except the download (the file itself, audited). The password is never logged or returned.
 */
export function usuarioAssinaturaRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const gerenciar = USUARIO_PERMISSOES.certificado;

  r.post(`${base}`, { schema: { tags, params: idParams, body: uploadSchema }, config: { permission: gerenciar } }, (req) =>
    req.tx(async (tx) => {
      const u = await carregarUsuario(tx, req.params.id);
      const { arquivo, senhaCertificado } = req.body;
      if (!arquivo.data.length) throw unprocessable({ arquivo: [ARQUIVO_OBRIGATORIO] });
      if (arquivo.data.length > TAMANHO_MAXIMO) throw unprocessable({ arquivo: [MENSAGENS_CERTIFICADO.invalido] });
      let lido: ReturnType<typeof lerCertificado>;
      try {
        lido = lerCertificado(arquivo.data, senhaCertificado);
      } catch (e) {
        if (e instanceof CertificadoInvalido) throw unprocessable({ [e.campo === 'senha' ? 'senha_certificado' : 'arquivo']: [e.message] });
        throw e;
      }
      if (lido.cpf && lido.cpf !== u.cpf) throw unprocessable({ arquivo: [MENSAGENS_CERTIFICADO.cpf] });
      const valores = {
        arquivoCifrado: deps.cifra.cifrar(arquivo.data.toString('base64')),
        senhaCifrada: deps.cifra.cifrar(senhaCertificado),
        nomeArquivo: arquivo.filename || 'certificado.pfx',
        subjectName: lido.subjectName,
        thumbprint: lido.thumbprint,
        cpf: lido.cpf,
        validadeInicio: lido.validadeInicio,
        validadeFim: lido.validadeFim,
      };
      await tx
        .insert(usuarioCertificado)
        .values({ usuarioId: u.id, ...valores })
        .onConflictDoUpdate({ target: usuarioCertificado.usuarioId, set: { ...valores, updatedAt: new Date() } });
      return { data: await lerMetadados(tx, u.id), message: 'Certificado salvo com sucesso!' };
    }),
  );

  r.get(`${base}`, { schema: { tags, params: idParams }, config: { permission: usuarioResource.permissoes.visualizar } }, (req) =>
    req.tx(async (tx) => {
      await carregarUsuario(tx, req.params.id);
      return { data: await lerMetadados(tx, req.params.id) };
    }),
  );

  r.delete(`${base}`, { schema: { tags, params: idParams }, config: { permission: gerenciar } }, async (req, reply) => {
    await req.tx(async (tx) => {
      await carregarUsuario(tx, req.params.id);
      const apagados = await tx
        .delete(usuarioCertificado)
        .where(eq(usuarioCertificado.usuarioId, req.params.id))
        .returning({ id: usuarioCertificado.id });
      if (!apagados.length) throw notFound('O usuário não tem certificado cadastrado.');
    });
    return reply.status(204).send();
  });

  r.get(`${base}/download`, { schema: { tags, params: idParams }, config: { permission: gerenciar } }, async (req, reply) => {
    const arquivo = await req.tx(async (tx) => {
      await carregarUsuario(tx, req.params.id);
      const [c] = await tx
        .select({ id: usuarioCertificado.id, arquivo: usuarioCertificado.arquivoCifrado, nome: usuarioCertificado.nomeArquivo })
        .from(usuarioCertificado)
        .where(eq(usuarioCertificado.usuarioId, req.params.id));
      if (!c) throw notFound('O usuário não tem certificado cadastrado.');
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
