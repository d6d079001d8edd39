import { defineModuloApi } from '../../lib/modulo.js';
import { altoCustoRoutes } from './alto-custo/alto-custo.routes.js';
import { impressaoDispensacaoFarmaciaRoutes } from './dispensacao/dispensacao.impressao.js';
import { dispensacaoFarmaciaRoutes } from './dispensacao/dispensacao.routes.js';
import { estornoDispensacaoFarmaciaRoutes } from './estorno-dispensacao/estorno-dispensacao.routes.js';
import { seedFarmaciaDemo } from './farmacia.demo.js';
import { filaFarmacia } from './fila/fila.service.js';
import { livrosRoutes } from './livro/livro.routes.js';
import { medicamentoNaoPadronizadoRoutes } from './medicamento-nao-padronizado/medicamento-nao-padronizado.routes.js';
import { parametrizacaoFarmaciaRoutes } from './parametrizacao/parametrizacao.routes.js';
import { relatoriosFarmaciaRoutes } from './relatorios/relatorios.routes.js';
import { supervisorFarmaciaRoutes } from './supervisor/supervisor.routes.js';

/** Module farmacia (spec 000 §2.3, issue 19): dispensing over the stock engine, controlled-drug books, CEAF processes. */
export const moduloFarmacia = defineModuloApi({
  id: 'farmacia',
  registrar(app, deps) {
    deps.recursos.push(medicamentoNaoPadronizadoRoutes(app));
    filaFarmacia.rotas(app);
    filaFarmacia.registrarSenhas();
    parametrizacaoFarmaciaRoutes(app);
    supervisorFarmaciaRoutes(app);
    relatoriosFarmaciaRoutes(app, deps);
    livrosRoutes(app);
    altoCustoRoutes(app);
    dispensacaoFarmaciaRoutes(app, deps);
    estornoDispensacaoFarmaciaRoutes(app);
    impressaoDispensacaoFarmaciaRoutes(app);
  },
  seedDemo: seedFarmaciaDemo,
});
