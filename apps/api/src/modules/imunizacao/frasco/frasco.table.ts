import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { usuario } from '../../../db/schema/pessoa.js';
import { vacina } from '../../cadastro/cadastro.tables.js';
import { estoqueLote, estoqueMovimento } from '../../estoque/estoque.tables.js';

/**
 * The presentation of a vaccine lot (issue 20): how many doses each vial holds, told at the entry (the same vaccine
 * comes in 1-, 5- or 10-dose vials). Stock is counted in doses; this says how many a vial opens.
 */
export const vacinaLote = pgTable(
  'vacina_lote',
  {
    id: id(),
    clienteId: clienteId(),
    loteId: ref()
      .notNull()
      .references(() => estoqueLote.id)
      .unique('vacina_lote_lote_uq'),
    vacinaId: ref()
      .notNull()
      .references(() => vacina.id),
    dosesPorFrasco: smallint().notNull(),
    ...timestamps,
  },
  (t) => [check('vacina_lote_doses_ck', sql`${t.dosesPorFrasco} between 1 and 50`)],
);

/**
 * A multi-dose vial opened in a room (issue 20): it holds `doses_restantes` until `vence_em` (opened + the vaccine's
 * validity in hours). At most one open vial per room and lot. Closed when emptied, when its validity passes (the
 * doses left become a `perda_frasco_aberto` movement, `perda_movimento_id`) or when discarded by hand.
 */
export const vacinaFrascoAberto = pgTable(
  'vacina_frasco_aberto',
  {
    id: id(),
    clienteId: clienteId(),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    loteId: ref()
      .notNull()
      .references(() => estoqueLote.id),
    vacinaId: ref()
      .notNull()
      .references(() => vacina.id),
    abertoEm: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    venceEm: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    dosesFrasco: smallint().notNull(),
    dosesRestantes: smallint().notNull(),
    abertoPorId: ref().references(() => usuario.id),
    encerradoEm: timestamp({ withTimezone: true, mode: 'string' }),
    /** ENCERRAMENTO_FRASCO: 1 esgotado, 2 vencido, 3 descartado. */
    motivoEncerramento: smallint(),
    perdaMovimentoId: ref().references(() => estoqueMovimento.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vacina_frasco_aberto_um_por_lote_uq').on(t.centroCustoId, t.loteId).where(sql`${t.encerradoEm} is null`),
    index('vacina_frasco_aberto_vence_idx').on(t.clienteId, t.venceEm).where(sql`${t.encerradoEm} is null`),
    check('vacina_frasco_aberto_doses_ck', sql`${t.dosesRestantes} >= 0 and ${t.dosesRestantes} <= ${t.dosesFrasco}`),
    check('vacina_frasco_aberto_motivo_ck', sql`${t.motivoEncerramento} is null or ${t.motivoEncerramento} in (1, 2, 3)`),
  ],
);
