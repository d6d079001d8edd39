import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { cidadao, usuario } from '../../../db/schema/pessoa.js';
import { fabricante, vacina } from '../../cadastro/cadastro.tables.js';
import { estoqueLote, estoqueMovimento } from '../../estoque/estoque.tables.js';
import { fila } from '../../fila/fila.tables.js';
import { vacinacaoCampanha } from '../campanha/campanha.table.js';
import { vacinaFrascoAberto } from '../frasco/frasco.table.js';

/**
 * One dose in a patient's vaccination history (issue 20): given in a room of the municipality (`origem` 1: room =
 * `centro_custo_id`, lot of its stock, the stock movement and the vial it came from) or transcribed from a card
 * (2) or given abroad (3) with what the card says. `proxima_dose_*` is the aprazamento; `justificativa` the reason
 * typed for a rule the calendar lets through with one (`regras_justificadas`). A record is never deleted:
 * cancelling it keeps the row, with who, when and why, and returns the dose to the lot.
 */
export const vacinacao = pgTable(
  'vacinacao',
  {
    id: id(),
    clienteId: clienteId(),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    vacinaId: ref()
      .notNull()
      .references(() => vacina.id),
    /** CodigoDose of the calendar: DN, D1, D2, D3, REF, REF1, REF2, DU, DP. */
    dose: varchar({ length: 4 }).notNull(),
    /** ESTRATEGIAS_VACINACAO. */
    estrategia: smallint().notNull(),
    dataAplicacao: date({ mode: 'string' }).notNull(),
    /** ORIGEM_VACINACAO: 1 sala, 2 transcrição, 3 exterior. */
    origem: smallint().notNull().default(1),
    /** Where a transcribed dose was given (establishment, city) or the country abroad. */
    estabelecimentoOrigem: text(),
    centroCustoId: ref().references(() => centroCusto.id),
    loteId: ref().references(() => estoqueLote.id),
    /** The lot as printed (copied from the stock lot, or typed for a transcription). */
    loteNumero: varchar({ length: 30 }),
    fabricanteId: ref().references(() => fabricante.id),
    /** VIAS_VACINACAO and LOCAIS_APLICACAO. */
    via: smallint(),
    localAplicacao: smallint(),
    /** GRUPOS_ATENDIMENTO (10 outros grupos by default). */
    grupoAtendimento: smallint().notNull().default(10),
    gestante: boolean().notNull().default(false),
    puerpera: boolean().notNull().default(false),
    /** For BCG: the patient is a contact of a hanseníase case (RIA requires it). */
    contatoHanseniase: boolean(),
    /** The vaccinator (a user) or, for a transcription, the name on the card. */
    profissionalId: ref().references(() => usuario.id),
    profissionalNome: text(),
    proximaDoseData: date({ mode: 'string' }),
    proximaDoseVacinaId: ref().references(() => vacina.id),
    proximaDose: varchar({ length: 4 }),
    /**
     * The date of the dose that answers this record's aprazamento (the first later non-cancelled record, here or
     * transcribed, of its vaccine or of the aprazamento's, by calendar key); null = still open. Derived: kept by the
     * triggers of migration imunizacao_aprazamento for every write, read by the overdue report.
     */
    aprazamentoAtendidoEm: date({ mode: 'string' }),
    justificativa: text(),
    regrasJustificadas: text().array(),
    observacao: text(),
    campanhaId: ref().references(() => vacinacaoCampanha.id),
    filaId: ref().references(() => fila.id),
    movimentoId: ref().references(() => estoqueMovimento.id),
    frascoId: ref().references(() => vacinaFrascoAberto.id),
    canceladoEm: timestamp({ withTimezone: true, mode: 'string' }),
    canceladoPorId: ref().references(() => usuario.id),
    motivoCancelamento: text(),
    ...timestamps,
  },
  (t) => [
    index('vacinacao_paciente_idx').on(t.clienteId, t.pacienteId, t.dataAplicacao),
    index('vacinacao_data_idx').on(t.clienteId, t.dataAplicacao),
    index('vacinacao_sala_data_idx').on(t.centroCustoId, t.dataAplicacao),
    // the overdue report: the open aprazamentos, and (for an earlier date) those answered after it
    index('vacinacao_aprazamento_aberto_idx')
      .on(t.clienteId, t.proximaDoseData)
      .where(sql`${t.canceladoEm} is null and ${t.proximaDoseData} is not null and ${t.aprazamentoAtendidoEm} is null`),
    index('vacinacao_aprazamento_atendido_idx')
      .on(t.clienteId, t.aprazamentoAtendidoEm)
      .where(sql`${t.canceladoEm} is null and ${t.proximaDoseData} is not null and ${t.aprazamentoAtendidoEm} is not null`),
    index('vacinacao_campanha_idx').on(t.campanhaId).where(sql`${t.campanhaId} is not null`),
    check('vacinacao_dose_ck', sql`${t.dose} in ('DN', 'D1', 'D2', 'D3', 'REF', 'REF1', 'REF2', 'DU', 'DP')`),
    check('vacinacao_origem_ck', sql`${t.origem} in (1, 2, 3)`),
    check('vacinacao_sala_ck', sql`${t.origem} <> 1 or (${t.centroCustoId} is not null and ${t.loteId} is not null)`),
  ],
);
