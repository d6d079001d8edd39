import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { vacina } from '../../cadastro/cadastro.tables.js';
import { estoqueTransferencia } from '../../estoque/estoque.tables.js';

/**
 * A room's requisition of vaccines to the cold store (issue 20), counted in doses. `situacao`: 1 pendente,
 * 2 atendida, 3 atendida parcialmente, 4 recusada, 5 cancelada. The answer is one distribution (`transferencia_id`,
 * a transfer of the stock engine whose document points back here).
 */
export const vacinaRequisicao = pgTable(
  'vacina_requisicao',
  {
    id: id(),
    clienteId: clienteId(),
    centroCustoSalaId: ref()
      .notNull()
      .references(() => centroCusto.id),
    centroCustoRedeFrioId: ref()
      .notNull()
      .references(() => centroCusto.id),
    data: date({ mode: 'string' }).notNull(),
    observacao: text(),
    situacao: smallint().notNull().default(1),
    /** Why it was refused (cold store) or cancelled (room). */
    motivoSituacao: text(),
    dataAtendimento: date({ mode: 'string' }),
    atendidoEm: timestamp({ withTimezone: true }),
    atendidoPor: bigint({ mode: 'number' }),
    transferenciaId: ref().references(() => estoqueTransferencia.id),
    ...timestamps,
  },
  (t) => [
    index('vacina_requisicao_rede_frio_idx').on(t.clienteId, t.centroCustoRedeFrioId, t.situacao, t.data),
    index('vacina_requisicao_sala_idx').on(t.clienteId, t.centroCustoSalaId, t.data),
    check('vacina_requisicao_situacao_ck', sql`${t.situacao} between 1 and 5`),
  ],
);

/** A vaccine asked for, in doses; `doses_atendidas` is set by the answer (0: none supplied). */
export const vacinaRequisicaoItem = pgTable(
  'vacina_requisicao_item',
  {
    id: id(),
    clienteId: clienteId(),
    requisicaoId: ref()
      .notNull()
      .references(() => vacinaRequisicao.id, { onDelete: 'cascade' }),
    vacinaId: ref()
      .notNull()
      .references(() => vacina.id),
    dosesSolicitadas: integer().notNull(),
    dosesAtendidas: integer(),
  },
  (t) => [
    index('vacina_requisicao_item_idx').on(t.requisicaoId),
    unique('vacina_requisicao_item_vacina_uq').on(t.requisicaoId, t.vacinaId),
    check(
      'vacina_requisicao_item_doses_ck',
      sql`${t.dosesSolicitadas} > 0 and coalesce(${t.dosesAtendidas}, 0) between 0 and ${t.dosesSolicitadas}`,
    ),
  ],
);
