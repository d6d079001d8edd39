import { DESTINO_SAIDA } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Radio, Row, Select } from 'antd';
import { useNavigate } from 'react-router';
import { ItensComLotes } from '../../../components/estoque';
import { DateInput } from '../../../components/fields/DateInput';
import { PageHeader } from '../../../components/PageHeader';
import { hoje } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { almoxarifadoApi } from '../movimentacao.api';

interface ValoresSaida {
  destinoTipo: number;
  centroCustoDestinoId?: number;
  data: string;
  observacao?: string;
  itens: { materialId?: number; quantidade?: number }[];
}

const LISTA = '/almoxarifado/saida/index';

/** almoxarifado/saida/create (spec 000 §2.3): an exit to a sector or for consumption; each line shows its FEFO lots. */
export default function SaidaCreatePage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<ValoresSaida>();
  const dados = useQuery({ queryKey: ['almoxarifado', 'saida', 'create'], queryFn: almoxarifadoApi.formSaida });
  const destinoTipo = Form.useWatch('destinoTipo', form);
  const salvar = useMutation({
    mutationFn: (v: ValoresSaida) => almoxarifadoApi.gravarSaida(v),
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: 'Registro salvo com sucesso!' });
      navigate(LISTA);
    },
    onError: (e) => applyFormErrors(form, e),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Nova saída"
        subTitle={dados.data ? `Estoque: ${dados.data.form.centroCusto.nome}` : undefined}
        extra={<Button onClick={() => navigate(LISTA)}>Voltar</Button>}
      />
      <Card>
        <Form<ValoresSaida>
          form={form}
          layout="vertical"
          initialValues={{ destinoTipo: DESTINO_SAIDA.SETOR, data: hoje(), itens: [{}] }}
          onValuesChange={clearErrorsOnChange(form)}
          onFinish={(v) => salvar.mutate(v)}
        >
          <Row gutter={12}>
            <Col xs={24} md={8}>
              <Form.Item name="destinoTipo" label="Destino">
                <Radio.Group
                  options={[
                    { value: DESTINO_SAIDA.SETOR, label: 'Setor' },
                    { value: DESTINO_SAIDA.CONSUMO, label: 'Consumo próprio' },
                  ]}
                />
              </Form.Item>
            </Col>
            {destinoTipo === DESTINO_SAIDA.SETOR && (
              <Col xs={24} md={10}>
                <Form.Item
                  name="centroCustoDestinoId"
                  label="Setor de destino"
                  rules={[{ required: true, message: 'O campo Setor de destino é obrigatório.' }]}
                >
                  <Select
                    showSearch
                    optionFilterProp="label"
                    options={(dados.data?.form.setores ?? []).map((s) => ({ value: s.id, label: s.nome }))}
                    aria-label="Setor de destino"
                  />
                </Form.Item>
              </Col>
            )}
            <Col xs={12} md={6}>
              <Form.Item name="data" label="Data" rules={[{ required: true, message: 'O campo Data é obrigatório.' }]}>
                <DateInput />
              </Form.Item>
            </Col>
          </Row>
          <ItensComLotes chave={['almoxarifado', 'saida']} buscar={almoxarifadoApi.sugestao} />
          <Form.Item name="observacao" label="Observação" style={{ marginTop: 12 }}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={salvar.isPending}>
            Salvar
          </Button>
        </Form>
      </Card>
    </div>
  );
}
