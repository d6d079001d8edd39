import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, ref, timestamps } from './common.js';
import { estado } from './referencia.js';

/** Citizen: the person behind a patient and behind a user. Issue "Registries" grows its fields. */
export const cidadao = pgTable(
  'cidadao',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    nomeSocial: text(),
    cpf: varchar({ length: 11 }),
    cns: varchar({ length: 15 }),
    dataNascimento: date({ mode: 'string' }),
    email: text(),
    telefone: varchar({ length: 11 }),
    /** Spec 001 §3 sexoId: e-SUS LEDI sexo (0 masculino, 1 feminino, 4 ignorado). */
    sexoId: smallint(),
    nomeMae: text(),
    nomePai: text(),
    desconheceNomeMae: boolean().notNull().default(false),
    desconheceNomePai: boolean().notNull().default(false),
    /** Set by cadastro/obito; a dead patient gets no new attendance. */
    dataObito: date({ mode: 'string' }),
    bloqueado: bloqueado(),
    /** Unknown patient (arrived without identification): regularised later. */
    provisorio: boolean().notNull().default(false),
    /** Merged into another record by unificacao-usuario-paciente (kept, never deleted). */
    unificadoEmId: ref().references((): AnyPgColumn => cidadao.id),
    ...timestamps,
  },
  (t) => [
    index('cidadao_nome_mae_trgm').using('gin', sql`f_unaccent(lower(${t.nomeMae})) gin_trgm_ops`),
    index('cidadao_nascimento_idx').on(t.clienteId, t.dataNascimento),
    uniqueIndex('cidadao_cpf_uq').on(t.clienteId, t.cpf).where(sql`${t.cpf} is not null`),
    uniqueIndex('cidadao_cns_uq').on(t.clienteId, t.cns).where(sql`${t.cns} is not null`),
    index('cidadao_nome_trgm').using('gin', sql`f_unaccent(lower(${t.nome})) gin_trgm_ops`),
  ],
);

/** A login of a municipality. registro_tipo_id is ConselhoProfissional (CRM 7, OUTRO 14, …). */
export const usuario = pgTable(
  'usuario',
  {
    id: id(),
    clienteId: clienteId(),
    cidadaoId: ref()
      .notNull()
      .references(() => cidadao.id),
    login: text().notNull(),
    senhaHash: text().notNull(),
    email: text(),
    registroTipoId: integer(),
    registroTipoOutro: text(),
    registroNumero: varchar({ length: 20 }),
    registroEstadoId: integer().references(() => estado.id),
    ultimoAcessoEm: timestamp({ withTimezone: true }),
    senhaAlteradaEm: timestamp({ withTimezone: true }),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [uniqueIndex('usuario_login_uq').on(t.clienteId, sql`lower(${t.login})`), uniqueIndex('usuario_cidadao_uq').on(t.cidadaoId)],
);
