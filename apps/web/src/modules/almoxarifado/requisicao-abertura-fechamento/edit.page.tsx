import { ALM } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Space, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { confirmarExclusao } from '../../../components/confirm';
import { DateInput } from '../../../components/fields/DateInput';
import { PageHeader } from '../../../components/PageHeader';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { MateriaisPermitidos } from './materiais-permitidos';
import { periodoApi } from './periodo.api';

interface ValoresPeriodo {
  dataAbertura: string;
  dataFechamento: string;
  observacao?: string | null;
}

const LISTA = '/almoxarifado/requisicao-abertura-fechamento/index';

/** almoxarifado/requisicao-abertura-fechamento/edit/{id}: the period's dates, and the sector's materials. */
export default function PeriodoEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const podeEditar = usePermission(ALM.periodoEditar);
  const podeExcluir = usePermission(ALM.periodoExcluir);
  const [form] = Form.useForm<ValoresPeriodo>();
  const q = useQuery({ queryKey: ['almoxarifado', 'periodo', id], queryFn: () => periodoApi.ler(id) });
  const p = q.data?.model;
  const salvar = useMutation({
    mutationFn: (v: ValoresPeriodo) => periodoApi.atualizar(id, v),
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: 'Registro salvo com sucesso!' });
      navigate(LISTA);
    },
    onError: (e) => applyFormErrors(form, e),
  });
  const excluir = () =>
    confirmarExclusao(async () => {
      await periodoApi.excluir(id);
      feedback.notification.success({ title: 'Sucesso', description: 'Registro excluído com sucesso!' });
      navigate(LISTA);
    });
  return (
    <div className="sm-page">
      <PageHeader
        title="Período de requisição"
        subTitle={p ? `Setor: ${p.setor}` : undefined}
        extra={
          <Space>
            {p && podeExcluir && p.quantidadeRequisicoes === 0 && (
              <Button danger onClick={excluir}>
                Excluir
              </Button>
            )}
            <Button onClick={() => navigate(LISTA)}>Voltar</Button>
          </Space>
        }
      />
      <Card loading={q.isLoading} style={{ marginBottom: 12 }}>
        {p && q.data && (
          <Form<ValoresPeriodo>
            form={form}
            layout="vertical"
            disabled={!podeEditar}
            initialValues={{ dataAbertura: p.dataAbertura, dataFechamento: p.dataFechamento, observacao: p.observacao }}
            onValuesChange={clearErrorsOnChange(form)}
            onFinish={(v) => salvar.mutate(v)}
          >
            <Row gutter={12} align="bottom">
              <Col xs={12} md={5}>
                <Form.Item
                  name="dataAbertura"
                  label="Data de abertura"
                  rules={[{ required: true, message: 'O campo Data de abertura é obrigatório.' }]}
                >
                  <DateInput />
                </Form.Item>
              </Col>
              <Col xs={12} md={5}>
                <Form.Item
                  name="dataFechamento"
                  label="Data de fechamento"
                  rules={[{ required: true, message: 'O campo Data de fechamento é obrigatório.' }]}
                >
                  <DateInput />
                </Form.Item>
              </Col>
              <Col xs={24} md={10}>
                <Form.Item name="observacao" label="Observação">
                  <Input maxLength={300} />
                </Form.Item>
              </Col>
              <Col xs={24} md={4}>
                <Form.Item>
                  <Button type="primary" htmlType="submit" loading={salvar.isPending}>
                    Salvar
                  </Button>
                </Form.Item>
              </Col>
            </Row>
            <Typography.Text type="secondary">{p.quantidadeRequisicoes} requisição(ões) feitas neste período.</Typography.Text>
          </Form>
        )}
      </Card>
      {p && q.data && (
        <MateriaisPermitidos setorId={p.centroCustoRequisitanteId} almoxarifadoId={q.data.form.almoxarifado.id} editavel={podeEditar} />
      )}
    </div>
  );
}
