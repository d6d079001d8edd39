import { AMB } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import { rotasSupervisoresDoModulo } from '../../../lib/supervisor-rotas.js';
import { ehSupervisor } from '../../cadastro/index.js';

/**
 * ambulatorio/supervisor (spec 000 §2.3) and is-supervisor (spec 000 §6): the rows of cadastro/supervisor whose
 * module is the outpatient clinic. A supervisor may book a patient held back by the no-show policy.
 */
export function supervisorAmbulatorioRoutes(app: FastifyInstance) {
  rotasSupervisoresDoModulo(app, {
    modulo: 'ambulatorio',
    base: '/api/ambulatorio/supervisor',
    permissoes: { ver: AMB.supervisorVer, editar: AMB.supervisorEditar },
    doModulo: 'do ambulatório',
    ehSupervisor: (tx, usuarioId) => ehSupervisor(tx, usuarioId, 'ambulatorio'),
  });
}
