import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, setting, timestamps } from './common.js';
import { centroCusto } from './estrutura.js';

/**
 * One submission to a national system (decision 0015; BNAFAR first, the pharmacy's and immunization's next): what
 * was sent (operation, stock, reference and its date, how many records, the SHA-256 of the exact body), where
 * (environment), by whom and when, and what came back — the protocol, or the fault text. `situacao`: `enviado`
 * (protocol received, processing asynchronous), `erro` (refused or unreachable; nothing reached the base) and
 * `processado` (the base confirmed every record). A position larger than one batch is several rows (`parte`/`partes`).
 */
export const integracaoEnvio = pgTable(
  'integracao_envio',
  {
    id: id(),
    clienteId: clienteId(),
    integracao: varchar({ length: 20 }).notNull(),
    operacao: varchar({ length: 60 }).notNull(),
    modulo: varchar({ length: 30 }).notNull(),
    centroCustoId: ref().references(() => centroCusto.id),
    /** What the submission is about: `inventario` (id) or `mes` (the last day of a month). */
    referenciaTipo: varchar({ length: 30 }).notNull(),
    referenciaId: ref(),
    dataReferencia: date({ mode: 'string' }).notNull(),
    parte: smallint().notNull().default(1),
    partes: smallint().notNull().default(1),
    registros: integer().notNull(),
    ambiente: varchar({ length: 15 }).notNull(),
    payloadHash: varchar({ length: 64 }).notNull(),
    situacao: varchar({ length: 12 }).notNull(),
    protocolo: varchar({ length: 36 }),
    /** The receipt instant as the service wrote it (`dtRecebimento`, DD-MM-AAAA HH:mm:ss): the protocol query needs it back. */
    protocoloRecebidoEm: varchar({ length: 19 }),
    erro: text(),
    enviadoPor: bigint({ mode: 'number' }).default(setting('usuario_id')),
    enviadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    consultadoEm: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('integracao_envio_referencia_idx').on(t.clienteId, t.integracao, t.centroCustoId, t.referenciaTipo, t.dataReferencia),
    index('integracao_envio_enviado_idx').on(t.clienteId, t.enviadoEm),
    check('integracao_envio_situacao_ck', sql`${t.situacao} in ('enviado', 'erro', 'processado')`),
    check('integracao_envio_ambiente_ck', sql`${t.ambiente} in ('homologacao', 'producao')`),
  ],
);
