import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { applyFormErrors, clearErrorsOnChange, handleApiError } from '../../../lib/errors';
import { dispensacaoApi } from './dispensacao.api';

interface Valores {
  login: string;
  senha: string;
  justificativa: string;
}

/**
 * The early repeat's authorisation (spec 001 §7 `supervisor`): a pharmacy supervisor types login and password at
 * the counter and says why; the dispensing is saved again with the short-lived authorisation it gives.
 */
export function SupervisorModal({
  aberto,
  motivo,
  fechar,
  autorizado,
}: {
  aberto: boolean;
  /** The refusal that asked for it (which medicine, when its next pickup is). */
  motivo: string[];
  fechar: () => void;
  autorizado: (autorizacao: { token: string; justificativa: string }) => void;
}) {
  const [form] = Form.useForm<Valores>();
  const [enviando, setEnviando] = useState(false);
  const confirmar = async (v: Valores) => {
    setEnviando(true);
    try {
      const r = await dispensacaoApi.supervisor(v.login, v.senha);
      form.resetFields();
      autorizado({ token: r.token, justificativa: v.justificativa });
    } catch (e) {
      if (!applyFormErrors(form, e)) handleApiError(e);
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Modal
      open={aberto}
      title="Retirada antecipada: autorização do supervisor"
      okText="Autorizar e salvar"
      cancelText="Cancelar"
      confirmLoading={enviando}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        fechar();
      }}
      destroyOnHidden
    >
      {motivo.map((m) => (
        <Alert key={m} type="warning" showIcon title={m} style={{ marginBottom: 8 }} />
      ))}
      <Form<Valores> form={form} layout="vertical" onFinish={(v) => void confirmar(v)} onValuesChange={clearErrorsOnChange(form)}>
        <Form.Item name="login" label="Usuário do supervisor" rules={[{ required: true, message: 'O campo Usuário é obrigatório.' }]}>
          <Input autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item name="senha" label="Senha" rules={[{ required: true, message: 'O campo Senha é obrigatório.' }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="justificativa" label="Justificativa" rules={[{ required: true, message: 'O campo Justificativa é obrigatório.' }]}>
          <Input.TextArea maxLength={500} rows={2} placeholder="Ex.: viagem, perda do medicamento, mudança de dose" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
