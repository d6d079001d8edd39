import { index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { cidadao, usuario } from '../../../db/schema/pessoa.js';
import { atendimento } from '../atendimento/atendimento.table.js';

/**
 * A social-work attendance (assistencia-social): of a patient of the emergency care, usually tied to an
 * FAA (family contact, vacancy search, violence notification, transport home).
 */
export const assistenciaSocial = pgTable(
  'assistencia_social',
  {
    id: id(),
    clienteId: clienteId(),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    atendimentoId: ref().references(() => atendimento.id),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    /** What the social worker dealt with (see the resource's options). */
    motivo: smallint().notNull(),
    relato: text().notNull(),
    encaminhamento: text(),
    atendidoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('assistencia_social_paciente_idx').on(t.pacienteId, t.atendidoEm),
    index('assistencia_social_atendimento_idx').on(t.atendimentoId),
  ],
);
