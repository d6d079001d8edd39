import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  IMG,
  type ImgCotaInput,
  type ImgCotaItem,
  type imgCotaFormSchema,
  MODALIDADES_IMAGEM,
  NOME_MODALIDADE_IMAGEM,
  type Resposta,
} from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  InputNumber,
  Modal,
  Popconfirm,
  Progress,
  Radio,
  Row,
  Select,
  Space,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import locale from 'antd/es/date-picker/locale/pt_BR';
import dayjs from 'dayjs';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/api';
import { hoje } from '../../../lib/dates';
import { applyFormErrors, handleApiError } from '../../../lib/errors';

type Opcoes = Resposta<typeof imgCotaFormSchema>['data'];
const API = '/api/exame-imagem/cota';
const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export const cotaImagemApi = {
  opcoes: () => api.get<{ data: Opcoes }>(`${API}/create`),
  listar: (competencia: string, modalidade?: number) => api.get<{ data: ImgCotaItem[] }>(API, { query: { competencia, modalidade } }),
  criar: (v: ImgCotaInput) => api.post<{ data: ImgCotaItem }>(API, v),
  alterar: (id: number, v: ImgCotaInput) => api.put<{ data: ImgCotaItem }>(`${API}/${id}`, v),
  excluir: (id: number) => api.delete<void>(`${API}/${id}`),
};

/** A month picker in pt-BR whose value is 'YYYY-MM'. */
export function MesPicker({
  value,
  onChange,
  id,
  rotulo = 'Mês',
}: {
  value?: string | null;
  onChange?: (v: string | null) => void;
  id?: string;
  rotulo?: string;
}) {
  return (
    <DatePicker
      id={id}
      picker="month"
      locale={locale}
      format="MM/YYYY"
      aria-label={rotulo}
      placeholder="MM/AAAA"
      allowClear={false}
      style={{ width: '100%' }}
      value={value ? dayjs(`${value}-01`) : null}
      onChange={(d) => onChange?.(d ? d.format('YYYY-MM') : null)}
    />
  );
}

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
 * exame-imagem/cota/index (issue 22): per month, how many imaging exams (of a modality or all) and up to which
 * SIGTAP value a requesting unit — or a requesting professional — may schedule, and what it used. Booking checks
 * them under a row lock.
 */
