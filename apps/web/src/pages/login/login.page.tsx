import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { type LoginInput, loginSchema } from '@saude/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { Link, Navigate, useNavigate, useOutletContext } from 'react-router';
import type { LoginOutletContext } from '../../layouts/login/use-cliente';
import { entrar, precisaEscolherLotacao } from '../../lib/auth';
import { applyFormErrors, clearErrorsOnChange } from '../../lib/errors';
import { feedback } from '../../lib/feedback';
import { sessionStore } from '../../lib/session';
import { zodRule } from '../../lib/zod-rule';
import { MunicipioForm } from './municipio.form';

export default function LoginPage() {
  const { link, cliente, naoEncontrado } = useOutletContext<LoginOutletContext>();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginInput>();
  const login = useMutation({
    // The header must name the municipality in the address even if its details are still loading.
    mutationFn: (values: LoginInput) => {
      if (link) sessionStore.setCustomer(link);
      return entrar(values);
    },
    onSuccess: (sessao) => {
      // a failed attempt's warning must not follow the user into the system
      feedback.notification.destroy();
      navigate(precisaEscolherLotacao(sessao) ? '/lotacao' : '/dashboard', { replace: true });
    },
    onError: (error) => applyFormErrors(form, error),
  });

  const salvo = sessionStore.customer();
  if (!link && salvo) return <Navigate to={`/login/${encodeURIComponent(salvo)}`} replace />;

  return (
    <Card style={{ width: '100%', maxWidth: 420 }} styles={{ body: { padding: 32 } }}>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 24 }}>
        Entrar
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {cliente ? `Acesse com o seu usuário da Secretaria de Saúde de ${cliente.cidade ?? cliente.nome}.` : 'Acesse com o seu usuário.'}
      </Typography.Paragraph>

      {!link && <MunicipioForm />}

      {link && naoEncontrado && (
        <>
          <Alert
            type="error"
            showIcon
            title="Município não encontrado"
            description="Confira o link de acesso informado."
            style={{ marginBottom: 16 }}
          />
          <MunicipioForm inicial={link} />
        </>
      )}

      {link && !naoEncontrado && (
        <Form<LoginInput>
          form={form}
          layout="vertical"
          requiredMark={false}
          scrollToFirstError={{ focus: true }}
          onValuesChange={clearErrorsOnChange(form)}
          onFinish={(values) => login.mutate(values)}
        >
          <Form.Item name="login" label="Usuário ou CPF" rules={[zodRule(loginSchema, 'login')]}>
            <Input size="large" prefix={<UserOutlined />} maxLength={100} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="senha" label="Senha" rules={[zodRule(loginSchema, 'senha')]}>
            <Input.Password size="large" prefix={<LockOutlined />} maxLength={128} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" size="large" htmlType="submit" block loading={login.isPending}>
            Entrar
          </Button>
          <div style={{ marginTop: 16, textAlign: 'center' }}>
            <Link to={`/recuperar-senha/${encodeURIComponent(link)}`}>Esqueci minha senha</Link>
          </div>
        </Form>
      )}
    </Card>
  );
}
