import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { ALM } from '@saude/shared';
import { Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { colunaSituacaoDocumento } from '../../../components/estoque';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData } from '../../../lib/dates';
import type { SaidaLinha } from '../movimentacao.api';

/** almoxarifado/saida/index (spec 000 §2.3): the exits of the session's stock, server-paged. */
export default function SaidaIndexPage() {
  const navigate = useNavigate();
  const podeCadastrar = usePermission(ALM.saidaCadastrar);
  const columns: ServerColumn<SaidaLinha>[] = [
    { title: 'Data', dataIndex: 'data', sorter: true, searchable: false, width: 110, render: (v: string) => formatarData(v) },
    { title: 'Destino', dataIndex: 'destino', sorter: true },
    { title: 'Itens', dataIndex: 'quantidadeItens', searchable: false, width: 80, align: 'right' },
    colunaSituacaoDocumento(),
    {
      title: 'Ações',
      key: 'acoes',
      width: 80,
      align: 'center',
      render: (_: unknown, l) => (
        <Tooltip title="Visualizar">
          <Button
            type="text"
            icon={<EyeOutlined />}
            aria-label={`Visualizar saída ${l.id}`}
            onClick={() => navigate(`/almoxarifado/saida/edit/${l.id}`)}
          />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<SaidaLinha>({
    endpoint: '/api/almoxarifado/saida/datatable',
    columns,
    defaultSort: { field: 'data', dir: 'desc' },
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Saídas"
        subTitle="Saídas deste estoque para setores e para consumo próprio."
        extra={
          podeCadastrar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/almoxarifado/saida/create')}>
              Nova saída
            </Button>
          )
        }
      />
      <ServerTable table={table} searchPlaceholder="Pesquisar por destino ou observação" />
    </div>
  );
}
