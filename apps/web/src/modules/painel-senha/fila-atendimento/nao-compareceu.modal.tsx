import { MENSAGENS_SENHA, MOTIVO_EVASAO_SENHA_MAX, motivoNaoComparecimento } from '@saude/shared';
import { useMutation } from '@tanstack/react-query';
import { Form, Modal, Typography } from 'antd';
import { TextArea } from '../../../components/fields/TextArea';
import { applyFormErrors, clearErrorsOnChange, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { type SenhaNaFila, senhaApi } from './senha.api';

/**
 * "Não compareceu": closes the ticket with a reason (required, at most 500 characters), proposed from the
 * calls already made so the hurried receptionist only confirms. `daFila`: from the waiting list (any ticket
 * of the queue); otherwise a ticket this user holds.
 */
export function NaoCompareceuModal({
  senha,
  daFila,
  aoFechar,
  aoSalvar,
}: {
  senha: SenhaNaFila;
  daFila: boolean;
  aoFechar: () => void;
  aoSalvar: () => void;
}) {
  const [form] = Form.useForm<{ motivoEvasao: string }>();
  const evadir = useMutation({
    mutationFn: (motivo: string) => senhaApi.evadir(senha.id, motivo, daFila),
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: `Senha ${senha.codigo} encerrada: não compareceu.` });
      aoSalvar();
    },
    onError: (e) => {
      if (!applyFormErrors(form, e)) handleApiError(e);
    },
  });

  return (
    <Modal
      open
      title="Não compareceu"
      okText="Salvar"
      cancelText="Cancelar"
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      onCancel={aoFechar}
      confirmLoading={evadir.isPending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Senha: <Typography.Text strong>{senha.codigo}</Typography.Text>
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ motivoEvasao: senha.chamadas > 0 ? motivoNaoComparecimento(senha.chamadas) : '' }}
        onFinish={(v) => evadir.mutate(v.motivoEvasao.trim())}
        onValuesChange={clearErrorsOnChange(form)}
      >
        <Form.Item
          name="motivoEvasao"
          label="Motivo"
          rules={[
            { required: true, whitespace: true, message: MENSAGENS_SENHA.motivoEvasaoObrigatorio },
            { max: MOTIVO_EVASAO_SENHA_MAX, message: MENSAGENS_SENHA.motivoEvasaoLongo },
          ]}
        >
          <TextArea max={MOTIVO_EVASAO_SENHA_MAX} rows={3} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
