import { relatorioPaProducaoMedico } from '@saude/shared';
import { RelatorioPage } from '../../../../components/relatorio/RelatorioPage';

/** pronto-atendimento/relatorio-producao-medico/index */
export default function RelatorioProducaoMedicoPage() {
  return <RelatorioPage def={relatorioPaProducaoMedico} />;
}
