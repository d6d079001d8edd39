import { MENSAGENS_RECEPCAO_AMBULATORIO, mensagens } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Result, Row, Select, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { TextArea } from '../../../components/fields/TextArea';
import { PageHeader } from '../../../components/PageHeader';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { CampoDestino, CampoPrioridade } from './prioridade.campo';
import { recepcaoAmbulatorioApi } from './recepcao.api';

export const RECEPCAO_URL = '/ambulatorio/recepcao/index';

interface Valores {
  pacienteId?: number;
  especialidadeId?: number;
  profissionalId?: number;
  prioridadeId?: number;
  destinoCentroCustoId?: number;
  observacao?: string;
}

/**
 * ambulatorio/recepcao/create (issue 17): the walk-in (demanda espontânea) — a patient without an appointment
 * enters the unit's queue, when the module's settings allow it. Specialty and professional are optional (the
 * nurse's pre-consultation may decide); the legal priority is checked by the server against the record.
 */
export default function DemandaEspontaneaPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Valores>();
  const carregamento = useQuery({ queryKey: ['ambulatorio', 'recepcao'], queryFn: ({ signal }) => recepcaoAmbulatorioApi.hoje(signal) });
  const opcoes = carregamento.data?.data.form;
  const receber = useMutation({
    mutationFn: (v: Valores) => recepcaoAmbulatorioApi.receber({ ...v, observacao: v.observacao?.trim() || null }),
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      navigate(RECEPCAO_URL);
    },
    onError: (e) => applyFormErrors(form, e),
  });
  const voltar = (
    <Button onClick={() => navigate(RECEPCAO_URL)} key="voltar">
      Voltar
    </Button>
  );

  if (carregamento.isError)
    return (
      <div className="sm-page">
        <PageHeader title="Demanda espontânea" />
        <Result status="warning" title="Não foi possível abrir a recepção do ambulatório." extra={voltar} />
      </div>
    );
  if (!opcoes) return <Skeleton active style={{ padding: 24 }} />;
  if (!opcoes.permitirDemandaEspontanea)
    return (
      <div className="sm-page">
        <PageHeader title="Demanda espontânea" />
        <Alert type="warning" showIcon title={MENSAGENS_RECEPCAO_AMBULATORIO.demandaEspontaneaNaoPermitida} style={{ marginBottom: 16 }} />
        {voltar}
      </div>
    );

  return (
    <div className="sm-page">
      <PageHeader title="Demanda espontânea" subTitle="Paciente sem agendamento: ele entra na fila do ambulatório desta unidade." />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ destinoCentroCustoId: opcoes.destinoPadrao ?? undefined }}
        onFinish={(v) => receber.mutate(v)}
        onValuesChange={clearErrorsOnChange(form)}
        scrollToFirstError
      >
        <Card size="small" style={{ marginBottom: 12 }}>
          <Form.Item
            name="pacienteId"
            label="Paciente"
            rules={[{ required: true, message: mensagens.obrigatorio('Paciente') }]}
            style={{ maxWidth: 720 }}
          >
            <Autocomplete<{ id: number; label: string }>
              autoFocus
              url="/api/cadastro/paciente/autocomplete"
              label="Paciente"
              placeholder="Nome, CPF, CNS ou data de nascimento (dd/mm/aaaa)"
              optionLabel="label"
            />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="especialidadeId" label="Especialidade">
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="A definir"
                  options={opcoes.especialidades.map((o) => ({ value: o.id, label: o.nome }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="profissionalId" label="Profissional">
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="A definir"
                  options={opcoes.profissionais.map((o) => ({ value: o.id, label: o.nome }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <CampoPrioridade opcoes={opcoes.prioridades} />
            </Col>
            <Col xs={24} md={8}>
              <CampoDestino destinos={opcoes.destinos} />
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name="observacao" label="Observação">
                <TextArea max={500} rows={1} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Flex justify="flex-end" gap={12}>
          {voltar}
          <Button type="primary" htmlType="submit" loading={receber.isPending}>
            Registrar chegada
          </Button>
        </Flex>
      </Form>
    </div>
  );
}
