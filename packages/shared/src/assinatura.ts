import { z } from 'zod';
import { type Resposta, w } from './wire.js';

/** Prompts of spec 001 §2 that lead to the "Assinatura" dialog, verbatim. */
export const PERGUNTAS_ASSINATURA = {
  atendimentoSalvo: 'Atendimento salvo. Deseja assinar?',
  receitaMedica: 'Deseja assinar a receita médica?',
  assinarDepois: 'Deseja realmente assinar depois?',
  /** The button of the "assinar depois" prompt. */
  botaoAssinarDepois: 'Assinar depois',
  naoAssinar: 'Deseja realmente não assinar?',
} as const;

/** Messages of the signing flow (spec 000/001 §8 for the first two, verbatim). */
export const MENSAGENS_ASSINATURA = {
  gerenciadorNaoInstalado: 'Gerenciador de certificado não instalado!',
  certificadoInvalido: 'Certificado inválido!',
  certificadoObrigatorio: 'O campo Certificado é obrigatório.',
  certificadoNaoEncontrado: 'Certificado não encontrado. Recarregue a lista de certificados.',
  semCertificado: 'Nenhum certificado digital disponível para o seu usuário.',
  arquivoObrigatorio: 'O campo Arquivo é obrigatório.',
  somentePdf: 'Somente arquivos PDF podem ser assinados.',
  pdfIlegivel: 'Não foi possível ler o PDF (arquivo danificado ou protegido por senha).',
  pdfGrande: 'O arquivo excede o tamanho máximo de 15 MB.',
  tokenInvalido: 'A assinatura expirou ou já foi concluída. Assine o documento novamente.',
  documentoNaoEncontrado: 'Documento não encontrado.',
  confere: 'O arquivo confere com o documento assinado.',
  naoConfere: 'O arquivo NÃO confere com o documento assinado.',
} as const;

/** Largest PDF accepted for signing. */
export const ASSINATURA_TAMANHO_MAXIMO = 15 * 1024 * 1024;
/** How long the token of a started signature lasts (start → finish). */
export const ASSINATURA_TOKEN_MINUTOS = 10;
export const ASSINATURA_NOME_PADRAO = 'arquivo.pdf';

/** Spec 001 §5: the type of a file to sign is its content type without the 'application/' prefix. */
export const tipoDoArquivo = (contentType: string) => contentType.replace('application/', '');
export const ehPdf = (contentType: string) => tipoDoArquivo(contentType.toLowerCase()) === 'pdf';

/** Crockford base32: no I, L, O, U, so a code read aloud or typed is not misread. */
export const ALFABETO_CODIGO = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A verification code as typed (any case, with or without hyphens, O for 0, I/L for 1) → the 12
 * stored characters, or null when it cannot be one.
 */
export function normalizarCodigoVerificacao(valor: string): string | null {
  const limpo = valor.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return limpo.length === 12 && [...limpo].every((c) => ALFABETO_CODIGO.includes(c)) ? limpo : null;
}

/** 12 characters → XXXX-XXXX-XXXX, as printed on the document. */
export const formatarCodigoVerificacao = (codigo: string) => codigo.replace(/^(.{4})(.{4})(.{4})$/, '$1-$2-$3');

/** POST /api/rest-pki/start (spec 001 §7 "Digital signature": payload base64). */
export const restPkiStartSchema = z.object({
  base64: z.string({ error: MENSAGENS_ASSINATURA.arquivoObrigatorio }).min(1, MENSAGENS_ASSINATURA.arquivoObrigatorio),
  thumbprint: z
    .string({ error: MENSAGENS_ASSINATURA.certificadoObrigatorio })
    .trim()
    .min(1, MENSAGENS_ASSINATURA.certificadoObrigatorio)
    .max(100, MENSAGENS_ASSINATURA.certificadoNaoEncontrado),
  nomeArquivo: z.string().max(255, 'O nome do arquivo deve ter no máximo 255 caracteres.').nullish(),
});

/** POST /api/rest-pki/finish: payload token. */
export const restPkiFinishSchema = z.object({
  token: z.string({ error: MENSAGENS_ASSINATURA.tokenInvalido }).min(1, MENSAGENS_ASSINATURA.tokenInvalido).max(200),
});

/** A certificate as the dialog lists it (spec 001 §3: subjectName, thumbprint, pkiBrazil.cpf). */
export const certificadoAssinaturaSchema = z.object({
  subjectName: z.string(),
  thumbprint: z.string(),
  pkiBrazil: z.object({ cpf: z.string().nullable() }),
  /** The end of the certificate's validity. */
  validade: w.instante,
});
export type CertificadoAssinatura = Resposta<typeof certificadoAssinaturaSchema>;

/** GET /api/rest-pki/certificados: the user's own certificates (none without a CPF). */
export const certificadosAssinaturaRespostaSchema = w.dados(z.array(certificadoAssinaturaSchema));

/** POST /api/rest-pki/start: the token of the started signature. */
export const restPkiStartRespostaSchema = w.dados(z.object({ token: z.string() }));

/** POST /api/rest-pki/finish (spec 001 §3 "Signed file result: fileName and data"). */
export const restPkiFinishRespostaSchema = z.object({
  /** The signed PDF, base64. */
  data: z.string(),
  fileName: z.string(),
  /** Verification code printed on the document (XXXX-XXXX-XXXX). */
  codigo: z.string(),
});

/** GET /api/publico/verificar/:codigo */
export const documentoVerificadoSchema = z.object({
  codigo: z.string(),
  nomeArquivo: z.string(),
  signatarioNome: z.string(),
  signatarioCpf: z.string(),
  assinadoEm: w.instante,
  municipio: z.string(),
  sha256: z.string(),
});
export type DocumentoVerificado = Resposta<typeof documentoVerificadoSchema>;
export const documentoVerificadoRespostaSchema = w.dados(documentoVerificadoSchema);

/** POST /api/publico/verificar/:codigo (the visitor's file compared with the signed one). */
export const conferenciaArquivoSchema = z.object({
  confere: z.boolean(),
  mensagem: z.string(),
  /** Whether the file carries an intact PAdES signature (its own bytes, whichever document it is). */
  assinaturaIntegra: z.boolean(),
  motivo: z.string().nullable(),
});
export type ConferenciaArquivo = Resposta<typeof conferenciaArquivoSchema>;
