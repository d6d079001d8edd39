import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { ALM, SituacaoTransferenciaNome } from '@saude/shared';
import { Button, Tag, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { TagSituacaoTransferencia } from '../../../components/estoque';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros, SelecaoFiltro } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, opcoesDeNomes } from '../../../components/workflow/filtros-lista';
import { formatarData } from '../../../lib/dates';
import { type TransferenciaLinha, transferenciaApi } from './transferencia.api';

const FILTROS = {
  status: { opcoes: opcoesDeNomes(SituacaoTransferenciaNome), nome: 'situacao', largura: 220 },
  extras: ['sentido'],
  periodo: { rotuloInicio: 'Envio de', rotuloFim: 'até' },
} satisfies FiltrosDaLista;

/** almoxarifado/transferencia/index (spec 000 §2.3): the transfers the session's stock sent and received. */
export default function TransferenciaIndexPage() {
  const navigate = useNavigate();
  const podeEnviar = usePermission(ALM.transferenciaCadastrar);
  const columns: ServerColumn<TransferenciaLinha>[] = [
    { title: 'Nº', dataIndex: 'id', width: 80, searchable: false },
    { title: 'Envio', dataIndex: 'dataEnvio', sorter: true, searchable: false, width: 110, render: (v: string) => formatarData(v) },
    {
      title: '',
      dataIndex: 'enviada',
      searchable: false,
      width: 100,
      render: (v: boolean) => (v ? <Tag>Enviada</Tag> : <Tag color="purple">Recebida</Tag>),
    },
    { title: 'Origem', dataIndex: 'origem', sorter: true },
    { title: 'Destino', dataIndex: 'destino', sorter: true },
    { title: 'Itens', dataIndex: 'quantidadeItens', searchable: false, width: 70, align: 'right' },
    {
      title: 'Situação',
      dataIndex: 'situacao',
      sorter: true,
      searchable: false,
      width: 190,
      render: (v: number) => <TagSituacaoTransferencia situacao={v} nomes={SituacaoTransferenciaNome} />,
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
            aria-label={`Abrir transferência ${l.id}`}
            onClick={() => navigate(`/almoxarifado/transferencia/edit/${l.id}`)}
          />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<TransferenciaLinha>({
    endpoint: `${transferenciaApi.base}/datatable`,
    columns,
    defaultSort: { field: 'dataEnvio', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Transferências"
        subTitle="Enviadas por este estoque e recebidas de outros; o que está em trânsito aguarda a conferência do destino."
        extra={
          podeEnviar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/almoxarifado/transferencia/create')}>
              Nova transferência
            </Button>
          )
        }
      />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar por estoque ou observação"
        toolbar={
          <BarraFiltros lista={table} {...FILTROS}>
            <SelecaoFiltro
              lista={table}
              nome="sentido"
              rotulo="Enviadas e recebidas"
              opcoes={[
                { value: 'enviadas', label: 'Enviadas' },
                { value: 'recebidas', label: 'Recebidas' },
              ]}
            />
          </BarraFiltros>
        }
      />
    </div>
  );
}
