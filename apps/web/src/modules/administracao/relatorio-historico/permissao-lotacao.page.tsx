import { HistoricoPermissaoLotacaoPage } from './permissao-papel.page';

export default HistoricoPermissaoLotacaoPage;
