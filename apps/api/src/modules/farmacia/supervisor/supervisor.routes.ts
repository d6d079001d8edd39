import { FAR } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import { rotasSupervisoresDoModulo } from '../../../lib/supervisor-rotas.js';
import { ehSupervisor } from '../../cadastro/index.js';

/**
 * farmacia/supervisor (spec 000 §2.3: index, create, edit/{id}; 001 §7 "supervisor: CRUD plus is-supervisor/{id}"):
 * the pharmacists in charge, rows of cadastro/supervisor of module 'farmacia'. A supervisor authorises an early
 * repeat at dispensing (`ultima-retirada`).
 */
export function supervisorFarmaciaRoutes(app: FastifyInstance) {
  rotasSupervisoresDoModulo(app, {
    modulo: 'farmacia',
    base: '/api/farmacia/supervisor',
    permissoes: { ver: FAR.supervisorVer, editar: FAR.supervisorEditar },
    doModulo: 'da farmácia',
    ehSupervisor: (tx, usuarioId) => ehSupervisor(tx, usuarioId, 'farmacia'),
  });
}
