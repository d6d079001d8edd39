/** The engine's `modulo` of the outpatient agendas and appointments. */
export const MODULO_AMBULATORIO = 'ambulatorio';
