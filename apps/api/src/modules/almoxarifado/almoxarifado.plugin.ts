import { defineModuloApi } from '../../lib/modulo.js';
import { seedAlmoxarifadoDemo } from './almoxarifado.demo.js';
import { entradaRoutes } from './entrada/entrada.routes.js';
import { motivoBaixaRoutes } from './motivo-baixa/motivo-baixa.routes.js';
import { parametrizacaoAlmoxarifadoRoutes } from './parametrizacao/parametrizacao.routes.js';
import { saidaRoutes } from './saida/saida.routes.js';

/** Module almoxarifado (spec 000 §2.3, issue 18): the warehouse's screens over the stock engine (decision 0013). */
export const moduloAlmoxarifado = defineModuloApi({
  id: 'almoxarifado',
  registrar(app, deps) {
    deps.recursos.push(motivoBaixaRoutes(app));
    entradaRoutes(app);
    saidaRoutes(app);
    parametrizacaoAlmoxarifadoRoutes(app);
  },
  seedDemo: seedAlmoxarifadoDemo,
});
