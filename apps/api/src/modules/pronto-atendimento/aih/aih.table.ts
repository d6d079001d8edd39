import { index, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { unidade } from '../../../db/schema/estrutura.js';
import { cidadao, usuario } from '../../../db/schema/pessoa.js';
import { cid, procedimentoSigtap } from '../../../db/schema/referencia-saude.js';
import { atendimento } from '../atendimento/atendimento.table.js';

/**
 * Request for a hospital admission (laudo para solicitação de AIH), made from the doctor's destination
 * "internação" or directly for a patient (aih/create/{pacienteId}); followed until authorised or denied.
 */
export const aih = pgTable(
  'aih',
  {
    id: id(),
    clienteId: clienteId(),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    atendimentoId: ref().references(() => atendimento.id),
    /** The requesting establishment (the form's first block): the FAA's unit, or the requester's placement. */
    unidadeId: ref().references(() => unidade.id),
    procedimentoCodigo: varchar({ length: 10 })
      .notNull()
      .references(() => procedimentoSigtap.codigo),
    cidPrincipal: varchar({ length: 4 })
      .notNull()
      .references(() => cid.codigo),
    cidSecundario: varchar({ length: 4 }).references(() => cid.codigo),
    /** 1 eletiva, 2 urgência (caráter de internação of the AIH). */
    carater: smallint().notNull(),
    sinaisSintomas: text().notNull(),
    condicoesJustificativa: text().notNull(),
    resultadosExames: text(),
    solicitadoPor: ref()
      .notNull()
      .references(() => usuario.id),
    solicitadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** StatusAih. */
    status: smallint().notNull().default(1),
    /** The AIH number given by the regulation (13 digits) when authorised. */
    numeroAih: varchar({ length: 13 }),
    hospitalDestino: text(),
    observacaoRegulacao: text(),
    /** When and by whom the request was authorised, denied or cancelled. */
    situacaoEm: timestamp({ withTimezone: true }),
    situacaoPor: ref().references(() => usuario.id),
    ...timestamps,
  },
  (t) => [index('aih_paciente_idx').on(t.pacienteId, t.solicitadoEm), index('aih_status_idx').on(t.clienteId, t.status, t.solicitadoEm)],
);
