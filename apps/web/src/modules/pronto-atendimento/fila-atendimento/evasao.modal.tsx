import { MENSAGENS_FILA, MOTIVO_EVASAO_MAX, mensagens } from '@saude/shared';
import { useMutation } from '@tanstack/react-query';
import { Form, Modal, Typography } from 'antd';
import { TextArea } from '../../../components/fields/TextArea';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import type { EntradaFila } from './fila.api';
import { filaApi } from './fila.api';
import { nomeNaFila, PACIENTE_NAO_IDENTIFICADO } from './fila.formatos';

/**
 * Spec 000 §2.6/§5: the evasion asks for its reason (required, at most 500 characters); it is sent only
 * when the form validates, then a save notification shows and the queue is told (`aoSalvar`).
 */
export function EvasaoModal({ entrada, aoFechar, aoSalvar }: { entrada: EntradaFila; aoFechar: () => void; aoSalvar: () => void }) {
  const [form] = Form.useForm<{ motivoEvasao: string }>();
  const evadir = useMutation({
    mutationFn: (motivo: string) => filaApi.evadir(entrada.id, motivo),
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
      aoSalvar();
    },
    onError: (e) => applyFormErrors(form, e),
  });
  const paciente = entrada.paciente.desconhecido ? PACIENTE_NAO_IDENTIFICADO : nomeNaFila(entrada.paciente);

  return (
    <Modal
      open
      title="Evasão"
      okText="Salvar"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={aoFechar}
      confirmLoading={evadir.isPending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Paciente: <Typography.Text strong>{paciente}</Typography.Text>
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => evadir.mutate(v.motivoEvasao.trim())} onValuesChange={clearErrorsOnChange(form)}>
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
