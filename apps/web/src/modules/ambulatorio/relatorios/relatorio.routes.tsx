import { RELATORIOS_AMBULATORIO, relatorioAmbListagemConsulta } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDaTela } from '../../../lib/modulo';

const pagina = () => import('./relatorio.page');

/**
 * The outpatient reports (spec 000 §2.3, "about 20 … index only"), each at its declaration's path under its
 * permission; listagem-consulta-agendada-realizada has its own screen folder.
 */
export const rotasRelatoriosAmbulatorio: RouteObject[] = [
  ...RELATORIOS_AMBULATORIO.filter((d) => d !== relatorioAmbListagemConsulta).map((def) =>
    rotasDaTela(def.relatorio, { index: [pagina, def.permissao] }),
  ),
  rotasDaTela(relatorioAmbListagemConsulta.relatorio, {
    index: [() => import('../listagem-consulta/index.page'), relatorioAmbListagemConsulta.permissao],
  }),
];
