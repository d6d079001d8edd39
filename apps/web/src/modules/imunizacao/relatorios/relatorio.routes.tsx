import { RELATORIOS_IMUNIZACAO, relatorioImuCoberturaVacinal } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDaTela } from '../../../lib/modulo';

/**
 * The immunization reports (spec 000 §2.3 imunizacao, issue 20), index only, at each declaration's path
 * (`/imunizacao/relatorio-<slug>/index`, the menu's link), under the report's own permission. The coverage report
 * has its own page (the chart above the table).
 */
export const rotasRelatoriosImunizacao: RouteObject[] = RELATORIOS_IMUNIZACAO.map((def) =>
  rotasDaTela(def.relatorio, {
    index: [
      def === relatorioImuCoberturaVacinal
        ? () => import('./cobertura.page')
        : () => import('./relatorio.page').then((m) => ({ default: m.paginaDoRelatorio(def) })),
      def.permissao,
    ],
  }),
);
