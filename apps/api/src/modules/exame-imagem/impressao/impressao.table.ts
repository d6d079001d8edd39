import { boolean, index, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { usuario } from '../../../db/schema/pessoa.js';
import { imgExame } from '../agendamento/exame.table.js';
import { imgLaudo } from '../lancamento/laudo.table.js';

/** One print of a signed report (issue 22): which version, who, when, and whether it repeated an earlier print. */
export const imgImpressao = pgTable(
  'img_impressao',
  {
    id: id(),
    clienteId: clienteId(),
    imgExameId: ref()
      .notNull()
      .references(() => imgExame.id),
    laudoId: ref()
      .notNull()
      .references(() => imgLaudo.id),
    reimpressao: boolean().notNull().default(false),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    impressoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('img_impressao_exame_idx').on(t.imgExameId), index('img_impressao_data_idx').on(t.clienteId, t.impressoEm)],
);
