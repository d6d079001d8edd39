import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { lotacao } from '../../db/schema/acesso.js';
import { bytea } from '../../db/schema/columns.js';
import { clienteId, id, ref, timestamps } from '../../db/schema/common.js';
import { usuario } from '../../db/schema/pessoa.js';

/**
 * A document signed through /api/rest-pki (spec 001 §4 "Signing flow", §7 "Digital signature").
 * `start` leaves a PENDENTE row with the input PDF and the hash of a one-use token; `finish` signs,
 * keeps only hashes and metadata (the signed file goes back to the user) and drops the input.
 * The code is what the stamp and the QR code print, and what the public verification page looks up.
 */
export const assinaturaDocumento = pgTable(
  'assinatura_documento',
  {
    id: id(),
    clienteId: clienteId(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    lotacaoId: ref().references(() => lotacao.id),
    /** 12 Crockford base32 characters, printed as XXXX-XXXX-XXXX; unique across municipalities. */
    codigo: varchar({ length: 12 }).notNull(),
    status: varchar({ length: 10 }).notNull(),
    nomeArquivo: text().notNull(),
    /** SHA-256 of the start token (hex); the token itself is never stored. Null once used. */
    tokenHash: varchar({ length: 64 }),
    expiraEm: timestamp({ withTimezone: true }),
    /** The PDF to sign, only while PENDENTE (left out of the audit trail with the other binaries). */
    conteudo: bytea(),
    pdfOriginalSha256: varchar({ length: 64 }).notNull(),
    pdfAssinadoSha256: varchar({ length: 64 }),
    signatarioNome: text().notNull(),
    signatarioCpf: varchar({ length: 11 }).notNull(),
    /** SHA-1 of the signing certificate, upper-case hex. */
    thumbprint: varchar({ length: 40 }).notNull(),
    assinadoEm: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('assinatura_documento_codigo_uq').on(t.codigo),
    uniqueIndex('assinatura_documento_token_uq').on(t.tokenHash),
    index('assinatura_documento_usuario_idx').on(t.clienteId, t.usuarioId),
    check('assinatura_documento_status', sql`${t.status} in ('PENDENTE', 'ASSINADO')`),
    check(
      'assinatura_documento_assinado',
      sql`${t.status} <> 'ASSINADO' or (${t.pdfAssinadoSha256} is not null and ${t.assinadoEm} is not null and ${t.conteudo} is null and ${t.tokenHash} is null)`,
    ),
    check('assinatura_documento_pendente', sql`${t.status} <> 'PENDENTE' or (${t.conteudo} is not null and ${t.expiraEm} is not null)`),
  ],
);
