import { relatorioPaAtendimento } from '@saude/shared';
import { RelatorioPage } from '../../../../components/relatorio/RelatorioPage';
import { renderSituacao } from '../situacao';

/** pronto-atendimento/relatorio-atendimento/index */
export default function RelatorioAtendimentoPage() {
  return <RelatorioPage def={relatorioPaAtendimento} render={renderSituacao} />;
}
