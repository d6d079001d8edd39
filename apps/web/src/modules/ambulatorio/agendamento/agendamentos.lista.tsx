import { CloseCircleOutlined, PrinterOutlined, RollbackOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { AMB, formatDataBr, podeAgendamento, STATUS_AGENDAMENTO, type StatusAgendamento, StatusAgendamentoNome } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Modal, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { TextArea } from '../../../components/fields/TextArea';
import { BarraFiltros, SelecaoFiltro } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, opcoesDeNomes } from '../../../components/workflow/filtros-lista';
import { hoje } from '../../../lib/dates';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { type AgendamentoLinha, API, agendamentoApi, imprimirComprovante } from './agendamento.api';

export const COR_STATUS_AGENDAMENTO: Record<number, string> = {
  [STATUS_AGENDAMENTO.AGENDADO]: 'blue',
  [STATUS_AGENDAMENTO.CONFIRMADO]: 'cyan',
  [STATUS_AGENDAMENTO.REALIZADO]: 'green',
  [STATUS_AGENDAMENTO.FALTOU]: 'orange',
  [STATUS_AGENDAMENTO.CANCELADO]: 'default',
};

const hhmm = (h: string) => h.slice(0, 5);

/** The cancel dialog: the reason is required (issue 17), the server's 422 lands on the field. */
function CancelarModal({ alvo, onFechar }: { alvo: AgendamentoLinha | null; onFechar: (cancelado: boolean) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ motivo: string }>();
  const [salvando, setSalvando] = useState(false);
  const confirmar = async ({ motivo }: { motivo: string }) => {
    if (!alvo) return;
    setSalvando(true);
    try {
      await agendamentoApi.cancelar(alvo.id, motivo);
      message.success('Agendamento cancelado.');
      form.resetFields();
      onFechar(true);
    } catch (e) {
      if (!applyFormErrors(form, e)) handleApiError(e);
    } finally {
      setSalvando(false);
    }
  };
  return (
    <Modal
      open={alvo !== null}
      title="Cancelar agendamento"
      okText="Cancelar agendamento"
      cancelText="Voltar"
      okButtonProps={{ danger: true, loading: salvando }}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onFechar(false);
      }}
      destroyOnHidden
    >
      {alvo && (
        <p>
          {alvo.pacienteNome} — {formatDataBr(alvo.data)} às {hhmm(alvo.hora)}, {alvo.recursoNome}
        </p>
      )}
      <Form form={form} layout="vertical" onFinish={confirmar}>
        <Form.Item name="motivo" label="Motivo" rules={[{ required: true, whitespace: true, message: 'O campo Motivo é obrigatório.' }]}>
          <TextArea max={300} rows={3} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The appointments' list (agendamento/index and agendamento-retroativo/index): server-paged, filters in the URL
 * (period, unit, specialty, professional, status; the search box finds the patient by name, CPF, CNS or the
 * number), and the row actions cancel (with reason), no-show, undo no-show and reprint the slip. Fits 1366 × 768
 * with the actions column pinned.
 */
