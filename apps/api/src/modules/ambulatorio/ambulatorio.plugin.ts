import { AMB, RECURSO_AGENDA } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { registrarFonteExamesSolicitados } from '../../lib/clinico/exames-solicitados.js';
import { registrarFonteReceitas } from '../../lib/clinico/receitas-emitidas.js';
import { rotaResultadosExame } from '../../lib/clinico/resultados-exame.js';
import { defineModuloApi } from '../../lib/modulo.js';
import { registrarNomeRecurso } from '../agenda/index.js';
import { agendamentoRoutes } from './agendamento/agendamento.routes.js';
import { alteracaoConsultasFinalizadasRoutes } from './alteracao-consultas-finalizadas/alteracao-consultas-finalizadas.routes.js';
import { seedAmbulatorioDemo } from './ambulatorio.demo.js';
import { assinaturaEletronicaAmbulatorioRoutes } from './assinatura-eletronica/assinatura-eletronica.routes.js';
import { atendimentoRoutes } from './atendimento/atendimento.routes.js';
import { fonteExamesAmbulatorio } from './atendimento/exames-solicitados.fonte.js';
import { fonteReceitasAmbulatorio } from './atendimento/receitas-emitidas.fonte.js';
import { enfermagemAmbulatorioRoutes } from './atendimento-enfermagem/atendimento-enfermagem.routes.js';
import { fechamentoConsultaRoutes } from './fechamento-consulta/fechamento-consulta.routes.js';
import { filaAmbulatorioRoutes } from './fila/fila.routes.js';
import { formularioRaasRoutes } from './formulario-raas/formulario-raas.routes.js';
import { gerenciamentoDiarioRoutes } from './gerenciamento-diario/gerenciamento-diario.routes.js';
import { gerenciamentoMedicoRoutes } from './gerenciamento-medico/gerenciamento-medico.routes.js';
import { historicoAtendimentoRoutes } from './historico-atendimento/historico-atendimento.routes.js';
import { jornadaRoutes } from './jornada/jornada.routes.js';
import { jornadaBloqueioRoutes } from './jornada-bloqueio/jornada-bloqueio.routes.js';
import { jornadaSituacaoRoutes } from './jornada-situacao/jornada-situacao.routes.js';
import { parametrizacaoAmbulatorioRoutes } from './parametrizacao/parametrizacao.routes.js';
import { recepcaoAmbulatorioRoutes } from './recepcao/recepcao.routes.js';
import { relatoriosAmbulatorioRoutes } from './relatorios/relatorios.routes.js';
import { servicoRoutes } from './servico/servico.routes.js';
import { supervisorAmbulatorioRoutes } from './supervisor/supervisor.routes.js';

/** Module ambulatorio (issue 17): agendas and scheduling on the agenda engine (`modules/agenda`). */
export const moduloAmbulatorio = defineModuloApi({
  id: 'ambulatorio',
  nucleo() {
    registrarFonteReceitas(fonteReceitasAmbulatorio);
    registrarFonteExamesSolicitados(fonteExamesAmbulatorio);
    // the agendas of a service (an ECG, a dressing room) are named by the service (the engine knows only users)
    registrarNomeRecurso(RECURSO_AGENDA.SERVICO, (id) => sql<string>`(select s.nome from servico s where s.id = ${id})`);
  },
  registrar(app, deps) {
    deps.recursos.push(servicoRoutes(app), jornadaSituacaoRoutes(app), jornadaRoutes(app), jornadaBloqueioRoutes(app));
    agendamentoRoutes(app);
    parametrizacaoAmbulatorioRoutes(app);
    recepcaoAmbulatorioRoutes(app);
    filaAmbulatorioRoutes(app);
    enfermagemAmbulatorioRoutes(app);
    atendimentoRoutes(app);
    // the signed reports of the services (imaging) in the attendance, without paper (issue 22)
    rotaResultadosExame(app, { base: '/api/ambulatorio/atendimento', permission: AMB.atendimentoVer, tag: 'ambulatorio/atendimento' });
    historicoAtendimentoRoutes(app);
    fechamentoConsultaRoutes(app);
    alteracaoConsultasFinalizadasRoutes(app);
    assinaturaEletronicaAmbulatorioRoutes(app);
    supervisorAmbulatorioRoutes(app);
    gerenciamentoDiarioRoutes(app);
    gerenciamentoMedicoRoutes(app);
    formularioRaasRoutes(app);
    relatoriosAmbulatorioRoutes(app, deps);
  },
  seedDemo: seedAmbulatorioDemo,
});
