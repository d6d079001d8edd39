import { pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { usuario } from '../../../db/schema/pessoa.js';

/**
 * The user's A1 signing certificate (PFX/P12) for the PAdES signature of documents: one per user,
 * replaced by a new upload. The file and its password are kept encrypted (lib/cifra.ts, AES-256-GCM);
 * the metadata columns are what the signing dialog shows (subject name, thumbprint).
 */
export const usuarioCertificado = pgTable(
  'usuario_certificado',
  {
    id: id(),
    clienteId: clienteId(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    /** base64 of the PFX, encrypted. */
    arquivoCifrado: text().notNull(),
    senhaCifrada: text().notNull(),
    nomeArquivo: text().notNull(),
    subjectName: text().notNull(),
    /** SHA-1 of the DER certificate, upper-case hex. */
    thumbprint: varchar({ length: 40 }).notNull(),
    /** ICP-Brasil CPF of the holder (OID 2.16.76.1.3.1), when the certificate carries it. */
    cpf: varchar({ length: 11 }),
    validadeInicio: timestamp({ withTimezone: true }).notNull(),
    validadeFim: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('usuario_certificado_usuario_uq').on(t.usuarioId)],
);
