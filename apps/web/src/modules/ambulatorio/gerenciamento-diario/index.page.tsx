import { CheckOutlined, RollbackOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { AMB, podeAgendamento, SituacaoDiaNome, STATUS_AGENDAMENTO, type TipoVaga, TipoVagaNome } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Space, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { DateInput } from '../../../components/fields/DateInput';
import { PageHeader } from '../../../components/PageHeader';
import { SelecaoFiltro } from '../../../components/workflow/BarraFiltros';
import { opcoesDeNomes } from '../../../components/workflow/filtros-lista';
import { formatarData, formatarHora, hoje } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { agendamentoApi } from '../agendamento/agendamento.api';
import { ChegadaModal } from '../recepcao/chegada.modal';
import { recepcaoAmbulatorioApi } from '../recepcao/recepcao.api';
import { API_DIARIO, gerenciamentoApi, type LinhaDoDia } from './gerenciamento-diario.api';
import { ContadoresDoDia, SituacaoDoDia } from './situacao';

const FILTROS = ['data', 'especialidadeId', 'profissionalId', 'situacao'] as const;
const nome = (l: LinhaDoDia) => l.pacienteNomeSocial || l.pacienteNome;

/**
 * ambulatorio/gerenciamento-diario (spec 000 §2.3; issue 17): the day of the user's unit — every appointment with
 * where the patient is, arrival and waiting time, the counters per situation; "Chegou" opens the reception's
 * arrival for a patient of today, and the no-show is registered or undone here. Date and filters in the URL.
 */
export default function GerenciamentoDiarioPage() {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const pode = { editar: usePermission(AMB.agendamentoEditar), receber: usePermission(AMB.recepcaoCadastrar) };
  const [chegando, setChegando] = useState<LinhaDoDia | null>(null);
  const dataUrl = params.get('data');
  // the day opens on today: the date lives in the URL like every filter ("Voltar" returns to the same day)
  useEffect(() => {
    if (!dataUrl)
      setParams(
        (p) => {
          const n = new URLSearchParams(p);
          n.set('data', hoje());
          return n;
        },
        { replace: true },
      );
  }, [dataUrl, setParams]);
  const data = dataUrl ?? hoje();
  const ehHoje = data === hoje();

  const acao = async (fazer: () => Promise<unknown>, mensagem: string) => {
    try {
      await fazer();
      message.success(mensagem);
      await Promise.all([table.query.refetch(), resumo.refetch()]);
    } catch (e) {
      handleApiError(e);
    }
  };

  const columns: ServerColumn<LinhaDoDia>[] = [
    { title: 'Hora', dataIndex: 'hora', sorter: true, width: 70, render: (v: string) => v.slice(0, 5) },
    { title: 'Paciente', dataIndex: 'pacienteNome', sorter: true, render: (_: string, l) => nome(l) },
    { title: 'Especialidade', dataIndex: 'especialidadeNome', sorter: true, width: 150, render: (v: string | null) => v ?? '—' },
    { title: 'Profissional', dataIndex: 'recursoNome', sorter: true, width: 180 },
    { title: 'Vaga', dataIndex: 'tipoVaga', width: 110, render: (v: number) => TipoVagaNome[v as TipoVaga] },
    { title: 'Situação', dataIndex: 'situacao', sorter: true, width: 150, render: (_: number, l) => <SituacaoDoDia linha={l} /> },
    { title: 'Chegada', dataIndex: 'chegadaEm', sorter: true, width: 80, render: (v: string | null) => (v ? formatarHora(v) : '—') },
    {
      title: 'Espera',
      dataIndex: 'esperaMinutos',
      sorter: true,
      width: 80,
      render: (v: number | null) => (v === null ? '—' : `${v} min`),
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 130,
      align: 'center',
      render: (_: unknown, l) => (
        <Space size={0}>
          {pode.receber && ehHoje && l.status === STATUS_AGENDAMENTO.AGENDADO && (
            <Tooltip title="Registrar a chegada na recepção">
              <Button type="text" icon={<CheckOutlined />} aria-label={`Chegou ${nome(l)}`} onClick={() => setChegando(l)} />
            </Tooltip>
          )}
          {pode.editar && podeAgendamento('faltou', l.status) && data <= hoje() && (
            <Tooltip title="Faltou">
              <Button
                type="text"
                icon={<UserDeleteOutlined />}
                aria-label={`Faltou: ${nome(l)}`}
                onClick={() => acao(() => agendamentoApi.faltou(l.id), 'Falta registrada.')}
              />
            </Tooltip>
          )}
          {pode.editar && podeAgendamento('desfazerFalta', l.status) && (
            <Tooltip title="Desfazer falta">
              <Button
                type="text"
                icon={<RollbackOutlined />}
                aria-label={`Desfazer falta: ${nome(l)}`}
                onClick={() => acao(() => agendamentoApi.desfazerFalta(l.id), 'Falta desfeita.')}
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  const table = useServerTable<LinhaDoDia>({
    endpoint: `${API_DIARIO}/datatable`,
    columns,
    defaultSort: { field: 'hora', dir: 'asc' },
    filters: FILTROS,
    enabled: Boolean(dataUrl),
  });
  const f = table.filtros;
  const resumo = useQuery({
    queryKey: ['ambulatorio', 'gerenciamento-diario', 'resumo', data, f.especialidadeId, f.profissionalId],
    queryFn: ({ signal }) =>
      gerenciamentoApi.resumo({ data, especialidadeId: f.especialidadeId, profissionalId: f.profissionalId }, signal),
    enabled: Boolean(dataUrl),
  });
  const r = resumo.data;
  const formRecepcao = useQuery({
    queryKey: ['ambulatorio', 'recepcao'],
    queryFn: ({ signal }) => recepcaoAmbulatorioApi.hoje(signal),
    enabled: chegando !== null,
  });
  const opcao = (l: { id: number; nome: string }[] = []) => l.map((o) => ({ value: o.id, label: o.nome }));

  return (
    <div className="sm-page">
      <PageHeader title="Gerenciamento diário" subTitle={r ? `${r.unidadeNome} — ${formatarData(r.data)}` : undefined} />
      {resumo.isError && <Alert type="error" showIcon title="Não foi possível carregar o dia da unidade." style={{ marginBottom: 12 }} />}
      <ContadoresDoDia
        contadores={r?.contadores}
        selecionada={Number(f.situacao) || undefined}
        aoEscolher={(s) => table.setFiltro('situacao', s === undefined ? undefined : String(s))}
      />
      <ServerTable
        table={table}
        searchPlaceholder="Paciente, CPF ou CNS"
        toolbar={
          <>
            <div style={{ width: 150 }}>
              <DateInput aria-label="Data" value={data} onChange={(v) => v && table.setFiltro('data', v)} />
            </div>
            <SelecaoFiltro
              lista={table}
              nome="especialidadeId"
              rotulo="Especialidade"
              busca
              largura={200}
              opcoes={opcao(r?.especialidades)}
            />
            <SelecaoFiltro lista={table} nome="profissionalId" rotulo="Profissional" busca largura={220} opcoes={opcao(r?.profissionais)} />
            <SelecaoFiltro lista={table} nome="situacao" rotulo="Situação" largura={150} opcoes={opcoesDeNomes(SituacaoDiaNome)} />
          </>
        }
      />
      {chegando && formRecepcao.data && (
        <ChegadaModal
          agendamento={chegando}
          opcoes={formRecepcao.data.data.form}
          aoFechar={() => setChegando(null)}
          aoReceber={() => {
            setChegando(null);
            void Promise.all([table.query.refetch(), resumo.refetch()]);
          }}
        />
      )}
    </div>
  );
}
