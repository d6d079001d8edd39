import type { ResourceDef } from '@saude/shared';
import { Navigate, type RouteObject } from 'react-router';
import { page } from '../../lib/lazy-page';

type Loader = Parameters<typeof page>[0];

/**
 * The routes of a registry resource (spec 000 §2.1): the section root goes to index; index, create
 * and edit/{id}, each lazy and guarded by the resource's permission.
 */
export function rotasDoRecurso(
  resource: ResourceDef,
  pages: { index: Loader; create?: Loader; edit?: Loader },
  /** `edit/{id}` opened with the view permission: the page shows read-only without the edit one. */
  opcoes: { editarSomenteLeitura?: boolean } = {},
): RouteObject {
  const p = resource.permissoes;
  return {
    path: resource.recurso,
    children: [
      { index: true, element: <Navigate to="index" replace /> },
      { path: 'index', lazy: page(pages.index, { permission: p.visualizar }) },
      ...(pages.create ? [{ path: 'create', lazy: page(pages.create, { permission: p.cadastrar }) }] : []),
      ...(pages.edit
        ? [{ path: 'edit/:id', lazy: page(pages.edit, { permission: opcoes.editarSomenteLeitura ? p.visualizar : p.editar }) }]
        : []),
    ],
  };
}
