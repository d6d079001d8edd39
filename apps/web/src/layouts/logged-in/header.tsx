import { BellOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { type Sessao, SISTEMA_NOME, SISTEMA_VERSAO } from '@saude/shared';
import { Badge, Button, Flex, Layout, Tag, Tooltip, Typography } from 'antd';
import { useNotificacoes } from '../../components/notificacoes/notificacoes.context';
import { TarefasIndicador } from '../../components/tarefas/TarefasIndicador';
import { useNaoLidas } from '../../lib/session';
import { UserMenu } from './user-menu';

/** Spec 000 §2.4 top bar: menu toggle, product and version, background jobs, notifications bell, user dropdown. */
export function Header({ sessao, aberta, onToggle }: { sessao: Sessao; aberta: boolean; onToggle: () => void }) {
  const naoLidas = useNaoLidas();
  const { abrirLista } = useNotificacoes();
  const rotuloSino = naoLidas > 0 ? `Notificações (${naoLidas} não lidas)` : 'Notificações';

  return (
    <Layout.Header
      style={{ position: 'sticky', top: 0, zIndex: 10, display: 'flex', alignItems: 'center', gap: 12, boxShadow: '0 1px 0 #e5e8ec' }}
    >
      <Button
        type="text"
        aria-label={aberta ? 'Recolher menu' : 'Expandir menu'}
        aria-expanded={aberta}
        icon={aberta ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={onToggle}
      />
      <Flex align="baseline" gap={8} style={{ minWidth: 0 }}>
        <Typography.Text strong style={{ fontSize: 16, whiteSpace: 'nowrap' }}>
          {sessao.sistemaNome ?? SISTEMA_NOME}
        </Typography.Text>
        <Tag variant="filled" color="blue">
          v{SISTEMA_VERSAO}
        </Tag>
      </Flex>
      <Flex align="center" gap={8} style={{ marginInlineStart: 'auto' }}>
        <TarefasIndicador />
        <Tooltip title="Notificações">
          <Badge count={naoLidas} overflowCount={99} size="small" offset={[-6, 6]}>
            <Button
              type="text"
              shape="circle"
              aria-label={rotuloSino}
              icon={<BellOutlined style={{ fontSize: 18 }} />}
              onClick={abrirLista}
            />
          </Badge>
        </Tooltip>
        <UserMenu sessao={sessao} />
      </Flex>
    </Layout.Header>
  );
}
