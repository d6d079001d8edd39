import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { LAB, type LabCotaInput, type labCotaListaSchema, type labJornadaFormSchema, type Resposta } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Progress,
  Row,
  Select,
  Space,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import { api } from '../../../lib/api';
import { hoje } from '../../../lib/dates';
import { applyFormErrors, handleApiError } from '../../../lib/errors';

export type Cota = Resposta<typeof labCotaListaSchema>['data'][number];
type Opcoes = Resposta<typeof labJornadaFormSchema>;

const API = '/api/exame-laboratorial/jornada';
const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export const cotaApi = {
  opcoes: () => api.get<{ form: Opcoes }>(`${API}/create`),
  listar: (laboratorioId: number | undefined, competencia: string) =>
    api.get<{ data: Cota[] }>(`${API}/cota`, { query: { laboratorioId, competencia } }),
  criar: (v: LabCotaInput) => api.post<{ data: Cota }>(`${API}/cota`, v),
  alterar: (id: number, v: LabCotaInput) => api.put<{ data: Cota }>(`${API}/cota/${id}`, v),
  excluir: (id: number) => api.delete<void>(`${API}/cota/${id}`),
};

/** The share used of a limit, for the bar: red when used up. */
function Uso({ usado, limite, texto }: { usado: number; limite: number | null; texto: string }) {
  if (limite === null) return <Typography.Text>{texto} (sem teto)</Typography.Text>;
  const pct = limite > 0 ? Math.min(100, Math.round((usado / limite) * 100)) : 100;
  return (
    <Tooltip title={texto}>
      <Progress percent={pct} size="small" status={usado >= limite ? 'exception' : 'normal'} format={() => texto} />
    </Tooltip>
  );
}

/**
 * The quotas of the requesting units (exame-laboratorial/jornada, issue 21) beside the collection agendas: per
 * laboratory and month, how many exams and up to which SIGTAP value each unit may schedule, and what it used
 * (its scheduled, non-cancelled exams of the month). Booking checks them under a row lock.
 */
