import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Row } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { DateInput } from '../../../components/fields/DateInput';
import { PageHeader } from '../../../components/PageHeader';
import { CabecalhoPaciente } from '../../../components/workflow/CabecalhoPaciente';
import { hoje } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { dispensacaoApi, imprimirRecibo } from './dispensacao.api';
import { HistoricoPaciente } from './historico-paciente';
import { ItensDispensacao } from './itens-dispensacao';

interface Valores {
  data: string;
  observacao?: string;
  itens: { materialId?: number; quantidade?: number }[];
}

const LISTA = '/almoxarifado/dispensacao-materiais/index';

/**
 * almoxarifado/dispensacao-materiais/create/{pacienteId} (spec 000 §2.3): the patient header, the items with
 * their FEFO lots and the recent-supply warning, and the patient's history; saving prints the 8 cm receipt.
 */
export default function DispensacaoCreatePage() {
  const { pacienteId = '' } = useParams();
  const navigate = useNavigate();
  const lista = (useLocation().state as { lista?: string } | null)?.lista ?? LISTA;
  const [form] = Form.useForm<Valores>();
  const dados = useQuery({
    queryKey: ['almoxarifado', 'dispensacao-materiais', 'create', pacienteId],
    queryFn: () => dispensacaoApi.form(pacienteId),
  });
  const salvar = useMutation({
    mutationFn: (v: Valores) => dispensacaoApi.gravar({ ...v, pacienteId: Number(pacienteId) }),
    onSuccess: async ({ id }) => {
      feedback.notification.success({ title: 'Sucesso', description: 'Registro salvo com sucesso!' });
      await imprimirRecibo(id);
      navigate(lista);
    },
    onError: (e) => applyFormErrors(form, e),
  });
  const f = dados.data?.form;
  // the closing (balancete) refuses a movement inside a closed period: say so before the clerk fills the items
  const data = Form.useWatch('data', form);
  const fechamento = useQuery({
    queryKey: ['almoxarifado', 'balancete', 'check-date', data],
    queryFn: () => dispensacaoApi.checkDate(data as string),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(data ?? ''),
    meta: { silent: true },
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Dispensação de materiais"
        subTitle={f ? `Estoque: ${f.centroCusto.nome}` : undefined}
        extra={<Button onClick={() => navigate(lista)}>Voltar</Button>}
      />
      {f && <CabecalhoPaciente paciente={f.paciente} />}
      <Card loading={dados.isLoading} style={{ marginBottom: 12 }}>
        {f && (
          <Form<Valores>
            form={form}
            layout="vertical"
            initialValues={{ data: hoje(), itens: [{}] }}
            onValuesChange={clearErrorsOnChange(form)}
            onFinish={(v) => salvar.mutate(v)}
          >
            <Row gutter={12}>
              <Col xs={24} md={6}>
                <Form.Item name="data" label="Data" rules={[{ required: true, message: 'O campo Data é obrigatório.' }]}>
                  <DateInput aria-label="Data" maxDate={hoje()} />
                </Form.Item>
              </Col>
              <Col xs={24} md={18}>
                <Form.Item name="observacao" label="Observação">
                  <Input maxLength={500} />
                </Form.Item>
              </Col>
            </Row>
            {fechamento.data?.mensagem && <Alert type="error" showIcon title={fechamento.data.mensagem} style={{ marginBottom: 8 }} />}
            <ItensDispensacao form={f} />
            <Button type="primary" htmlType="submit" loading={salvar.isPending} style={{ marginTop: 12 }}>
              Salvar e imprimir
            </Button>
          </Form>
        )}
      </Card>
      {f && <HistoricoPaciente pacienteId={pacienteId} />}
    </div>
  );
}
