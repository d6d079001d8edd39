import { colunaAcao, colunaMomento, colunaResponsavel, HistoricoPage } from './historico.page';

/** administracao/relatorio-historico-papel-lotacao/index */
export default function HistoricoPapelLotacaoPage() {
  return (
    <HistoricoPage
      titulo="Histórico de papéis por lotação"
      subTitulo="Papéis concedidos e retirados das lotações dos usuários, com quem fez e quando."
      relatorio="relatorio-historico-papel-lotacao"
      comUsuario
      columns={[
        colunaMomento,
        colunaAcao,
        { title: 'Usuário', dataIndex: 'usuarioNome', sorter: true },
        { title: 'Lotação', dataIndex: 'lotacao', searchable: false },
        { title: 'Papel', dataIndex: 'papelNome', sorter: true },
        colunaResponsavel,
      ]}
    />
  );
}
