import { relatorioPaQuantitativoProducao } from '@saude/shared';
import { RelatorioPage } from '../../../../components/relatorio/RelatorioPage';

/** pronto-atendimento/relatorio-quantitativo-producao/index */
export default function RelatorioQuantitativoProducaoPage() {
  return <RelatorioPage def={relatorioPaQuantitativoProducao} />;
}
