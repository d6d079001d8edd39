import { exportacaoSchema } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Row, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DateInput } from '../../../components/fields/DateInput';
import { PageHeader } from '../../../components/PageHeader';
import { hoje } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { zodRule } from '../../../lib/zod-rule';
import { exportacaoApi } from './exportacao.api';

interface Valores {
  inicio: string | null;
  fim: string | null;
  centroCustoId: number | null;
}
const regra = (campo: keyof Valores) => [zodRule(exportacaoSchema, campo)];

/** imunizacao/exportacao/create (issue 20): the period (date of application) and, optionally, one room. */
export default function ExportacaoCreatePage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Valores>();
  const dados = useQuery({ queryKey: ['imunizacao', 'exportacao', 'form'], queryFn: exportacaoApi.form, gcTime: 0 });
  const f = dados.data;
  useEffect(() => {
    if (f) form.setFieldsValue({ inicio: f.inicio, fim: f.fim, centroCustoId: null });
  }, [f, form]);
  const gerar = useMutation({
    mutationFn: (v: Valores) => exportacaoApi.gerar(v),
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      navigate(`${exportacaoApi.tela}/edit/${r.id}`, { replace: true });
    },
    onError: (e) => {
      if (!applyFormErrors(form, e)) handleApiError(e);
    },
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Nova exportação RIA (RNDS)"
        extra={<Button onClick={() => navigate(`${exportacaoApi.tela}/index`)}>Voltar</Button>}
      />
      <Card loading={dados.isLoading}>
        {f && !f.solicitanteConfigurado && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title="O identificador de solicitante RNDS (BRRNDS) do município não está preenchido: informe-o em Imunização › Parametrização antes de exportar."
          />
        )}
        <Form<Valores> form={form} layout="vertical" onValuesChange={clearErrorsOnChange(form)} onFinish={(v) => gerar.mutate(v)}>
          <Row gutter={12}>
            <Col xs={12} md={5}>
              <Form.Item name="inicio" label="Data inicial" rules={regra('inicio')}>
                <DateInput maxDate={hoje()} />
              </Form.Item>
            </Col>
            <Col xs={12} md={5}>
              <Form.Item name="fim" label="Data final" rules={regra('fim')}>
                <DateInput maxDate={hoje()} />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item name="centroCustoId" label="Sala de vacinação">
                <Select allowClear placeholder="Todas as salas" options={f?.salas.map((s) => ({ value: s.id, label: s.nome }))} />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Paragraph type="secondary">
            Cada dose registrada no período (pela data de aplicação), aplicada na sala ou transcrita, vira um documento RIA-R; as doses com
            dados incompletos (sem CNS/CPF do paciente, sem lote…) são listadas com o motivo em vez de exportadas. Doses já exportadas numa
            exportação ativa e não alteradas depois não são exportadas de novo.
          </Typography.Paragraph>
          <Button type="primary" htmlType="submit" loading={gerar.isPending}>
            Gerar exportação
          </Button>
        </Form>
      </Card>
    </div>
  );
}
