import { PlusOutlined } from '@ant-design/icons';
import { ALM, SituacaoRequisicaoNome } from '@saude/shared';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, opcoesDeNomes } from '../../../components/workflow/filtros-lista';
import { type RequisicaoLinha, requisicaoApi } from './requisicao.api';
import { colunasRequisicao } from './requisicao.colunas';

const FILTROS = { status: { opcoes: opcoesDeNomes(SituacaoRequisicaoNome), nome: 'situacao', largura: 200 } } satisfies FiltrosDaLista;

/** almoxarifado/requisicao/index (issue 18): the requisitions of the session's sector to the warehouses. */
export default function RequisicaoIndexPage() {
  const navigate = useNavigate();
  const podeRequisitar = usePermission(ALM.requisicaoCadastrar);
  const columns = colunasRequisicao({
    outroLado: { title: 'Almoxarifado', dataIndex: 'almoxarifado' },
    acao: 'Visualizar',
    abrir: (id) => navigate(`/almoxarifado/requisicao/edit/${id}`),
  });
  const table = useServerTable<RequisicaoLinha>({
    endpoint: `${requisicaoApi.setor}/datatable`,
    columns,
    defaultSort: { field: 'data', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Requisições do setor"
        subTitle="O que este setor pediu ao almoxarifado e o que já foi atendido."
        extra={
          podeRequisitar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/almoxarifado/requisicao/create')}>
              Nova requisição
            </Button>
          )
        }
      />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar por número ou almoxarifado"
        toolbar={<BarraFiltros lista={table} {...FILTROS} />}
      />
    </div>
  );
}
