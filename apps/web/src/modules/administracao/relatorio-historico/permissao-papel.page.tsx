import { relatorioHistoricoPermissaoPapel } from '@saude/shared';
import { RelatorioPage } from '../../../components/relatorio/RelatorioPage';
import { renderHistorico } from './acao';

/** administracao/relatorio-historico-permissao-papel/index */
export default function HistoricoPermissaoPapelPage() {
  return <RelatorioPage def={relatorioHistoricoPermissaoPapel} render={renderHistorico} />;
}
