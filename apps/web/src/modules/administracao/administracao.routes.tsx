import { notificacaoResource, P, papelResource, permissaoResource } from '@saude/shared';
import { Navigate, type RouteObject } from 'react-router';
import { rotasDoRecurso } from '../../components/crud/resource-routes';
import { page } from '../../lib/lazy-page';

/** Module administracao (spec 000 §2.3). Section roots redirect to their index page. */
export const administracaoRoutes: RouteObject[] = [
  {
    path: '/administracao',
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      rotasDoRecurso(papelResource, {
        index: () => import('./papel/index.page'),
        create: () => import('./papel/create.page'),
        edit: () => import('./papel/edit.page'),
      }),
      rotasDoRecurso(permissaoResource, { index: () => import('./permissao/index.page'), edit: () => import('./permissao/edit.page') }),
      rotasDoRecurso(notificacaoResource, {
        index: () => import('./notificacao/index.page'),
        create: () => import('./notificacao/create.page'),
        edit: () => import('./notificacao/edit.page'),
      }),
      {
        path: 'configuracao',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./configuracao/index.page'), { permission: P.administracao.configuracaoVer }) },
        ],
      },
      ...(
        [
          [
            'relatorio-historico-papel-lotacao',
            () => import('./relatorio-historico/papel-lotacao.page'),
            P.administracao.historicoPapelLotacao,
          ],
          [
            'relatorio-historico-permissao-lotacao',
            () => import('./relatorio-historico/permissao-lotacao.page'),
            P.administracao.historicoPermissaoLotacao,
          ],
          [
            'relatorio-historico-permissao-papel',
            () => import('./relatorio-historico/permissao-papel.page'),
            P.administracao.historicoPermissaoPapel,
          ],
        ] as const
      ).map(([path, load, permission]) => ({
        path,
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(load, { permission }) },
        ],
      })),
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
      {
        path: 'teste-impressao',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./teste-impressao/index.page'), { permission: P.administracao.testeImpressao }) },
        ],
      },
    ],
  },
];
