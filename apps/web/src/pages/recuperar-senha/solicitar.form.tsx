import { type mensagemRespostaSchema, type Resposta, recuperarSenhaSchema } from '@saude/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { api } from '../../lib/api';
import { applyFormErrors } from '../../lib/errors';
import { zodRule } from '../../lib/zod-rule';

/** Asks for a recovery link. The server answers 200 either way, so no one can probe for users. */
export function SolicitarForm() {
  const [form] = Form.useForm<{ login: string }>();
  const solicitar = useMutation({
    mutationFn: (values: { login: string }) =>
      api.post<Resposta<typeof mensagemRespostaSchema>>('/api/administracao/autenticacao/recuperar-senha', values, { auth: false }),
    onError: (error) => applyFormErrors(form, error),
  });

  if (solicitar.isSuccess) return <Alert type="success" showIcon title={solicitar.data.message} />;

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => solicitar.mutate(v)}>
      <Form.Item name="login" label="Usuário ou CPF" rules={[zodRule(recuperarSenhaSchema, 'login')]}>
        <Input size="large" maxLength={100} autoComplete="username" autoFocus />
      </Form.Item>
      <Button type="primary" size="large" htmlType="submit" block loading={solicitar.isPending}>
        Enviar link de recuperação
      </Button>
    </Form>
  );
}
