import { EyeOutlined } from '@ant-design/icons';
import { FAR, formatarMesAno, formatTelefone, STATUS_ALTO_CUSTO_NOME } from '@saude/shared';
import { Button, Input, InputNumber, Space, Tabs, Tooltip } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { PageHeader } from '../../../components/PageHeader';
import { SelecaoFiltro } from '../../../components/workflow/BarraFiltros';
import { opcoesDeNomes } from '../../../components/workflow/filtros-lista';
import { formatarData } from '../../../lib/dates';
import { altoCustoApi, type ProcessoLinha, type RetiradaPendente, TELA } from './alto-custo.api';
import { TagStatus } from './processo.paineis';

type Opcao = { id: number; label: string };
const FILTROS = ['pacienteId', 'medicamentoId', 'cid', 'status', 'vencendoEm'] as const;

/** The "view" button of a line: the process's screen, coming back to this list. */
function Visualizar({ pacienteId, id, lista }: { pacienteId: number; id: number; lista: string }) {
  const navigate = useNavigate();
  return (
    <Tooltip title="Visualizar">
      <Button
        type="text"
        icon={<EyeOutlined />}
        aria-label={`Visualizar processo ${id}`}
        onClick={() => navigate(`${TELA}/edit/${pacienteId}/${id}`, { state: { lista } })}
      />
    </Tooltip>
  );
}

function Processos({ lista }: { lista: string }) {
  const columns: ServerColumn<ProcessoLinha>[] = [
    { title: 'Nº', dataIndex: 'id', sorter: true, searchable: false, width: 70 },
    { title: 'Paciente', dataIndex: 'paciente', sorter: true },
    { title: 'Medicamento', dataIndex: 'medicamento', sorter: true },
    { title: 'CID', dataIndex: 'cid', sorter: true, searchable: false, width: 80 },
    {
      title: 'Validade',
      dataIndex: 'validadeFim',
      sorter: true,
      searchable: false,
      width: 190,
      render: (_: string, l) => `${formatarData(l.validadeInicio)} a ${formatarData(l.validadeFim)}`,
    },
    {
      title: 'Situação',
      dataIndex: 'status',
      sorter: true,
      searchable: false,
      width: 110,
      render: (s: number) => <TagStatus status={s} />,
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 70,
      align: 'center',
      render: (_: unknown, l) => <Visualizar pacienteId={l.pacienteId} id={l.id} lista={lista} />,
    },
  ];
  const table = useServerTable<ProcessoLinha>({
    endpoint: `${altoCustoApi.base}/datatable`,
    columns,
    defaultSort: { field: 'id', dir: 'desc' },
    filters: FILTROS,
  });
  const { filtros, setFiltro } = table;
  return (
    <ServerTable
      table={table}
      searchPlaceholder="Pesquisar paciente, medicamento ou nº da LME"
      toolbar={
        <>
          <div style={{ width: 260 }}>
            <Autocomplete<Opcao>
              url={`${altoCustoApi.base}/paciente/autocomplete`}
              label="Paciente"
              optionLabel="label"
              value={filtros.pacienteId ? Number(filtros.pacienteId) : null}
              onChange={(v) => setFiltro('pacienteId', v == null ? undefined : String(v))}
            />
          </div>
          <div style={{ width: 240 }}>
            <Autocomplete<Opcao>
              url={`${altoCustoApi.base}/medicamento/autocomplete`}
              label="Medicamento"
              optionLabel="label"
              value={filtros.medicamentoId ? Number(filtros.medicamentoId) : null}
              onChange={(v) => setFiltro('medicamentoId', v == null ? undefined : String(v))}
            />
          </div>
          <Input.Search
            aria-label="CID"
            placeholder="CID"
            allowClear
            defaultValue={filtros.cid}
            onSearch={(v) => setFiltro('cid', v.trim() || undefined)}
            style={{ width: 110 }}
          />
          <SelecaoFiltro lista={table} nome="status" rotulo="Situação" opcoes={opcoesDeNomes(STATUS_ALTO_CUSTO_NOME)} />
          <InputNumber
            aria-label="Vence em (dias)"
            placeholder="Vence em (dias)"
            min={0}
            max={365}
            precision={0}
            value={filtros.vencendoEm ? Number(filtros.vencendoEm) : null}
            onChange={(v) => setFiltro('vencendoEm', v == null ? undefined : String(v))}
            style={{ width: 150 }}
          />
        </>
      }
    />
  );
}

