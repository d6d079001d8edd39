import {
  CalculatorOutlined,
  CheckSquareOutlined,
  ImportOutlined,
  OrderedListOutlined,
  ScheduleOutlined,
  SignatureOutlined,
  StopOutlined,
  TableOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { laboratorioResource } from '@saude/shared';
import { rotasDoRecurso } from '../../components/crud/resource-routes';
import type { ModuloWeb } from '../../lib/modulo';
import { rotasAgendamentoExame } from './agendamento-exame/rotas';
import { rotasColetaLaboratorio } from './coleta/rotas';
import { rotasConfiguracaoLaboratorio } from './exame-campo/rotas';
import { rotasImportarLaudo } from './importar-laudo/rotas';
import { rotasResultadoLaboratorio } from './lancamento-resultado/rotas';
import { rotasRelatoriosLaboratorio } from './relatorios/relatorio.routes';

/** Module exame-laboratorial (spec 000 §2.3, issue 21): scheduling, collection, bench, signed results. */
export const moduloExameLaboratorial: ModuloWeb = {
  id: 'exame-laboratorial',
  icones: {
    'calendar-plus': ScheduleOutlined,
    'th-list': TableOutlined,
    'file-import': ImportOutlined,
    signature: SignatureOutlined,
    'hand-holding': UserSwitchOutlined,
    ban: StopOutlined,
    'check-double': CheckSquareOutlined,
    'list-ol': OrderedListOutlined,
    'square-root-alt': CalculatorOutlined,
  },
  rotas: [
    {
      path: '/exame-laboratorial',
      children: [
        rotasDoRecurso(laboratorioResource, {
          index: () => import('./laboratorio/index.page'),
          create: () => import('./laboratorio/create.page'),
          edit: () => import('./laboratorio/edit.page'),
        }),
        ...rotasAgendamentoExame,
        ...rotasColetaLaboratorio,
        ...rotasConfiguracaoLaboratorio,
        ...rotasResultadoLaboratorio,
        ...rotasImportarLaudo,
        ...rotasRelatoriosLaboratorio,
      ],
    },
  ],
};
