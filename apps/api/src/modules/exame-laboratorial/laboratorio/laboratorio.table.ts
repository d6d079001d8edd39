import { boolean, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { unidade } from '../../../db/schema/estrutura.js';

/**
 * A laboratory (issue 21): the municipal one, at a unit of the registry (`unidade_id`: its address prints on the
 * slip), or a support laboratory (`apoio`) that performs what the municipality sends out and returns results by
 * file (importar-laudo). Collection agendas belong to a laboratory at a collection unit.
 */
export const laboratorio = pgTable(
  'laboratorio',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    unidadeId: ref().references(() => unidade.id),
    apoio: boolean().notNull().default(false),
    cnes: varchar({ length: 7 }),
    /** The sending facility the support laboratory writes in its HL7 files (MSH-4), to check an import's source. */
    codigoHl7: varchar({ length: 60 }),
    responsavelTecnico: text(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [unique('laboratorio_nome_uq').on(t.clienteId, t.nome)],
);
