import { RELATORIOS_ALMOXARIFADO } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDaTela } from '../../../lib/modulo';

/**
 * The warehouse reports (spec 000 §2.3 "Index-only reports") and the kardex, index only, at each declaration's
 * path (`/almoxarifado/relatorio-<nome>/index`, the menu's link), under the report's own permission.
 */
export const rotasRelatoriosAlmoxarifado: RouteObject[] = RELATORIOS_ALMOXARIFADO.map((def) =>
  rotasDaTela(def.relatorio, {
    index: [() => import('./relatorio.page').then((m) => ({ default: m.paginaDoRelatorio(def) })), def.permissao],
  }),
);
