import { Spin } from 'antd';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject, redirect } from 'react-router';
import { RequireAuth } from './components/RequireAuth';
import { RouteError } from './components/RouteError';
import { RootLayout } from './layouts/root.layout';
import { page } from './lib/lazy-page';
import { sessionStore } from './lib/session';
import { MODULOS_WEB } from './modulos';

const layout = (load: () => Promise<{ default: ComponentType }>) => page(load);

// each module's routes, in its three places (src/modulos.ts lists the modules)
const rotasPublicas = MODULOS_WEB.flatMap((m) => m.rotasPublicas ?? []);
const rotasSemMenu = MODULOS_WEB.flatMap((m) => m.rotasSemMenu ?? []);
const rotasComMenu = MODULOS_WEB.flatMap((m) => m.rotas);

/**
 * Spec 000 §4 navigation guard. Runs on every navigation into the authenticated tree (not only the
 * first), so a session cleared in another tab is noticed at the next click.
 */
function exigirSessao() {
  return sessionStore.token() ? null : redirect('/401');
}

const erro = (status: '401' | '403' | '404' | '500'): RouteObject => ({
  path: `/${status}`,
  lazy: page(() => import('./pages/erro/erro.page').then((m) => ({ default: m.paginas[status] }))),
});

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spin fullscreen />,
    children: [
      {
        lazy: layout(() => import('./layouts/login/login.layout')),
        children: [
          { path: '/login/:customer?', lazy: page(() => import('./pages/login/login.page')) },
          { path: '/recuperar-senha/:customer', lazy: page(() => import('./pages/recuperar-senha/recuperar-senha.page')) },
        ],
      },
      {
        lazy: layout(() => import('./layouts/empty.layout')),
        children: [
          erro('401'),
          erro('403'),
          erro('404'),
          erro('500'),
          // public: the QR code on a signed document leads here (issue 5)
          { path: '/verificar/:codigo?', lazy: page(() => import('./pages/verificar/verificar.page')) },
          // public routes of the modules, e.g. the TV screen and the kiosk's external login (issue 7)
          ...rotasPublicas,
        ],
      },
      {
        id: 'autenticado',
        loader: exigirSessao,
        shouldRevalidate: () => true,
        Component: RequireAuth,
        children: [
          {
            lazy: layout(() => import('./layouts/empty.layout')),
            children: [{ path: '/lotacao', lazy: page(() => import('./pages/lotacao/lotacao.page')) }, ...rotasSemMenu],
          },
          {
            lazy: layout(() => import('./layouts/logged-in/logged-in.layout')),
            children: [
              { path: '/', element: <Navigate to="/dashboard" replace /> },
              { path: '/dashboard', lazy: page(() => import('./pages/dashboard/dashboard.page')) },
              ...rotasComMenu,
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
