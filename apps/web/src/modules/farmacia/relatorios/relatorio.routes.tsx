import { RELATORIOS_FARMACIA } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDaTela } from '../../../lib/modulo';

/**
 * The twelve pharmacy reports (spec 000 §2.3 farmacia), index only, at each declaration's path
 * (`/farmacia/relatorio-<slug>/index`, the menu's link), under the report's own permission.
 */
export const rotasRelatoriosFarmacia: RouteObject[] = RELATORIOS_FARMACIA.map((def) =>
  rotasDaTela(def.relatorio, {
    index: [() => import('./relatorio.page').then((m) => ({ default: m.paginaDoRelatorio(def) })), def.permissao],
  }),
);
