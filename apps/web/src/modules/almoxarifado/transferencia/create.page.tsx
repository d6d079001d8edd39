import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { useNavigate } from 'react-router';
import { ItensComLotes } from '../../../components/estoque';
import { DateInput } from '../../../components/fields/DateInput';
import { PageHeader } from '../../../components/PageHeader';
import { hoje } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { transferenciaApi } from './transferencia.api';

interface ValoresTransferencia {
  centroCustoDestinoId?: number;
  data: string;
  observacao?: string;
  itens: { materialId?: number; quantidade?: number }[];
}

const LISTA = '/almoxarifado/transferencia/index';

/**
 * almoxarifado/transferencia/create (spec 000 §2.3): sends materials from the session's stock to another stock. What
 * leaves is in transit until the destination confirms it (decision 0013); the lots go first-expiry-first-out.
 */
export default function TransferenciaCreatePage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<ValoresTransferencia>();
  const dados = useQuery({ queryKey: ['almoxarifado', 'transferencia', 'create'], queryFn: transferenciaApi.form });
  const salvar = useMutation({
    mutationFn: (v: ValoresTransferencia) => transferenciaApi.enviar(v),
    onSuccess: (r) => {
      feedback.notification.success({
        title: 'Sucesso',
        description: 'Transferência enviada: a quantidade fica em trânsito até o destino receber.',
      });
      navigate(`/almoxarifado/transferencia/edit/${r.id}`);
    },
    onError: (e) => applyFormErrors(form, e),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Nova transferência"
        subTitle={dados.data ? `Origem: ${dados.data.form.centroCusto.nome}` : undefined}
        extra={<Button onClick={() => navigate(LISTA)}>Voltar</Button>}
      />
      <Card>
        <Form<ValoresTransferencia>
          form={form}
          layout="vertical"
          initialValues={{ data: hoje(), itens: [{}] }}
          onValuesChange={clearErrorsOnChange(form)}
          onFinish={(v) => salvar.mutate(v)}
        >
          <Row gutter={12}>
            <Col xs={24} md={14}>
              <Form.Item
                name="centroCustoDestinoId"
                label="Estoque de destino"
                rules={[{ required: true, message: 'O campo Estoque de destino é obrigatório.' }]}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  aria-label="Estoque de destino"
                  loading={dados.isLoading}
                  options={(dados.data?.form.destinos ?? []).map((d) => ({ value: d.id, label: `${d.nome} — ${d.unidade}` }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="data" label="Data do envio" rules={[{ required: true, message: 'O campo Data do envio é obrigatório.' }]}>
                <DateInput />
              </Form.Item>
            </Col>
          </Row>
          <ItensComLotes chave={['almoxarifado', 'transferencia']} buscar={transferenciaApi.sugestao} />
          <Form.Item name="observacao" label="Observação" style={{ marginTop: 12 }}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={salvar.isPending}>
            Enviar
          </Button>
        </Form>
      </Card>
    </div>
  );
}
