import { relatorioPaPrescricaoInterna } from '@saude/shared';
import { RelatorioPage } from '../../../../components/relatorio/RelatorioPage';

/** pronto-atendimento/relatorio-prescricao-interna/index */
export default function RelatorioPrescricaoInternaPage() {
  return <RelatorioPage def={relatorioPaPrescricaoInterna} />;
}
