import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  ALFABETO_CODIGO,
  ASSINATURA_NOME_PADRAO,
  ASSINATURA_TAMANHO_MAXIMO,
  ASSINATURA_TOKEN_MINUTOS,
  formatarCodigoVerificacao,
  MENSAGENS_ASSINATURA,
} from '@saude/shared';
import { and, eq, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { cidadao, usuario } from '../../db/schema/index.js';
import type { Cifra } from '../../lib/cifra.js';
import { type HttpError, unprocessable } from '../../lib/http-errors.js';
import { assinarPdf, carregarPdf, PdfIlegivel } from '../../lib/signature/assinar-pdf.js';
import { abrirPfx, CertificadoInvalido, exigirValidade, MENSAGENS_CERTIFICADO } from '../../lib/signature/certificado.js';
import { certificadoParaAssinar, usuarioCertificado } from '../cadastro/index.js';
import { assinaturaDocumento } from './assinatura-documento.table.js';

export const STATUS_ASSINATURA = { PENDENTE: 'PENDENTE', ASSINADO: 'ASSINADO' } as const;

/** Who signs: the session's user and placement (spec 001 §6 "Signing uses the logged-in user's assignment"). */
export interface Assinante {
  usuarioId: number;
  lotacaoId: number;
}

/** 12 Crockford base32 characters (60 random bits). */
export function gerarCodigo(): string {
  return Array.from({ length: 12 }, () => ALFABETO_CODIGO[randomInt(ALFABETO_CODIGO.length)]).join('');
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

const erroCertificado = (mensagem: string) => unprocessable({ thumbprint: [mensagem] });
const erroArquivo = (mensagem: string) => unprocessable({ base64: [mensagem] });

/** The certificate reasons the user can act on keep their message; the rest is the spec's 'Certificado inválido!'. */
function motivoDoCertificado(e: CertificadoInvalido): HttpError {
  const claras: string[] = [MENSAGENS_CERTIFICADO.senha, MENSAGENS_CERTIFICADO.expirado, MENSAGENS_CERTIFICADO.naoValido];
  return erroCertificado(claras.includes(e.message) ? e.message : MENSAGENS_ASSINATURA.certificadoInvalido);
}

async function cpfDoUsuario(tx: Tx, usuarioId: number): Promise<string | null> {
  const [u] = await tx
    .select({ cpf: cidadao.cpf })
    .from(usuario)
    .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
    .where(eq(usuario.id, usuarioId));
  return u?.cpf ?? null;
}

/**
 * GET /api/rest-pki/certificados: the user's certificate, listed only when its ICP-Brasil CPF is the
 * CPF of the user's citizen record (spec 001 §5). Expired ones are listed (start says why it fails).
 */
export async function listarCertificados(tx: Tx, usuarioId: number) {
  const cpf = await cpfDoUsuario(tx, usuarioId);
  if (!cpf) return [];
  const linhas = await tx
    .select({
      subjectName: usuarioCertificado.subjectName,
      thumbprint: usuarioCertificado.thumbprint,
      validade: usuarioCertificado.validadeFim,
    })
    .from(usuarioCertificado)
    .where(and(eq(usuarioCertificado.usuarioId, usuarioId), eq(usuarioCertificado.cpf, cpf)));
  return linhas.map((c) => ({ subjectName: c.subjectName, thumbprint: c.thumbprint, pkiBrazil: { cpf }, validade: c.validade }));
}

/**
 * The user's certificate with this thumbprint, opened and checked for signing at `agora`: it must be
 * the user's, carry the user's CPF, decrypt, open with the stored password and be within validity.
 */
async function abrirCertificado(tx: Tx, cifra: Cifra, usuarioId: number, thumbprint: string, agora: Date) {
  const cert = await certificadoParaAssinar(tx, cifra, usuarioId);
  if (!cert || cert.thumbprint !== thumbprint.replace(/[\s:]/g, '').toUpperCase()) {
    throw erroCertificado(MENSAGENS_ASSINATURA.certificadoNaoEncontrado);
  }
  const cpf = await cpfDoUsuario(tx, usuarioId);
  if (!cert.cpf || cert.cpf !== cpf) throw erroCertificado(MENSAGENS_CERTIFICADO.cpf);
  if (!cert.decifravel) throw erroCertificado(MENSAGENS_ASSINATURA.certificadoInvalido);
  try {
    exigirValidade(abrirPfx(cert.pfx, cert.senha).certificado, agora);
  } catch (e) {
    if (e instanceof CertificadoInvalido) throw motivoDoCertificado(e);
    throw e;
  }
  // ICP-Brasil writes the holder as "NOME:CPF" in the common name
  return { ...cert, cpf, nome: cert.subjectName.replace(/:\d{11}$/, '').trim() };
}

/** The PDF of the start payload, or a 422: base64 of a PDF (header and a pdf-lib load), at most 15 MB. */
async function lerPdf(base64: string): Promise<Buffer> {
  const limpo = base64.replace(/^data:[^,]*;base64,/, '');
  if (limpo.length > Math.ceil((ASSINATURA_TAMANHO_MAXIMO * 4) / 3) + 4) throw erroArquivo(MENSAGENS_ASSINATURA.pdfGrande);
  if (!/^[A-Za-z0-9+/=_\-\s]*$/.test(limpo)) throw erroArquivo(MENSAGENS_ASSINATURA.somentePdf);
  const pdf = Buffer.from(limpo, 'base64');
  if (pdf.length > ASSINATURA_TAMANHO_MAXIMO) throw erroArquivo(MENSAGENS_ASSINATURA.pdfGrande);
  // PDF readers accept the header anywhere in the first 1024 bytes
  if (!pdf.subarray(0, 1024).includes('%PDF-')) throw erroArquivo(MENSAGENS_ASSINATURA.somentePdf);
  try {
    await carregarPdf(pdf);
  } catch (e) {
    if (e instanceof PdfIlegivel) throw erroArquivo(MENSAGENS_ASSINATURA.pdfIlegivel);
    throw e;
  }
  return pdf;
}

/** A file name for the signed document: no path, ends in .pdf, 'arquivo.pdf' when none. */
function nomeDoArquivo(nome: string | null | undefined): string {
  const base =
    (nome ?? '')
      .split(/[\\/]/)
      .pop()
      ?.replace(/\p{Cc}|["<>|*?:]/gu, '')
      .trim() ?? '';
  if (!base) return ASSINATURA_NOME_PADRAO;
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

/**
 * POST /api/rest-pki/start: checks the file and the certificate and keeps the PDF for at most 10
 * minutes under the hash of a one-use token, which is the answer (spec 001 §7: base64 → data.token).
 */
export async function iniciarAssinatura(
  tx: Tx,
  cifra: Cifra,
  quem: Assinante,
  entrada: { base64: string; thumbprint: string; nomeArquivo?: string | null },
) {
  const agora = new Date();
  const pdf = await lerPdf(entrada.base64);
  const cert = await abrirCertificado(tx, cifra, quem.usuarioId, entrada.thumbprint, agora);
  // starts nobody finished leave nothing behind once expired
  await tx
    .delete(assinaturaDocumento)
    .where(and(eq(assinaturaDocumento.status, STATUS_ASSINATURA.PENDENTE), lt(assinaturaDocumento.expiraEm, agora)));
  const token = randomBytes(32).toString('base64url');
  await tx.insert(assinaturaDocumento).values({
    usuarioId: quem.usuarioId,
    lotacaoId: quem.lotacaoId,
    codigo: gerarCodigo(),
    status: STATUS_ASSINATURA.PENDENTE,
    nomeArquivo: nomeDoArquivo(entrada.nomeArquivo),
    tokenHash: hashToken(token),
    expiraEm: new Date(agora.getTime() + ASSINATURA_TOKEN_MINUTOS * 60_000),
    conteudo: pdf,
    pdfOriginalSha256: sha256(pdf),
    signatarioNome: cert.nome,
    signatarioCpf: cert.cpf,
    thumbprint: cert.thumbprint,
  });
  return token;
}

/**
 * POST /api/rest-pki/finish: the token's pending document, for this user in this municipality, is
 * stamped and signed with the certificate chosen at start, and only its hashes and metadata stay.
 * The caller's transaction makes it all-or-nothing; the token works once (row lock + status).
 */
export async function concluirAssinatura(tx: Tx, cifra: Cifra, quem: Assinante, token: string, opcoes: { urlBase: string; local: string }) {
  const agora = new Date();
  const [doc] = await tx
    .select()
    .from(assinaturaDocumento)
    .where(and(eq(assinaturaDocumento.tokenHash, hashToken(token)), eq(assinaturaDocumento.status, STATUS_ASSINATURA.PENDENTE)))
    .for('update');
  if (!doc || doc.usuarioId !== quem.usuarioId || !doc.conteudo || !doc.expiraEm || doc.expiraEm <= agora) {
    throw unprocessable({ token: [MENSAGENS_ASSINATURA.tokenInvalido] });
  }
  const cert = await abrirCertificado(tx, cifra, quem.usuarioId, doc.thumbprint, agora);
  const codigo = formatarCodigoVerificacao(doc.codigo);
  let assinado: Buffer;
  try {
    assinado = await assinarPdf({
      pdf: doc.conteudo,
      pfx: cert.pfx,
      senha: cert.senha,
      nome: doc.signatarioNome,
      cpf: doc.signatarioCpf,
      codigo,
      urlVerificacao: `${opcoes.urlBase.replace(/\/+$/, '')}/verificar/${codigo}`,
      agora,
      local: opcoes.local,
    });
  } catch (e) {
    if (e instanceof CertificadoInvalido) throw motivoDoCertificado(e);
    if (e instanceof PdfIlegivel) throw erroArquivo(MENSAGENS_ASSINATURA.pdfIlegivel);
    throw e;
  }
  await tx
    .update(assinaturaDocumento)
    .set({
      status: STATUS_ASSINATURA.ASSINADO,
      tokenHash: null,
      expiraEm: null,
      conteudo: null,
      pdfAssinadoSha256: sha256(assinado),
      assinadoEm: agora,
    })
    .where(eq(assinaturaDocumento.id, doc.id));
  return { data: assinado.toString('base64'), fileName: doc.nomeArquivo, codigo };
}
