import { QuestionCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { descricaoDoProduto, SISTEMA_NOME, SISTEMA_VERSAO } from '@saude/shared';
import { Button, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Outlet, useParams } from 'react-router';
import { AjudaModal } from './ajuda.modal';
import { cidadeUf, type LoginOutletContext, useCliente } from './use-cliente';

const { Title, Text, Paragraph } = Typography;

/** Spec 000 §2.4 login layout: side panel with product, city, logo and help; the form beside it. */
export default function LoginLayout() {
  const { customer } = useParams();
  const query = useCliente(customer);
  const cliente = query.data;
  const [ajuda, setAjuda] = useState(false);
  const inativo = cliente && (!cliente.ativo || !!cliente.motivoInativacao);
  const contexto: LoginOutletContext = {
    link: customer,
    cliente,
    carregando: query.isLoading,
    naoEncontrado: query.isError,
  };

  return (
    <div className="sm-login">
      <aside className="sm-login-panel" aria-label="Apresentação">
        <div>
          <Title level={1} style={{ color: '#fff', margin: 0, fontSize: 30 }}>
            {cliente?.sistemaNome ?? SISTEMA_NOME}
          </Title>
          <Text style={{ color: 'rgba(255,255,255,0.75)' }}>Gestão da saúde pública municipal · v{SISTEMA_VERSAO}</Text>
        </div>

        {query.isLoading && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
        {cliente && (
          <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
            {cliente.logotipo && (
              <img
                src={cliente.logotipo}
                alt={`Logotipo de ${cliente.nome}`}
                style={{ width: 72, height: 72, objectFit: 'contain', background: '#fff', borderRadius: 12, padding: 6 }}
              />
            )}
            <div>
              <Title level={2} style={{ color: '#fff', margin: 0, fontSize: 22 }}>
                {cidadeUf(cliente)}
              </Title>
              <Text style={{ color: 'rgba(255,255,255,0.8)' }}>{cliente.nome}</Text>
            </div>
          </div>
        )}

        <Paragraph style={{ color: 'rgba(255,255,255,0.85)', maxWidth: 420 }}>{descricaoDoProduto()}</Paragraph>

        <div>
          <Button ghost icon={<QuestionCircleOutlined />} onClick={() => setAjuda(true)}>
            Dificuldade pra entrar? Pedir ajuda
          </Button>
        </div>

        <footer style={{ marginTop: 'auto', color: 'rgba(255,255,255,0.85)' }}>
          {inativo && (
            <Paragraph role="status" style={{ color: '#ffe58f', marginBottom: 8 }}>
              <WarningOutlined /> {cliente.motivoInativacao || 'O acesso deste município está suspenso.'}
            </Paragraph>
          )}
          <Text style={{ color: 'rgba(255,255,255,0.6)', fontSize: 12 }}>
            © {new Date().getFullYear()} {cliente?.sistemaNome ?? SISTEMA_NOME}
          </Text>
        </footer>
      </aside>

      <main className="sm-login-main">
        <Outlet context={contexto} />
      </main>

      <AjudaModal
        open={ajuda}
        onClose={() => setAjuda(false)}
        link={customer ?? cliente?.link}
        municipio={cliente ? cidadeUf(cliente) : undefined}
      />
    </div>
  );
}
