import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { page } from './lazy-page';

/**
 * What a module brings to the web (issue 14: a module is a plugin). `src/modulos.ts` lists one entry
 * per module and the router places its routes; nothing else names a module.
 *
 * Every route of an entry lives under `/<id>/`. An entry is loaded with the router (the main chunk),
 * so it only declares: screens stay behind `page(() => import(...))` and each one remains its own chunk.
 */
export interface ModuloWeb {
  /** The module's folder and URL prefix, as the spec names it (`pronto-atendimento`). */
  id: string;
  /** Logged in, inside the logged-in layout (menu, header). */
  rotas: RouteObject[];
  /** Logged in, empty layout (full screen, e.g. the kiosk). */
  rotasSemMenu?: RouteObject[];
  /** No session, empty layout (e.g. the TV screen). */
  rotasPublicas?: RouteObject[];
  /**
   * Menu icons this module's menu entries name ('fas/<nome>' → `<nome>`) beyond the common set of
   * `layouts/logged-in/menu-icons.tsx`; a common name cannot be redefined.
   */
  icones?: Record<string, ComponentType>;
}

type Loader = Parameters<typeof page>[0];

/** A page of a screen: its module loader and the permission that opens it (none: any logged-in user). */
export type PaginaDaTela = readonly [load: Loader, permissao?: string];

/**
 * The routes of a screen (spec 000 §2.1): `<path>` redirects to its first page (`index` unless told),
 * and each page is lazy and guarded by its permission.
 *
 * rotasDaTela('plantao', { index: [() => import('./plantao/index.page'), PA.plantaoVer] })
 */
export function rotasDaTela(path: string, paginas: Record<string, PaginaDaTela>, opcoes: { inicio?: string } = {}): RouteObject {
  return {
    path,
    children: [
      { index: true, element: <Navigate to={opcoes.inicio ?? 'index'} replace /> },
      ...Object.entries(paginas).map(([caminho, [load, permission]]) => ({ path: caminho, lazy: page(load, { permission }) })),
    ],
  };
}
