import { index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea } from '../../../db/schema/columns.js';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { usuario } from '../../../db/schema/pessoa.js';
import { assinaturaDocumento } from '../../assinatura/assinatura.tables.js';
import { atendimento } from '../atendimento/atendimento.table.js';

/**
 * A signed PDF of the emergency care kept with its FAA (store-faa-assinada, store-receita-assinada):
 * the FAA eletrônica, prescriptions and certificates. `referenciaId` is the row of its kind (the doctor
 * evaluation for an FAA, the receita, the documento_clinico). A later signature of the same document
 * replaces the earlier one.
 */
export const documentoAssinadoPa = pgTable(
  'documento_assinado_pa',
  {
    id: id(),
    clienteId: clienteId(),
    atendimentoId: ref()
      .notNull()
      .references(() => atendimento.id),
    /** TipoDocumentoAssinado. */
    tipo: varchar({ length: 20 }).notNull(),
    referenciaId: ref().notNull(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    assinaturaDocumentoId: ref().references(() => assinaturaDocumento.id),
    nomeArquivo: text().notNull(),
    conteudo: bytea().notNull(),
    assinadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('documento_assinado_pa_uq').on(t.clienteId, t.tipo, t.referenciaId),
    index('documento_assinado_pa_atendimento_idx').on(t.atendimentoId),
  ],
);
