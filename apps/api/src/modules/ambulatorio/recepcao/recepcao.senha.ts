import { AMB } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { agoraLocal } from '../../agenda/index.js';
import { MENSAGENS_SENHA_RECEPCAO, registrarRecepcaoDeSenhas, senhaDaEntrada, senhaParaRecepcao } from '../../painel-senha/index.js';
import { MODULO_AMBULATORIO } from '../constantes.js';

/**
 * The kiosk ticket at the outpatient reception (issue 17; spec 000 §2.3 `ambulatorio/recepcao/create/{filaId}`):
 * the counter answers a ticket of a reception queue of the polyclinic and opens this reception with the ticket's
 * queue entry; the arrival (scheduled or walk-in) links and closes the ticket in its own transaction.
 */

/**
 * The outpatient clinic works at a location when an outpatient agenda in force is there (or at its unit without a
 * location): those locations' reception tickets come here, the others' go on to the emergency reception. The
 * aliases are the subquery's own (the list around it has its tables); `jornada_busca_idx` serves the lookup.
 */
function atendeNoLocal(infraestruturaId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from jornada amb_j join infraestrutura amb_i on amb_i.id = ${infraestruturaId}
     where amb_j.modulo = ${MODULO_AMBULATORIO} and amb_j.unidade_id = amb_i.unidade_id
       and (amb_j.infraestrutura_id is null or amb_j.infraestrutura_id = amb_i.id)
       and (amb_j.vigencia_fim is null or amb_j.vigencia_fim >= ${agoraLocal().hoje}::date))`;
}

export function registrarRecepcaoAmbulatorialDeSenhas() {
  registrarRecepcaoDeSenhas(MODULO_AMBULATORIO, {
    atendeNoLocal,
    caminho: ({ filaId }) => `/ambulatorio/recepcao/create/${filaId}`,
    permissao: AMB.recepcaoCadastrar,
  });
}

/**
 * The ticket of the queue entry `filaId`, for the reception page. A ticket of another location (or none, or of
 * another municipality) is "not found here": the reception takes only its own location's tickets.
 */
export async function senhaDaRecepcao(tx: Tx, filaId: number, infraestruturaId: number) {
  const senhaId = await senhaDaEntrada(tx, filaId);
  const s = senhaId === null ? null : await senhaParaRecepcao(tx, senhaId);
  if (!s || s.infraestruturaId !== infraestruturaId) throw notFound(MENSAGENS_SENHA_RECEPCAO.naoEncontrada);
  return { ...s, filaId };
}
