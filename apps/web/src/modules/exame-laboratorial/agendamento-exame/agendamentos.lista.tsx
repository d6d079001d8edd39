import { CloseCircleOutlined, EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  formatDataBr,
  LAB,
  type LabAgendamentoItem,
  MATERIAIS_BIOLOGICOS,
  SITUACAO_EXAME_LAB,
  SITUACOES_AMOSTRA,
  SITUACOES_EXAME_LAB,
  STATUS_AGENDAMENTO,
  type StatusAgendamento,
  StatusAgendamentoNome,
} from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Form, Modal, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { TextArea } from '../../../components/fields/TextArea';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, opcoesDeNomes } from '../../../components/workflow/filtros-lista';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { API, agendamentoExameApi, imprimirPedidoExames } from './agendamento-exame.api';

const COR: Record<number, string> = {
  [STATUS_AGENDAMENTO.AGENDADO]: 'blue',
  [STATUS_AGENDAMENTO.CONFIRMADO]: 'cyan',
  [STATUS_AGENDAMENTO.REALIZADO]: 'green',
  [STATUS_AGENDAMENTO.FALTOU]: 'orange',
  [STATUS_AGENDAMENTO.CANCELADO]: 'default',
};
const hhmm = (h: string) => h.slice(0, 5);
const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const nomeDe = (l: readonly { value: number; label: string }[], v: number) => l.find((x) => x.value === v)?.label ?? String(v);

