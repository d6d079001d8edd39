import { defineModuloApi } from '../../lib/modulo.js';
import { seedAgendamentosTransporteDemo } from './agendar/agendar.demo.js';
import { agendarTransporteRoutes } from './agendar/agendar.routes.js';
import { seedCadastrosTransporteDemo } from './cadastros/cadastros.demo.js';
import { condutorTransporteRoutes } from './condutor/condutor.routes.js';
import { destinoTransporteRoutes } from './destino/destino.routes.js';
import { escolherVeiculoRoutes } from './escolher-veiculo/escolher-veiculo.routes.js';
import { fechamentoViagemRoutes } from './fechamento-viagem/fechamento-viagem.routes.js';
import { gerenciamentoRoutes } from './gerenciamento/gerenciamento.routes.js';
import { grupoTransporteRoutes } from './grupo/grupo.routes.js';
import { jornadaTransporteRoutes } from './jornada/jornada.routes.js';
import { listagemRoutes } from './listagem/listagem.routes.js';
import { motivoTransporteRoutes } from './motivo/motivo.routes.js';
import { parametrizacaoTransporteRoutes } from './parametrizacao/parametrizacao.routes.js';
import { pontoTransporteRoutes } from './ponto/ponto.routes.js';
import { preAgendamentoTransporteRoutes } from './pre-agendamento/pre-agendamento.routes.js';
import { reaberturaViagemRoutes } from './reabertura-viagem/reabertura-viagem.routes.js';
import { reimpressaoProtocoloRoutes } from './reimpressao-protocolo/reimpressao-protocolo.routes.js';
import { relatoriosTransporteRoutes } from './relatorios/relatorios.routes.js';
import { supervisorTransporteRoutes } from './supervisor/supervisor.routes.js';
import { transferenciaPacienteRoutes } from './transferencia-paciente/transferencia-paciente.routes.js';
import { veiculoTransporteRoutes } from './veiculo/veiculo.routes.js';
import { seedViagensTransporteDemo } from './viagem/viagem.demo.js';

/**
 * Module transporte-paciente (spec 000 §2.3 transporte-paciente, issue 23): trips for treatment outside the
 * municipality — the fleet's registries, requests waiting for a seat, bookings with companions and their slips, the
 * day's trip assembly into vehicles, boarding and no-shows, closing and reopening of trips, the nine reports.
 * Each screen's folder registers its routes below.
 */
export const moduloTransportePaciente = defineModuloApi({
  id: 'transporte-paciente',
  registrar(app, deps) {
    deps.recursos.push(
      condutorTransporteRoutes(app),
      veiculoTransporteRoutes(app),
      destinoTransporteRoutes(app),
      jornadaTransporteRoutes(app),
      pontoTransporteRoutes(app),
      grupoTransporteRoutes(app),
      motivoTransporteRoutes(app),
      supervisorTransporteRoutes(app),
    );
    parametrizacaoTransporteRoutes(app);
    preAgendamentoTransporteRoutes(app);
    agendarTransporteRoutes(app);
    reimpressaoProtocoloRoutes(app);
    escolherVeiculoRoutes(app);
    transferenciaPacienteRoutes(app);
    listagemRoutes(app);
    gerenciamentoRoutes(app);
    fechamentoViagemRoutes(app);
    reaberturaViagemRoutes(app);
    relatoriosTransporteRoutes(app, deps);
  },
  seedDemo: async (tx, ctx) => {
    await seedCadastrosTransporteDemo(tx, ctx);
    await seedAgendamentosTransporteDemo(tx, ctx);
    await seedViagensTransporteDemo(tx, ctx);
  },
});
