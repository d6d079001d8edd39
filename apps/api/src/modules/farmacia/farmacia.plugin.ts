import { defineModuloApi } from '../../lib/modulo.js';
import { seedFarmaciaDemo } from './farmacia.demo.js';
import { medicamentoNaoPadronizadoRoutes } from './medicamento-nao-padronizado/medicamento-nao-padronizado.routes.js';

/** Module farmacia (spec 000 §2.3, issue 19): dispensing over the stock engine, controlled-drug books, CEAF processes. */
export const moduloFarmacia = defineModuloApi({
  id: 'farmacia',
  registrar(app, deps) {
    deps.recursos.push(medicamentoNaoPadronizadoRoutes(app));
  },
  seedDemo: seedFarmaciaDemo,
});
