import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { IMU, SITUACAO_CAMPANHA } from '@saude/shared';
import { Button, Progress, Tag, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { SelecaoFiltro } from '../../../components/workflow/BarraFiltros';
import { formatarData } from '../../../lib/dates';
import { type CampanhaLinha, campanhaApi } from './campanha.api';

const SITUACOES = Object.entries(SITUACAO_CAMPANHA).map(([value, label]) => ({ value, label }));
const COR = { andamento: 'green', futura: 'blue', encerrada: 'default' } as const;

/** imunizacao/cadastro-campanha/index (issue 20): the campaigns with their coverage against the goal. */
export default function CampanhaIndexPage() {
  const navigate = useNavigate();
  const podeCriar = usePermission(IMU.campanhaCadastrar);
  const columns: ServerColumn<CampanhaLinha>[] = [
    { title: 'Campanha', dataIndex: 'nome', sorter: true },
    {
      title: 'Período',
      dataIndex: 'inicio',
      sorter: true,
      searchable: false,
      width: 190,
      render: (_: string, l) => `${formatarData(l.inicio)} a ${formatarData(l.fim)}`,
    },
    { title: 'Público-alvo', dataIndex: 'publicoAlvo', searchable: false },
    { title: 'Vacinas', dataIndex: 'vacinas', searchable: false },
    { title: 'Doses', dataIndex: 'dosesAplicadas', searchable: false, align: 'right', width: 80 },
    {
      title: 'Cobertura',
      dataIndex: 'cobertura',
      searchable: false,
      width: 170,
      render: (v: number | null, l) =>
        v == null ? (
          '—'
        ) : (
          <Progress
            size="small"
            aria-label={`Cobertura de ${l.nome}`}
            percent={Math.min(100, v)}
            format={() => `${v.toLocaleString('pt-BR')}%`}
            status={l.metaPercentual != null && v >= l.metaPercentual ? 'success' : 'normal'}
          />
        ),
    },
    {
      title: 'Situação',
      dataIndex: 'situacao',
      searchable: false,
      width: 120,
      render: (v: CampanhaLinha['situacao']) => <Tag color={COR[v]}>{SITUACAO_CAMPANHA[v]}</Tag>,
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 70,
      align: 'center',
      render: (_: unknown, l) => (
        <Tooltip title="Abrir a campanha">
          <Button
            type="text"
            icon={<EyeOutlined />}
            aria-label={`Abrir ${l.nome}`}
            onClick={() => navigate(`${campanhaApi.tela}/edit/${l.id}`)}
          />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<CampanhaLinha>({
    endpoint: `${campanhaApi.base}/datatable`,
    columns,
    defaultSort: { field: 'inicio', dir: 'desc' },
    filters: ['situacao'],
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Campanhas de vacinação"
        subTitle="Público-alvo, vacinas, metas e a cobertura alcançada."
        extra={
          podeCriar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${campanhaApi.tela}/create`)}>
              Nova campanha
            </Button>
          )
        }
      />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar pelo nome da campanha"
        toolbar={<SelecaoFiltro lista={table} nome="situacao" rotulo="Situação" opcoes={SITUACOES} />}
      />
    </div>
  );
}
