import {
  type alertaEstoqueDatatableSchema,
  type alertaValidadeDatatableSchema,
  type Resposta,
  TIPO_ALERTA_VALIDADE,
  TipoAlertaEstoqueNome,
  TipoAlertaValidadeNome,
} from '@saude/shared';
import { Button, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData } from '../../../lib/dates';

type LinhaEstoque = Resposta<typeof alertaEstoqueDatatableSchema>['data'][number];
type LinhaValidade = Resposta<typeof alertaValidadeDatatableSchema>['data'][number];

const ehValidade = (tipo: string) => tipo === TIPO_ALERTA_VALIDADE.VENCENDO || tipo === TIPO_ALERTA_VALIDADE.VENCIDOS;
const nulo = (v: number | null) => (v === null ? '—' : v);

const colunasEstoque: ServerColumn<LinhaEstoque>[] = [
  { title: 'Material', dataIndex: 'material', sorter: true },
  { title: 'Saldo', dataIndex: 'saldo', sorter: true, searchable: false, width: 100, align: 'right' },
  { title: 'Mínimo', dataIndex: 'minimo', searchable: false, width: 100, align: 'right' },
  { title: 'Ponto de pedido', dataIndex: 'pontoPedido', searchable: false, width: 140, align: 'right', render: nulo },
  { title: 'Máximo', dataIndex: 'maximo', searchable: false, width: 100, align: 'right', render: nulo },
  {
    title: 'Limite',
    dataIndex: 'limiteDoEstoque',
    searchable: false,
    width: 150,
    render: (v: boolean) => (v ? <Tag color="blue">Deste estoque</Tag> : <Tag>Cadastro do material</Tag>),
  },
];

const colunasValidade: ServerColumn<LinhaValidade>[] = [
  { title: 'Material', dataIndex: 'material', sorter: true },
  { title: 'Lote', dataIndex: 'lote', width: 120 },
  { title: 'Fabricante', dataIndex: 'fabricante', searchable: false },
  { title: 'Validade', dataIndex: 'validade', sorter: true, searchable: false, width: 110, render: (v: string) => formatarData(v) },
  {
    title: 'Dias',
    dataIndex: 'dias',
    searchable: false,
    width: 130,
    render: (d: number) => (d < 0 ? <Tag color="red">vencido há {-d}</Tag> : <Tag color="orange">vence em {d}</Tag>),
  },
  { title: 'Saldo', dataIndex: 'quantidade', searchable: false, width: 100, align: 'right' },
];

/** `/almoxarifado/inicio/alerta?tipo=&centro=`: the materials or lots behind one card of the start page. */
export default function AlertaEstoquePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tipo = params.get('tipo') ?? 'minimo';
  const centro = params.get('centro') ?? '';
  const validade = ehValidade(tipo);
  const titulo = validade ? TipoAlertaValidadeNome[tipo] : TipoAlertaEstoqueNome[tipo as keyof typeof TipoAlertaEstoqueNome];
  return (
    <div className="sm-page">
      <PageHeader title={titulo ?? 'Alertas de estoque'} extra={<Button onClick={() => navigate('/almoxarifado')}>Voltar</Button>} />
      {validade ? <ListaValidade tipo={tipo} centro={centro} /> : <ListaEstoque tipo={tipo} centro={centro} />}
    </div>
  );
}

function ListaEstoque({ tipo, centro }: { tipo: string; centro: string }) {
  const table = useServerTable<LinhaEstoque>({
    endpoint: `/api/almoxarifado/inicio/alerta/datatable?tipo=${tipo}&centro_custo_id=${centro}`,
    columns: colunasEstoque,
    defaultSort: { field: 'material', dir: 'asc' },
  });
  return <ServerTable table={table} searchPlaceholder="Pesquisar material" />;
}

function ListaValidade({ tipo, centro }: { tipo: string; centro: string }) {
  const table = useServerTable<LinhaValidade>({
    endpoint: `/api/almoxarifado/inicio/validade/datatable?tipo=${tipo}&centro_custo_id=${centro}`,
    columns: colunasValidade,
    defaultSort: { field: 'validade', dir: 'asc' },
  });
  return <ServerTable table={table} searchPlaceholder="Pesquisar material ou lote" />;
}
