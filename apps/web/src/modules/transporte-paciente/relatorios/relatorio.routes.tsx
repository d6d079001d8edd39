import { RELATORIOS_TRANSPORTE } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDaTela } from '../../../lib/modulo';

/**
 * The nine transport reports (spec 000 §2.3 transporte-paciente, issue 23), index only, at each declaration's path
 * (`/transporte-paciente/<slug>/index`, the menu's link), under the report's own permission.
 */
export const rotasRelatoriosTransporte: RouteObject[] = RELATORIOS_TRANSPORTE.map((def) =>
  rotasDaTela(def.relatorio, {
    index: [() => import('./relatorio.page').then((m) => ({ default: m.paginaDoRelatorio(def) })), def.permissao],
  }),
);
