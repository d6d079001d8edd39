import { relatorioPaClassificacaoRisco } from '@saude/shared';
import { RelatorioPage } from '../../../../components/relatorio/RelatorioPage';

/** pronto-atendimento/relatorio-classificacao-risco/index */
export default function RelatorioClassificacaoRiscoPage() {
  return <RelatorioPage def={relatorioPaClassificacaoRisco} />;
}
