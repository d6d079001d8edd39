import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea } from '../../../db/schema/columns.js';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { usuario } from '../../../db/schema/pessoa.js';
import { imgExame } from '../agendamento/exame.table.js';
import { imgModeloLaudo } from '../modelo-laudo/modelo-laudo.table.js';

/**
 * A version of an exam's report (laudo, issue 22). The current version is the one not replaced (SITUACAO_LAUDO_IMAGEM
 * 1 lançado or 2 assinado); changing a signed report writes version n+1 with the reason and marks the previous one
 * replaced (3): nothing is overwritten. The signed PDF (PAdES) is stored with the version it signs.
 */
export const imgLaudo = pgTable(
  'img_laudo',
  {
    id: id(),
    clienteId: clienteId(),
    imgExameId: ref()
      .notNull()
      .references(() => imgExame.id),
    versao: smallint().notNull().default(1),
    modeloId: ref().references(() => imgModeloLaudo.id),
    texto: text().notNull(),
    conclusao: text(),
    /** SITUACAO_LAUDO_IMAGEM. */
    situacao: smallint().notNull().default(1),
    /** Why this version replaced the previous one (required from version 2). */
    motivoAlteracao: text(),
    lancadoPor: ref()
      .notNull()
      .references(() => usuario.id),
    lancadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    assinadoPor: ref().references(() => usuario.id),
    assinadoEm: timestamp({ withTimezone: true }),
    pdfAssinado: bytea(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('img_laudo_versao_uq').on(t.imgExameId, t.versao),
    uniqueIndex('img_laudo_vigente_uq').on(t.imgExameId).where(sql`${t.situacao} <> 3`),
    index('img_laudo_situacao_idx').on(t.clienteId, t.situacao, t.lancadoEm),
    check('img_laudo_situacao', sql`${t.situacao} in (1, 2, 3)`),
  ],
);

/** Images of the device and its PDF attached to an exam; the bytes stay out of the audit trail. */
export const imgExameAnexo = pgTable(
  'img_exame_anexo',
  {
    id: id(),
    clienteId: clienteId(),
    imgExameId: ref()
      .notNull()
      .references(() => imgExame.id),
    nome: text().notNull(),
    tipoConteudo: varchar({ length: 100 }).notNull(),
    tamanho: integer().notNull(),
    conteudo: bytea().notNull(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    ...timestamps,
  },
  (t) => [index('img_exame_anexo_exame_idx').on(t.imgExameId)],
);
