import { type AnyPgColumn, index, pgTable } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../db/schema/common.js';
import { centroCusto } from '../../db/schema/estrutura.js';
import { cidadao } from '../../db/schema/pessoa.js';

/**
 * A patient's arrival at a counter (pharmacy, vaccination room …; fila.chegada.ts): the subject of the counter
 * queue's entry (`fila.referencia_id` of the module's entries). It keeps what the queue shows and the engine has no
 * column for: the priority chosen at the counter (or the kiosk ticket's) and the ticket answered, when there was one.
 * Each module owns its table (its name); the panel's tables come as references (the engine imports no module).
 */
export function tabelaDeChegada<N extends string>(nome: N, painel: { prioridadeId: () => AnyPgColumn; senhaId: () => AnyPgColumn }) {
  return pgTable(
    nome,
    {
      id: id(),
      clienteId: clienteId(),
      pacienteId: ref()
        .notNull()
        .references(() => cidadao.id),
      centroCustoId: ref()
        .notNull()
        .references(() => centroCusto.id),
      prioridadeId: ref().references(painel.prioridadeId),
      /** The kiosk ticket answered at the counter that brought the patient here. */
      senhaId: ref().references(painel.senhaId),
      ...timestamps,
    },
    (t) => [index(`${nome}_paciente_idx`).on(t.clienteId, t.pacienteId)],
  );
}

export type TabelaDeChegada = ReturnType<typeof tabelaDeChegada>;
