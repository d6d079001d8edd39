import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, time, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { usuario } from '../../../db/schema/pessoa.js';
import { cid } from '../../../db/schema/referencia-saude.js';
import { especialidade, medicamento } from '../../cadastro/cadastro.tables.js';
import { atendimento } from '../atendimento/atendimento.table.js';
import { plantao } from '../plantao/plantao.table.js';

/**
 * One doctor evaluation of an FAA (atendimento-medico): history, examination, conduct and destination.
 * A re-evaluation (after medication or observation) is a new row; the FAA's outcome is the last destination.
 */
export const atendimentoMedico = pgTable(
  'atendimento_medico',
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
    /** The CBO of the professional when attending (billing). */
    ocupacaoCodigo: varchar({ length: 6 }),
    anamnese: text().notNull(),
    exameFisico: text(),
    conduta: text(),
    /** DestinoAtendimento (shared clinico.ts). */
    destino: smallint().notNull(),
    /** Where to (transfer hospital, network service) or why (death circumstances). */
    destinoDetalhe: text(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('atendimento_medico_atendimento_idx').on(t.atendimentoId, t.criadoEm),
    index('atendimento_medico_usuario_idx').on(t.clienteId, t.usuarioId, t.criadoEm),
    check('atendimento_medico_destino_ck', sql`${t.destino} between 1 and 8`),
  ],
);

/** CID-10 diagnoses of a doctor evaluation; no code twice in one evaluation, one principal at most. */
export const atendimentoDiagnostico = pgTable(
  'atendimento_diagnostico',
  {
    id: id(),
    clienteId: clienteId(),
    atendimentoMedicoId: ref()
      .notNull()
      .references(() => atendimentoMedico.id, { onDelete: 'cascade' }),
    cidCodigo: varchar({ length: 4 })
      .notNull()
      .references(() => cid.codigo),
    principal: smallint().notNull().default(0),
  },
  (t) => [
    uniqueIndex('atendimento_diagnostico_uq').on(t.atendimentoMedicoId, t.cidCodigo),
    uniqueIndex('atendimento_diagnostico_principal_uq').on(t.atendimentoMedicoId).where(sql`${t.principal} = 1`),
    index('atendimento_diagnostico_cid_idx').on(t.clienteId, t.cidCodigo),
  ],
);

/**
 * Internal prescription (prescrição interna) item: what the nursing staff administers during the stay.
 * Either a registered medicine or a free description (solutions, oxygen, diet).
 */
export const prescricaoItem = pgTable(
  'prescricao_item',
  {
    id: id(),
    clienteId: clienteId(),
    atendimentoId: ref()
      .notNull()
      .references(() => atendimento.id),
    atendimentoMedicoId: ref()
      .notNull()
      .references(() => atendimentoMedico.id, { onDelete: 'cascade' }),
    medicamentoId: ref().references(() => medicamento.id),
    descricao: text().notNull(),
    dose: varchar({ length: 60 }),
    /** Route (oral, IV, IM, SC, inhalation...). */
    via: varchar({ length: 40 }),
    /** Every N hours; null for a single dose / if necessary. */
    intervaloHoras: smallint(),
    /** Total doses; null while open ("até nova ordem"). */
    quantidadeDoses: smallint(),
    seNecessario: smallint().notNull().default(0),
    observacao: text(),
    /** StatusPrescricaoItem. */
    status: smallint().notNull().default(1),
    suspensoEm: timestamp({ withTimezone: true }),
    suspensoPor: ref().references(() => usuario.id),
    ...timestamps,
  },
  (t) => [index('prescricao_item_atendimento_idx').on(t.atendimentoId)],
);

/** Take-home prescription (receita), of one of the four Portaria 344/98 forms. */
export const receita = pgTable(
  'receita',
  {
    id: id(),
    clienteId: clienteId(),
    atendimentoId: ref()
      .notNull()
      .references(() => atendimento.id),
    atendimentoMedicoId: ref()
      .notNull()
      .references(() => atendimentoMedico.id, { onDelete: 'cascade' }),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    /** TipoReceita. */
    tipo: smallint().notNull(),
    /** Number of the notification form (blue/yellow), typed from the printed pad. */
    numeroNotificacao: varchar({ length: 20 }),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('receita_atendimento_idx').on(t.atendimentoId), check('receita_tipo_ck', sql`${t.tipo} between 1 and 4`)],
);

export const receitaItem = pgTable(
  'receita_item',
  {
    id: id(),
    clienteId: clienteId(),
    receitaId: ref()
      .notNull()
      .references(() => receita.id, { onDelete: 'cascade' }),
    medicamentoId: ref().references(() => medicamento.id),
    descricao: text().notNull(),
    quantidade: varchar({ length: 60 }).notNull(),
    posologia: text().notNull(),
    usoContinuo: smallint().notNull().default(0),
  },
  (t) => [index('receita_item_receita_idx').on(t.receitaId)],
);

/**
 * Certificate, attendance declaration, referral or written guidance issued in a doctor evaluation
 * (TipoDocumentoClinico). The columns each kind uses are checked by the route's schema.
 */
export const documentoClinico = pgTable(
  'documento_clinico',
  {
    id: id(),
    clienteId: clienteId(),
    atendimentoId: ref()
      .notNull()
      .references(() => atendimento.id),
    atendimentoMedicoId: ref()
      .notNull()
      .references(() => atendimentoMedico.id, { onDelete: 'cascade' }),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    tipo: smallint().notNull(),
    /** Certificate: days off (from dataInicio). */
    dias: integer(),
    dataInicio: date({ mode: 'string' }),
    /** Declaration: the period the patient was here. */
    horaInicio: time(),
    horaFim: time(),
    /** Declaration: the companion it is issued to (the patient when null). */
    acompanhante: text(),
    /** Certificate: printed only with the patient's consent (CFM Res. 1.658/2002). */
    cidCodigo: varchar({ length: 4 }).references(() => cid.codigo),
    /** Referral: the specialty and the destination service. */
    especialidadeId: ref().references(() => especialidade.id),
    destino: text(),
    /** The text of the document (reason of the referral, guidance, remarks). */
    texto: text(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('documento_clinico_atendimento_idx').on(t.atendimentoId),
    check('documento_clinico_tipo_ck', sql`${t.tipo} between 1 and 4`),
  ],
);
