import { AMB } from '@saude/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import { DateInput } from '../../../components/fields/DateInput';
import { api } from '../../../lib/api';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { AgendamentosAfetados } from '../jornada-bloqueio/afetados';

interface Valores {
  dataInicio: string;
  dataFim: string;
  motivo: string;
}

/**
 * Blocks days of the professional's own agenda through the agenda blocks' route (jornada-bloqueio, under its
 * permission). The appointments the block hits are listed with the patients' phones to reschedule or cancel
 * each (issue 17), for who holds the scheduling permission; otherwise the desk is told to call them.
 */
export function BloqueioModal({ jornadaId, data, aoFechar }: { jornadaId: number; data: string; aoFechar: (bloqueou: boolean) => void }) {
  const [form] = Form.useForm<Valores>();
  const [feito, setFeito] = useState<Valores | null>(null);
  const podeReagendar = usePermission(AMB.agendamentoEditar);
  const bloquear = useMutation({
    mutationFn: (v: Valores) => api.post('/api/ambulatorio/jornada-bloqueio', { jornadaId, ...v }),
    onSuccess: (_r, v) => {
      feedback.notification.success({ title: 'Sucesso', description: 'Agenda bloqueada.' });
      setFeito(v);
    },
    onError: (e) => applyFormErrors(form, e),
  });
  return (
    <Modal
      open
      width={feito ? 980 : 520}
      title="Bloquear agenda"
      okText={feito ? 'Fechar' : 'Bloquear'}
      cancelText="Cancelar"
      cancelButtonProps={{ style: feito ? { display: 'none' } : undefined }}
      onOk={() => (feito ? aoFechar(true) : form.submit())}
      onCancel={() => aoFechar(Boolean(feito))}
      confirmLoading={bloquear.isPending}
      destroyOnHidden
    >
      {!feito ? (
        <Form<Valores>
          form={form}
          layout="vertical"
          initialValues={{ dataInicio: data, dataFim: data }}
          onFinish={(v) => bloquear.mutate(v)}
          onValuesChange={clearErrorsOnChange(form)}
        >
          <Form.Item name="dataInicio" label="Data inicial" rules={[{ required: true, message: 'O campo Data inicial é obrigatório.' }]}>
            <DateInput aria-label="Data inicial" />
          </Form.Item>
          <Form.Item name="dataFim" label="Data final" rules={[{ required: true, message: 'O campo Data final é obrigatório.' }]}>
            <DateInput aria-label="Data final" />
          </Form.Item>
          <Form.Item name="motivo" label="Motivo" rules={[{ required: true, whitespace: true, message: 'O campo Motivo é obrigatório.' }]}>
            <Input maxLength={300} placeholder="Férias, licença, capacitação…" />
          </Form.Item>
        </Form>
      ) : podeReagendar ? (
        <AgendamentosAfetados jornadaId={jornadaId} dataInicio={feito.dataInicio} dataFim={feito.dataFim} />
      ) : (
        <Alert
          type="warning"
          showIcon
          title="Os pacientes já agendados nesses dias continuam agendados: peça à central de agendamento para reagendá-los."
        />
      )}
    </Modal>
  );
}
