import { type mensagemRespostaSchema, type Resposta, redefinirSenhaSchema } from '@saude/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Result } from 'antd';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { applyFormErrors, clearErrorsOnChange } from '../../lib/errors';
import { loginPath } from '../../lib/session';
import { zodRule } from '../../lib/zod-rule';

interface Valores {
  senha: string;
  confirmacaoSenha: string;
}

/** Sets a new password with the e-mailed token; a used or expired token answers 400 with its reason. */
export function RedefinirForm({ token, link }: { token: string; link: string }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<Valores>();
  const redefinir = useMutation({
    mutationFn: (values: Valores) =>
      api.post<Resposta<typeof mensagemRespostaSchema>>(
        '/api/administracao/autenticacao/redefinir-senha',
        { token, ...values },
        { auth: false },
      ),
    onError: (error) => applyFormErrors(form, error),
  });
  const irParaLogin = () => navigate(link ? `/login/${encodeURIComponent(link)}` : loginPath());

  if (redefinir.isSuccess) {
    return (
      <Result
        status="success"
        title="Senha redefinida"
        subTitle={redefinir.data.message}
        extra={
          <Button type="primary" onClick={irParaLogin}>
            Ir para o login
          </Button>
        }
      />
    );
  }

  const rule = (campo: keyof Valores) => zodRule({ safeParse: (v) => redefinirSenhaSchema.safeParse({ ...(v as object), token }) }, campo);
  return (
    <Form form={form} layout="vertical" onValuesChange={clearErrorsOnChange(form)} onFinish={(v) => redefinir.mutate(v)}>
      <Form.Item name="senha" label="Nova senha" required rules={[rule('senha')]} extra="Mínimo de 8 caracteres, com letras e números.">
        <Input.Password size="large" maxLength={128} autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item name="confirmacaoSenha" label="Confirmação da senha" required dependencies={['senha']} rules={[rule('confirmacaoSenha')]}>
        <Input.Password size="large" maxLength={128} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" size="large" htmlType="submit" block loading={redefinir.isPending}>
        Redefinir senha
      </Button>
    </Form>
  );
}
