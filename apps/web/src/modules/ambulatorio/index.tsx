import { BellOutlined, StopOutlined, TagsOutlined } from '@ant-design/icons';
import { AMB, jornadaBloqueioResource, jornadaResource, jornadaSituacaoResource, servicoResource } from '@saude/shared';
import { rotasDoRecurso } from '../../components/crud/resource-routes';
import { type ModuloWeb, rotasDaTela } from '../../lib/modulo';

/** Module ambulatorio (issue 17): agendas, their blocks and statuses, services and the settings. */
export const moduloAmbulatorio: ModuloWeb = {
  id: 'ambulatorio',
  icones: { 'calendar-times': StopOutlined, tags: TagsOutlined, 'concierge-bell': BellOutlined },
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
        rotasDaTela('parametrizacao', { create: [() => import('./parametrizacao/create.page'), AMB.parametrizacao] }, { inicio: 'create' }),
      ],
    },
  ],
};
