import type { RouteObject } from 'react-router';
import { page } from '../../lib/lazy-page';

/** Module cadastro (spec 000 §2.3). usuario-perfil is the user's own profile, a single page. */
export const cadastroRoutes: RouteObject[] = [
  {
    path: '/cadastro',
    children: [{ path: 'usuario-perfil', lazy: page(() => import('./usuario-perfil/index.page')) }],
  },
];
