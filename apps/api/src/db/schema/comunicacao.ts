import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { lotacao } from './acesso.js';
import { clienteId, id, ref, timestamps } from './common.js';

/** A message to placements; tipo_id is NotificacaoTipo. mensagem is HTML, sanitised on display. */
export const notificacao = pgTable('notificacao', {
  id: id(),
  clienteId: clienteId(),
  tipoId: integer().notNull(),
  titulo: text().notNull(),
  mensagem: text().notNull(),
  ...timestamps,
});

export const notificacaoDestinatario = pgTable(
  'notificacao_destinatario',
  {
    id: id(),
    clienteId: clienteId(),
    notificacaoId: ref()
      .notNull()
      .references(() => notificacao.id, { onDelete: 'cascade' }),
    lotacaoId: ref()
      .notNull()
      .references(() => lotacao.id),
    visualizado: boolean().notNull().default(false),
    visualizadoEm: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('notificacao_destinatario_lotacao_idx').on(t.lotacaoId, t.visualizado)],
);

/** Outgoing e-mail. Without SMTP configured it stays here for administrators to read. */
export const emailSaida = pgTable(
  'email_saida',
  {
    id: id(),
    clienteId: clienteId(),
    destinatario: text().notNull(),
    assunto: text().notNull(),
    corpo: text().notNull(),
    enviadoEm: timestamp({ withTimezone: true }),
    erro: text(),
    ...timestamps,
  },
  (t) => [index('email_saida_cliente_idx').on(t.clienteId, t.createdAt)],
);
