import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/schema/columns.js';
import { clienteId, ref } from '../../db/schema/common.js';
import { usuario } from '../../db/schema/pessoa.js';

export type StatusTarefa = 'PENDENTE' | 'EXECUTANDO' | 'CONCLUIDA' | 'ERRO';

/**
 * A background job (issue 5: a long report runs apart from the request, with progress, and survives the
 * user navigating away). Kept in the database so any API process can run it and the user finds it after
 * a reload. Not audited row by row (progress changes many times); printing and exporting write their own
 * audit entry when the job is created.
 */
export const tarefa = pgTable(
  'tarefa',
  {
    id: uuid().primaryKey().defaultRandom(),
    clienteId: clienteId(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    lotacaoId: ref(),
    tipo: text().notNull(),
    titulo: text().notNull(),
    /** What the executor needs to redo the work (report, filters, format), never secrets. */
    parametros: jsonb().notNull(),
    status: text().$type<StatusTarefa>().notNull().default('PENDENTE'),
    processados: integer().notNull().default(0),
    total: integer(),
    mensagem: text(),
    nomeArquivo: text(),
    tipoConteudo: text(),
    tamanho: integer(),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    iniciadaEm: timestamp({ withTimezone: true }),
    /** Refreshed while running: a job whose process died is picked up again after a while. */
    sinalEm: timestamp({ withTimezone: true }),
    concluidaEm: timestamp({ withTimezone: true }),
    expiraEm: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('tarefa_usuario_idx').on(t.usuarioId, t.criadaEm), index('tarefa_status_idx').on(t.status, t.criadaEm)],
);

/** The finished file, apart from the job row so listing jobs never reads megabytes. */
export const tarefaArquivo = pgTable('tarefa_arquivo', {
  tarefaId: uuid()
    .primaryKey()
    .references(() => tarefa.id, { onDelete: 'cascade' }),
  clienteId: clienteId(),
  conteudo: bytea().notNull(),
});
