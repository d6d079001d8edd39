import { relatorioPaDocumentoNaoAssinado } from '@saude/shared';
import { RelatorioPage } from '../../../../components/relatorio/RelatorioPage';

/** pronto-atendimento/relatorio-documento-nao-assinado/index */
export default function RelatorioDocumentoNaoAssinadoPage() {
  return <RelatorioPage def={relatorioPaDocumentoNaoAssinado} />;
}
