import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ALM, SituacaoPeriodoNome } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { SelecaoFiltro } from '../../../components/workflow/BarraFiltros';
import { opcoesDeNomes } from '../../../components/workflow/filtros-lista';
import { formatarData } from '../../../lib/dates';
import { type PeriodoLinha, periodoApi } from './periodo.api';

const COR: Record<number, string> = { 1: 'green', 2: 'blue', 3: 'default' };

/**
 * almoxarifado/requisicao-abertura-fechamento/index (spec 000 §2.3): the periods in which each sector may ask this
 * warehouse for materials (opening and closing days included).
 */
export default function PeriodoIndexPage() {
  const navigate = useNavigate();
  const podeCadastrar = usePermission(ALM.periodoCadastrar);
  const form = useQuery({ queryKey: ['almoxarifado', 'periodo', 'create'], queryFn: periodoApi.form, staleTime: 60_000 });
  const columns: ServerColumn<PeriodoLinha>[] = [
    { title: 'Setor', dataIndex: 'setor', sorter: true },
    { title: 'Unidade', dataIndex: 'unidade', width: 260 },
    { title: 'Abertura', dataIndex: 'dataAbertura', sorter: true, searchable: false, width: 110, render: (v: string) => formatarData(v) },
    {
      title: 'Fechamento',
      dataIndex: 'dataFechamento',
      sorter: true,
      searchable: false,
      width: 120,
      render: (v: string) => formatarData(v),
    },
    { title: 'Requisições', dataIndex: 'quantidadeRequisicoes', searchable: false, width: 110, align: 'right' },
    {
      title: 'Situação',
      dataIndex: 'situacao',
      searchable: false,
      width: 110,
      render: (v: number) => <Tag color={COR[v]}>{SituacaoPeriodoNome[v]}</Tag>,
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 80,
      align: 'center',
      render: (_: unknown, l) => (
        <Tooltip title="Editar">
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`Editar período de ${l.setor}`}
            onClick={() => navigate(`/almoxarifado/requisicao-abertura-fechamento/edit/${l.id}`)}
          />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<PeriodoLinha>({
    endpoint: `${periodoApi.base}/datatable`,
    columns,
    defaultSort: { field: 'dataAbertura', dir: 'desc' },
    filters: ['centroCustoRequisitanteId', 'situacao'],
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Períodos de requisição"
        subTitle="Quando cada setor pode fazer requisições a este almoxarifado, e os materiais que pode pedir."
        extra={
          podeCadastrar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/almoxarifado/requisicao-abertura-fechamento/create')}>
              Abrir período
            </Button>
          )
        }
      />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar por setor ou unidade"
        toolbar={
          <>
            <SelecaoFiltro
              lista={table}
              nome="centroCustoRequisitanteId"
              rotulo="Setor"
              busca
              carregando={form.isLoading}
              opcoes={(form.data?.form.setores ?? []).map((s) => ({ value: s.id, label: `${s.nome} — ${s.unidade}` }))}
            />
            <SelecaoFiltro lista={table} nome="situacao" rotulo="Situação" opcoes={opcoesDeNomes(SituacaoPeriodoNome)} />
          </>
        }
      />
    </div>
  );
}
