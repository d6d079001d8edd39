import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, ref, timestamps } from '../../db/schema/common.js';
import { centroCusto } from '../../db/schema/estrutura.js';

/**
 * The ticket panel's registries that every queue reads (spec 001 §3 "Form data for the queue": entry
 * options, priorities, wait times, screens). Their screens belong to the ticket panel (issue 7); the
 * queues of issue 6 already need the data.
 */

/** How the patient arrived (spec: "Entry option: id, name, age-range id"), e.g. Demanda espontânea, SAMU. */
export const opcaoEntrada = pgTable(
  'opcao_entrada',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    /** null: any age; otherwise the age range the option serves (1 criança, 2 adulto, 3 idoso). */
    faixaEtariaId: smallint(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [uniqueIndex('opcao_entrada_nome_uq').on(t.clienteId, sql`lower(${t.nome})`)],
);

/** A priority of care (spec: "Priority: id, name"); `peso` orders the queue within a risk colour. */
export const prioridade = pgTable(
  'prioridade',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    /** Higher first. Legal priorities (Lei 10.048, 10.741 art. 3º §2º, 12.764) weigh more than none. */
    peso: integer().notNull().default(0),
    /** A priority the law gives (60+, 80+, pregnant, disabled, autism spectrum…). */
    legal: boolean().notNull().default(false),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [uniqueIndex('prioridade_nome_uq').on(t.clienteId, sql`lower(${t.nome})`)],
);

/** A wait-time threshold of the battery icon (spec: "Wait time: id, colour, total"; "wait times (id, minutes)"). */
export const tempoEspera = pgTable(
  'tempo_espera',
  {
    id: id(),
    clienteId: clienteId(),
    minutos: integer().notNull(),
    /** CSS colour of the icon once the wait passes `minutos`. */
    cor: varchar({ length: 20 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('tempo_espera_minutos_uq').on(t.clienteId, t.minutos)],
);

/** A TV screen where calls appear (spec: "screens (id, name)"); the ticket panel shows its calls. */
export const tela = pgTable(
  'tela',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    /** The cost centre whose calls it shows by default (null: any of the municipality). */
    centroCustoId: ref().references(() => centroCusto.id),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [uniqueIndex('tela_nome_uq').on(t.clienteId, sql`lower(${t.nome})`), index('tela_centro_custo_idx').on(t.centroCustoId)],
);
