import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, smallint, text, time, timestamp } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { usuario } from '../../../db/schema/pessoa.js';
import { tpCondutor, tpDestino, tpJornada, tpVeiculo } from '../cadastros/cadastros.table.js';

/**
 * A trip (issue 23): one vehicle with its driver leaving on a day at a time for a destination, assembled on
 * escolher-veiculo from the day's bookings. SITUACAO_VIAGEM: open (assembled, travelling), closed (accounted on
 * fechamento-viagem: odometer, fuel, tolls, occurrences), cancelled. A closed trip changes only after reabertura-viagem.
 * `numero` is the trip's protocol number, per municipality.
 */
export const tpViagem = pgTable(
  'tp_viagem',
  {
    id: id(),
    clienteId: clienteId(),
    numero: integer().notNull(),
    data: date({ mode: 'string' }).notNull(),
    horarioSaida: time().notNull(),
    destinoId: ref()
      .notNull()
      .references(() => tpDestino.id),
    jornadaId: ref().references(() => tpJornada.id),
    veiculoId: ref()
      .notNull()
      .references(() => tpVeiculo.id),
    condutorId: ref()
      .notNull()
      .references(() => tpCondutor.id),
    /** SITUACAO_VIAGEM. */
    situacao: smallint().notNull().default(1),
    observacao: text(),
    kmSaida: integer(),
    kmChegada: integer(),
    combustivelLitros: numeric({ precision: 8, scale: 2 }),
    combustivelValor: numeric({ precision: 10, scale: 2 }),
    pedagioValor: numeric({ precision: 10, scale: 2 }),
    /** Other costs of the trip (meals, parking), money. */
    outrasDespesas: numeric({ precision: 10, scale: 2 }),
    ocorrencias: text(),
    retornoEm: timestamp({ withTimezone: true }),
    fechadaEm: timestamp({ withTimezone: true }),
    fechadaPor: ref().references(() => usuario.id),
    montadaPor: ref()
      .notNull()
      .references(() => usuario.id),
    ...timestamps,
  },
  (t) => [
    index('tp_viagem_data_idx').on(t.clienteId, t.data),
    index('tp_viagem_veiculo_idx').on(t.veiculoId, t.data),
    index('tp_viagem_condutor_idx').on(t.condutorId, t.data),
    check('tp_viagem_situacao', sql`${t.situacao} between 1 and 3`),
    check('tp_viagem_km', sql`${t.kmChegada} is null or ${t.kmSaida} is null or ${t.kmChegada} >= ${t.kmSaida}`),
  ],
);

/** What happened to a trip besides its rows: reopenings (with reason), closings, cancellations, transfers. */
export const tpViagemEvento = pgTable(
  'tp_viagem_evento',
  {
    id: id(),
    clienteId: clienteId(),
    viagemId: ref()
      .notNull()
      .references(() => tpViagem.id),
    /** 'fechamento' | 'reabertura' | 'cancelamento' | 'transferencia'. */
    tipo: text().notNull(),
    motivo: text(),
    /** The values before the event (a reopening keeps what the closing had recorded). */
    antes: jsonb(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tp_viagem_evento_viagem_idx').on(t.viagemId)],
);
