import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { ref } from '../../../db/schema/columns.js';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';
import { grupo } from '../grupo/grupo.table.js';
import { subgrupo } from '../subgrupo/subgrupo.table.js';

/** Stock items. `codigo` (CATMAT-like, digits) is optional but unique when given; so is the name. */
export const material = pgTable(
  'material',
  {
    id: id(),
    clienteId: clienteId(),
    codigo: varchar({ length: 9 }),
    nome: text().notNull(),
    apresentacao: text(),
    unidadeFornecimentoId: smallint().notNull(),
    grupoId: ref()
      .notNull()
      .references(() => grupo.id),
    subgrupoId: ref().references(() => subgrupo.id),
    estoqueMinimo: integer().notNull().default(0),
    estoqueMaximo: integer(),
    listaControleId: smallint(),
    medicamento: boolean().notNull().default(false),
    /** The federal catalogue code as BNAFAR reads it (BR0342320U0041) and its product type (B, E, S, O): decision 0015. */
    catmat: varchar({ length: 20 }),
    tipoProdutoBnafar: varchar({ length: 1 }),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    unique('material_codigo_uq').on(t.clienteId, t.codigo),
    unique('material_nome_uq').on(t.clienteId, t.nome),
    index('material_grupo_idx').on(t.grupoId),
    index('material_subgrupo_idx').on(t.subgrupoId),
    index('material_nome_trgm').using('gin', sql`f_unaccent(lower(${t.nome})) gin_trgm_ops`),
    check('material_tipo_produto_bnafar_ck', sql`${t.tipoProdutoBnafar} in ('B', 'E', 'S', 'O')`),
  ],
);
