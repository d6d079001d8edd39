import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { cidadao } from '../../../db/schema/pessoa.js';
import { material } from '../../cadastro/cadastro.tables.js';
import { estoqueMovimento } from '../../estoque/estoque.tables.js';

/**
 * A registration book of controlled substances of a pharmacy (spec 000 §2.3 farmacia/livro-psicotropico and
 * livro-talidomida; Portaria 344/98 arts. 62–67): `tipo` 'psicotropico' (lists A, B, C1–C5 but C3) or 'talidomida'
 * (C3). One open book per pharmacy and kind (partial unique index). Its lines come from the stock ledger of the
 * pharmacy (`ultimo_movimento_id` is how far it has read) and from manual lines; closing signs it and freezes it.
 */
export const farmaciaLivro = pgTable(
  'farmacia_livro',
  {
    id: id(),
    clienteId: clienteId(),
    tipo: varchar({ length: 15 }).notNull(),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    numero: integer().notNull(),
    dataAbertura: date({ mode: 'string' }).notNull(),
    responsavelNome: text().notNull(),
    responsavelConselho: varchar({ length: 30 }).notNull(),
    termoAbertura: text(),
    ultimoMovimentoId: bigint({ mode: 'number' }).notNull().default(0),
    dataFechamento: date({ mode: 'string' }),
    termoFechamento: text(),
    fechadoEm: timestamp({ withTimezone: true }),
    fechadoPor: bigint({ mode: 'number' }),
    /** The signature of the closed book's PDF (assinatura_documento code) when signed. */
    assinaturaCodigo: varchar({ length: 12 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('farmacia_livro_aberto_uq').on(t.clienteId, t.centroCustoId, t.tipo).where(sql`${t.fechadoEm} is null`),
    uniqueIndex('farmacia_livro_numero_uq').on(t.clienteId, t.centroCustoId, t.tipo, t.numero),
    check('farmacia_livro_tipo_ck', sql`${t.tipo} in ('psicotropico', 'talidomida')`),
  ],
);

/**
 * A line of a book: an entry, exit (dispensing, loss) or reversal of one substance, with the running balance of that
 * substance in the book. `movimento_id` is the stock movement it came from (unique: read once); manual lines have none.
 */
export const farmaciaLivroLinha = pgTable(
  'farmacia_livro_linha',
  {
    id: id(),
    clienteId: clienteId(),
    livroId: ref()
      .notNull()
      .references(() => farmaciaLivro.id),
    materialId: ref()
      .notNull()
      .references(() => material.id),
    data: date({ mode: 'string' }).notNull(),
    /** entrada, saida, perda, estorno, ajuste */
    tipo: varchar({ length: 10 }).notNull(),
    movimentoId: ref().references(() => estoqueMovimento.id),
    quantidadeEntrada: integer().notNull().default(0),
    quantidadeSaida: integer().notNull().default(0),
    saldo: integer().notNull(),
    /** Where from / to whom: supplier and invoice, patient, prescription number and prescriber. */
    historico: text().notNull(),
    pacienteId: ref().references(() => cidadao.id),
    numeroReceita: varchar({ length: 20 }),
    prescritor: text(),
    /** Why a manual line was written (what the system did not see). */
    justificativa: text(),
    usuarioId: bigint({ mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    index('farmacia_livro_linha_livro_idx').on(t.livroId, t.materialId, t.id),
    uniqueIndex('farmacia_livro_linha_movimento_uq').on(t.livroId, t.movimentoId),
    check('farmacia_livro_linha_tipo_ck', sql`${t.tipo} in ('entrada', 'saida', 'perda', 'estorno', 'ajuste')`),
    check('farmacia_livro_linha_qtd_ck', sql`${t.quantidadeEntrada} >= 0 and ${t.quantidadeSaida} >= 0`),
  ],
);
