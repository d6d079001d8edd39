import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { useNavigate } from 'react-router';
import { DateInput } from '../../../components/fields/DateInput';
import { PageHeader } from '../../../components/PageHeader';
import { hoje } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { periodoApi } from './periodo.api';

interface ValoresPeriodo {
  centrosCustoRequisitantesIds: number[];
  dataAbertura: string;
  dataFechamento?: string;
  observacao?: string;
}

const LISTA = '/almoxarifado/requisicao-abertura-fechamento/index';

/** almoxarifado/requisicao-abertura-fechamento/create: one period for each sector chosen (e.g. the month for all of them). */
export default function PeriodoCreatePage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<ValoresPeriodo>();
  const dados = useQuery({ queryKey: ['almoxarifado', 'periodo', 'create'], queryFn: periodoApi.form, staleTime: 60_000 });
  const salvar = useMutation({
    mutationFn: (v: ValoresPeriodo) => periodoApi.gravar(v),
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: 'Registro salvo com sucesso!' });
      navigate(LISTA);
    },
    onError: (e) => applyFormErrors(form, e),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Abrir período de requisição"
        subTitle={dados.data ? `Almoxarifado: ${dados.data.form.almoxarifado.nome}` : undefined}
        extra={<Button onClick={() => navigate(LISTA)}>Voltar</Button>}
      />
      <Card>
        <Form<ValoresPeriodo>
          form={form}
          layout="vertical"
          initialValues={{ centrosCustoRequisitantesIds: [], dataAbertura: hoje() }}
          onValuesChange={clearErrorsOnChange(form)}
          onFinish={(v) => salvar.mutate(v)}
        >
          <Form.Item
            name="centrosCustoRequisitantesIds"
            label="Setores"
            rules={[{ required: true, type: 'array', min: 1, message: 'Selecione ao menos um item' }]}
          >
            <Select
              mode="multiple"
              aria-label="Setores"
              showSearch={{ optionFilterProp: 'label' }}
              loading={dados.isLoading}
              options={(dados.data?.form.setores ?? []).map((s) => ({ value: s.id, label: `${s.nome} — ${s.unidade}` }))}
            />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={12} md={6}>
              <Form.Item
                name="dataAbertura"
                label="Data de abertura"
                rules={[{ required: true, message: 'O campo Data de abertura é obrigatório.' }]}
              >
                <DateInput />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item
                name="dataFechamento"
                label="Data de fechamento"
                rules={[{ required: true, message: 'O campo Data de fechamento é obrigatório.' }]}
              >
                <DateInput />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="observacao" label="Observação">
            <Input maxLength={300} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={salvar.isPending}>
            Salvar
          </Button>
        </Form>
      </Card>
    </div>
  );
}
