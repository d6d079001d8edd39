import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import type { Cifra } from '../../../lib/cifra.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { CertificadoInvalido, type CertificadoLido, lerCertificado, MENSAGENS_CERTIFICADO } from '../../../lib/signature/certificado.js';
import { usuarioCertificado } from './usuario-certificado.table.js';

/** An A1 file is a few KB; anything much bigger is not one. */
const TAMANHO_MAXIMO = 512 * 1024;
export const ARQUIVO_OBRIGATORIO = 'O campo Certificado (arquivo .pfx ou .p12) é obrigatório.';
export const SEM_CERTIFICADO = 'O usuário não tem certificado cadastrado.';

/** The upload form (multipart): the PFX/P12 and its password. Shared by cadastro/usuario and "Meu perfil". */
export const uploadCertificadoSchema = z.object({
  arquivo: z.object(
    { filename: z.string().max(255).optional(), mimetype: z.string().optional(), data: z.instanceof(Buffer) },
    { error: ARQUIVO_OBRIGATORIO },
  ),
  senhaCertificado: z
    .string({ error: 'O campo Senha do certificado é obrigatório.' })
    .min(1, 'O campo Senha do certificado é obrigatório.')
    .max(200),
});
export type UploadCertificado = z.infer<typeof uploadCertificadoSchema>;

const metadados = {
  subjectName: usuarioCertificado.subjectName,
  thumbprint: usuarioCertificado.thumbprint,
  cpf: usuarioCertificado.cpf,
  validadeInicio: usuarioCertificado.validadeInicio,
  validade: usuarioCertificado.validadeFim,
  nomeArquivo: usuarioCertificado.nomeArquivo,
  enviadoEm: usuarioCertificado.updatedAt,
};

/** What is shown of a user's certificate: never the file or the password. */
export async function lerMetadadosCertificado(tx: Tx, usuarioId: number) {
  const [c] = await tx.select(metadados).from(usuarioCertificado).where(eq(usuarioCertificado.usuarioId, usuarioId));
  return c ?? null;
}

/**
 * Opens the uploaded A1 with its password, refuses it with field messages (422) when it is not
 * usable or carries another person's CPF, and stores file and password encrypted, replacing the
 * user's previous certificate (one per user).
 */
export async function salvarCertificado(tx: Tx, cifra: Cifra, u: { id: number; cpf: string | null }, dados: UploadCertificado) {
  const { arquivo, senhaCertificado } = dados;
  if (!arquivo.data.length) throw unprocessable({ arquivo: [ARQUIVO_OBRIGATORIO] });
  if (arquivo.data.length > TAMANHO_MAXIMO) throw unprocessable({ arquivo: [MENSAGENS_CERTIFICADO.invalido] });
  let lido: CertificadoLido;
  try {
    lido = lerCertificado(arquivo.data, senhaCertificado);
  } catch (e) {
    if (e instanceof CertificadoInvalido) throw unprocessable({ [e.campo === 'senha' ? 'senha_certificado' : 'arquivo']: [e.message] });
    throw e;
  }
  if (lido.cpf && lido.cpf !== u.cpf) throw unprocessable({ arquivo: [MENSAGENS_CERTIFICADO.cpf] });
  const valores = {
    arquivoCifrado: cifra.cifrar(arquivo.data.toString('base64')),
    senhaCifrada: cifra.cifrar(senhaCertificado),
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
  return lerMetadadosCertificado(tx, u.id);
}

/** Deletes the user's certificate; false when there was none. */
export async function excluirCertificado(tx: Tx, usuarioId: number): Promise<boolean> {
  const apagados = await tx
    .delete(usuarioCertificado)
    .where(eq(usuarioCertificado.usuarioId, usuarioId))
    .returning({ id: usuarioCertificado.id });
  return apagados.length > 0;
}

/**
 * The user's certificate opened for signing: the PFX and its password decrypted. Null when the user
 * has none; `decifravel: false` when the stored secret no longer decrypts (install secret changed).
 */
export async function certificadoParaAssinar(tx: Tx, cifra: Cifra, usuarioId: number) {
  const [c] = await tx.select().from(usuarioCertificado).where(eq(usuarioCertificado.usuarioId, usuarioId));
  if (!c) return null;
  const base64 = cifra.decifrar(c.arquivoCifrado);
  const senha = cifra.decifrar(c.senhaCifrada);
  const meta = { thumbprint: c.thumbprint, cpf: c.cpf, subjectName: c.subjectName, validadeFim: c.validadeFim };
  if (base64 === null || senha === null) return { ...meta, decifravel: false as const };
  return { ...meta, decifravel: true as const, pfx: Buffer.from(base64, 'base64'), senha };
}
