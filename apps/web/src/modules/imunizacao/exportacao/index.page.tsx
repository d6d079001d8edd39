import { DownloadOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { IMU, SITUACAO_EXPORTACAO } from '@saude/shared';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { SelecaoFiltro } from '../../../components/workflow/BarraFiltros';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { baixarExportacao, type ExportacaoLinha, exportacaoApi } from './exportacao.api';

const SITUACOES = Object.entries(SITUACAO_EXPORTACAO).map(([value, label]) => ({ value, label }));

/** imunizacao/exportacao/index (issue 20): the RIA exports, their counts and files. */
export default function ExportacaoIndexPage() {
  const navigate = useNavigate();
  const podeGerar = usePermission(IMU.exportacaoCadastrar);
  const columns: ServerColumn<ExportacaoLinha>[] = [
    { title: 'Nº', dataIndex: 'id', sorter: true, searchable: false, width: 70, align: 'right' },
    {
      title: 'Período',
      dataIndex: 'inicio',
      sorter: true,
      searchable: false,
      width: 190,
      render: (_: string, l) => `${formatarData(l.inicio)} a ${formatarData(l.fim)}`,
    },
    { title: 'Sala', dataIndex: 'sala', render: (v: string | null) => v ?? 'Todas as salas' },
    { title: 'Gerada em', dataIndex: 'geradaEm', sorter: true, searchable: false, width: 150, render: (v: string) => formatarDataHora(v) },
    { title: 'Por', dataIndex: 'usuario', searchable: false },
    { title: 'Exportados', dataIndex: 'exportados', searchable: false, align: 'right', width: 100 },
    {
      title: 'Recusados',
      dataIndex: 'recusados',
      searchable: false,
      align: 'right',
      width: 100,
      render: (v: number) => (v ? <Tag color="red">{v}</Tag> : 0),
    },
    {
      title: 'Situação',
      dataIndex: 'status',
      searchable: false,
      width: 100,
      render: (v: ExportacaoLinha['status']) => <Tag color={v === 'ativa' ? 'green' : 'default'}>{SITUACAO_EXPORTACAO[v]}</Tag>,
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 100,
      align: 'center',
      render: (_: unknown, l) => (
        <Space size={0}>
          <Tooltip title="Abrir a exportação">
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={`Abrir a exportação nº ${l.id}`}
              onClick={() => navigate(`${exportacaoApi.tela}/edit/${l.id}`)}
            />
          </Tooltip>
          <Tooltip title="Baixar o arquivo">
            <Button
              type="text"
              icon={<DownloadOutlined />}
              aria-label={`Baixar a exportação nº ${l.id}`}
              onClick={() => void baixarExportacao(l.id)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];
  const table = useServerTable<ExportacaoLinha>({
    endpoint: `${exportacaoApi.base}/datatable`,
    columns,
    defaultSort: { field: 'id', dir: 'desc' },
    filters: ['situacao'],
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Exportação RIA (RNDS)"
        subTitle="Registros de vacinação do período como documentos RIA-R da RNDS, validados antes de exportar. O envio à RNDS é feito pela integração."
        extra={
          podeGerar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${exportacaoApi.tela}/create`)}>
              Nova exportação
            </Button>
          )
        }
      />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar pela sala ou arquivo"
        toolbar={<SelecaoFiltro lista={table} nome="situacao" rotulo="Situação" opcoes={SITUACOES} />}
      />
    </div>
  );
}
