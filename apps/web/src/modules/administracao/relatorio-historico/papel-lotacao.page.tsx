import { relatorioHistoricoPapelLotacao } from '@saude/shared';
import { RelatorioPage } from '../../../components/relatorio/RelatorioPage';
import { renderHistorico } from './acao';

/** administracao/relatorio-historico-papel-lotacao/index */
export default function HistoricoPapelLotacaoPage() {
  return <RelatorioPage def={relatorioHistoricoPapelLotacao} render={renderHistorico} />;
}
