import { defineModuloApi } from '../../lib/modulo.js';
import { medicamentoNaoPadronizadoRoutes } from './medicamento-nao-padronizado/medicamento-nao-padronizado.routes.js';

/** Module farmacia (spec 000 §2.3). */
export const moduloFarmacia = defineModuloApi({
  id: 'farmacia',
  registrar(app, deps) {
    deps.recursos.push(medicamentoNaoPadronizadoRoutes(app));
  },
});
