import { relatorioHistoricoPermissaoLotacao } from '@saude/shared';
import { RelatorioPage } from '../../../components/relatorio/RelatorioPage';
import { renderHistorico } from './acao';

/** administracao/relatorio-historico-permissao-lotacao/index: the same events, for the roles a user holds. */
export default function HistoricoPermissaoLotacaoPage() {
  return (
    <RelatorioPage
      def={relatorioHistoricoPermissaoLotacao}
      render={renderHistorico}
      avisoObrigatorio="Escolha um usuário e clique em Pesquisar para ver as mudanças nas permissões das suas lotações."
    />
  );
}
