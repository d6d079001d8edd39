import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { feedback } from '../../../lib/feedback';

/** The temporary password, shown once (the server never answers it again) with a copy button. */
function SenhaGerada({ login, senha }: { login: string; senha: string }) {
  const [copiada, setCopiada] = useState(false);
  const copiar = async () => {
    await navigator.clipboard?.writeText(senha);
    setCopiada(true);
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph style={{ margin: 0 }}>
        Senha temporária do usuário <strong>{login}</strong>:
      </Typography.Paragraph>
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={senha} aria-label="Senha gerada" style={{ fontFamily: 'monospace' }} />
        <Button icon={<CopyOutlined />} onClick={copiar}>
          {copiada ? 'Copiada' : 'Copiar'}
        </Button>
      </Space.Compact>
      <Alert
        type="warning"
        showIcon
        title="Entregue a senha ao usuário agora: ela não será exibida novamente. Oriente-o a trocá-la em Meu perfil no primeiro acesso."
      />
    </Space>
  );
}

export function mostrarSenhaGerada(login: string, senha: string) {
  feedback.modal.info({
    title: 'Senha gerada',
    width: 480,
    content: <SenhaGerada login={login} senha={senha} />,
    okText: 'Fechar',
  });
}
