import { RELATORIOS_EXAME_IMAGEM } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDaTela } from '../../../lib/modulo';

/**
 * The imaging reports (spec 000 §2.3 exame-imagem, issue 22), index only, at each declaration's path
 * (`/exame-imagem/<slug>/index`, the menu's link), under the report's own permission.
 */
export const rotasRelatoriosImagem: RouteObject[] = RELATORIOS_EXAME_IMAGEM.map((def) =>
  rotasDaTela(def.relatorio, {
    index: [() => import('./relatorio.page').then((m) => ({ default: m.paginaDoRelatorio(def) })), def.permissao],
  }),
);
