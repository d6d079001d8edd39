import type { ResourceDef } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { type PaginaDaTela, rotasDaTela } from '../../lib/modulo';

type Loader = PaginaDaTela[0];

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
  const paginas: Record<string, PaginaDaTela> = { index: [pages.index, p.visualizar] };
  if (pages.create) paginas.create = [pages.create, p.cadastrar];
  if (pages.edit) paginas['edit/:id'] = [pages.edit, opcoes.editarSomenteLeitura ? p.visualizar : p.editar];
  return rotasDaTela(resource.recurso, paginas);
}
