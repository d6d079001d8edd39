import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { ALM } from '@saude/shared';
import { Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { colunaSituacaoDocumento, reais } from '../../../components/estoque';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData } from '../../../lib/dates';
import { caminhoEntrada, type EntradaLinha } from '../movimentacao.api';

/** almoxarifado/entrada/index and entrada-inicial/index (spec 000 §2.3): the entries of the session's stock, server-paged. */
export function EntradaIndex({ inicial }: { inicial: boolean }) {
  const navigate = useNavigate();
  const caminho = caminhoEntrada(inicial);
  const podeCadastrar = usePermission(inicial ? ALM.entradaInicialCadastrar : ALM.entradaCadastrar);
  const columns: ServerColumn<EntradaLinha>[] = [
    { title: 'Data', dataIndex: 'dataEntrada', sorter: true, searchable: false, width: 110, render: (v: string) => formatarData(v) },
    ...(inicial
      ? []
      : [
          { title: 'Fornecedor', dataIndex: 'fornecedor', sorter: true, ellipsis: true },
          {
            title: 'Nota',
            dataIndex: 'numeroNota',
            sorter: true,
            width: 130,
            render: (_: unknown, l: EntradaLinha) => [l.numeroNota, l.serie].filter(Boolean).join(' / '),
          },
        ]),
    { title: 'Itens', dataIndex: 'quantidadeItens', searchable: false, width: 80, align: 'right' },
    {
      title: 'Valor total',
      dataIndex: 'valorTotal',
      sorter: true,
      searchable: false,
      width: 140,
      align: 'right',
      render: (v: string) => reais(v),
    },
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
            aria-label={`Visualizar entrada ${l.id}`}
            onClick={() => navigate(`/almoxarifado/${caminho}/edit/${l.id}`)}
          />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<EntradaLinha>({
    endpoint: `/api/almoxarifado/${caminho}/datatable`,
    columns,
    defaultSort: { field: 'dataEntrada', dir: 'desc' },
  });
  return (
    <div className="sm-page">
      <PageHeader
        title={inicial ? 'Entrada inicial' : 'Entradas por nota fiscal'}
        subTitle={
          inicial
            ? 'Saldos de implantação do estoque, lançados uma vez quando ele passa a usar o sistema.'
            : 'Notas fiscais recebidas neste estoque.'
        }
        extra={
          podeCadastrar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`/almoxarifado/${caminho}/create`)}>
              {inicial ? 'Nova entrada inicial' : 'Nova entrada'}
            </Button>
          )
        }
      />
      <ServerTable table={table} searchPlaceholder={inicial ? 'Pesquisar' : 'Pesquisar por fornecedor, CNPJ ou número da nota'} />
    </div>
  );
}

export default function EntradaIndexPage() {
  return <EntradaIndex inicial={false} />;
}
