import { integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';
import { municipio } from '../../../db/schema/referencia.js';

/** Suppliers; the CNPJ is unique per municipality. The address is free text (suppliers are elsewhere). */
export const fornecedor = pgTable(
  'fornecedor',
  {
    id: id(),
    clienteId: clienteId(),
    razaoSocial: text().notNull(),
    nomeFantasia: text(),
    cnpj: varchar({ length: 14 }).notNull(),
    inscricaoEstadual: varchar({ length: 20 }),
    telefone: varchar({ length: 11 }),
    email: text(),
    contatoNome: text(),
    cep: varchar({ length: 8 }),
    logradouro: text(),
    numero: varchar({ length: 10 }),
    complemento: text(),
    bairro: text(),
    municipioId: integer().references(() => municipio.id),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [unique('fornecedor_cnpj_uq').on(t.clienteId, t.cnpj)],
);