/** The reason dialog of a cancellation (whole scheduling or one exam); the server's 422 lands on the field. */
function MotivoModal({
  titulo,
  descricao,
  onConfirmar,
  onFechar,
}: {
  titulo: string | null;
  descricao: string;
  onConfirmar: (motivo: string) => Promise<void>;
  onFechar: () => void;
}) {
  const [form] = Form.useForm<{ motivo: string }>();
  const [salvando, setSalvando] = useState(false);
  return (
    <Modal
      open={titulo !== null}
      title={titulo}
      okText="Cancelar"
      cancelText="Voltar"
      okButtonProps={{ danger: true, loading: salvando }}
      onOk={() => form.submit()}
      onCancel={onFechar}
      destroyOnHidden
    >
      <p>{descricao}</p>
      <Form
        form={form}
        layout="vertical"
        onFinish={async ({ motivo }) => {
          setSalvando(true);
          try {
            await onConfirmar(motivo);
          } catch (e) {
            if (!applyFormErrors(form, e)) handleApiError(e);
          } finally {
            setSalvando(false);
          }
        }}
      >
        <Form.Item name="motivo" label="Motivo" rules={[{ required: true, whitespace: true, message: 'O campo Motivo é obrigatório.' }]}>
          <TextArea max={300} rows={3} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** One scheduling: its exams (each cancellable while not collected), its samples and the slip. */
function DetalheModal({ id, onFechar }: { id: number | null; onFechar: (mudou: boolean) => void }) {
  const { message } = App.useApp();
  const podeEditar = usePermission(LAB.agendamentoEditar);
  const [mudou, setMudou] = useState(false);
  const [cancelando, setCancelando] = useState<{ id: number; nome: string } | null>(null);
  const q = useQuery({
    queryKey: ['lab', 'agendamento-exame', id],
    queryFn: () => agendamentoExameApi.detalhe(id as number),
    enabled: id !== null,
    gcTime: 0,
  });
  const d = q.data?.data;
  return (
    <Modal
      open={id !== null}
      width={900}
      title={d ? `Agendamento nº ${d.numero}` : 'Agendamento'}
      onCancel={() => {
        onFechar(mudou);
        setMudou(false);
      }}
      footer={
        d && (
          <Button icon={<PrinterOutlined />} onClick={() => imprimirPedidoExames(d.id)}>
            Imprimir pedido
          </Button>
        )
      }
      destroyOnHidden
    >
      {d && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="Paciente">{d.pacienteNome}</Descriptions.Item>
            <Descriptions.Item label="Coleta">
              {formatDataBr(d.data)} às {hhmm(d.hora)} — {d.unidadeColetaNome}
            </Descriptions.Item>
            <Descriptions.Item label="Laboratório">{d.laboratorioNome}</Descriptions.Item>
            <Descriptions.Item label="Entrega prevista">{d.dataEntrega ? formatDataBr(d.dataEntrega) : '—'}</Descriptions.Item>
            <Descriptions.Item label="Unidade solicitante">{d.unidadeSolicitanteNome}</Descriptions.Item>
            <Descriptions.Item label="Solicitante">{d.solicitanteNome ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Situação">
              <Tag color={COR[d.status]}>{StatusAgendamentoNome[d.status as StatusAgendamento]}</Tag>
              {d.urgente && <Tag color="red">Urgente</Tag>}
              {d.retroativo && <Tag>Retroativo</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="Valor (SIGTAP)">{moeda.format(d.valorTotal)}</Descriptions.Item>
            {d.motivoCancelamento && (
              <Descriptions.Item label="Motivo do cancelamento" span={2}>
                {d.motivoCancelamento}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            Exames
          </Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={d.itens}
            columns={[
              { title: 'Exame', dataIndex: 'exameNome', render: (v: string, i) => (i.sigla ? `${v} (${i.sigla})` : v) },
              { title: 'Kit', dataIndex: 'kitNome', width: 140, render: (v: string | null) => v ?? '—' },
              { title: 'Valor', dataIndex: 'valor', width: 100, render: (v: number) => moeda.format(v) },
              {
                title: 'Situação',
                dataIndex: 'situacao',
                width: 170,
                render: (v: number, i) => (
                  <Tooltip title={i.motivoCancelamento}>
                    <Tag color={v === SITUACAO_EXAME_LAB.cancelado ? 'default' : 'blue'}>{nomeDe(SITUACOES_EXAME_LAB, v)}</Tag>
                  </Tooltip>
                ),
              },
              {
                title: '',
                key: 'acoes',
                width: 50,
                render: (_, i) =>
                  podeEditar &&
                  i.situacao === SITUACAO_EXAME_LAB.agendado && (
                    <Button
                      type="text"
                      danger
                      icon={<CloseCircleOutlined />}
                      aria-label={`Cancelar exame: ${i.exameNome}`}
                      onClick={() => setCancelando({ id: i.id, nome: i.exameNome })}
                    />
                  ),
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            Amostras
          </Typography.Title>
          <Space wrap>
            {d.amostras.map((a) => (
              <Tag key={a.id}>
                {nomeDe(MATERIAIS_BIOLOGICOS, a.materialBiologico)}
                {a.recipiente ? ` · ${a.recipiente}` : ''} · {nomeDe(SITUACOES_AMOSTRA, a.situacao)}
              </Tag>
            ))}
          </Space>
        </>
      )}
      <MotivoModal
        titulo={cancelando ? 'Cancelar exame' : null}
        descricao={cancelando?.nome ?? ''}
        onFechar={() => setCancelando(null)}
        onConfirmar={async (motivo) => {
          await agendamentoExameApi.cancelarExame(cancelando?.id as number, motivo);
          message.success('Exame cancelado.');
          setCancelando(null);
          setMudou(true);
          await q.refetch();
        }}
      />
    </Modal>
  );
}

/**
 * The laboratory's schedulings (agendamento-exame/index and agendamento-exame-retroativo/index): server-paged,
 * filters in the URL (period, status), the search finds the patient by name, CPF, CNS or number; the row opens
 * the exams (cancel one), cancels the whole scheduling (with reason) and reprints the slip.
 */
export function ListaAgendamentosExame({ retroativos = false }: { retroativos?: boolean }) {
  const { message } = App.useApp();
  const podeEditar = usePermission(LAB.agendamentoEditar);
  const [detalhe, setDetalhe] = useState<number | null>(null);
  const [cancelando, setCancelando] = useState<LabAgendamentoItem | null>(null);
  const FILTROS = { status: { opcoes: opcoesDeNomes(StatusAgendamentoNome) }, periodo: {} } satisfies FiltrosDaLista;

  const columns: ServerColumn<LabAgendamentoItem>[] = [
    {
      title: 'Coleta',
      dataIndex: 'data',
      sorter: true,
      searchable: false,
      width: 130,
      render: (v: string, a) => `${formatDataBr(v)} ${hhmm(a.hora)}`,
    },
    { title: 'Nº', dataIndex: 'numero', sorter: true, width: 110 },
    { title: 'Paciente', dataIndex: 'pacienteNome', sorter: true },
    { title: 'Unidade solicitante', dataIndex: 'unidadeSolicitanteNome', sorter: true },
    { title: 'Exames', dataIndex: 'exames', width: 80, align: 'center' },
    {
      title: 'Situação',
      dataIndex: 'status',
      sorter: true,
      width: 110,
      render: (v: number, a) => (
        <Space size={2} wrap>
          <Tag color={COR[v]}>{StatusAgendamentoNome[v as StatusAgendamento]}</Tag>
          {a.urgente && <Tag color="red">Urgente</Tag>}
        </Space>
      ),
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 130,
      align: 'center',
      render: (_: unknown, a) => {
        const nome = `${a.pacienteNome}, ${formatDataBr(a.data)} ${hhmm(a.hora)}`;
        return (
          <Space size={0}>
            <Tooltip title="Exames e amostras">
              <Button type="text" icon={<EyeOutlined />} aria-label={`Exames: ${nome}`} onClick={() => setDetalhe(a.id)} />
            </Tooltip>
            <Tooltip title="Reimprimir pedido">
              <Button
                type="text"
                icon={<PrinterOutlined />}
                aria-label={`Reimprimir pedido: ${nome}`}
                onClick={() => imprimirPedidoExames(a.id)}
              />
            </Tooltip>
            {podeEditar && a.status !== STATUS_AGENDAMENTO.CANCELADO && (
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
          </Space>
        );
      },
    },
  ];
  const table = useServerTable<LabAgendamentoItem>({
    endpoint: retroativos ? `${API}/datatable?retroativo=1` : `${API}/datatable`,
    columns,
    defaultSort: { field: 'data', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS),
  });
  return (
    <>
      <ServerTable table={table} searchPlaceholder="Paciente, CPF, CNS ou nº" toolbar={<BarraFiltros lista={table} {...FILTROS} />} />
      <DetalheModal
        id={detalhe}
        onFechar={(mudou) => {
          setDetalhe(null);
          if (mudou) void table.query.refetch();
        }}
      />
      <MotivoModal
        titulo={cancelando ? 'Cancelar agendamento' : null}
        descricao={cancelando ? `${cancelando.pacienteNome} — coleta em ${formatDataBr(cancelando.data)} às ${hhmm(cancelando.hora)}` : ''}
        onFechar={() => setCancelando(null)}
        onConfirmar={async (motivo) => {
          await agendamentoExameApi.cancelar(cancelando?.id as number, motivo);
          message.success('Agendamento cancelado.');
          setCancelando(null);
          await table.query.refetch();
        }}
      />
    </>
  );
}
