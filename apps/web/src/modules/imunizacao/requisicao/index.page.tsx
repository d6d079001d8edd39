import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { IMU, SituacaoRequisicaoVacinaNome } from '@saude/shared';
import { Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, opcoesDeNomes } from '../../../components/workflow/filtros-lista';
import { formatarData } from '../../../lib/dates';
import { type RequisicaoLinha, requisicaoApi } from './requisicao.api';
import { TagSituacaoRequisicao } from './situacao';

const FILTROS = {
  status: { opcoes: opcoesDeNomes(SituacaoRequisicaoVacinaNome), nome: 'situacao', largura: 220 },
  periodo: { rotuloInicio: 'Pedido de', rotuloFim: 'até' },
} satisfies FiltrosDaLista;

/**
 * imunizacao/requisicao/index (spec 000 §2.3): a room sees what it asked; the cold store, what the rooms asked it
 * (pending ones wait for its answer).
 */
export default function RequisicaoIndexPage() {
  const navigate = useNavigate();
  const podePedir = usePermission(IMU.requisicaoCadastrar);
  const podeAtender = usePermission(IMU.requisicaoAtender);
  const columns: ServerColumn<RequisicaoLinha>[] = [
    { title: 'Nº', dataIndex: 'id', width: 80, sorter: true, searchable: false },
    { title: 'Data', dataIndex: 'data', sorter: true, searchable: false, width: 110, render: (v: string) => formatarData(v) },
    { title: 'Sala de vacinação', dataIndex: 'sala', sorter: true },
    { title: 'Rede de frio', dataIndex: 'redeFrio', sorter: true },
    { title: 'Vacinas', dataIndex: 'quantidadeItens', searchable: false, width: 80, align: 'right' },
    { title: 'Doses pedidas', dataIndex: 'dosesSolicitadas', searchable: false, width: 120, align: 'right' },
    {
      title: 'Situação',
      dataIndex: 'situacao',
      sorter: true,
      searchable: false,
      width: 180,
      render: (v: number) => <TagSituacaoRequisicao situacao={v} />,
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 80,
      align: 'center',
      render: (_: unknown, l) => (
        <Tooltip title={l.situacao === 1 && podeAtender ? 'Atender' : 'Visualizar'}>
          <Button
            type="text"
            icon={<EyeOutlined />}
            aria-label={`Abrir requisição ${l.id}`}
            onClick={() => navigate(`/imunizacao/requisicao/edit/${l.id}`)}
          />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<RequisicaoLinha>({
    endpoint: `${requisicaoApi.base}/datatable`,
    columns,
    defaultSort: { field: 'data', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Requisições de imunobiológicos"
        subTitle="A sala pede doses à rede de frio; a rede de frio atende (total ou em parte) ou recusa."
        extra={
          podePedir && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/imunizacao/requisicao/create')}>
              Nova requisição
            </Button>
          )
        }
      />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar por sala, rede de frio ou nº"
        toolbar={<BarraFiltros lista={table} {...FILTROS} />}
      />
    </div>
  );
}
