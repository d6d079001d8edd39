import { createHash } from 'node:crypto';
import {
  ASSINATURA_TAMANHO_MAXIMO,
  type ConferenciaArquivo,
  conferenciaArquivoSchema,
  type DocumentoVerificado,
  documentoVerificadoRespostaSchema,
  formatarCodigoVerificacao,
  MENSAGENS_ASSINATURA,
  normalizarCodigoVerificacao,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../lib/http-errors.js';
import { verificarAssinaturaPdf } from '../../lib/signature/verificar-pdf.js';

const tags = ['publico/verificar'];
const base = '/api/publico/verificar/:codigo';
/** Requests per minute per IP: the page is public, codes must not be guessable by brute force. */
export const VERIFICACOES_POR_MINUTO = 30;

const params = z.object({ codigo: z.string().max(40) });
const arquivoSchema = z.object({
  arquivo: z.object(
    { filename: z.string().max(255).optional(), mimetype: z.string().optional(), data: z.instanceof(Buffer) },
    { error: MENSAGENS_ASSINATURA.arquivoObrigatorio },
  ),
});

interface Linha extends Record<string, unknown> {
  codigo: string;
  nome_arquivo: string;
  signatario_nome: string;
  signatario_cpf: string;
  assinado_em: Date | string;
  municipio: string;
  pdf_assinado_sha256: string;
}

/**
 * A signed document by its code, through the SECURITY DEFINER function of migration 0010: the
 * visitor has no municipality, so the lookup may not go through the tenant policy, and runs as the
 * application role so it can reach nothing but that function's answer.
 */
async function buscarDocumento(db: Db, codigoDigitado: string): Promise<DocumentoVerificado | null> {
  const codigo = normalizarCodigoVerificacao(codigoDigitado);
  if (!codigo) return null;
  const linha = await db.transaction(async (tx) => {
    await tx.execute(sql`set local role app_user`);
    const r = await tx.execute<Linha>(sql`select * from assinatura_documento_verificar(${codigo})`);
    return r.rows[0];
  });
  if (!linha) return null;
  return {
    codigo: formatarCodigoVerificacao(linha.codigo),
    nomeArquivo: linha.nome_arquivo,
    signatarioNome: linha.signatario_nome,
    signatarioCpf: linha.signatario_cpf,
    assinadoEm: new Date(linha.assinado_em).toISOString(),
    municipio: linha.municipio,
    sha256: linha.pdf_assinado_sha256,
  };
}

/**
 * Public verification of a signed document (/verificar/{codigo}, printed as a QR code on it): who
 * signed what and when, and whether a file the visitor has is that signed file. No session, no
 * X-Cliente; rate-limited.
 */
export function verificacaoRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publico = {
    public: true,
    semCliente: true,
    rateLimit: { max: VERIFICACOES_POR_MINUTO, timeWindow: '1 minute' },
  } as const;

  r.get(base, { schema: { tags, params, response: { 200: documentoVerificadoRespostaSchema } }, config: publico }, async (req) => {
    const doc = await buscarDocumento(deps.db, req.params.codigo);
    if (!doc) throw notFound(MENSAGENS_ASSINATURA.documentoNaoEncontrado);
    return { data: doc };
  });

  r.post(
    base,
    {
      schema: { tags, params, body: arquivoSchema, response: { 200: conferenciaArquivoSchema } },
      config: { ...publico, multipartOptions: { limits: { fileSize: ASSINATURA_TAMANHO_MAXIMO + 2 * 1024 * 1024, files: 1 } } },
    },
    async (req): Promise<ConferenciaArquivo> => {
      const doc = await buscarDocumento(deps.db, req.params.codigo);
      if (!doc) throw notFound(MENSAGENS_ASSINATURA.documentoNaoEncontrado);
      const bytes = req.body.arquivo.data;
      const confere = createHash('sha256').update(bytes).digest('hex') === doc.sha256;
      const assinatura = verificarAssinaturaPdf(bytes);
      return {
        confere,
        mensagem: confere ? MENSAGENS_ASSINATURA.confere : MENSAGENS_ASSINATURA.naoConfere,
        assinaturaIntegra: assinatura.integra,
        motivo: assinatura.motivo,
      };
    },
  );
}
