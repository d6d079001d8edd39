import { bigint, boolean, index, integer, pgTable, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, ref, timestamps } from './common.js';
import { centroCusto, infraestrutura } from './estrutura.js';
import { usuario } from './pessoa.js';
import { ocupacao } from './referencia.js';
import { permissao } from './sistema.js';

/** Role. `padrao` roles are the product's defaults, kept in sync with the code at each start. */
export const papel = pgTable(
  'papel',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    descricao: text(),
    codigo: text(), // set on default roles: administrador, recepcao, enfermagem, ...
    padrao: boolean().notNull().default(false),
    todasPermissoes: boolean().notNull().default(false),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [unique('papel_nome_uq').on(t.clienteId, t.nome), unique('papel_codigo_uq').on(t.clienteId, t.codigo)],
);

export const papelPermissao = pgTable(
  'papel_permissao',
  {
    id: id(),
    clienteId: clienteId(),
    papelId: ref()
      .notNull()
      .references(() => papel.id, { onDelete: 'cascade' }),
    permissaoId: ref()
      .notNull()
      .references(() => permissao.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('papel_permissao_uq').on(t.papelId, t.permissaoId)],
);

/** Placement: a user's post at a service location, with an occupation (CBO). */
export const lotacao = pgTable(
  'lotacao',
  {
    id: id(),
    clienteId: clienteId(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    infraestruturaId: ref()
      .notNull()
      .references(() => infraestrutura.id),
    ocupacaoCodigo: varchar({ length: 6 }).references(() => ocupacao.codigo),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [index('lotacao_usuario_idx').on(t.usuarioId)],
);

export const lotacaoPapel = pgTable(
  'lotacao_papel',
  {
    id: id(),
    clienteId: clienteId(),
    lotacaoId: ref()
      .notNull()
      .references(() => lotacao.id, { onDelete: 'cascade' }),
    papelId: ref()
      .notNull()
      .references(() => papel.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('lotacao_papel_uq').on(t.lotacaoId, t.papelId), index('lotacao_papel_papel_idx').on(t.papelId)],
);

export const lotacaoCentroCusto = pgTable(
  'lotacao_centro_custo',
  {
    id: id(),
    clienteId: clienteId(),
    lotacaoId: ref()
      .notNull()
      .references(() => lotacao.id, { onDelete: 'cascade' }),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('lotacao_centro_custo_uq').on(t.lotacaoId, t.centroCustoId)],
);

/** A working session: the token names it (sid), logout and refresh end it. */
export const sessao = pgTable(
  'sessao',
  {
    id: id(),
    clienteId: clienteId(),
    chave: uuid().notNull().unique(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    lotacaoId: ref()
      .notNull()
      .references(() => lotacao.id),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp({ withTimezone: true }).notNull(),
    encerradaEm: timestamp({ withTimezone: true }),
    ip: text(),
    agente: text(),
  },
  (t) => [index('sessao_usuario_idx').on(t.usuarioId)],
);

/** Failed logins per login text (whether the login exists or not, so the lock leaks nothing). */
export const loginFalha = pgTable(
  'login_falha',
  {
    id: id(),
    clienteId: clienteId(),
    login: text().notNull(),
    falhas: integer().notNull().default(0),
    bloqueadoAte: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('login_falha_uq').on(t.clienteId, t.login)],
);

export const senhaRecuperacao = pgTable(
  'senha_recuperacao',
  {
    id: id(),
    clienteId: clienteId(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    tokenHash: text().notNull().unique(),
    expiraEm: timestamp({ withTimezone: true }).notNull(),
    usadoEm: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('senha_recuperacao_usuario_idx').on(t.usuarioId)],
);

/**
 * A counter per municipality (0: national rows such as `permissao`) that the database itself raises, by
 * triggers, whenever something a live session depends on changes: a session ended or moved, a user blocked,
 * a role, its permissions or a placement's roles changed (migration 0018). The API keeps sessions in memory
 * and checks this counter in the first statement of each request's transaction (plugins/auth.ts).
 */
export const autorizacaoVersao = pgTable('autorizacao_versao', {
  cliente: bigint({ mode: 'number' }).primaryKey(),
  versao: bigint({ mode: 'number' }).notNull().default(0),
});
