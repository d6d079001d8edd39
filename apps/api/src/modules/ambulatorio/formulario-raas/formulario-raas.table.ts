import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { unidade } from '../../../db/schema/estrutura.js';
import { cidadao, usuario } from '../../../db/schema/pessoa.js';
import { municipio } from '../../../db/schema/referencia.js';
import { cid, procedimentoSigtap } from '../../../db/schema/referencia-saude.js';

/**
 * A psychosocial-care RAAS (RAAS-PSI, formats README §2): one sheet per patient, unit and competência. The patient's
 * data are the sheet's own (typed from the record when it is opened), as the RAAS program keeps them: the file of
 * a past competência must not change when the record does.
 */
export const raasPsicossocial = pgTable(
  'raas_psicossocial',
  {
    id: id(),
    clienteId: clienteId(),
    unidadeId: ref()
      .notNull()
      .references(() => unidade.id),
    cnes: varchar({ length: 7 }).notNull(),
    /** AAAAMM. */
    competencia: varchar({ length: 6 }).notNull(),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    pacienteCns: varchar({ length: 15 }).notNull(),
    pacienteNome: text().notNull(),
    pacienteNascimento: date({ mode: 'string' }).notNull(),
    pacienteSexo: varchar({ length: 1 }).notNull(),
    /** SIA raça/cor (01-05, 99). */
    pacienteRacaCor: varchar({ length: 2 }).notNull(),
    pacienteMunicipioId: integer()
      .notNull()
      .references(() => municipio.id),
    dataInicio: date({ mode: 'string' }).notNull(),
    origem: varchar({ length: 2 }).notNull(),
    capsTipo: varchar({ length: 3 }).notNull(),
    coberturaEsf: boolean().notNull().default(false),
    cnesEsf: varchar({ length: 7 }),
    cidPrincipal: varchar({ length: 4 })
      .notNull()
      .references(() => cid.codigo),
    /** Up to three secondary CIDs (record 15, 263-274). */
    cidsSecundarios: varchar({ length: 4 }).array().notNull().default(sql`'{}'::varchar[]`),
    cidCausaAssociada: varchar({ length: 4 }).references(() => cid.codigo),
    destino: varchar({ length: 2 }).notNull(),
    dataSaida: date({ mode: 'string' }),
    situacaoRua: boolean().notNull().default(false),
    usoAlcool: boolean().notNull().default(false),
    usoCrack: boolean().notNull().default(false),
    usoOutrasDrogas: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('raas_psicossocial_paciente_uq').on(t.clienteId, t.unidadeId, t.competencia, t.pacienteId),
    index('raas_psicossocial_competencia_idx').on(t.clienteId, t.competencia),
    index('raas_psicossocial_paciente_idx').on(t.pacienteId),
    check('raas_psicossocial_competencia_ck', sql`${t.competencia} ~ '^[0-9]{4}(0[1-9]|1[0-2])$'`),
    check('raas_psicossocial_sexo_ck', sql`${t.pacienteSexo} in ('M', 'F')`),
  ],
);

/** An action of the sheet (record 16): a SIGTAP procedure done by a professional (CBO) on a date. */
export const raasPsicossocialAcao = pgTable(
  'raas_psicossocial_acao',
  {
    id: id(),
    clienteId: clienteId(),
    raasId: ref()
      .notNull()
      .references(() => raasPsicossocial.id, { onDelete: 'cascade' }),
    /** The sheet's patient, so the audit trail names the patient of each action. */
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    procedimentoCodigo: varchar({ length: 10 })
      .notNull()
      .references(() => procedimentoSigtap.codigo),
    profissionalId: ref()
      .notNull()
      .references(() => usuario.id),
    cbo: varchar({ length: 6 }).notNull(),
    data: date({ mode: 'string' }).notNull(),
    quantidade: smallint().notNull(),
    /** C: in the CAPS; T: in the territory. */
    local: varchar({ length: 1 }).notNull(),
    ordem: smallint().notNull().default(0),
  },
  (t) => [
    index('raas_psicossocial_acao_raas_idx').on(t.raasId, t.ordem),
    check('raas_psicossocial_acao_quantidade_ck', sql`${t.quantidade} > 0`),
  ],
);
