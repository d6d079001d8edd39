import { RELATORIOS_EXAME_LABORATORIAL } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDaTela } from '../../../lib/modulo';

/**
 * The laboratory reports (spec 000 §2.3 exame-laboratorial, issue 21), index only, at each declaration's path
 * (`/exame-laboratorial/<slug>/index`, the menu's link), under the report's own permission.
 */
export const rotasRelatoriosLaboratorio: RouteObject[] = RELATORIOS_EXAME_LABORATORIAL.map((def) =>
  rotasDaTela(def.relatorio, {
    index: [() => import('./relatorio.page').then((m) => ({ default: m.paginaDoRelatorio(def) })), def.permissao],
  }),
);
