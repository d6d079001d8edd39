import { defineModuloApi } from '../../lib/modulo.js';
import { agendamentoExameRoutes } from './agendamento-exame/agendamento-exame.routes.js';
import { assinaturaEletronicaRoutes } from './assinatura-eletronica/assinatura-eletronica.routes.js';
import { coletaRoutes } from './coleta/coleta.routes.js';
import { exameAgendadoRealizadoRoutes } from './exame-agendado-realizado/exame-agendado-realizado.routes.js';
import { exameCampoRoutes } from './exame-campo/exame-campo.routes.js';
import { seedExameLaboratorialDemo } from './exame-laboratorial.demo.js';
import { formulaExameRoutes } from './formula-exame/formula-exame.routes.js';
import { importarLaudoRoutes } from './importar-laudo/importar-laudo.routes.js';
import { jornadaLaboratorioRoutes, registrarNomeLaboratorio } from './jornada/jornada.routes.js';
import { laboratorioRoutes } from './laboratorio/laboratorio.routes.js';
import { lancamentoResultadoRoutes } from './lancamento-resultado/lancamento-resultado.routes.js';
import { mapaRoutes } from './mapa/mapa.routes.js';
import { parametrizacaoLaboratorioRoutes } from './parametrizacao/parametrizacao.routes.js';
import { relatoriosExameLaboratorialRoutes } from './relatorios/relatorios.routes.js';
import { resultadoImpressaoRoutes } from './resultado-impressao/resultado-impressao.routes.js';

/** Module exame-laboratorial (spec 000 §2.3 exame-laboratorial, issue 21): from the request to the signed result. */
export const moduloExameLaboratorial = defineModuloApi({
  id: 'exame-laboratorial',
  nucleo() {
    registrarNomeLaboratorio();
  },
  registrar(app, deps) {
    deps.recursos.push(laboratorioRoutes(app));
    jornadaLaboratorioRoutes(app);
    agendamentoExameRoutes(app);
    coletaRoutes(app);
    mapaRoutes(app);
    exameAgendadoRealizadoRoutes(app);
    exameCampoRoutes(app);
    formulaExameRoutes(app);
    importarLaudoRoutes(app);
    relatoriosExameLaboratorialRoutes(app, deps);
    parametrizacaoLaboratorioRoutes(app);
    lancamentoResultadoRoutes(app);
    assinaturaEletronicaRoutes(app);
    resultadoImpressaoRoutes(app);
  },
  seedDemo: async (tx, ctx) => {
    await seedExameLaboratorialDemo(tx, ctx);
  },
});
