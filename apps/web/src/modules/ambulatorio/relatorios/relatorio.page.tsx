import { RELATORIOS_AMBULATORIO } from '@saude/shared';
import { useLocation } from 'react-router';
import { RelatorioPage } from '../../../components/relatorio/RelatorioPage';

/**
 * Every outpatient report (issue 17) is its shared declaration on the report engine's page: the route
 * (`/ambulatorio/<relatorio>/index`) names which one.
 */
export default function RelatorioAmbulatorioPage() {
  const { pathname } = useLocation();
  const def = RELATORIOS_AMBULATORIO.find((d) => pathname.startsWith(`/ambulatorio/${d.relatorio}/`));
  return def ? <RelatorioPage key={def.relatorio} def={def} /> : null;
}
