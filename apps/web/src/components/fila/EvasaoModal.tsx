import { MENSAGENS_FILA, MOTIVO_EVASAO_MAX, mensagens } from '@saude/shared';
import { useMutation } from '@tanstack/react-query';
import { Form, Modal, Typography } from 'antd';
import { applyFormErrors, clearErrorsOnChange } from '../../lib/errors';
import { feedback } from '../../lib/feedback';
import { TextArea } from '../fields/TextArea';

/**
 * Spec 000 §2.6/§5: the evasion asks for its reason (required, at most 500 characters); it is sent only
 * when the form validates, then a save notification shows and the queue is told (`aoSalvar`). Any module's
 * queue: `evadir` is its call.
 */
export function EvasaoModal({
  paciente,
  evadir,
  aoFechar,
  aoSalvar,
}: {
  /** The name shown (the social name, or "Paciente não identificado"). */
  paciente: string;
  evadir: (motivo: string) => Promise<unknown>;
  aoFechar: () => void;
  aoSalvar: () => void;
}) {
  const [form] = Form.useForm<{ motivoEvasao: string }>();
  const envio = useMutation({
    mutationFn: evadir,
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
      aoSalvar();
    },
    onError: (e) => applyFormErrors(form, e),
  });

  return (
    <Modal
      open
      title="Evasão"
      okText="Salvar"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={aoFechar}
      confirmLoading={envio.isPending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Paciente: <Typography.Text strong>{paciente}</Typography.Text>
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => envio.mutate(v.motivoEvasao.trim())} onValuesChange={clearErrorsOnChange(form)}>
        <Form.Item
          name="motivoEvasao"
          label="Motivo da evasão"
          rules={[
            { required: true, whitespace: true, message: MENSAGENS_FILA.motivoEvasaoObrigatorio },
            { max: MOTIVO_EVASAO_MAX, message: MENSAGENS_FILA.motivoEvasaoLongo },
          ]}
        >
          <TextArea max={MOTIVO_EVASAO_MAX} rows={4} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
