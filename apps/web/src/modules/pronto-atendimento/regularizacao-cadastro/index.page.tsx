import { IdcardOutlined, MergeCellsOutlined } from '@ant-design/icons';
import { PERMISSAO_UNIFICACAO, SEXOS, STATUS_FAA_NOME, type StatusFilaId, StatusFilaNome } from '@saude/shared';
import { Button, Space, Tooltip, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros } from '../../../components/workflow/filtros-lista';
import { formatarDataHora } from '../../../lib/dates';
import { type LinhaRegularizacao, REGULARIZACAO_API } from './regularizacao-cadastro.api';

/** The arrival period. */
const FILTROS = { periodo: { rotuloInicio: 'Chegada de', rotuloFim: 'Chegada até', largura: 420 } } satisfies FiltrosDaLista;

const sexo = (id: number | null) => SEXOS.find((s) => s.id === id)?.nome ?? '—';

function Situacao({ linha }: { linha: LinhaRegularizacao }) {
  return (
    <Space orientation="vertical" size={0}>
      <span>FAA {STATUS_FAA_NOME[linha.status]?.toLowerCase()}</span>
      {linha.setorAtual && (
        <Typography.Text type="secondary">
          {linha.setorAtual}
          {linha.setorStatus ? ` (${StatusFilaNome[linha.setorStatus as StatusFilaId].toLowerCase()})` : ''}
        </Typography.Text>
      )}
    </Space>
  );
}

/**
 * pronto-atendimento/regularizacao-cadastro/index (issue 6; spec: index only): the unknown patients the reception
 * registered as "paciente não identificado" who came through the emergency care, newest arrival first. Once the
 * person is identified, "Regularizar" opens the patient's record in regularisation mode; a person who already had
 * a record is merged into it on cadastro/unificacao-usuario-paciente. Either takes the row off this list.
 */
export default function RegularizacaoCadastroIndexPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const lista = `${location.pathname}${location.search}`;
  // merging is cadastro's (irreversible): offered only to whoever holds its permission
  const podeUnificar = usePermission(PERMISSAO_UNIFICACAO);
  const columns: ServerColumn<LinhaRegularizacao>[] = [
    {
      title: 'Última chegada',
      dataIndex: 'recepcionadoEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string) => formatarDataHora(v),
    },
    { title: 'Última FAA', dataIndex: 'numero', sorter: true, width: 120 },
    { title: 'FAAs', dataIndex: 'totalFaas', sorter: true, searchable: false, width: 80, align: 'center' },
    {
      title: 'Cadastro provisório',
      dataIndex: 'nome',
      render: (v: string, l) => (
        <Space orientation="vertical" size={0}>
          <span>{v}</span>
          <Typography.Text type="secondary">nº {l.id}</Typography.Text>
        </Space>
      ),
    },
    {
      title: 'Idade estimada',
      dataIndex: 'idadeEstimada',
      sorter: true,
      searchable: false,
      width: 120,
      render: (v: number | null) => (v == null ? '—' : `~${v} anos`),
    },
    { title: 'Sexo', dataIndex: 'sexoId', searchable: false, width: 110, render: (v: number | null) => sexo(v) },
    {
      title: 'Características físicas',
      dataIndex: 'caracteristicasFisicas',
      width: 280,
      ellipsis: { showTitle: false },
      // the cell cuts long descriptions; the whole text shows on hover
      render: (v: string | null) =>
        v ? (
          <Tooltip title={v} placement="topLeft">
            <span>{v}</span>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    { title: 'Unidade', dataIndex: 'unidade', searchable: false },
    { title: 'Situação', dataIndex: 'status', searchable: false, render: (_: number, l) => <Situacao linha={l} /> },
    {
      title: 'Cadastrado em',
      dataIndex: 'createdAt',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string) => formatarDataHora(v),
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 230,
      align: 'center',
      fixed: 'right',
      render: (_: unknown, l) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<IdcardOutlined />}
            aria-label={`Regularizar ${l.nome}`}
            onClick={() => navigate(`/cadastro/paciente/edit/${l.id}?regularizar=1`, { state: { lista } })}
          >
            Regularizar
          </Button>
          {podeUnificar && (
            <Tooltip title="Unificar com o cadastro que a pessoa já tem">
              <Button
                size="small"
                icon={<MergeCellsOutlined />}
                aria-label={`Unificar ${l.nome}`}
                onClick={() => navigate(`/cadastro/unificacao-usuario-paciente/index?paciente=${l.id}`, { state: { lista } })}
              >
                Unificar
              </Button>
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];
  const table = useServerTable<LinhaRegularizacao>({
    endpoint: `${REGULARIZACAO_API}/datatable`,
    columns,
    defaultSort: { field: 'recepcionadoEm', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Regularização de cadastro"
        subTitle="Pacientes não identificados que passaram pelo pronto atendimento, à espera da regularização do cadastro."
      />
      <ServerTable
        table={table}
        toolbar={<BarraFiltros lista={table} {...FILTROS} />}
        searchPlaceholder="Características físicas ou nº da FAA"
      />
    </div>
  );
}
