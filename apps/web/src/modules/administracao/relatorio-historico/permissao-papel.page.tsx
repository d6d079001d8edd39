import { colunaAcao, colunaMomento, colunaResponsavel, HistoricoPage } from './historico.page';

const colunas = [
  colunaMomento,
  colunaAcao,
  { title: 'Papel', dataIndex: 'papelNome', sorter: true },
  { title: 'Permissão', dataIndex: 'permissao', sorter: true },
  { title: 'Descrição', dataIndex: 'permissaoDescricao', searchable: false },
  colunaResponsavel,
];

/** administracao/relatorio-historico-permissao-papel/index */
export default function HistoricoPermissaoPapelPage() {
  return (
    <HistoricoPage
      titulo="Histórico de permissões por papel"
      subTitulo="Permissões adicionadas e retiradas de cada papel."
      relatorio="relatorio-historico-permissao-papel"
      columns={colunas}
    />
  );
}

/** administracao/relatorio-historico-permissao-lotacao/index: the same events, for the roles a user holds. */
export function HistoricoPermissaoLotacaoPage() {
  return (
    <HistoricoPage
      titulo="Histórico de permissões por lotação"
      subTitulo="Mudanças nas permissões dos papéis que as lotações do usuário têm."
      relatorio="relatorio-historico-permissao-lotacao"
      exigeUsuario
      columns={colunas}
    />
  );
}
