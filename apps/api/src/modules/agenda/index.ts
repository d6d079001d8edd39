export { colunasAgendamento, deAgendamento, type LinhaAgendamento, listarAgendamentos, paraItem } from './agenda.lista.js';
export { nomeDoRecurso, registrarNomeRecurso } from './agenda.recursos.js';
export {
  type AcaoAgendamentoApi,
  agendar,
  agoraLocal,
  aplicarAcaoAgendamento,
  historicoFaltas,
  type PedidoAgendamento,
  type RegrasAgendamento,
  unidadeDaLotacao,
} from './agenda.service.js';
export { agendamento, jornada, jornadaBloqueio, jornadaSituacao } from './agenda.table.js';
export { acessoNegado, diasFechados, type JornadaGrade, lerJornadas, proximasVagas, type Solicitante } from './agenda.vagas.js';
