import { index, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';

/**
 * Medicamentos não padronizados: medicines outside the municipality's list (REMUME) that reach the counter on an
 * external prescription. Described like `medicamento` (strength, form, Portaria 344 list) so the dispensing rules
 * of a controlled drug apply to them too. A municipal table: cliente_id gives it RLS, grants and the audit trigger.
 */
export const medicamentoNaoPadronizado = pgTable(
  'medicamento_nao_padronizado',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    concentracao: varchar({ length: 60 }),
    /** FORMAS_FARMACEUTICAS of shared (the enumeration `medicamento` uses); null only on rows of the first scaffold. */
    formaFarmaceuticaId: smallint(),
    /** LISTAS_PORTARIA_344 of shared, when the medicine is controlled. */
    listaControleId: smallint(),
    observacao: text(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    index('medicamento_nao_padronizado_cliente_idx').on(t.clienteId),
    // one row per name + strength + form (nulls count as equal), as `medicamento`
    unique('medicamento_nao_padronizado_uq').on(t.clienteId, t.nome, t.concentracao, t.formaFarmaceuticaId).nullsNotDistinct(),
  ],
);
