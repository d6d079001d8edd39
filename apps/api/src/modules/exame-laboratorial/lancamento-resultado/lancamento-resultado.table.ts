import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea } from '../../../db/schema/columns.js';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { cidadao, usuario } from '../../../db/schema/pessoa.js';
import { exame } from '../../parametrizacao/parametrizacao.tables.js';
import { labAgendamentoExame } from '../agendamento-exame/agendamento-exame.table.js';
import { labExameCampo } from '../exame-campo/exame-campo.table.js';
import { labImportacao } from '../importar-laudo/importar-laudo.table.js';

/**
 * The result of one scheduled exam (issue 21): typed at the bench or imported, then signed by the responsible
 * professional (the signed PDF kept: only a signed result prints as final), printed, delivered, or cancelled
 * with its reason (a new result may then be entered). One live result per exam.
 */
export const labResultado = pgTable(
  'lab_resultado',
  {
    id: id(),
    clienteId: clienteId(),
    agendamentoExameId: ref()
      .notNull()
      .references(() => labAgendamentoExame.id),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    exameId: ref()
      .notNull()
      .references(() => exame.id),
    /** SITUACAO_RESULTADO_LAB: 1 lançado, 2 assinado, 3 cancelado. */
    situacao: smallint().notNull().default(1),
    observacao: text(),
    /** 1 digitado na bancada, 2 importado (importacao_id). */
    origem: smallint().notNull().default(1),
    importacaoId: ref().references(() => labImportacao.id),
    lancadoPor: ref()
      .notNull()
      .references(() => usuario.id),
    lancadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    assinadoPor: ref().references(() => usuario.id),
    assinadoEm: timestamp({ withTimezone: true }),
    pdfAssinado: bytea(),
    impressoEm: timestamp({ withTimezone: true }),
    entregueEm: timestamp({ withTimezone: true }),
    entreguePor: ref().references(() => usuario.id),
    entreguePara: text(),
    entregueDocumento: varchar({ length: 30 }),
    canceladoEm: timestamp({ withTimezone: true }),
    canceladoPor: ref().references(() => usuario.id),
    motivoCancelamento: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('lab_resultado_vivo_uq').on(t.agendamentoExameId).where(sql`${t.situacao} <> 3`),
    index('lab_resultado_historico_idx').on(t.clienteId, t.pacienteId, t.exameId, t.lancadoEm),
    index('lab_resultado_situacao_idx').on(t.clienteId, t.situacao, t.lancadoEm),
    check('lab_resultado_situacao', sql`${t.situacao} in (1, 2, 3)`),
  ],
);

/**
 * One field's value in a result: the number (numeric fields, formulas included) or the text (text and list
 * fields), where it falls against the patient's reference range (-1 below, 0 inside, 1 above, null: no range)
 * and whether it passed a critical limit.
 */
export const labResultadoValor = pgTable(
  'lab_resultado_valor',
  {
    clienteId: clienteId(),
    resultadoId: ref()
      .notNull()
      .references(() => labResultado.id, { onDelete: 'cascade' }),
    campoId: ref()
      .notNull()
      .references(() => labExameCampo.id),
    valorNumero: numeric({ precision: 14, scale: 4 }),
    valorTexto: text(),
    faixa: smallint(),
    critico: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.resultadoId, t.campoId] }), index('lab_resultado_valor_campo_idx').on(t.campoId)],
);
