import { bairroResource, logradouroResource } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDoRecurso } from '../../components/crud/resource-routes';
import { page } from '../../lib/lazy-page';

/** Module cadastro (spec 000 §2.3). usuario-perfil is the user's own profile, a single page. */
export const cadastroRoutes: RouteObject[] = [
  {
    path: '/cadastro',
    children: [
      { path: 'usuario-perfil', lazy: page(() => import('./usuario-perfil/index.page')) },
      rotasDoRecurso(bairroResource, {
        index: () => import('./bairro/index.page'),
        create: () => import('./bairro/create.page'),
        edit: () => import('./bairro/edit.page'),
      }),
      rotasDoRecurso(logradouroResource, {
        index: () => import('./logradouro/index.page'),
        create: () => import('./logradouro/create.page'),
        edit: () => import('./logradouro/edit.page'),
      }),
    ],
  },
];