export function ListaAgendamentos({ retroativos = false }: { retroativos?: boolean }) {
  const { message } = App.useApp();
  const pode = { editar: usePermission(AMB.agendamentoEditar) };
  const [cancelando, setCancelando] = useState<AgendamentoLinha | null>(null);
  const opcoes = useQuery({ queryKey: ['ambulatorio', 'agendamento', 'create'], queryFn: agendamentoApi.formulario, staleTime: 60_000 });
  const f = opcoes.data?.form;
  const unicos = <T extends { id: number; nome: string }>(l: readonly T[]) => [
    ...new Map(l.map((x) => [x.id, { value: x.id, label: x.nome }])).values(),
  ];
  const FILTROS = {
    unidade: { nome: 'unidadeId', largura: 220, opcoes: unicos(f?.unidades ?? []), carregando: opcoes.isLoading },
    profissional: {
      nome: 'recursoId',
      rotulo: 'Profissional',
      largura: 220,
      opcoes: unicos(f?.profissionais ?? []),
      carregando: opcoes.isLoading,
    },
    status: { opcoes: opcoesDeNomes(StatusAgendamentoNome) },
    extras: ['especialidadeId'],
  } satisfies FiltrosDaLista;

  const acao = async (fazer: () => Promise<unknown>, mensagem: string) => {
    try {
      await fazer();
      message.success(mensagem);
      await table.query.refetch();
    } catch (e) {
      handleApiError(e);
    }
  };

  const columns: ServerColumn<AgendamentoLinha>[] = [
    {
      title: 'Data',
      dataIndex: 'data',
      sorter: true,
      searchable: false,
      width: 120,
      render: (v: string, a) => `${formatDataBr(v)} ${hhmm(a.hora)}`,
    },
    { title: 'Nº', dataIndex: 'numero', sorter: true, width: 110 },
    {
      title: 'Paciente',
      dataIndex: 'pacienteNome',
      sorter: true,
      render: (v: string, a) => (a.pacienteNomeSocial ? `${a.pacienteNomeSocial} (${v})` : v),
    },
    { title: 'Especialidade', dataIndex: 'especialidadeNome', sorter: true, render: (v: string | null) => v ?? '—' },
    { title: 'Profissional', dataIndex: 'recursoNome' },
    {
      title: 'Situação',
      dataIndex: 'status',
      sorter: true,
      width: 110,
      render: (v: number) => <Tag color={COR_STATUS_AGENDAMENTO[v]}>{StatusAgendamentoNome[v as StatusAgendamento]}</Tag>,
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 150,
      align: 'center',
      render: (_: unknown, a) => {
        const nome = `${a.pacienteNome}, ${formatDataBr(a.data)} ${hhmm(a.hora)}`;
        const chegouODia = a.data <= hoje();
        return (
          <Space size={0}>
            <Tooltip title="Reimprimir comprovante">
              <Button
                type="text"
                icon={<PrinterOutlined />}
                aria-label={`Reimprimir comprovante: ${nome}`}
                onClick={() => imprimirComprovante(a.id)}
              />
            </Tooltip>
            {pode.editar && podeAgendamento('cancelar', a.status) && (
              <Tooltip title="Cancelar">
                <Button
                  type="text"
                  danger
                  icon={<CloseCircleOutlined />}
                  aria-label={`Cancelar: ${nome}`}
                  onClick={() => setCancelando(a)}
                />
              </Tooltip>
            )}
            {pode.editar && podeAgendamento('faltou', a.status) && (
              <Tooltip title={chegouODia ? 'Faltou' : `A falta só pode ser registrada a partir de ${formatDataBr(a.data)}.`}>
                <Button
                  type="text"
                  icon={<UserDeleteOutlined />}
                  disabled={!chegouODia}
                  aria-label={`Faltou: ${nome}`}
                  onClick={() => acao(() => agendamentoApi.faltou(a.id), 'Falta registrada.')}
                />
              </Tooltip>
            )}
            {pode.editar && podeAgendamento('desfazerFalta', a.status) && (
              <Tooltip title="Desfazer falta">
                <Button
                  type="text"
                  icon={<RollbackOutlined />}
                  aria-label={`Desfazer falta: ${nome}`}
                  onClick={() => acao(() => agendamentoApi.desfazerFalta(a.id), 'Falta desfeita.')}
                />
              </Tooltip>
            )}
          </Space>
        );
      },
    },
  ];

  const table = useServerTable<AgendamentoLinha>({
    endpoint: retroativos ? `${API}/datatable?retroativo=1` : `${API}/datatable`,
    columns,
    defaultSort: { field: 'data', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS),
  });
  const unidadeFiltro = Number(table.filtros.unidadeId) || undefined;
  const especialidades = unicos((f?.especialidades ?? []).filter((e) => !unidadeFiltro || e.unidadeId === unidadeFiltro));

  return (
    <>
      <ServerTable
        table={table}
        searchPlaceholder="Paciente, CPF, CNS ou nº"
        toolbar={
          <BarraFiltros lista={table} {...FILTROS}>
            <SelecaoFiltro lista={table} nome="especialidadeId" rotulo="Especialidade" busca largura={200} opcoes={especialidades} />
          </BarraFiltros>
        }
      />
      <CancelarModal
        alvo={cancelando}
        onFechar={(cancelado) => {
          setCancelando(null);
          if (cancelado) void table.query.refetch();
        }}
      />
    </>
  );
}
