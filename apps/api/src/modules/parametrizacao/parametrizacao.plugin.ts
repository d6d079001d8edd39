import { defineModuloApi } from '../../lib/modulo.js';
import { seedParametrizacaoDemo } from './parametrizacao.demo.js';
import { parametrizacaoRoutes } from './parametrizacao.routes.js';

/** Module parametrizacao (spec 000 §2.3): exams, kits, procedures and the CID-10 table. */
export const moduloParametrizacao = defineModuloApi({
  id: 'parametrizacao',
  registrar(app, deps) {
    deps.recursos.push(...parametrizacaoRoutes(app));
  },
  seedDemo: seedParametrizacaoDemo,
});
