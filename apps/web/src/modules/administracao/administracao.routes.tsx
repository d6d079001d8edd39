import { notificacaoResource, P, papelResource, permissaoResource } from '@saude/shared';
import { Navigate, type RouteObject } from 'react-router';
import { page } from '../../lib/lazy-page';

/** Module administracao (spec 000 §2.3). Section roots redirect to their index page. */
export const administracaoRoutes: RouteObject[] = [
  {
    path: '/administracao',
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      {
        path: 'papel',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./papel/index.page'), { permission: papelResource.permissoes.visualizar }) },
          { path: 'create', lazy: page(() => import('./papel/create.page'), { permission: papelResource.permissoes.cadastrar }) },
          { path: 'edit/:id', lazy: page(() => import('./papel/edit.page'), { permission: papelResource.permissoes.editar }) },
        ],
      },
      {
        path: 'permissao',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./permissao/index.page'), { permission: permissaoResource.permissoes.visualizar }) },
          { path: 'edit/:id', lazy: page(() => import('./permissao/edit.page'), { permission: permissaoResource.permissoes.editar }) },
        ],
      },
      {
        path: 'notificacao',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          {
            path: 'index',
            lazy: page(() => import('./notificacao/index.page'), { permission: notificacaoResource.permissoes.visualizar }),
          },
          {
            path: 'create',
            lazy: page(() => import('./notificacao/create.page'), { permission: notificacaoResource.permissoes.cadastrar }),
          },
          { path: 'edit/:id', lazy: page(() => import('./notificacao/edit.page'), { permission: notificacaoResource.permissoes.editar }) },
        ],
      },
      {
        path: 'configuracao',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./configuracao/index.page'), { permission: P.administracao.configuracaoVer }) },
        ],
      },
      {
        path: 'email-saida',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./email-saida/index.page'), { permission: P.administracao.emailSaida }) },
        ],
      },
      {
        path: 'auditoria',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./auditoria/index.page'), { permission: P.administracao.auditoria }) },
        ],
      },
    ],
  },
];
