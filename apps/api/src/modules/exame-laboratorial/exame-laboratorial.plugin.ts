import { defineModuloApi } from '../../lib/modulo.js';
import { seedExameLaboratorialDemo } from './exame-laboratorial.demo.js';
import { laboratorioRoutes } from './laboratorio/laboratorio.routes.js';

/** Module exame-laboratorial (spec 000 §2.3 exame-laboratorial, issue 21): from the request to the signed result. */
export const moduloExameLaboratorial = defineModuloApi({
  id: 'exame-laboratorial',
  registrar(app, deps) {
    deps.recursos.push(laboratorioRoutes(app));
  },
  seedDemo: async (tx, ctx) => {
    await seedExameLaboratorialDemo(tx, ctx);
  },
});
