import { defineModuloApi } from '../../lib/modulo.js';
import { agendamentoRoutes } from './agendamento/agendamento.routes.js';
import { seedAmbulatorioDemo } from './ambulatorio.demo.js';
import { jornadaRoutes } from './jornada/jornada.routes.js';
import { jornadaBloqueioRoutes } from './jornada-bloqueio/jornada-bloqueio.routes.js';
import { jornadaSituacaoRoutes } from './jornada-situacao/jornada-situacao.routes.js';
import { parametrizacaoAmbulatorioRoutes } from './parametrizacao/parametrizacao.routes.js';
import { servicoRoutes } from './servico/servico.routes.js';
import { supervisorAmbulatorioRoutes } from './supervisor/supervisor.routes.js';

/** Module ambulatorio (issue 17): agendas and scheduling on the agenda engine (`modules/agenda`). */
export const moduloAmbulatorio = defineModuloApi({
  id: 'ambulatorio',
  registrar(app, deps) {
    deps.recursos.push(servicoRoutes(app), jornadaSituacaoRoutes(app), jornadaRoutes(app), jornadaBloqueioRoutes(app));
    agendamentoRoutes(app);
    parametrizacaoAmbulatorioRoutes(app);
    supervisorAmbulatorioRoutes(app);
  },
  seedDemo: seedAmbulatorioDemo,
});
