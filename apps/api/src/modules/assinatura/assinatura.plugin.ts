import { defineModuloApi } from '../../lib/modulo.js';
import { restPkiRoutes } from './rest-pki.routes.js';

/** Cross-cutting area assinatura: PAdES signing (`/api/rest-pki`) and the public verification (`/api/publico/verificar`). */
export const moduloAssinatura = defineModuloApi({
  id: 'assinatura',
  registrar(app, deps) {
    restPkiRoutes(app, deps);
  },
});
