import { ContainerOutlined, ExportOutlined, InboxOutlined } from '@ant-design/icons';
import { ALM, motivoBaixaResource } from '@saude/shared';
import { rotasDoRecurso } from '../../components/crud/resource-routes';
import { type ModuloWeb, rotasDaTela } from '../../lib/modulo';

/** Module almoxarifado (spec 000 §2.3, issue 18): entries, exits and their reversals over the stock engine. */
export const moduloAlmoxarifado: ModuloWeb = {
  id: 'almoxarifado',
  icones: {
    'file-invoice': ContainerOutlined,
    dolly: ExportOutlined,
    'box-open': InboxOutlined,
  },
  rotas: [
    {
      path: '/almoxarifado',
      children: [
        rotasDoRecurso(motivoBaixaResource, {
          index: () => import('./motivo-baixa/index.page'),
          create: () => import('./motivo-baixa/create.page'),
          edit: () => import('./motivo-baixa/edit.page'),
        }),
        rotasDaTela('entrada', {
          index: [() => import('./entrada/index.page'), ALM.entradaVer],
          create: [() => import('./entrada/create.page'), ALM.entradaCadastrar],
          'edit/:id': [() => import('./entrada/edit.page'), ALM.entradaVer],
        }),
        rotasDaTela('entrada-inicial', {
          index: [() => import('./entrada-inicial/index.page'), ALM.entradaInicialVer],
          create: [() => import('./entrada-inicial/create.page'), ALM.entradaInicialCadastrar],
          'edit/:id': [() => import('./entrada-inicial/edit.page'), ALM.entradaInicialVer],
        }),
        rotasDaTela('saida', {
          index: [() => import('./saida/index.page'), ALM.saidaVer],
          create: [() => import('./saida/create.page'), ALM.saidaCadastrar],
          'edit/:id': [() => import('./saida/edit.page'), ALM.saidaVer],
        }),
        rotasDaTela('parametrizacao', { index: [() => import('./parametrizacao/index.page'), ALM.parametrizacao] }),
      ],
    },
  ],
};
