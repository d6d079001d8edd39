import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { infraestrutura } from '../../../db/schema/estrutura.js';
import { usuario } from '../../../db/schema/pessoa.js';

/** A duty shift of an emergency unit (spec 000 §9: at most 24 hours; start before end). */
export const plantao = pgTable(
  'plantao',
  {
    id: id(),
    clienteId: clienteId(),
    infraestruturaId: ref()
      .notNull()
      .references(() => infraestrutura.id),
    inicio: timestamp({ withTimezone: true }).notNull(),
    fim: timestamp({ withTimezone: true }).notNull(),
    observacao: text(),
    ...timestamps,
  },
  (t) => [
    index('plantao_infraestrutura_inicio_idx').on(t.infraestruturaId, t.inicio),
    check('plantao_periodo_ck', sql`${t.fim} > ${t.inicio} and ${t.fim} - ${t.inicio} <= interval '24 hours'`),
  ],
);

/** The professionals on duty in a shift. */
export const plantaoProfissional = pgTable(
  'plantao_profissional',
  {
    id: id(),
    clienteId: clienteId(),
    plantaoId: ref()
      .notNull()
      .references(() => plantao.id, { onDelete: 'cascade' }),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
  },
  (t) => [unique('plantao_profissional_uq').on(t.plantaoId, t.usuarioId)],
);
