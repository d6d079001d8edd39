import { useMutation } from '@tanstack/react-query';
import { Descriptions, Form, Modal } from 'antd';
import { TextArea } from '../../../components/fields/TextArea';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { CampoDestino, CampoPrioridade } from './prioridade.campo';
import {
  type AgendamentoDoDia,
  type FormularioRecepcao,
  type Recebido,
  recepcaoAmbulatorioApi,
  type SenhaDaRecepcao,
} from './recepcao.api';

export const nomeDoAgendado = (a: AgendamentoDoDia) => a.pacienteNomeSocial || a.pacienteNome;

/** The ticket's priority, when the reception offers it (the kiosk asked the person; the desk may change it). */
export const prioridadeDaSenha = (senha: SenhaDaRecepcao | null, opcoes: FormularioRecepcao) =>
  senha?.prioridade && opcoes.prioridades.some((p) => p.id === senha.prioridade?.id) ? senha.prioridade.id : undefined;

/**
 * "Chegou" (issue 17): the scheduled patient is at the desk. The priority is optional (legal rule checked on the
 * spot); the patient goes to the unit's nursing for the pre-consultation unless the desk sends them elsewhere.
 * With the kiosk ticket the patient holds (`recepcao/create/{filaId}`), its priority comes preselected and the
 * arrival takes the ticket along.
 */
export function ChegadaModal({
  agendamento: a,
  opcoes,
  senha = null,
  aoFechar,
  aoReceber,
}: {
  agendamento: AgendamentoDoDia;
  opcoes: FormularioRecepcao;
  senha?: SenhaDaRecepcao | null;
  aoFechar: () => void;
  aoReceber: (recebido: Recebido) => void;
}) {
  const [form] = Form.useForm();
  const receber = useMutation({
    mutationFn: (v: { prioridadeId?: number; destinoCentroCustoId?: number; observacao?: string }) =>
      recepcaoAmbulatorioApi.receber({ agendamentoId: a.id, ...v, observacao: v.observacao?.trim() || null, senhaId: senha?.id ?? null }),
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      aoReceber(r);
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
          ...(senha ? [{ key: 'senha', label: 'Senha', children: senha.codigo }] : []),
          { key: 'paciente', label: 'Paciente', children: nomeDoAgendado(a) },
          { key: 'hora', label: 'Horário', children: a.hora.slice(0, 5) },
          { key: 'especialidade', label: 'Especialidade', children: a.especialidadeNome ?? '—' },
          { key: 'profissional', label: 'Profissional', children: a.recursoNome || '—' },
        ]}
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ destinoCentroCustoId: opcoes.destinoPadrao ?? undefined, prioridadeId: prioridadeDaSenha(senha, opcoes) }}
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
