import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { IMU, SituacaoDistribuicaoNome } from '@saude/shared';
import { Button, Tag, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { TagSituacaoTransferencia } from '../../../components/estoque';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, opcoesDeNomes } from '../../../components/workflow/filtros-lista';
import { formatarData } from '../../../lib/dates';
import { type DistribuicaoLinha, distribuicaoApi } from './distribuicao.api';

const FILTROS = {
  status: { opcoes: opcoesDeNomes(SituacaoDistribuicaoNome), nome: 'situacao', largura: 220 },
  periodo: { rotuloInicio: 'Envio de', rotuloFim: 'até' },
} satisfies FiltrosDaLista;

/**
 * imunizacao/distribuicao/index (spec 000 §2.3): the cold store sees what it sent, a room what was sent to it; what is
 * in transit waits for the room to receive it.
 */
export default function DistribuicaoIndexPage() {
  const navigate = useNavigate();
  const podeEnviar = usePermission(IMU.distribuicaoCadastrar);
  const columns: ServerColumn<DistribuicaoLinha>[] = [
    { title: 'Nº', dataIndex: 'id', width: 80, sorter: true, searchable: false },
    { title: 'Envio', dataIndex: 'dataEnvio', sorter: true, searchable: false, width: 110, render: (v: string) => formatarData(v) },
    {
      title: 'Recebimento',
      dataIndex: 'dataRecebimento',
      sorter: true,
      searchable: false,
      width: 120,
      render: (v: string | null) => (v ? formatarData(v) : '—'),
    },
    { title: 'Origem', dataIndex: 'origem', sorter: true },
    { title: 'Destino', dataIndex: 'destino', sorter: true },
    { title: 'Doses', dataIndex: 'doses', searchable: false, width: 80, align: 'right' },
    {
      title: 'Requisição',
      dataIndex: 'requisicaoId',
      searchable: false,
      width: 110,
      render: (v: number | null) => (v ? <Tag>nº {v}</Tag> : '—'),
    },
    {
      title: 'Situação',
      dataIndex: 'situacao',
      sorter: true,
      searchable: false,
      width: 190,
      render: (v: number) => <TagSituacaoTransferencia situacao={v} nomes={SituacaoDistribuicaoNome} />,
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 80,
      align: 'center',
      render: (_: unknown, l) => (
        <Tooltip title={l.situacao === 1 && !l.enviada ? 'Receber' : 'Visualizar'}>
          <Button
            type="text"
            icon={<EyeOutlined />}
            aria-label={`Abrir distribuição ${l.id}`}
            onClick={() => navigate(`/imunizacao/distribuicao/edit/${l.id}`)}
          />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<DistribuicaoLinha>({
    endpoint: `${distribuicaoApi.base}/datatable`,
    columns,
    defaultSort: { field: 'dataEnvio', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Distribuição de imunobiológicos"
        subTitle="Da rede de frio para as salas de vacinação, em doses; o que está em trânsito aguarda o recebimento da sala."
        extra={
          podeEnviar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/imunizacao/distribuicao/create')}>
              Nova distribuição
            </Button>
          )
        }
      />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar por sala, rede de frio ou observação"
        toolbar={<BarraFiltros lista={table} {...FILTROS} />}
      />
    </div>
  );
}
