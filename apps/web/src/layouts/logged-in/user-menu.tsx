import { DownOutlined, IdcardOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import type { Sessao } from '@saude/shared';
import { Avatar, Button, Divider, Dropdown, type MenuProps, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { sair } from '../../lib/auth';
import { registroProfissional } from './registro-profissional';

const { Text } = Typography;

function iniciais(nome: string) {
  const partes = nome.trim().split(/\s+/);
  return ((partes[0]?.[0] ?? '') + (partes.length > 1 ? (partes.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

/** Spec 000 §2.4 user dropdown: who is logged in, where, and the three actions. */
export function UserMenu({ sessao }: { sessao: Sessao }) {
  const navigate = useNavigate();
  const { usuario, lotacao, centroCusto } = sessao;
  const nome = usuario.cidadao.nome;
  const registro = registroProfissional(usuario);

  const items: MenuProps['items'] = [
    { key: 'lotacao', icon: <SwapOutlined />, label: 'Trocar lotação', onClick: () => navigate('/lotacao') },
    { key: 'perfil', icon: <IdcardOutlined />, label: 'Meu perfil', onClick: () => navigate('/cadastro/usuario-perfil') },
    { type: 'divider' },
    { key: 'sair', icon: <LogoutOutlined />, label: 'Sair do sistema', danger: true, onClick: () => void sair() },
  ];

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items }}
      popupRender={(menu) => (
        <div style={{ background: '#fff', borderRadius: 10, boxShadow: '0 6px 24px rgba(15,41,66,0.18)', minWidth: 280, maxWidth: 340 }}>
          <section aria-label="Usuário logado" style={{ padding: '14px 16px 0', display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Text strong>{nome}</Text>
            <Text type="secondary" style={{ fontSize: 12, marginTop: 6 }}>
              Você está logado como:
            </Text>
            <Text>{lotacao.infraestrutura.unidade.nomeFantasia}</Text>
            <Text>{lotacao.infraestrutura.nome}</Text>
            {lotacao.ocupacao?.nome && <Text>{lotacao.ocupacao.nome}</Text>}
            {registro && <Text>{registro}</Text>}
            <Text>{centroCusto.setor.nome}</Text>
          </section>
          <Divider style={{ margin: '10px 0 0' }} />
          {menu}
        </div>
      )}
    >
      <Button type="text" style={{ height: 44, paddingInline: 8 }} aria-label={`Usuário: ${nome}`}>
        <Avatar size={32} style={{ background: '#0b6bcb' }} icon={nome ? undefined : <UserOutlined />}>
          {iniciais(nome)}
        </Avatar>
        <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{nome.split(' ')[0]}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
