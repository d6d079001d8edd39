import type { ModuloWeb } from '../../lib/modulo';
import { rotasAgendarTransporte } from './agendar/rotas';
import { rotasCadastrosTransporte } from './cadastros/rotas';
import { rotasRelatoriosTransporte } from './relatorios/relatorio.routes';
import { rotasViagens } from './viagem/rotas';

/** Module transporte-paciente (spec 000 §2.3, issue 23): trips for treatment outside the municipality. */
export const moduloTransportePaciente: ModuloWeb = {
  id: 'transporte-paciente',
  rotas: [
    {
      path: '/transporte-paciente',
      // each screen folder exports its rotas array; spread here
      children: [...rotasAgendarTransporte, ...rotasCadastrosTransporte, ...rotasViagens, ...rotasRelatoriosTransporte],
    },
  ],
};
