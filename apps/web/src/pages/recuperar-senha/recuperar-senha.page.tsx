import { Card, Typography } from 'antd';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import type { LoginOutletContext } from '../../layouts/login/use-cliente';
import { RedefinirForm } from './redefinir.form';
import { SolicitarForm } from './solicitar.form';

/** /recuperar-senha/{customer}: asks for a link, or, with ?token=, sets the new password. */
export default function RecuperarSenhaPage() {
  const { link = '' } = useOutletContext<LoginOutletContext>();
  const [params] = useSearchParams();
  const token = params.get('token');

  return (
    <Card style={{ width: '100%', maxWidth: 420 }} styles={{ body: { padding: 32 } }}>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 24 }}>
        {token ? 'Redefinir senha' : 'Recuperar senha'}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {token
          ? 'Escolha a nova senha de acesso.'
          : 'Informe o seu usuário ou CPF. Se houver um e-mail cadastrado, enviaremos um link para redefinir a senha.'}
      </Typography.Paragraph>
      {token ? <RedefinirForm token={token} link={link} /> : <SolicitarForm />}
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to={`/login/${encodeURIComponent(link)}`}>Voltar para o login</Link>
      </div>
    </Card>
  );
}
