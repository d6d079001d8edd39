import type { ModuloWeb } from '../../lib/modulo';

/** Module transporte-paciente (spec 000 §2.3, issue 23): trips for treatment outside the municipality. */
export const moduloTransportePaciente: ModuloWeb = {
  id: 'transporte-paciente',
  rotas: [
    {
      path: '/transporte-paciente',
      // each screen folder exports its rotas array; spread here
      children: [],
    },
  ],
};