export default function CotaImagemPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const podeCadastrar = usePermission(IMG.cotaCadastrar);
  const [competencia, setCompetencia] = useState(hoje().slice(0, 7));
  const [modalidade, setModalidade] = useState<number | undefined>();
  const [editando, setEditando] = useState<ImgCotaItem | 'nova' | null>(null);
  const [form] = Form.useForm();
  const tipo = Form.useWatch('tipo', form) as 'unidade' | 'profissional' | undefined;
  const opcoes = useQuery({
    queryKey: ['img', 'cota', 'opcoes'],
    queryFn: cotaImagemApi.opcoes,
    staleTime: 60_000,
    enabled: podeCadastrar,
  });
  const lista = useQuery({
    queryKey: ['img', 'cotas', competencia, modalidade],
    queryFn: () => cotaImagemApi.listar(competencia, modalidade),
  });
  const salvar = useMutation({
    mutationFn: (v: ImgCotaInput) => (editando && editando !== 'nova' ? cotaImagemApi.alterar(editando.id, v) : cotaImagemApi.criar(v)),
    onSuccess: () => {
      message.success('Cota gravada.');
      setEditando(null);
      form.resetFields();
      void qc.invalidateQueries({ queryKey: ['img', 'cotas'] });
    },
    onError: (e) => {
      if (!applyFormErrors(form, e)) handleApiError(e);
    },
  });
  const excluir = async (c: ImgCotaItem) => {
    try {
      await cotaImagemApi.excluir(c.id);
      message.success('Cota excluída.');
      void qc.invalidateQueries({ queryKey: ['img', 'cotas'] });
    } catch (e) {
      handleApiError(e);
    }
  };
  const abrir = (c: ImgCotaItem | 'nova') => {
    setEditando(c);
    form.setFieldsValue(
      c === 'nova'
        ? {
            tipo: 'unidade',
            competencia,
            modalidade: modalidade ?? null,
            unidadeSolicitanteId: undefined,
            profissionalSolicitanteId: undefined,
            quantidade: undefined,
            valorTeto: undefined,
          }
        : { ...c, tipo: c.profissionalSolicitanteId ? 'profissional' : 'unidade' },
    );
  };
  const enviar = (v: ImgCotaInput & { tipo: string }) => {
    const { tipo: t, ...resto } = v;
    salvar.mutate({
      ...resto,
      modalidade: resto.modalidade ?? null,
      unidadeSolicitanteId: t === 'unidade' ? resto.unidadeSolicitanteId : null,
      profissionalSolicitanteId: t === 'profissional' ? resto.profissionalSolicitanteId : null,
      valorTeto: resto.valorTeto ?? null,
    });
  };
  const nome = (c: ImgCotaItem) => c.unidadeSolicitanteNome ?? c.profissionalSolicitanteNome ?? '';

  return (
    <div className="sm-page">
      <PageHeader
        title="Cotas de exames de imagem"
        subTitle="Por mês: exames e teto financeiro (SIGTAP) de cada unidade ou profissional solicitante."
        extra={
          podeCadastrar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => abrir('nova')}>
              Nova cota
            </Button>
          )
        }
      />
      <Card
        size="small"
        extra={
          <Space wrap>
            <div style={{ width: 140 }}>
              <MesPicker rotulo="Mês das cotas" value={competencia} onChange={(v) => v && setCompetencia(v)} />
            </div>
            <Select
              aria-label="Modalidade das cotas"
              allowClear
              placeholder="Todas as modalidades"
              style={{ width: 260 }}
              value={modalidade}
              onChange={setModalidade}
              options={MODALIDADES_IMAGEM.map((m) => ({ value: m.value, label: m.label }))}
            />
          </Space>
        }
      >
        <Table<ImgCotaItem>
          rowKey="id"
          size="small"
          loading={lista.isLoading}
          pagination={false}
          dataSource={lista.data?.data ?? []}
          locale={{ emptyText: 'Nenhuma cota no mês: os solicitantes agendam sem limite.' }}
          columns={[
            { title: 'Solicitante', key: 'quem', render: (_, c) => nome(c) },
            { title: 'Tipo', key: 'tipo', width: 110, render: (_, c) => (c.unidadeSolicitanteId ? 'Unidade' : 'Profissional') },
            {
              title: 'Modalidade',
              dataIndex: 'modalidade',
              width: 200,
              render: (v: number | null) => (v ? NOME_MODALIDADE_IMAGEM[v] : 'Todas'),
            },
            { title: 'Mês', dataIndex: 'competencia', width: 80, render: (v: string) => `${v.slice(5)}/${v.slice(0, 4)}` },
            {
              title: 'Exames',
              key: 'q',
              width: 180,
              render: (_, c) => <Uso usado={c.quantidadeUsada} limite={c.quantidade} texto={`${c.quantidadeUsada} de ${c.quantidade}`} />,
            },
            {
              title: 'Teto financeiro (SIGTAP)',
              key: 'v',
              width: 230,
              render: (_, c) => (
                <Uso
                  usado={c.valorUsado}
                  limite={c.valorTeto}
                  texto={
                    c.valorTeto === null ? moeda.format(c.valorUsado) : `${moeda.format(c.valorUsado)} de ${moeda.format(c.valorTeto)}`
                  }
                />
              ),
            },
            {
              title: 'Ações',
              key: 'acoes',
              width: 90,
              align: 'center',
              render: (_, c) =>
                podeCadastrar && (
                  <Space size={0}>
                    <Button type="text" icon={<EditOutlined />} aria-label={`Alterar cota: ${nome(c)}`} onClick={() => abrir(c)} />
                    <Popconfirm title="Excluir esta cota?" okText="Excluir" cancelText="Voltar" onConfirm={() => excluir(c)}>
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Excluir cota: ${nome(c)}`} />
                    </Popconfirm>
                  </Space>
                ),
            },
          ]}
        />
      </Card>
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
        <Form form={form} layout="vertical" onFinish={enviar}>
          <Form.Item name="tipo" label="Cota de">
            <Radio.Group
              options={[
                { value: 'unidade', label: 'Unidade solicitante' },
                { value: 'profissional', label: 'Profissional solicitante' },
              ]}
            />
          </Form.Item>
          {tipo === 'profissional' ? (
            <Form.Item
              name="profissionalSolicitanteId"
              label="Profissional solicitante"
              rules={[{ required: true, message: 'O campo Profissional solicitante é obrigatório.' }]}
            >
              <Select
                aria-label="Profissional solicitante"
                showSearch={{ optionFilterProp: 'label' }}
                options={(opcoes.data?.data.profissionais ?? []).map((u) => ({ value: u.id, label: u.nome }))}
              />
            </Form.Item>
          ) : (
            <Form.Item
              name="unidadeSolicitanteId"
              label="Unidade solicitante"
              rules={[{ required: true, message: 'O campo Unidade solicitante é obrigatório.' }]}
            >
              <Select
                aria-label="Unidade solicitante"
                showSearch={{ optionFilterProp: 'label' }}
                options={(opcoes.data?.data.unidades ?? []).map((u) => ({ value: u.id, label: u.nome }))}
              />
            </Form.Item>
          )}
          <Form.Item name="modalidade" label="Modalidade">
            <Select
              aria-label="Modalidade"
              allowClear
              placeholder="Todas as modalidades"
              options={MODALIDADES_IMAGEM.map((m) => ({ value: m.value, label: m.label }))}
            />
          </Form.Item>
          <Row gutter={12}>
            <Col span={8}>
              <Form.Item name="competencia" label="Mês" rules={[{ required: true, message: 'O campo Mês é obrigatório.' }]}>
                <MesPicker />
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
    </div>
  );
}
