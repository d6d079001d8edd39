import { SetorTipo } from '@saude/shared';

/** The queues of this module are `fila` rows with this `modulo`. */
export const MODULO_PA = 'pronto-atendimento';

/** The queues a patient may be sent to inside a location: the care sectors. */
export const SETORES_DESTINO: readonly number[] = [SetorTipo.TRIAGEM, SetorTipo.CONSULTORIO, SetorTipo.ENFERMAGEM, SetorTipo.OBSERVACAO];
