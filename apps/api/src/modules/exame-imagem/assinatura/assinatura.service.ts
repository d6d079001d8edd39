import { createHash } from 'node:crypto';
import { identificacaoPdfLaudoImagem, MENSAGENS_LAUDO_IMAGEM as M, SITUACAO_EXAME_IMAGEM, SITUACAO_LAUDO_IMAGEM } from '@saude/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { exigirMesmoDocumento, pdfDoArquivo } from '../../../lib/signature/documento-assinado.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { assinaturaDocumento, STATUS_ASSINATURA } from '../../assinatura/index.js';
import { garantirExameAberto } from '../fechamento/fechamento.guard.js';
import { documentoLaudoImagem } from './laudo.documento.js';

/** A report version awaiting signature, locked; 404 when missing, 422 when signed or replaced. */
async function laudoParaAssinar(tx: Tx, laudoId: number) {
  const { rows } = await tx.execute(sql`select id, situacao, img_exame_id from img_laudo where id = ${laudoId} for update`);
  const l = rows[0];
  if (!l) throw notFound('Laudo não encontrado.');
  const situacao = Number(l.situacao);
  if (situacao === SITUACAO_LAUDO_IMAGEM.assinado) throw unprocessable({ id: [M.jaAssinado] }, M.jaAssinado);
  if (situacao !== SITUACAO_LAUDO_IMAGEM.lancado) throw unprocessable({ id: [M.substituido] }, M.substituido);
  const imgExameId = Number(l.img_exame_id);
  await garantirExameAberto(tx, imgExameId, 'id');
  return { id: laudoId, imgExameId };
}

/**
 * The PDF the radiologist signs (PAdES, rest-pki, his own A1): the report naming him on the signature line, its
 * Keywords naming this version so only its own signed copy comes back. Whoever holds IMG.assinar is the service's
 * responsible and may sign any report awaiting signature (as the laboratory's rule): the signer is the one named.
 */
export async function pdfParaAssinarLaudo(tx: Tx, usuarioId: number, laudoId: number): Promise<Buffer> {
  await laudoParaAssinar(tx, laudoId);
  const nome = await lerNomeDoUsuario(tx, usuarioId);
  const { definicao } = await documentoLaudoImagem(tx, laudoId, { usuario: nome, assinante: nome });
  return gerarPdf(definicao);
}

/**
 * store/{id}: the signed copy is kept once proven (a document this user signed here — its SHA-256 — printed from
 * this very version — Keywords — still awaiting signature). The version becomes assinado and its exam liberado.
 */
export async function gravarLaudoAssinado(tx: Tx, usuarioId: number, laudoId: number, arquivo: string) {
  const l = await laudoParaAssinar(tx, laudoId);
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
  if (!assinatura?.assinadoEm) throw unprocessable({ arquivo: [M.naoAssinadoAqui] }, 'Certificado inválido!');
  await exigirMesmoDocumento(pdf, identificacaoPdfLaudoImagem(laudoId), M.outroDocumento);
  await tx.execute(sql`
    update img_laudo set situacao = ${SITUACAO_LAUDO_IMAGEM.assinado}, assinado_por = ${usuarioId}, assinado_em = ${assinatura.assinadoEm},
           pdf_assinado = ${pdf}, updated_at = now() where id = ${laudoId}`);
  await tx.execute(sql`update img_exame set situacao = ${SITUACAO_EXAME_IMAGEM.liberado}, updated_at = now() where id = ${l.imgExameId}`);
  return { message: 'Laudo assinado e liberado.', data: { codigo: assinatura.codigo, assinadoEm: assinatura.assinadoEm } };
}
