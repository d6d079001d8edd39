import { createHash } from 'node:crypto';
import type { storeAtendimentoAssinadoSchema } from '@saude/shared';
import {
  DOCUMENTO_IMPRESSAO,
  type FormularioRequisicaoExame,
  identificacaoPdfAmbulatorio,
  MENSAGENS_DOCUMENTO_ASSINADO as M,
  ORIGEM_DA_IMPRESSAO,
  RECEITA_IMPRESSAO,
  RECEITA_NAO_PADRONIZADA_IMPRESSAO,
  RECEITAS_NAO_PADRONIZADAS,
  REQUISICAO_IMPRESSAO,
} from '@saude/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { setting } from '../../../db/schema/common.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { exigirMesmoDocumento, pdfDoArquivo } from '../../../lib/signature/documento-assinado.js';
import { assinaturaDocumento, STATUS_ASSINATURA } from '../../assinatura/index.js';
import { ambulatorioAtendimento } from '../atendimento/atendimento.table.js';
import {
  ambulatorioDocumento,
  ambulatorioDocumentoAssinado,
  ambulatorioReceita,
  ambulatorioRequisicaoExame,
} from '../atendimento/atendimento-documentos.table.js';

type Entrada = z.output<typeof storeAtendimentoAssinadoSchema>;

/** The attendance and author of the print being kept, or a 404 (a kind that is not this row's is not it). */
async function alvoDe(tx: Tx, documento: string, id: number) {
  const origem = ORIGEM_DA_IMPRESSAO[documento];
  if (origem === 'atendimento') {
    const [a] = await tx
      .select({ atendimentoId: ambulatorioAtendimento.id, usuarioId: ambulatorioAtendimento.usuarioId })
      .from(ambulatorioAtendimento)
      .where(eq(ambulatorioAtendimento.id, id));
    return a ?? null;
  }
  if (origem === 'receita') {
    const [r] = await tx
      .select({
        atendimentoId: ambulatorioReceita.ambulatorioAtendimentoId,
        usuarioId: ambulatorioReceita.usuarioId,
        tipo: ambulatorioReceita.tipo,
      })
      .from(ambulatorioReceita)
      .where(eq(ambulatorioReceita.id, id));
    const certo =
      r &&
      (documento === RECEITA_NAO_PADRONIZADA_IMPRESSAO
        ? RECEITAS_NAO_PADRONIZADAS.includes(r.tipo)
        : RECEITA_IMPRESSAO[r.tipo] === documento);
    return certo ? r : null;
  }
  if (origem === 'documento') {
    const [d] = await tx
      .select({
        atendimentoId: ambulatorioDocumento.ambulatorioAtendimentoId,
        usuarioId: ambulatorioDocumento.usuarioId,
        tipo: ambulatorioDocumento.tipo,
      })
      .from(ambulatorioDocumento)
      .where(eq(ambulatorioDocumento.id, id));
    return d && DOCUMENTO_IMPRESSAO[d.tipo] === documento ? d : null;
  }
  const [q] = await tx
    .select({
      atendimentoId: ambulatorioRequisicaoExame.ambulatorioAtendimentoId,
      usuarioId: ambulatorioRequisicaoExame.usuarioId,
      formulario: ambulatorioRequisicaoExame.formulario,
    })
    .from(ambulatorioRequisicaoExame)
    .where(eq(ambulatorioRequisicaoExame.id, id));
  return q && REQUISICAO_IMPRESSAO[q.formulario as FormularioRequisicaoExame] === documento ? q : null;
}

/**
 * store-atendimento-assinado (spec 001 §7): keeps the signed copy of one print of an outpatient attendance. As in
 * emergency care, the file must be a PDF this user signed here (its SHA-256 is one of their signed documents of
 * rest-pki/finish: an altered file, or one signed by someone else, is 'Certificado inválido!'), printed from this
 * very document (its Keywords), and of a document this user issued. A new signature replaces the earlier one.
 */
export async function gravarAtendimentoAssinado(tx: Tx, usuarioId: number, e: Entrada) {
  const pdf = pdfDoArquivo(e.arquivo, M.somentePdf);
  const alvo = await alvoDe(tx, e.documento, e.id);
  if (!alvo) throw notFound(M.naoEncontrado);
  if (alvo.usuarioId !== usuarioId) throw unprocessable({ id: [M.outroAutor] });
  const hash = createHash('sha256').update(pdf).digest('hex');
  const [assinatura] = await tx
    .select({ id: assinaturaDocumento.id, assinadoEm: assinaturaDocumento.assinadoEm, codigo: assinaturaDocumento.codigo })
    .from(assinaturaDocumento)
    .where(
      and(
        eq(assinaturaDocumento.usuarioId, usuarioId),
        eq(assinaturaDocumento.status, STATUS_ASSINATURA.ASSINADO),
        eq(assinaturaDocumento.pdfAssinadoSha256, hash),
      ),
    )
    .limit(1);
  if (!assinatura?.assinadoEm) throw unprocessable({ arquivo: [M.naoAssinado] }, M.certificadoInvalido);
  await exigirMesmoDocumento(pdf, identificacaoPdfAmbulatorio(e.documento, e.id), M.outroDocumento);
  const valores = {
    ambulatorioAtendimentoId: alvo.atendimentoId,
    usuarioId,
    assinaturaDocumentoId: assinatura.id,
    nomeArquivo: e.nomeArquivo,
    conteudo: pdf,
    assinadoEm: assinatura.assinadoEm,
  };
  const [gravado] = await tx
    .insert(ambulatorioDocumentoAssinado)
    .values({ ...valores, tipo: e.documento, referenciaId: e.id })
    .onConflictDoUpdate({
      target: [ambulatorioDocumentoAssinado.clienteId, ambulatorioDocumentoAssinado.tipo, ambulatorioDocumentoAssinado.referenciaId],
      set: { ...valores, updatedAt: sql`now()`, updatedBy: setting('usuario_id') },
    })
    .returning({
      id: ambulatorioDocumentoAssinado.id,
      documento: ambulatorioDocumentoAssinado.tipo,
      referenciaId: ambulatorioDocumentoAssinado.referenciaId,
      assinadoEm: ambulatorioDocumentoAssinado.assinadoEm,
    });
  if (!gravado) throw new Error('documento assinado não gravado');
  return { message: M.salvo, data: { ...gravado, codigo: assinatura.codigo } };
}