export function CotasPainel() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const pode = { cadastrar: usePermission(LAB.jornadaCadastrar), editar: usePermission(LAB.jornadaEditar) };
  const [competencia, setCompetencia] = useState(hoje().slice(0, 7));
  const [laboratorioId, setLaboratorioId] = useState<number | undefined>();
  const [editando, setEditando] = useState<Cota | 'nova' | null>(null);
  const [form] = Form.useForm();
  const opcoes = useQuery({ queryKey: ['lab', 'jornada', 'opcoes'], queryFn: cotaApi.opcoes, staleTime: 60_000, enabled: pode.cadastrar });
  const valido = /^\d{4}-(0[1-9]|1[0-2])$/.test(competencia);
  const lista = useQuery({
    queryKey: ['lab', 'cotas', laboratorioId, competencia],
    queryFn: () => cotaApi.listar(laboratorioId, competencia),
    enabled: valido,
  });
  const laboratorios = opcoes.data?.form.laboratorios ?? [
    ...new Map((lista.data?.data ?? []).map((c) => [c.laboratorioId, { id: c.laboratorioId, nome: c.laboratorioNome }])).values(),
  ];
  const salvar = useMutation({
    mutationFn: (v: LabCotaInput) => (editando && editando !== 'nova' ? cotaApi.alterar(editando.id, v) : cotaApi.criar(v)),
    onSuccess: () => {
      message.success('Cota gravada.');
      setEditando(null);
      form.resetFields();
      void qc.invalidateQueries({ queryKey: ['lab', 'cotas'] });
    },
    onError: (e) => {
      if (!applyFormErrors(form, e)) handleApiError(e);
    },
  });
  const excluir = async (c: Cota) => {
    try {
      await cotaApi.excluir(c.id);
      message.success('Cota excluída.');
      void qc.invalidateQueries({ queryKey: ['lab', 'cotas'] });
    } catch (e) {
      handleApiError(e);
    }
  };
  const abrir = (c: Cota | 'nova') => {
    setEditando(c);
    form.setFieldsValue(
      c === 'nova'
        ? {
            laboratorioId: laboratorioId ?? laboratorios[0]?.id,
            competencia,
            unidadeSolicitanteId: undefined,
            quantidade: undefined,
            valorTeto: undefined,
          }
        : { ...c },
    );
  };

  return (
    <Card
      size="small"
      title="Cotas das unidades solicitantes"
      style={{ marginTop: 16 }}
      extra={
        <Space wrap>
          <Select
            aria-label="Laboratório das cotas"
            allowClear
            placeholder="Todos os laboratórios"
            style={{ width: 260 }}
            value={laboratorioId}
            onChange={setLaboratorioId}
            options={laboratorios.map((l) => ({ value: l.id, label: l.nome }))}
          />
          <Input
            aria-label="Mês (AAAA-MM)"
            type="month"
            style={{ width: 160 }}
            value={competencia}
            onChange={(e) => setCompetencia(e.target.value)}
            status={valido ? undefined : 'error'}
          />
          {pode.cadastrar && (
            <Button icon={<PlusOutlined />} onClick={() => abrir('nova')}>
              Nova cota
            </Button>
          )}
        </Space>
      }
    >
      <Table<Cota>
        rowKey="id"
        size="small"
        loading={lista.isLoading}
        pagination={false}
        dataSource={lista.data?.data ?? []}
        locale={{ emptyText: 'Nenhuma cota no mês: as unidades agendam sem limite.' }}
        columns={[
          { title: 'Unidade solicitante', dataIndex: 'unidadeSolicitanteNome' },
          { title: 'Laboratório', dataIndex: 'laboratorioNome', width: 240 },
          { title: 'Mês', dataIndex: 'competencia', width: 90, render: (v: string) => `${v.slice(5)}/${v.slice(0, 4)}` },
          {
            title: 'Exames',
            key: 'q',
            width: 220,
            render: (_, c) => <Uso usado={c.quantidadeUsada} limite={c.quantidade} texto={`${c.quantidadeUsada} de ${c.quantidade}`} />,
          },
          {
            title: 'Teto financeiro (SIGTAP)',
            key: 'v',
            width: 260,
            render: (_, c) => (
              <Uso
                usado={c.valorUsado}
                limite={c.valorTeto}
                texto={c.valorTeto === null ? moeda.format(c.valorUsado) : `${moeda.format(c.valorUsado)} de ${moeda.format(c.valorTeto)}`}
              />
            ),
          },
          {
            title: 'Ações',
            key: 'acoes',
            width: 90,
            align: 'center',
            render: (_, c) =>
              pode.editar && (
                <Space size={0}>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={`Alterar cota: ${c.unidadeSolicitanteNome}`}
                    onClick={() => abrir(c)}
                  />
                  <Popconfirm title="Excluir esta cota?" okText="Excluir" cancelText="Voltar" onConfirm={() => excluir(c)}>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Excluir cota: ${c.unidadeSolicitanteNome}`} />
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      <Modal
        open={editando !== null}
        title={editando === 'nova' ? 'Nova cota' : 'Alterar cota'}
        okText="Salvar"
        cancelText="Voltar"
        okButtonProps={{ loading: salvar.isPending }}
        onOk={() => form.submit()}
        onCancel={() => setEditando(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => salvar.mutate(v)}>
          <Form.Item name="laboratorioId" label="Laboratório" rules={[{ required: true, message: 'O campo Laboratório é obrigatório.' }]}>
            <Select aria-label="Laboratório" options={laboratorios.map((l) => ({ value: l.id, label: l.nome }))} />
          </Form.Item>
          <Form.Item
            name="unidadeSolicitanteId"
            label="Unidade solicitante"
            rules={[{ required: true, message: 'O campo Unidade solicitante é obrigatório.' }]}
          >
            <Select
              aria-label="Unidade solicitante"
              showSearch
              optionFilterProp="label"
              options={(opcoes.data?.form.unidades ?? []).map((u) => ({ value: u.id, label: u.nome }))}
            />
          </Form.Item>
          <Row gutter={12}>
            <Col span={8}>
              <Form.Item name="competencia" label="Mês" rules={[{ required: true, message: 'O campo Mês é obrigatório.' }]}>
                <Input aria-label="Mês" type="month" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="quantidade"
                label="Exames no mês"
                rules={[{ required: true, message: 'O campo Exames no mês é obrigatório.' }]}
              >
                <InputNumber aria-label="Exames no mês" min={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="valorTeto" label="Teto financeiro (R$)">
                <InputNumber aria-label="Teto financeiro (R$)" min={0} step={0.01} decimalSeparator="," style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Modal>
    </Card>
  );
}
