import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { ALM, SituacaoInventarioNome } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Tag, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { confirmDialog } from '../../../components/confirm';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { reais } from '../../../components/estoque';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { COR_SITUACAO_INVENTARIO, type InventarioLinha, inventarioApi } from './inventario.api';
import { PosicaoBnafarAcao } from './posicao-bnafar.modal';

const contagem = (id: number) => `/almoxarifado/inventario/contagem/${id}`;

/**
 * almoxarifado/inventario/index (spec 000 §2.3): the count in progress of the session's stock (anyone of the stock
 * sees it and may continue it), opening a new one, and the inventories of the stock.
 */
export default function InventarioIndexPage() {
  const navigate = useNavigate();
  const podeContar = usePermission(ALM.inventarioContar);
  const atual = useQuery({ queryKey: ['almoxarifado', 'inventario', 'index'], queryFn: inventarioApi.index });
  const emAndamento = atual.data?.emAndamento;

  const abrir = () =>
    confirmDialog({
      title: 'Abrir inventário',
      content:
        'O saldo de cada lote deste estoque fica registrado como a quantidade esperada. Ao aplicar, só as diferenças contadas ajustam o estoque; o que se movimentar depois da abertura é preservado.',
      onConfirm: async () => {
        try {
          const { id } = await inventarioApi.abrir();
          navigate(contagem(id));
        } finally {
          // a colleague may have opened one meanwhile: the page shows it
          await atual.refetch();
        }
      },
    });

  const columns: ServerColumn<InventarioLinha>[] = [
    { title: 'Abertura', dataIndex: 'dataAbertura', sorter: true, searchable: false, width: 110, render: (v: string) => formatarData(v) },
    {
      title: 'Situação',
      dataIndex: 'situacao',
      sorter: true,
      searchable: false,
      width: 130,
      render: (v: number) => <Tag color={COR_SITUACAO_INVENTARIO[v]}>{SituacaoInventarioNome[v]}</Tag>,
    },
    { title: 'Aberto por', dataIndex: 'abertoPor', searchable: false },
    { title: 'Lotes', dataIndex: 'itens', searchable: false, width: 80, align: 'right' },
    { title: 'Divergências', dataIndex: 'divergentes', searchable: false, width: 110, align: 'right' },
    {
      title: 'Valor das diferenças',
      dataIndex: 'valorDiferencas',
      searchable: false,
      width: 160,
      align: 'right',
      render: (v: string) => reais(v),
    },
    { title: 'Aplicado em', dataIndex: 'aplicadoEm', searchable: false, width: 150, render: (v: string | null) => formatarDataHora(v) },
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
            aria-label={`Visualizar inventário ${l.id}`}
            onClick={() => navigate(contagem(l.id))}
          />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<InventarioLinha>({
    endpoint: '/api/almoxarifado/inventario/list',
    columns,
    defaultSort: { field: 'dataAbertura', dir: 'desc' },
  });

  return (
    <div className="sm-page">
      <PageHeader
        title="Inventário"
        subTitle={atual.data ? `Estoque: ${atual.data.centroCusto.nome}` : undefined}
        extra={
          podeContar &&
          atual.data &&
          !emAndamento && (
            <Button type="primary" icon={<PlusOutlined />} onClick={abrir}>
              Abrir inventário
            </Button>
          )
        }
      />
      {emAndamento && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`Inventário em andamento, aberto em ${formatarData(emAndamento.dataAbertura)}${emAndamento.abertoPor ? ` por ${emAndamento.abertoPor}` : ''}: ${emAndamento.totais.contados} de ${emAndamento.totais.itens} lotes contados.`}
          action={
            <Button type="primary" onClick={() => navigate(contagem(emAndamento.id))}>
              {podeContar ? 'Continuar contagem' : 'Visualizar'}
            </Button>
          }
        />
      )}
      <ServerTable table={table} searchPlaceholder="Pesquisar pela observação" toolbar={<PosicaoBnafarAcao />} />
    </div>
  );
}
