import { defineModuloApi } from '../../lib/modulo.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { gestacaoRoutes } from './gestacao/gestacao.routes.js';
import { intranetClienteRoutes } from './intranet/cliente/cliente.routes.js';
import { referenciasNacionaisRoutes } from './referencias.routes.js';
import { tarefaRoutes } from './tarefa/tarefa.routes.js';
import { termoInvalidoRoutes } from './termo-invalido.routes.js';

/**
 * Cross-cutting area geral: the municipality's public face (intranet/cliente), the lookups of the national
 * reference tables, the dashboard, the invalid-term list and the background jobs ("Tarefas").
 */
export const moduloGeral = defineModuloApi({
  id: 'geral',
  registrar(app, deps) {
    intranetClienteRoutes(app, deps.db);
    referenciasNacionaisRoutes(app);
    dashboardRoutes(app);
    gestacaoRoutes(app);
    termoInvalidoRoutes(app);
    tarefaRoutes(app, deps);
  },
});
