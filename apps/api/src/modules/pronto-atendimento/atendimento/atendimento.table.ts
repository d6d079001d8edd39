import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { centroCusto, infraestrutura } from '../../../db/schema/estrutura.js';
import { cidadao, usuario } from '../../../db/schema/pessoa.js';
import { opcaoEntrada, prioridade } from '../../painel-senha/painel-senha.tables.js';
import { classificacaoRisco } from '../classificacao-risco/classificacao-risco.table.js';
import { plantao } from '../plantao/plantao.table.js';

export const StatusAtendimento = { ABERTO: 1, FECHADO: 2, CANCELADO: 3 } as const;

/**
 * An emergency attendance, the FAA (Ficha de Atendimento Ambulatorial): opened at the reception with its
 * number, followed through triage, doctor, nursing and observation, closed for billing (issue 6).
 */
export const atendimento = pgTable(
  'atendimento',
  {
    id: id(),
    clienteId: clienteId(),
    /** FAA number, per municipality and year: 2026000123. */
    numero: bigint({ mode: 'number' }).notNull(),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    infraestruturaId: ref()
      .notNull()
      .references(() => infraestrutura.id),
    /** The reception that opened it. */
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    plantaoId: ref().references(() => plantao.id),
    opcaoEntradaId: ref().references(() => opcaoEntrada.id),
    prioridadeId: ref().references(() => prioridade.id),
    urgente: boolean().notNull().default(false),
    motivoUrgencia: text(),
    acompanhanteNome: text(),
    acompanhanteParentesco: text(),
    acompanhanteTelefone: varchar({ length: 11 }),
    /** The current colour (the last triage); the history is in triagem. */
    classificacaoRiscoId: ref().references(() => classificacaoRisco.id),
    status: smallint().notNull().default(StatusAtendimento.ABERTO),
    /** When the reception received the patient (spec: atendimento.recepcao.atendidoEm). */
    recepcionadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    recepcionadoPor: ref().references(() => usuario.id),
    /** Typed in after a downtime (atendimento-retroativo). */
    retroativo: boolean().notNull().default(false),
    /** The outcome (DestinoAtendimento of the last doctor evaluation), when and by whom. */
    desfecho: smallint(),
    desfechoEm: timestamp({ withTimezone: true }),
    desfechoPor: ref().references(() => usuario.id),
    fechadoEm: timestamp({ withTimezone: true }),
    fechadoPor: ref().references(() => usuario.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('atendimento_numero_uq').on(t.clienteId, t.numero),
    index('atendimento_paciente_idx').on(t.pacienteId, t.recepcionadoEm),
    index('atendimento_abertos_idx').on(t.clienteId, t.infraestruturaId).where(sql`${t.status} = 1`),
  ],
);

/** Per-municipality counters (FAA numbers, tickets): one row locked by the UPDATE that takes the next value. */
export const sequencia = pgTable(
  'sequencia',
  {
    clienteId: clienteId(),
    chave: text().notNull(),
    valor: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('sequencia_chave_uq').on(t.clienteId, t.chave)],
);
