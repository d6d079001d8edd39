import {
  AuditOutlined,
  BellOutlined,
  CarryOutOutlined,
  EditOutlined,
  FieldTimeOutlined,
  FileDoneOutlined,
  FileProtectOutlined,
  MedicineBoxOutlined,
  StopOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { AMB, jornadaBloqueioResource, jornadaResource, jornadaSituacaoResource, servicoResource } from '@saude/shared';
import { rotasDoRecurso } from '../../components/crud/resource-routes';
import { type ModuloWeb, rotasDaTela } from '../../lib/modulo';
import { rotasRelatoriosAmbulatorio } from './relatorios/relatorio.routes';

/** Module ambulatorio (issue 17): agendas, their blocks and statuses, services and the settings. */
export const moduloAmbulatorio: ModuloWeb = {
  id: 'ambulatorio',
  icones: {
    'calendar-times': StopOutlined,
    tags: TagsOutlined,
    'concierge-bell': BellOutlined,
    'calendar-check': CarryOutOutlined,
    'user-nurse': MedicineBoxOutlined,
    'user-clock': FieldTimeOutlined,
    'file-medical': FileProtectOutlined,
    'file-invoice-dollar': AuditOutlined,
    edit: EditOutlined,
    'file-signature': FileDoneOutlined,
  },
  rotas: [
    {
      path: '/ambulatorio',
      children: [
        rotasDoRecurso(jornadaResource, {
          index: () => import('./jornada/index.page'),
          create: () => import('./jornada/create.page'),
          edit: () => import('./jornada/edit.page'),
        }),
        rotasDoRecurso(jornadaBloqueioResource, {
          index: () => import('./jornada-bloqueio/index.page'),
          create: () => import('./jornada-bloqueio/create.page'),
          edit: () => import('./jornada-bloqueio/edit.page'),
        }),
        rotasDoRecurso(servicoResource, {
          index: () => import('./servico/index.page'),
          create: () => import('./servico/create.page'),
          edit: () => import('./servico/edit.page'),
        }),
        rotasDoRecurso(jornadaSituacaoResource, {
          index: () => import('./jornada-situacao/index.page'),
          create: () => import('./jornada-situacao/create.page'),
          edit: () => import('./jornada-situacao/edit.page'),
        }),
        // create/{id}: the patient (the reception or the patient record opens booking for someone)
        rotasDaTela('agendamento', {
          index: [() => import('./agendamento/index.page'), AMB.agendamentoVer],
          'create/:id?': [() => import('./agendamento/create.page'), AMB.agendar],
        }),
        rotasDaTela('agendamento-retroativo', {
          index: [() => import('./agendamento-retroativo/index.page'), AMB.retroativo],
          'create/:id?': [() => import('./agendamento-retroativo/create.page'), AMB.retroativo],
        }),
        rotasDaTela('supervisor', {
          index: [() => import('./supervisor/index.page'), AMB.supervisorVer],
          create: [() => import('./supervisor/create.page'), AMB.supervisorEditar],
          'edit/:id': [() => import('./supervisor/edit.page'), AMB.supervisorVer],
        }),
        rotasDaTela('fila-atendimento', { index: [() => import('./fila-atendimento/index.page'), AMB.filaVer] }),
        // create: the walk-in (demanda espontânea); the scheduled arrive from the index ("Chegou");
        // create/{filaId}: the kiosk ticket answered at the counter (its queue entry), received with the patient
        rotasDaTela('recepcao', {
          index: [() => import('./recepcao/index.page'), AMB.recepcaoVer],
          create: [() => import('./recepcao/create.page'), AMB.recepcaoCadastrar],
          'create/:filaId': [() => import('./recepcao/senha.page'), AMB.recepcaoCadastrar],
        }),
        rotasDaTela('atendimento-enfermagem', {
          index: [() => import('./atendimento-enfermagem/index.page'), AMB.enfermagemVer],
          'create/:tipoAtendimento/:filaId/:agendamentoId?': [
            () => import('./atendimento-enfermagem/create.page'),
            AMB.enfermagemCadastrar,
          ],
        }),
        rotasDaTela('gerenciamento-diario', { index: [() => import('./gerenciamento-diario/index.page'), AMB.gerenciamentoDiario] }),
        // edit/{id}: one day (?data=) of one of the professional's own agendas
        rotasDaTela('gerenciamento-medico', {
          index: [() => import('./gerenciamento-medico/index.page'), AMB.gerenciamentoMedico],
          'edit/:id': [() => import('./gerenciamento-medico/edit.page'), AMB.gerenciamentoMedico],
        }),
        rotasDaTela('formulario-raas', {
          index: [() => import('./formulario-raas/index.page'), AMB.raasVer],
          create: [() => import('./formulario-raas/create.page'), AMB.raasCadastrar],
          'edit/:id': [() => import('./formulario-raas/edit.page'), AMB.raasVer],
        }),
        ...rotasRelatoriosAmbulatorio,
        rotasDaTela('atendimento', {
          index: [() => import('./atendimento/index.page'), AMB.atendimentoVer],
          'create/:filaId/:agendamentoId?': [() => import('./atendimento/create.page'), AMB.atendimentoCadastrar],
          // edit/{id}: the author's correction of a reopened attendance (alteracao-consultas-finalizadas)
          'edit/:id': [() => import('./atendimento/edit.page'), AMB.atendimentoCadastrar],
        }),
        rotasDaTela('historico-atendimento', { index: [() => import('./historico-atendimento/index.page'), AMB.historicoVer] }),
        rotasDaTela('fechamento-consulta', { index: [() => import('./fechamento-consulta/index.page'), AMB.fechamentoConsulta] }),
        rotasDaTela('alteracao-consultas-finalizadas', {
          index: [() => import('./alteracao-consultas-finalizadas/index.page'), AMB.alteracaoFinalizadas],
        }),
        rotasDaTela('assinatura-eletronica', { index: [() => import('./assinatura-eletronica/index.page'), AMB.assinatura] }),
        rotasDaTela('parametrizacao', { create: [() => import('./parametrizacao/create.page'), AMB.parametrizacao] }, { inicio: 'create' }),
      ],
    },
  ],
};
