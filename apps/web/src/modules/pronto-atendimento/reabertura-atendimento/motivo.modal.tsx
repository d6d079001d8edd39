import { MOTIVO_FAA_MAX, motivoFaaSchema } from '@saude/shared';
import { useMutation } from '@tanstack/react-query';
import { Form, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { TextArea } from '../../../components/fields/TextArea';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { zodRule } from '../../../lib/zod-rule';

export interface MotivoModalProps {
  titulo: string;
  /** What the action does and to which FAA. */
  descricao: ReactNode;
  okText: string;
  perigo?: boolean;
  acao: (motivo: string) => Promise<{ message: string }>;
  aoFechar: () => void;
  aoConcluir: () => void;
}

/**
 * Reopening and cancelling an FAA say why (required, at most 500 characters, the shared rule); the reason is
 * sent only when the form validates, and a 422 lands on the field.
 */
export function MotivoModal({ titulo, descricao, okText, perigo, acao, aoFechar, aoConcluir }: MotivoModalProps) {
  const [form] = Form.useForm<{ motivo: string }>();
  const enviar = useMutation({
    mutationFn: (motivo: string) => acao(motivo),
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      aoConcluir();
    },
    onError: (e) => applyFormErrors(form, e),
  });
  return (
    <Modal
      open
      title={titulo}
      okText={okText}
      cancelText="Cancelar"
      okButtonProps={{ danger: perigo }}
      onOk={() => form.submit()}
      onCancel={aoFechar}
      confirmLoading={enviar.isPending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph>{descricao}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => enviar.mutate(v.motivo.trim())} onValuesChange={clearErrorsOnChange(form)}>
        <Form.Item name="motivo" label="Motivo" required rules={[zodRule(motivoFaaSchema, 'motivo')]}>
          <TextArea max={MOTIVO_FAA_MAX} rows={4} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
