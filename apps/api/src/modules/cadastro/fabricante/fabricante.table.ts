import { pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';

/** Manufacturers; name unique per municipality, CNPJ (optional) too. */
export const fabricante = pgTable(
  'fabricante',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    cnpj: varchar({ length: 14 }),
    /** Code of the manufacturer of immunobiologicals in the PNI / RNDS (CodeSystem BRFabricantePNI): the RIA export needs it. */
    codigoPni: varchar({ length: 10 }),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [unique('fabricante_nome_uq').on(t.clienteId, t.nome), unique('fabricante_cnpj_uq').on(t.clienteId, t.cnpj)],
);
