import { useMutation } from '@tanstack/react-query';
import { Descriptions, Form, Modal } from 'antd';
import { TextArea } from '../../../components/fields/TextArea';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { CampoDestino, CampoPrioridade } from './prioridade.campo';
import { type AgendamentoDoDia, type FormularioRecepcao, recepcaoAmbulatorioApi } from './recepcao.api';

export const nomeDoAgendado = (a: AgendamentoDoDia) => a.pacienteNomeSocial || a.pacienteNome;

/**
 * "Chegou" (issue 17): the scheduled patient is at the desk. The priority is optional (legal rule checked on the
 * spot); the patient goes to the unit's nursing for the pre-consultation unless the desk sends them elsewhere.
 */
export function ChegadaModal({
  agendamento: a,
  opcoes,
  aoFechar,
  aoReceber,
}: {
  agendamento: AgendamentoDoDia;
  opcoes: FormularioRecepcao;
  aoFechar: () => void;
  aoReceber: () => void;
}) {
  const [form] = Form.useForm();
  const receber = useMutation({
    mutationFn: (v: { prioridadeId?: number; destinoCentroCustoId?: number; observacao?: string }) =>
      recepcaoAmbulatorioApi.receber({ agendamentoId: a.id, ...v, observacao: v.observacao?.trim() || null }),
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      aoReceber();
    },
    onError: (e) => applyFormErrors(form, e),
  });
  return (
    <Modal
      open
      title="Registrar chegada"
      okText="Confirmar chegada"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={aoFechar}
      confirmLoading={receber.isPending}
      destroyOnHidden
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 12 }}
        items={[
          { key: 'paciente', label: 'Paciente', children: nomeDoAgendado(a) },
          { key: 'hora', label: 'Horário', children: a.hora.slice(0, 5) },
          { key: 'especialidade', label: 'Especialidade', children: a.especialidadeNome ?? '—' },
          { key: 'profissional', label: 'Profissional', children: a.recursoNome || '—' },
        ]}
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ destinoCentroCustoId: opcoes.destinoPadrao ?? undefined }}
        onFinish={(v) => receber.mutate(v)}
        onValuesChange={clearErrorsOnChange(form)}
      >
        <CampoPrioridade
          opcoes={opcoes.prioridades}
          paciente={{ sexoId: a.pacienteSexoId, dataNascimento: a.pacienteDataNascimento, idadeEstimada: a.pacienteIdadeEstimada }}
        />
        <CampoDestino destinos={opcoes.destinos} />
        <Form.Item name="observacao" label="Observação">
          <TextArea max={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