function RetiradasPendentes({ lista }: { lista: string }) {
  const columns: ServerColumn<RetiradaPendente>[] = [
    { title: 'Paciente', dataIndex: 'paciente', sorter: true },
    {
      title: 'Telefone',
      dataIndex: 'telefone',
      searchable: false,
      width: 140,
      render: (t: string | null) => (t ? formatTelefone(t) : '—'),
    },
    { title: 'Medicamento', dataIndex: 'medicamento', sorter: true },
    {
      title: 'Competência',
      dataIndex: 'competencia',
      searchable: false,
      width: 120,
      render: (c: string, l) => `${formatarMesAno(c)} (${l.mes}º mês)`,
    },
    {
      title: 'A retirar',
      key: 'pendente',
      width: 150,
      align: 'right',
      render: (_: unknown, l) => `${l.quantidadeAutorizada - l.quantidadeDispensada} de ${l.quantidadeAutorizada}`,
    },
    { title: 'Validade', dataIndex: 'validadeFim', sorter: true, searchable: false, width: 110, render: (d: string) => formatarData(d) },
    {
      title: 'Ações',
      key: 'acoes',
      width: 70,
      align: 'center',
      render: (_: unknown, l) => <Visualizar pacienteId={l.pacienteId} id={l.id} lista={lista} />,
    },
  ];
  const table = useServerTable<RetiradaPendente>({
    endpoint: `${altoCustoApi.base}/retirada-pendente`,
    columns,
    defaultSort: { field: 'paciente', dir: 'asc' },
  });
  return <ServerTable table={table} searchPlaceholder="Pesquisar paciente ou medicamento" />;
}

/**
 * farmacia/alto-custo-gerenciamento-processo/index (spec 000 §2.3): the CEAF processes of this pharmacy (filters in
 * the URL) and, in the second tab, the authorised processes whose pickup of this month is still pending, with the
 * patient's phone. A new process starts from the patient.
 */
export default function ProcessoAltoCustoIndexPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const podeCadastrar = usePermission(FAR.altoCustoCadastrar);
  const lista = `${location.pathname}${location.search}`;
  const aba = params.get('aba') === 'pendentes' ? 'pendentes' : 'processos';
  return (
    <div className="sm-page">
      <PageHeader
        title="Alto custo (CEAF)"
        subTitle="Processos do Componente Especializado: LME, situação, documentos e retiradas mensais."
        extra={
          podeCadastrar && (
            <Space>
              <div style={{ width: 400, maxWidth: '100%' }}>
                <Autocomplete<Opcao>
                  url={`${altoCustoApi.base}/paciente/autocomplete`}
                  label="Novo processo: paciente"
                  placeholder="Novo processo: nome, CPF, CNS ou nascimento"
                  optionLabel="label"
                  onChange={(id) => id && navigate(`${TELA}/create/${id}`, { state: { lista } })}
                />
              </div>
            </Space>
          )
        }
      />
      <Tabs
        activeKey={aba}
        onChange={(k) => setParams(k === 'processos' ? {} : { aba: k }, { replace: true })}
        items={[
          { key: 'processos', label: 'Processos', children: aba === 'processos' ? <Processos lista={lista} /> : null },
          { key: 'pendentes', label: 'Retiradas pendentes', children: aba === 'pendentes' ? <RetiradasPendentes lista={lista} /> : null },
        ]}
      />
    </div>
  );
}
