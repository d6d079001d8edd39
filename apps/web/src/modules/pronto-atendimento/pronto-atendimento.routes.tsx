import { classificacaoRiscoResource, PA } from '@saude/shared';
import { Navigate, type RouteObject } from 'react-router';
import { rotasDoRecurso } from '../../components/crud/resource-routes';
import { page } from '../../lib/lazy-page';

const recepcao = () => import('./atendimento-recepcao/create.page');

/**
 * Module pronto-atendimento (spec 000 §2.3). The reception answers on its three spec routes (index,
 * paciente, create) with the same screen: search, pick, receive.
 */
export const prontoAtendimentoRoutes: RouteObject[] = [
  {
    path: '/pronto-atendimento',
    children: [
      rotasDoRecurso(classificacaoRiscoResource, {
        index: () => import('./classificacao-risco/index.page'),
        create: () => import('./classificacao-risco/create.page'),
        edit: () => import('./classificacao-risco/edit.page'),
      }),
      // index only (spec 000 §2.3): shifts are created and edited in a modal of the list
      {
        path: 'plantao',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./plantao/index.page'), { permission: PA.plantaoVer }) },
        ],
      },
      {
        path: 'fila-atendimento',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./fila-atendimento/index.page'), { permission: PA.filaVer }) },
        ],
      },
      {
        path: 'atendimento-recepcao',
        children: [
          { index: true, element: <Navigate to="create" replace /> },
          { path: 'index', lazy: page(recepcao, { permission: PA.recepcaoCadastrar }) },
          { path: 'paciente', lazy: page(recepcao, { permission: PA.recepcaoCadastrar }) },
          { path: 'create', lazy: page(recepcao, { permission: PA.recepcaoCadastrar }) },
        ],
      },
      {
        path: 'atendimento-triagem/create/:id/:plantaoId',
        lazy: page(() => import('./atendimento-triagem/create.page'), { permission: PA.triagemCadastrar }),
      },
    ],
  },
];
