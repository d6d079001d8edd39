import { FAR, SetorTipo } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import { registrarRecepcaoDeSenhas } from '../../painel-senha/index.js';
import { MODULO_FARMACIA } from './fila.service.js';

/**
 * The pharmacy claims a location where it dispenses (a cost centre of sector type FARMACIA, not blocked): the
 * tickets of that location's reception queue go to the pharmacy counter's "Incluir paciente na fila", which closes
 * the ticket and queues its patient with the ticket's code and priority. The aliases are the subquery's own (the
 * ticket list around it has its tables).
 */
function atendeNoLocal(infraestruturaId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from centro_custo far_cc join setor far_s on far_s.id = far_cc.setor_id
     where far_cc.infraestrutura_id = ${infraestruturaId} and not far_cc.bloqueado and far_s.setor_tipo_id = ${SetorTipo.FARMACIA})`;
}

/** Registered from the plugin, like the outpatient reception (decision 0012: the panel imports no module). */
export function registrarFarmaciaDeSenhas() {
  registrarRecepcaoDeSenhas(MODULO_FARMACIA, {
    atendeNoLocal,
    caminho: ({ filaId }) => `/farmacia/fila-atendimento/index?senha=${filaId}`,
    permissao: FAR.filaEditar,
    // its claim is a pharmacy sector at the location: it goes before a unit-wide claim (decision 0016)
    precedencia: 10,
  });
}
