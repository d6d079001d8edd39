import { index, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { unidade } from '../../../db/schema/estrutura.js';

/**
 * An imaging equipment or room (issue 22) of a unit, of one modality (MODALIDADE_IMAGEM). Its agendas are agenda
 * engine `jornada` rows of module 'exame-imagem' with recurso_tipo EQUIPAMENTO and recurso_id = this id.
 */
export const imgEquipamento = pgTable(
  'img_equipamento',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    modalidade: smallint().notNull(),
    unidadeId: ref()
      .notNull()
      .references(() => unidade.id),
    fabricanteModelo: text(),
    patrimonio: varchar({ length: 30 }),
    aeTitle: varchar({ length: 16 }),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [unique('img_equipamento_nome_uq').on(t.clienteId, t.nome), index('img_equipamento_unidade_idx').on(t.clienteId, t.unidadeId)],
);
