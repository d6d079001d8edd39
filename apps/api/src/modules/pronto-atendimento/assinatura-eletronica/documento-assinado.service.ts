import { createHash } from 'node:crypto';
import {
  type DocumentoAssinadoEntrada,
  identificacaoPdfPa,
  MENSAGENS_DOCUMENTO_ASSINADO as M,
  TIPO_ASSINADO_DO_DOCUMENTO,
  TipoDocumentoAssinado,
} from '@saude/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../../db/client.js';
import { setting } from '../../../db/schema/common.js';
import { atendimento, atendimentoMedico, documentoClinico, receita, StatusAtendimento } from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { exigirMesmoDocumento, LIMITE_CORPO_DOCUMENTO_ASSINADO, pdfDoArquivo } from '../../../lib/signature/documento-assinado.js';
import { assinaturaDocumento, STATUS_ASSINATURA } from '../../assinatura/index.js';
import { documentoAssinadoPa } from './documento-assinado.table.js';

// the PDF checks are core since issue 17 (lib/signature/documento-assinado.ts): the outpatient clinic signs too
export { LIMITE_CORPO_DOCUMENTO_ASSINADO };

interface Alvo {
  atendimentoId: number;
  usuarioId: number;
  /** What the PDF printed from this document carries in its Keywords. */
  identificacao: string;
}

/** The document being signed, in this municipality (RLS hides the others), or a 404. */
async function alvoDe(tx: Tx, tipo: TipoDocumentoAssinado, referenciaId: number): Promise<Alvo> {
  if (tipo === TipoDocumentoAssinado.FAA) {
    const [am] = await tx
      .select({ atendimentoId: atendimentoMedico.atendimentoId, usuarioId: atendimentoMedico.usuarioId })
      .from(atendimentoMedico)
      .where(eq(atendimentoMedico.id, referenciaId));
    if (!am) throw notFound(M.naoEncontrado);
    return { ...am, identificacao: identificacaoPdfPa('FAA', am.atendimentoId) };
  }
  if (tipo === TipoDocumentoAssinado.RECEITA) {
    const [r] = await tx
      .select({ atendimentoId: receita.atendimentoId, usuarioId: receita.usuarioId })
      .from(receita)
      .where(eq(receita.id, referenciaId));
    if (!r) throw notFound(M.naoEncontrado);
    return { ...r, identificacao: identificacaoPdfPa('RECEITA', referenciaId) };
  }
  const [d] = await tx
    .select({ atendimentoId: documentoClinico.atendimentoId, usuarioId: documentoClinico.usuarioId, tipo: documentoClinico.tipo })
    .from(documentoClinico)
    .where(eq(documentoClinico.id, referenciaId));
  // an "atestado" id sent as a referral is not that document
  if (!d || TIPO_ASSINADO_DO_DOCUMENTO[d.tipo] !== tipo) throw notFound(M.naoEncontrado);
  return { atendimentoId: d.atendimentoId, usuarioId: d.usuarioId, identificacao: identificacaoPdfPa('DOCUMENTO', referenciaId) };
}

/**
 * Keeps the signed copy of an emergency-care document (store-faa-assinada, store-receita-assinada,
 * assinatura-eletronica/documento). The file must be a PDF that this user signed here: its SHA-256 is
 * the `pdfAssinadoSha256` of one of their ASSINADO rows of assinatura_documento (rest-pki/finish), so a
 * file altered after signing, or signed by someone else, is refused with the spec's 'Certificado
 * inválido!'. The document must be of an FAA of the municipality, not cancelled, and issued by this
 * user. A later signature of the same document replaces the earlier one.
 */
export async function gravarDocumentoAssinado(
  tx: Tx,
  req: FastifyRequest,
  entrada: DocumentoAssinadoEntrada,
  /** The wire field that names the document (atendimento_medico_id, receita_id, referencia_id). */
  campo: string,
) {
  const pdf = pdfDoArquivo(entrada.arquivo, M.somentePdf);
  const alvo = await alvoDe(tx, entrada.tipo, entrada.referenciaId);
  if (alvo.usuarioId !== req.auth.usuarioId) throw unprocessable({ [campo]: [M.outroAutor] });
  const [a] = await tx.select({ status: atendimento.status }).from(atendimento).where(eq(atendimento.id, alvo.atendimentoId));
  if (!a) throw notFound(M.naoEncontrado);
  if (a.status === StatusAtendimento.CANCELADO) throw unprocessable({ [campo]: [M.faaCancelada] });

  const hash = createHash('sha256').update(pdf).digest('hex');
  const [assinatura] = await tx
    .select({ id: assinaturaDocumento.id, assinadoEm: assinaturaDocumento.assinadoEm, codigo: assinaturaDocumento.codigo })
    .from(assinaturaDocumento)
    .where(
      and(
        eq(assinaturaDocumento.usuarioId, req.auth.usuarioId),
        eq(assinaturaDocumento.status, STATUS_ASSINATURA.ASSINADO),
        eq(assinaturaDocumento.pdfAssinadoSha256, hash),
      ),
    )
    .limit(1);
  if (!assinatura?.assinadoEm) throw unprocessable({ arquivo: [M.naoAssinado] }, M.certificadoInvalido);
  await exigirMesmoDocumento(pdf, alvo.identificacao, M.outroDocumento);

  const valores = {
    atendimentoId: alvo.atendimentoId,
    usuarioId: req.auth.usuarioId,
    assinaturaDocumentoId: assinatura.id,
    nomeArquivo: entrada.nomeArquivo,
    conteudo: pdf,
    assinadoEm: assinatura.assinadoEm,
  };
  const [gravado] = await tx
    .insert(documentoAssinadoPa)
    .values({ ...valores, tipo: entrada.tipo, referenciaId: entrada.referenciaId })
    .onConflictDoUpdate({
      target: [documentoAssinadoPa.clienteId, documentoAssinadoPa.tipo, documentoAssinadoPa.referenciaId],
      set: { ...valores, updatedAt: sql`now()`, updatedBy: setting('usuario_id') },
    })
    .returning({
      id: documentoAssinadoPa.id,
      tipo: documentoAssinadoPa.tipo,
      referenciaId: documentoAssinadoPa.referenciaId,
      atendimentoId: documentoAssinadoPa.atendimentoId,
      nomeArquivo: documentoAssinadoPa.nomeArquivo,
      assinadoEm: documentoAssinadoPa.assinadoEm,
    });
  return { message: M.salvo, data: { ...gravado, codigo: assinatura.codigo } };
}
