import { MENSAGENS_RECEPCAO_AMBULATORIO } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { CampoPaciente, CamposDemandaEspontanea, type ValoresDemandaEspontanea as Valores } from './demanda-espontanea.campos';
import { recepcaoAmbulatorioApi } from './recepcao.api';

export const RECEPCAO_URL = '/ambulatorio/recepcao/index';

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
          <CampoPaciente />
          <CamposDemandaEspontanea opcoes={opcoes} />
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
