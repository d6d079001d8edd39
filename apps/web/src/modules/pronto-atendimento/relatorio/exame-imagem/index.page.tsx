import { relatorioPaExameImagem } from '@saude/shared';
import { RelatorioPage } from '../../../../components/relatorio/RelatorioPage';
import { renderSituacao } from '../situacao';

/** pronto-atendimento/relatorio-exame-imagem/index */
export default function RelatorioExameImagemPage() {
  return <RelatorioPage def={relatorioPaExameImagem} render={renderSituacao} />;
}
