import { index, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { exame } from '../../parametrizacao/parametrizacao.tables.js';

/** A report template (issue 22): for one exam of the registry, or for every exam of a modality. */
export const imgModeloLaudo = pgTable(
  'img_modelo_laudo',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    modalidade: smallint(),
    exameId: ref().references(() => exame.id),
    texto: text().notNull(),
    conclusao: text(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [unique('img_modelo_laudo_nome_uq').on(t.clienteId, t.nome), index('img_modelo_laudo_exame_idx').on(t.clienteId, t.exameId)],
);
