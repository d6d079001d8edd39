import { TIPOS_OPCAO_CHAMADA } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, ref, timestamps } from '../../db/schema/common.js';
import { centroCusto } from '../../db/schema/estrutura.js';
import { sala } from '../cadastro/cadastro.tables.js';

/**
 * The ticket panel's registries that every queue reads (spec 001 §3 "Form data for the queue": entry
 * options, priorities, wait times, screens). Their screens belong to the ticket panel (issue 7); the
 * queues of issue 6 already need the data.
 */

/**
 * How the patient arrived (spec: "Entry option: id, name, age-range id"), e.g. Demanda espontânea, SAMU;
 * and, when `totem` is on, a button of the kiosk (issue 7): its tickets take `prefixo` (or
 * `prefixoPrioridade` when the citizen declares a priority) and wait in the queue of `centroCustoId`
 * (null: the kiosk's own cost centre).
 */
export const opcaoEntrada = pgTable(
  'opcao_entrada',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    /** null: any age; otherwise the age range the option serves (1 criança, 2 adulto, 3 idoso). */
    faixaEtariaId: smallint(),
    /** Shown as a button at the kiosk (emissao-senha). */
    totem: boolean().notNull().default(false),
    /** One or two letters without I and O (PREFIXO_SENHA_REGEX), e.g. 'A'. Required when `totem`. */
    prefixo: varchar({ length: 2 }),
    /** Prefix of this option's priority tickets (its own daily sequence); null: same prefix, priority only reorders. */
    prefixoPrioridade: varchar({ length: 2 }),
    /** The kiosk asks "Atendimento prioritário?" after this button. */
    perguntarPrioridade: boolean().notNull().default(true),
    /** The ticket queue (a cost centre) this option feeds; null: the cost centre of the kiosk's session. */
    centroCustoId: ref().references(() => centroCusto.id),
    /** Position of the button at the kiosk (then by name). */
    ordem: smallint().notNull().default(0),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('opcao_entrada_nome_uq').on(t.clienteId, sql`lower(${t.nome})`),
    index('opcao_entrada_centro_custo_idx').on(t.centroCustoId),
  ],
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

/**
 * A TV screen where calls appear (spec: "screens (id, name)"). It shows the calls addressed to it and those
 * of the queues (cost centres) it lists in `tela_centro_custo` (`centroCustoId` is the main one, also listed
 * there). The public page `tela/show/{id}` proves itself with `chaveAcesso` (decision 0008).
 */
export const tela = pgTable(
  'tela',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    /** The main cost centre whose calls it shows (null: only calls addressed to this screen). */
    centroCustoId: ref().references(() => centroCusto.id),
    /** Speak each call (Web Speech API, pt-BR). */
    voz: boolean().notNull().default(true),
    /** Chime before each call. */
    som: boolean().notNull().default(true),
    /** How many previous calls the screen lists beside the current one. */
    historico: smallint().notNull().default(5),
    /** Secret of the public display address (64 hex digits, two random UUIDs); a new one disconnects the old TVs. */
    chaveAcesso: varchar({ length: 64 }).notNull().default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [uniqueIndex('tela_nome_uq').on(t.clienteId, sql`lower(${t.nome})`), index('tela_centro_custo_idx').on(t.centroCustoId)],
);

/** The queues (cost centres) a screen shows: a ticket call of any of them appears on it. */
export const telaCentroCusto = pgTable(
  'tela_centro_custo',
  {
    clienteId: clienteId(),
    telaId: ref()
      .notNull()
      .references(() => tela.id, { onDelete: 'cascade' }),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
  },
  (t) => [primaryKey({ columns: [t.telaId, t.centroCustoId] }), index('tela_centro_custo_cc_idx').on(t.clienteId, t.centroCustoId)],
);

/** Kinds of call destination: declared in shared (the form's options); re-exported for the seeds. */
export { TIPOS_OPCAO_CHAMADA };

/**
 * A call destination (painel-senha/opcao-chamada): "Guichê 2", "Consultório 1". A counter belongs to the
 * ticket queue of `centroCustoId`; `salaId` ties it to a room of the registry (calls with sala_id show this
 * name); `telaId` sends its calls to one screen (null: the screens that show the queue).
 */
export const opcaoChamada = pgTable(
  'opcao_chamada',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    tipoId: smallint().notNull().default(TIPOS_OPCAO_CHAMADA.GUICHE),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    salaId: ref().references(() => sala.id),
    telaId: ref().references(() => tela.id),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('opcao_chamada_nome_uq').on(t.clienteId, t.centroCustoId, sql`lower(${t.nome})`),
    index('opcao_chamada_centro_custo_idx').on(t.centroCustoId),
  ],
);

/** A forwarding route between ticket queues (painel-senha/encaminhamento): from one cost centre to another. */
export const encaminhamento = pgTable(
  'encaminhamento',
  {
    id: id(),
    clienteId: clienteId(),
    /** Shown on the forward button, e.g. "Para a triagem". */
    nome: text().notNull(),
    origemCentroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    destinoCentroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('encaminhamento_rota_uq').on(t.clienteId, t.origemCentroCustoId, t.destinoCentroCustoId),
    index('encaminhamento_destino_idx').on(t.destinoCentroCustoId),
  ],
);

/**
 * A notice for the screens' ticker (painel-senha/aviso). Active (`ativo`) and inside its validity it runs on
 * every screen (`todasTelas`) or on those of `aviso_tela`; "send" pushes it to them at once.
 */
export const aviso = pgTable(
  'aviso',
  {
    id: id(),
    clienteId: clienteId(),
    titulo: text().notNull(),
    mensagem: text().notNull(),
    todasTelas: boolean().notNull().default(true),
    ativo: boolean().notNull().default(true),
    inicioEm: timestamp({ withTimezone: true }),
    fimEm: timestamp({ withTimezone: true }),
    /** Last time it was sent to the screens. */
    enviadoEm: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('aviso_ativo_idx').on(t.clienteId, t.ativo)],
);

export const avisoTela = pgTable(
  'aviso_tela',
  {
    clienteId: clienteId(),
    avisoId: ref()
      .notNull()
      .references(() => aviso.id, { onDelete: 'cascade' }),
    telaId: ref()
      .notNull()
      .references(() => tela.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.avisoId, t.telaId] }), index('aviso_tela_tela_idx').on(t.telaId)],
);
