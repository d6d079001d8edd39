import { index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bytea } from '../../../db/schema/columns.js';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { usuario } from '../../../db/schema/pessoa.js';
import { procedimentoSigtap } from '../../../db/schema/referencia-saude.js';
import { atendimento } from '../atendimento/atendimento.table.js';
import { prescricaoItem } from '../atendimento-medico/atendimento-medico.table.js';
import { plantao } from '../plantao/plantao.table.js';

/** A nursing attendance of an FAA (atendimento-enfermagem): notes, procedures, administrations, attachments. */
export const atendimentoEnfermagem = pgTable(
  'atendimento_enfermagem',
  {
    id: id(),
    clienteId: clienteId(),
    atendimentoId: ref()
      .notNull()
      .references(() => atendimento.id),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    plantaoId: ref().references(() => plantao.id),
    ocupacaoCodigo: varchar({ length: 6 }),
    anotacao: text(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('atendimento_enfermagem_atendimento_idx').on(t.atendimentoId, t.criadoEm)],
);

/** SIGTAP procedures performed in a nursing attendance (billed when the FAA is closed). */
export const enfermagemProcedimento = pgTable(
  'enfermagem_procedimento',
  {
    id: id(),
    clienteId: clienteId(),
    atendimentoEnfermagemId: ref()
      .notNull()
      .references(() => atendimentoEnfermagem.id, { onDelete: 'cascade' }),
    procedimentoCodigo: varchar({ length: 10 })
      .notNull()
      .references(() => procedimentoSigtap.codigo),
    quantidade: integer().notNull().default(1),
  },
  (t) => [index('enfermagem_procedimento_idx').on(t.atendimentoEnfermagemId)],
);

/** Files attached to a nursing attendance (photos of wounds, ECG strips); the bytes stay out of the audit trail. */
export const enfermagemAnexo = pgTable(
  'enfermagem_anexo',
  {
    id: id(),
    clienteId: clienteId(),
    atendimentoEnfermagemId: ref()
      .notNull()
      .references(() => atendimentoEnfermagem.id, { onDelete: 'cascade' }),
    nome: text().notNull(),
    tipoConteudo: varchar({ length: 100 }).notNull(),
    tamanho: integer().notNull(),
    conteudo: bytea().notNull(),
    ...timestamps,
  },
  (t) => [index('enfermagem_anexo_idx').on(t.atendimentoEnfermagemId)],
);

/** One check of an internal-prescription item: administered (when, by whom) or not (why). */
export const prescricaoAdministracao = pgTable(
  'prescricao_administracao',
  {
    id: id(),
    clienteId: clienteId(),
    prescricaoItemId: ref()
      .notNull()
      .references(() => prescricaoItem.id),
    atendimentoEnfermagemId: ref().references(() => atendimentoEnfermagem.id, { onDelete: 'cascade' }),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    /** StatusAdministracao. */
    status: smallint().notNull(),
    administradoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Batch of the medicine given, when known. */
    lote: varchar({ length: 30 }),
    observacao: text(),
    ...timestamps,
  },
  (t) => [index('prescricao_administracao_item_idx').on(t.prescricaoItemId, t.administradoEm)],
);
