import { defineModuloApi } from '../../lib/modulo.js';
import { seedImunizacaoDemo } from './imunizacao.demo.js';
import { salaVacinacaoRoutes } from './sala-vacinacao/sala-vacinacao.routes.js';

/** Module imunizacao (spec 000 §2.3 imunizacao, issue 20): vaccination rooms, the national calendar, records, campaigns. */
export const moduloImunizacao = defineModuloApi({
  id: 'imunizacao',
  registrar(app, deps) {
    deps.recursos.push(salaVacinacaoRoutes(app));
  },
  seedDemo: seedImunizacaoDemo,
});
