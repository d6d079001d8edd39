import { index, integer, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { ref } from '../../../db/schema/columns.js';
import { clienteId, id, timestamps } from '../../../db/schema/common.js';
import { cidadao } from '../../../db/schema/pessoa.js';
import { cid } from '../../../db/schema/referencia-saude.js';
import { alergia } from '../alergia/alergia.table.js';
import { convenioMedico } from '../convenio-medico/convenio-medico.table.js';
import { medicamento } from '../medicamento/medicamento.table.js';

// Lists of the citizen record (spec 001 §3 "Schooling, contact and health"). Each is rewritten as a
// whole when the record is saved; the audit trigger keeps what was there before.

const paciente = () =>
  ref()
    .notNull()
    .references(() => cidadao.id, { onDelete: 'cascade' });

/** telefones: a list with numero (10 or 11 digits, without mask), in the order typed. */
export const cidadaoTelefone = pgTable(
  'cidadao_telefone',
  {
    id: id(),
    clienteId: clienteId(),
    cidadaoId: paciente(),
    numero: varchar({ length: 11 }).notNull(),
    ordem: smallint().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('cidadao_telefone_cidadao_idx').on(t.cidadaoId), index('cidadao_telefone_numero_idx').on(t.clienteId, t.numero)],
);

/** conveniosMedicos: sent as a list of ids. */
export const cidadaoConvenio = pgTable(
  'cidadao_convenio',
  {
    id: id(),
    clienteId: clienteId(),
    cidadaoId: paciente(),
    convenioMedicoId: ref()
      .notNull()
      .references(() => convenioMedico.id),
    ...timestamps,
  },
  (t) => [unique('cidadao_convenio_uq').on(t.cidadaoId, t.convenioMedicoId), index('cidadao_convenio_convenio_idx').on(t.convenioMedicoId)],
);

/** Allergy entries: alergiaId, criticidadeId, reacoesObservacoes, cidId (optional); one per allergen. */
export const cidadaoAlergia = pgTable(
  'cidadao_alergia',
  {
    id: id(),
    clienteId: clienteId(),
    cidadaoId: paciente(),
    alergiaId: ref()
      .notNull()
      .references(() => alergia.id),
    tipoId: smallint(),
    criticidadeId: smallint(),
    reacoesObservacoes: text(),
    cidCodigo: varchar({ length: 4 }).references(() => cid.codigo),
    ordem: smallint().notNull().default(0),
    ...timestamps,
  },
  (t) => [unique('cidadao_alergia_uq').on(t.cidadaoId, t.alergiaId), index('cidadao_alergia_alergia_idx').on(t.alergiaId)],
);

/** Continuous medication entries: medicamentoId, one per medicine. */
export const cidadaoMedicamento = pgTable(
  'cidadao_medicamento',
  {
    id: id(),
    clienteId: clienteId(),
    cidadaoId: paciente(),
    medicamentoId: ref()
      .notNull()
      .references(() => medicamento.id),
    ordem: smallint().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    unique('cidadao_medicamento_uq').on(t.cidadaoId, t.medicamentoId),
    index('cidadao_medicamento_medicamento_idx').on(t.medicamentoId),
  ],
);

/** Risk factors (multiple choice of FATORES_RISCO). */
export const cidadaoFatorRisco = pgTable(
  'cidadao_fator_risco',
  {
    id: id(),
    clienteId: clienteId(),
    cidadaoId: paciente(),
    fatorRiscoId: integer().notNull(),
    ...timestamps,
  },
  (t) => [unique('cidadao_fator_risco_uq').on(t.cidadaoId, t.fatorRiscoId)],
);
