import { EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import { AMB, ATENDIMENTO_IMPRESSAO, caminhoImpressaoAmbulatorio, StatusFila, TITULO_IMPRESSAO } from '@saude/shared';
import { Button, Space, Tabs, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { formatarDataHora, formatarHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { ATENDIMENTO_API, atendimentoApi, type LinhaAtendimento, type LinhaFila, urlAtendimento } from './atendimento.api';
import { imprimir, VisualizarAtendimento } from './visualizar';

const nome = (l: { paciente: string; nomeSocial: string | null }) => l.nomeSocial || l.paciente;

/** Today's office queue of the session's unit: "Atender" takes the entry and opens the attendance. */
function FilaDoConsultorio() {
  const navigate = useNavigate();
  const location = useLocation();
  const pode = usePermission(AMB.atendimentoCadastrar);
  const abrir = async (l: LinhaFila) => {
    try {
      if (l.status === StatusFila.EM_ESPERA) await atendimentoApi.atender(l.filaId);
      navigate(urlAtendimento(l.filaId, l.agendamentoId), { state: { lista: `${location.pathname}${location.search}` } });
    } catch (e) {
      handleApiError(e);
    }
  };
  const columns: ServerColumn<LinhaFila>[] = [
    {
      title: 'Horário',
      dataIndex: 'horaAgendada',
      sorter: true,
      width: 90,
      searchable: false,
      render: (h: string | null) => h?.slice(0, 5) ?? '—',
    },
    { title: 'Chegada', dataIndex: 'chegadaEm', sorter: true, width: 90, searchable: false, render: (v: string) => formatarHora(v) },
    { title: 'Paciente', dataIndex: 'paciente', sorter: true, render: (_: unknown, l) => nome(l) },
    { title: 'Especialidade', dataIndex: 'especialidade', searchable: false, width: 180 },
    {
      title: 'Prioridade',
      dataIndex: 'prioridade',
      searchable: false,
      width: 140,
      render: (p: string | null) => (p ? <Tag color="orange">{p}</Tag> : '—'),
    },
    { title: 'Situação', dataIndex: 'statusNome', searchable: false, width: 140 },
    {
      title: 'Ações',
      key: 'acoes',
      width: 120,
      align: 'center',
      render: (_: unknown, l) =>
        pode && (l.status === StatusFila.EM_ESPERA || l.emAtendimentoPorVoce) ? (
          <Button size="small" type="primary" ghost aria-label={`Atender ${nome(l)}`} onClick={() => void abrir(l)}>
            {l.emAtendimentoPorVoce ? 'Continuar' : 'Atender'}
          </Button>
        ) : null,
    },
  ];
  const table = useServerTable<LinhaFila>({ endpoint: `${ATENDIMENTO_API}/fila`, columns });
  return <ServerTable table={table} searchPlaceholder="Pesquisar paciente" rowKey="filaId" />;
}

/** The professional's own attendances, by period; each read (audited) and printed. */
function MeusAtendimentos() {
  const [aberto, setAberto] = useState<number | null>(null);
  const columns: ServerColumn<LinhaAtendimento>[] = [
    {
      title: 'Data e hora',
      dataIndex: 'finalizadoEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string) => formatarDataHora(v),
    },
    { title: 'Paciente', dataIndex: 'paciente', sorter: true, render: (_: unknown, l) => nome(l) },
    { title: 'Problema principal', dataIndex: 'problemaPrincipal', searchable: false, ellipsis: true },
    { title: 'Situação', dataIndex: 'statusNome', searchable: false, width: 170 },
    {
      title: 'Ações',
      key: 'acoes',
      width: 100,
      align: 'center',
      render: (_: unknown, l) => (
        <Space size={0}>
          <Tooltip title="Visualizar">
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={`Visualizar atendimento de ${nome(l)}`}
              onClick={() => setAberto(l.id)}
            />
          </Tooltip>
          <Tooltip title="Imprimir">
            <Button
              type="text"
              icon={<PrinterOutlined />}
              aria-label={`Imprimir atendimento de ${nome(l)}`}
              onClick={() =>
                void imprimir({
                  documento: ATENDIMENTO_IMPRESSAO,
                  id: l.id,
                  titulo: TITULO_IMPRESSAO[ATENDIMENTO_IMPRESSAO] ?? '',
                  caminho: caminhoImpressaoAmbulatorio(ATENDIMENTO_IMPRESSAO, l.id),
                  assinado: false,
                })
              }
            />
          </Tooltip>
        </Space>
      ),
    },
  ];
  const filtros = { periodo: { largura: 360 } };
  const table = useServerTable<LinhaAtendimento>({
    endpoint: `${ATENDIMENTO_API}/datatable`,
    columns,
    defaultSort: { field: 'finalizadoEm', dir: 'desc' },
    filters: ['dataInicio', 'dataFim'],
  });
  return (
    <>
      <ServerTable table={table} toolbar={<BarraFiltros lista={table} {...filtros} />} searchPlaceholder="Pesquisar paciente" />
      {aberto !== null && <VisualizarAtendimento id={aberto} onFechar={() => setAberto(null)} />}
    </>
  );
}

/**
 * ambulatorio/atendimento/index (issue 17; spec 000 §2.3): the professional's worklist — today's office queue of
 * the unit (waiting and in attendance, in the queue's order) and the attendances they did. The tab is in the URL.
 */
export default function AtendimentoAmbulatorioIndexPage() {
  const [params, setParams] = useSearchParams();
  const aba = params.get('aba') === 'realizados' ? 'realizados' : 'fila';
  return (
    <div className="sm-page">
      <PageHeader title="Atendimento" subTitle="Consultório do ambulatório" />
      <Tabs
        activeKey={aba}
        onChange={(k) => setParams(k === 'fila' ? {} : { aba: k }, { replace: true })}
        items={[
          { key: 'fila', label: 'Fila do consultório (hoje)', children: aba === 'fila' ? <FilaDoConsultorio /> : null },
          { key: 'realizados', label: 'Meus atendimentos', children: aba === 'realizados' ? <MeusAtendimentos /> : null },
        ]}
      />
    </div>
  );
}
