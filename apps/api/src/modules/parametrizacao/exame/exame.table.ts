import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';
import { procedimentoSigtap } from '../../../db/schema/referencia-saude.js';

/** Exams the municipality offers (parametrizacao/exame), each billed as one SIGTAP procedure. */
export const exame = pgTable(
  'exame',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    /** TipoExame: 1 Laboratorial, 2 Imagem. */
    tipo: smallint().notNull(),
    procedimentoCodigo: varchar({ length: 10 })
      .notNull()
      .references(() => procedimentoSigtap.codigo),
    /** MaterialBiologico (laboratory exams only). */
    materialBiologico: smallint(),
    metodo: text(),
    prazoResultadoDias: smallint(),
    /** Days a result stays valid: a new request inside it is flagged (ambulatorio exame-dentro-prazo-validade). */
    validadeDias: smallint(),
    jejum: boolean().notNull().default(false),
    jejumHoras: smallint(),
    instrucoesPreparo: text(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    unique('exame_nome_uq').on(t.clienteId, t.nome),
    index('exame_procedimento_idx').on(t.procedimentoCodigo),
    index('exame_nome_trgm').using('gin', sql`f_unaccent(lower(${t.nome})) gin_trgm_ops`),
    check('exame_tipo_valido', sql`${t.tipo} in (1, 2)`),
    check('exame_jejum_horas', sql`${t.jejum} or ${t.jejumHoras} is null`),
  ],
);
