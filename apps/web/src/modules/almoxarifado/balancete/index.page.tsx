import {
  ALM,
  type BalanceteInput,
  type balanceteDatatableSchema,
  type balanceteIndexSchema,
  formatarDataEstoque,
  type Resposta,
} from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Row } from 'antd';
import { usePermission } from '../../../components/Authorized';
import { confirmDialog } from '../../../components/confirm';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { reais } from '../../../components/estoque';
import { DateInput } from '../../../components/fields/DateInput';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/api';
import { formatarData, formatarDataHora, hoje } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';

type Linha = Resposta<typeof balanceteDatatableSchema>['data'][number];
const base = '/api/almoxarifado/balancete';

const columns: ServerColumn<Linha>[] = [
  {
    title: 'Fechado até',
    dataIndex: 'dataFechamento',
    sorter: true,
    searchable: false,
    width: 120,
    render: (v: string) => formatarData(v),
  },
  {
    title: 'Valor do estoque no dia',
    dataIndex: 'valorEstoque',
    searchable: false,
    width: 180,
    align: 'right',
    render: (v: string) => reais(v),
  },
  { title: 'Observação', dataIndex: 'observacao' },
  { title: 'Fechado por', dataIndex: 'fechadoPor', searchable: false, width: 220 },
  { title: 'Em', dataIndex: 'fechadoEm', searchable: false, width: 150, render: (v: string) => formatarDataHora(v) },
];

/**
 * almoxarifado/balancete/index (spec 000 §2.3): closes the session's stock up to a date — afterwards no movement
 * dated on or before it is accepted (decision 0013) — and lists the closings with the stock's value on each day.
 */
export default function BalanceteIndexPage() {
  const [form] = Form.useForm<BalanceteInput>();
  const queryClient = useQueryClient();
  const podeFechar = usePermission(ALM.balanceteFechar);
  const atual = useQuery({ queryKey: ['almoxarifado', 'balancete'], queryFn: () => api.get<Resposta<typeof balanceteIndexSchema>>(base) });
  const table = useServerTable<Linha>({ endpoint: `${base}/list`, columns, defaultSort: { field: 'dataFechamento', dir: 'desc' } });
  const fechar = useMutation({
    mutationFn: (v: BalanceteInput) => api.post(base, v),
    onSuccess: async () => {
      feedback.notification.success({ title: 'Sucesso', description: 'Registro salvo com sucesso!' });
      form.resetFields();
      await Promise.all([atual.refetch(), queryClient.invalidateQueries({ queryKey: ['datatable', `${base}/list`] })]);
    },
    onError: (e) => applyFormErrors(form, e),
  });
  const confirmar = (v: BalanceteInput) =>
    confirmDialog({
      title: 'Fechar período',
      content: `Nenhum movimento com data até ${formatarDataEstoque(v.data)} será aceito neste estoque. Confirma o fechamento?`,
      onConfirm: () => fechar.mutate(v),
    });
  const ate = atual.data?.fechadoAte;
  return (
    <div className="sm-page">
      <PageHeader title="Balancete" subTitle={atual.data ? `Estoque: ${atual.data.centroCusto.nome}` : undefined} />
      {atual.data && (
        <Alert
          type={ate ? 'info' : 'warning'}
          showIcon
          style={{ marginBottom: 12 }}
          title={ate ? `Este estoque está fechado até ${formatarData(ate)}.` : 'Este estoque ainda não teve nenhum período fechado.'}
        />
      )}
      {podeFechar && (
        <Card size="small" title="Fechar período" style={{ marginBottom: 12 }}>
          <Form<BalanceteInput>
            form={form}
            layout="vertical"
            initialValues={{ data: hoje() }}
            onValuesChange={clearErrorsOnChange(form)}
            onFinish={confirmar}
          >
            <Row gutter={12} align="bottom">
              <Col xs={24} md={6}>
                <Form.Item
                  name="data"
                  label="Fechar até"
                  rules={[{ required: true, message: 'O campo Data de fechamento é obrigatório.' }]}
                >
                  <DateInput aria-label="Data de fechamento" maxDate={hoje()} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="observacao" label="Observação">
                  <Input maxLength={500} />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item>
                  <Button type="primary" htmlType="submit" loading={fechar.isPending}>
                    Fechar período
                  </Button>
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Card>
      )}
      <ServerTable table={table} searchPlaceholder="Pesquisar pela observação" />
    </div>
  );
}
