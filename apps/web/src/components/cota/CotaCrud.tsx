import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Col,
  Form,
  type FormInstance,
  InputNumber,
  Modal,
  Popconfirm,
  Progress,
  Row,
  Space,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { applyFormErrors, handleApiError } from '../../lib/errors';

/** What every monthly quota row shows: the month, the exams and the SIGTAP ceiling, each with what was used. */
export interface CotaLinha {
  id: number;
  competencia: string;
  quantidade: number;
  quantidadeUsada: number;
  valorTeto: number | null;
  valorUsado: number;
}

/** The calls of a quota screen. */
export interface CotaApi<I> {
  criar(v: I): Promise<unknown>;
  alterar(id: number, v: I): Promise<unknown>;
  excluir(id: number): Promise<unknown>;
}

const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** The share used of a limit, for the bar: red when used up. */
export function CotaUso({ usado, limite, texto }: { usado: number; limite: number | null; texto: string }) {
  if (limite === null) return <Typography.Text>{texto} (sem teto)</Typography.Text>;
  const pct = limite > 0 ? Math.min(100, Math.round((usado / limite) * 100)) : 100;
  return (
    <Tooltip title={texto}>
      <Progress percent={pct} size="small" status={usado >= limite ? 'exception' : 'normal'} format={() => texto} />
    </Tooltip>
  );
}

/**
 * The editing of a quota screen: which quota the modal holds ('nova' or a row), its form, the save (422 lands on
 * the fields) and the delete, each refreshing the list under `chaveLista`.
 */
export function useCotaEdicao<C extends CotaLinha, I>(o: { api: CotaApi<I>; chaveLista: readonly unknown[] }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [editando, setEditando] = useState<C | 'nova' | null>(null);
  const [form] = Form.useForm();
  const atualizar = () => void qc.invalidateQueries({ queryKey: [...o.chaveLista] });
  const salvar = useMutation({
    mutationFn: (v: I) => (editando && editando !== 'nova' ? o.api.alterar(editando.id, v) : o.api.criar(v)),
    onSuccess: () => {
      message.success('Cota gravada.');
      setEditando(null);
      form.resetFields();
      atualizar();
    },
    onError: (e) => {
      if (!applyFormErrors(form, e)) handleApiError(e);
    },
  });
  const excluir = async (c: C) => {
    try {
      await o.api.excluir(c.id);
      message.success('Cota excluída.');
      atualizar();
    } catch (e) {
      handleApiError(e);
    }
  };
  /** Opens the modal on a new quota or a row, with the form's values. */
  const abrir = (c: C | 'nova', valores: Record<string, unknown>) => {
    setEditando(c);
    form.setFieldsValue(valores);
  };
  return { form, editando, fechar: () => setEditando(null), abrir, salvar, excluir };
}

/**
 * The table of a month's quotas: the module's own leading columns (who, which laboratory or modality), then the
 * month, the exams and the ceiling with their use, and the row's alter/delete buttons (named after `nome`).
 */
export function CotaTabela<C extends CotaLinha>(p: {
  colunas: ColumnsType<C>;
  dados: C[];
  carregando: boolean;
  vazio: string;
  /** The widths of the month, exams and ceiling columns. */
  larguras: [mes: number, exames: number, teto: number];
  podeEditar: boolean;
  nome: (c: C) => string;
  onAlterar: (c: C) => void;
  onExcluir: (c: C) => void;
}) {
  const [mes, exames, teto] = p.larguras;
  return (
    <Table<C>
      rowKey="id"
      size="small"
      loading={p.carregando}
      pagination={false}
      dataSource={p.dados}
      locale={{ emptyText: p.vazio }}
      columns={[
        ...p.colunas,
        { title: 'Mês', dataIndex: 'competencia', width: mes, render: (v: string) => `${v.slice(5)}/${v.slice(0, 4)}` },
        {
          title: 'Exames',
          key: 'q',
          width: exames,
          render: (_, c) => <CotaUso usado={c.quantidadeUsada} limite={c.quantidade} texto={`${c.quantidadeUsada} de ${c.quantidade}`} />,
        },
        {
          title: 'Teto financeiro (SIGTAP)',
          key: 'v',
          width: teto,
          render: (_, c) => (
            <CotaUso
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
            p.podeEditar && (
              <Space size={0}>
                <Button type="text" icon={<EditOutlined />} aria-label={`Alterar cota: ${p.nome(c)}`} onClick={() => p.onAlterar(c)} />
                <Popconfirm title="Excluir esta cota?" okText="Excluir" cancelText="Voltar" onConfirm={() => p.onExcluir(c)}>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Excluir cota: ${p.nome(c)}`} />
                </Popconfirm>
              </Space>
            ),
        },
      ]}
    />
  );
}

/**
 * The modal of a new or altered quota: the module's own fields (`children`: who, which laboratory or modality), then
 * the month (`campoMes`, the module's month input), the exams of the month and the ceiling in R$.
 */
export function CotaModal<V>(p: {
  edicao: { form: FormInstance; editando: unknown; fechar: () => void; salvar: { isPending: boolean } };
  onFinish: (v: V) => void;
  campoMes: ReactNode;
  children: ReactNode;
}) {
  const { form, editando, fechar, salvar } = p.edicao;
  return (
    <Modal
      open={editando !== null}
      title={editando === 'nova' ? 'Nova cota' : 'Alterar cota'}
      okText="Salvar"
      cancelText="Voltar"
      okButtonProps={{ loading: salvar.isPending }}
      onOk={() => form.submit()}
      onCancel={fechar}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={p.onFinish}>
        {p.children}
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="competencia" label="Mês" rules={[{ required: true, message: 'O campo Mês é obrigatório.' }]}>
              {p.campoMes}
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
  );
}
