import { registrarFonteResultadosExame } from '../../lib/clinico/resultados-exame.js';
import { defineModuloApi } from '../../lib/modulo.js';
import { agendamentoImagemRoutes } from './agendamento/agendamento.routes.js';
import { assinaturaImagemRoutes } from './assinatura/assinatura.routes.js';
import { cotaImagemRoutes } from './cota/cota.routes.js';
import { equipamentoImagemRoutes } from './equipamento/equipamento.routes.js';
import { exameAgendadoRealizadoImagemRoutes } from './exame-agendado-realizado/exame-agendado-realizado.routes.js';
import { seedExameImagemDemo } from './exame-imagem.demo.js';
import { fechamentoImagemRoutes } from './fechamento/fechamento.routes.js';
import { impressaoImagemRoutes } from './impressao/impressao.routes.js';
import { fonteResultadosImagem } from './impressao/resultados-exame.fonte.js';
import { jornadaImagemRoutes, registrarNomeEquipamento } from './jornada/jornada.routes.js';
import { lancamentoImagemRoutes } from './lancamento/lancamento.routes.js';
import { modeloLaudoImagemRoutes } from './modelo-laudo/modelo-laudo.routes.js';
import { parametrizacaoImagemRoutes } from './parametrizacao/parametrizacao.routes.js';
import { relatoriosExameImagemRoutes } from './relatorios/relatorios.routes.js';

/** Module exame-imagem (spec 000 §2.3 exame-imagem, issue 22): agendas by equipment, scheduling, reports and closing. */
export const moduloExameImagem = defineModuloApi({
  id: 'exame-imagem',
  nucleo() {
    registrarFonteResultadosExame(fonteResultadosImagem);
    registrarNomeEquipamento();
  },
  registrar(app, deps) {
    deps.recursos.push(equipamentoImagemRoutes(app), modeloLaudoImagemRoutes(app));
    // the agendas are the engine's table (not a registry of the module's own): outside the registries' contract
    jornadaImagemRoutes(app);
    parametrizacaoImagemRoutes(app);
    cotaImagemRoutes(app);
    agendamentoImagemRoutes(app);
    exameAgendadoRealizadoImagemRoutes(app);
    lancamentoImagemRoutes(app);
    assinaturaImagemRoutes(app);
    impressaoImagemRoutes(app);
    fechamentoImagemRoutes(app);
    relatoriosExameImagemRoutes(app, deps);
  },
  seedDemo: async (tx, ctx) => {
    await seedExameImagemDemo(tx, ctx);
  },
});
