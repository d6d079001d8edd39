import { createHash } from 'node:crypto';
import { identificacaoPdfLivro, MENSAGENS_LIVRO as M, type TipoLivro } from '@saude/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { exigirMesmoDocumento, pdfDoArquivo } from '../../../lib/signature/documento-assinado.js';
import { assinaturaDocumento, STATUS_ASSINATURA } from '../../assinatura/index.js';
import { livroDaFarmacia } from './livro.service.js';
import { farmaciaLivro } from './livro.table.js';

/**
 * store-livro-assinado/{id}: the closed book's PDF signed through rest-pki (PAdES) comes back, and the book records
 * the signature's verification code. As for the clinical prints: the file must be one this user signed here (its
 * SHA-256 is one of their signed documents), printed from this very book (its Keywords), and the book must be
 * closed (an open one still takes lines, which the signature would not cover). A new signature replaces the code.
 */
export async function gravarLivroAssinado(tx: Tx, usuarioId: number, tipo: TipoLivro, centroCustoId: number, id: number, arquivo: string) {
  const livro = await livroDaFarmacia(tx, tipo, id, centroCustoId);
  if (!livro.fechadoEm) throw unprocessable({ id: [M.assinarAberto] }, M.assinarAberto);
  const pdf = pdfDoArquivo(arquivo, M.somentePdf);
  const hash = createHash('sha256').update(pdf).digest('hex');
  const [assinatura] = await tx
    .select({ codigo: assinaturaDocumento.codigo, assinadoEm: assinaturaDocumento.assinadoEm })
    .from(assinaturaDocumento)
    .where(
      and(
        eq(assinaturaDocumento.usuarioId, usuarioId),
        eq(assinaturaDocumento.status, STATUS_ASSINATURA.ASSINADO),
        eq(assinaturaDocumento.pdfAssinadoSha256, hash),
      ),
    )
    .limit(1);
  if (!assinatura?.assinadoEm) throw unprocessable({ arquivo: [M.naoAssinado] }, 'Certificado inválido!');
  await exigirMesmoDocumento(pdf, identificacaoPdfLivro(tipo, id), M.outroDocumento);
  await tx.update(farmaciaLivro).set({ assinaturaCodigo: assinatura.codigo, updatedAt: sql`now()` }).where(eq(farmaciaLivro.id, id));
  return { message: M.assinado, data: { codigo: assinatura.codigo, assinadoEm: assinatura.assinadoEm } };
}
