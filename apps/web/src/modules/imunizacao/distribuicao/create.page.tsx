import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { useNavigate } from 'react-router';
import { DateInput } from '../../../components/fields/DateInput';
import { PageHeader } from '../../../components/PageHeader';
import { hoje } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { distribuicaoApi } from './distribuicao.api';
import { ItensDistribuicao } from './distribuicao.itens';

interface Valores {
  centroCustoDestinoId?: number;
  data: string;
  observacao?: string;
  itens: { vacinaId?: number; doses?: number; loteId?: number | null }[];
}

const LISTA = '/imunizacao/distribuicao/index';

/**
 * imunizacao/distribuicao/create (spec 000 §2.3, issue 20): the cold store sends doses to a room. Without a chosen lot
 * the doses leave first-expiry-first-out; expired lots only leave by write-off. The doses stay in transit until the
 * room receives them.
 */
export default function DistribuicaoCreatePage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Valores>();
  const dados = useQuery({ queryKey: ['imunizacao', 'distribuicao', 'create'], queryFn: distribuicaoApi.form });
  const salvar = useMutation({
    mutationFn: (v: Valores) => distribuicaoApi.enviar(v),
    onSuccess: (r) => {
      feedback.notification.success({
        title: 'Sucesso',
        description: 'Distribuição enviada: as doses ficam em trânsito até a sala receber.',
      });
      navigate(`/imunizacao/distribuicao/edit/${r.id}`);
    },
    onError: (e) => applyFormErrors(form, e),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Nova distribuição"
        subTitle={dados.data ? `Origem: ${dados.data.form.redeFrio.nome}` : undefined}
        extra={<Button onClick={() => navigate(LISTA)}>Voltar</Button>}
      />
      <Card loading={dados.isLoading}>
        <Form<Valores>
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
                label="Sala de destino"
                rules={[{ required: true, message: 'O campo Sala de destino é obrigatório.' }]}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  aria-label="Sala de destino"
                  options={(dados.data?.form.salas ?? []).map((s) => ({ value: s.id, label: `${s.nome} — ${s.unidade}` }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="data" label="Data do envio" rules={[{ required: true, message: 'O campo Data do envio é obrigatório.' }]}>
                <DateInput />
              </Form.Item>
            </Col>
          </Row>
          <ItensDistribuicao vacinas={dados.data?.form.vacinas ?? []} />
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
