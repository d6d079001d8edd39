import { relatorioPaPlantao } from '@saude/shared';
import { RelatorioPage } from '../../../../components/relatorio/RelatorioPage';

/** pronto-atendimento/relatorio-plantao/index */
export default function RelatorioPlantaoPage() {
  return <RelatorioPage def={relatorioPaPlantao} />;
}
