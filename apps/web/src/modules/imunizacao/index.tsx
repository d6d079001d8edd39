import { CloudOutlined, ImportOutlined, NotificationOutlined, SearchOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { salaVacinacaoResource } from '@saude/shared';
import { rotasDoRecurso } from '../../components/crud/resource-routes';
import type { ModuloWeb } from '../../lib/modulo';

/** Module imunizacao (spec 000 §2.3, issue 20): vaccination rooms, records over the national calendar, campaigns, stock. */
export const moduloImunizacao: ModuloWeb = {
  id: 'imunizacao',
  icones: {
    bolt: ThunderboltOutlined,
    bullhorn: NotificationOutlined,
    snowflake: CloudOutlined,
    search: SearchOutlined,
    'truck-loading': ImportOutlined,
  },
  rotas: [
    {
      path: '/imunizacao',
      children: [
        rotasDoRecurso(salaVacinacaoResource, {
          index: () => import('./sala-vacinacao/index.page'),
          create: () => import('./sala-vacinacao/create.page'),
          edit: () => import('./sala-vacinacao/edit.page'),
        }),
      ],
    },
  ],
};
