import { type MenuItem, menuKey } from '@saude/shared';
import { Breadcrumb, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useSessao } from '../lib/session';

function trilha(menu: MenuItem[], chave: string, acima: MenuItem[] = []): MenuItem[] | null {
  for (const m of menu) {
    if (m.items?.length) {
      const achou = trilha(m.items, chave, [...acima, m]);
      if (achou) return achou;
    } else if (menuKey(m.link) === chave) return [...acima, m];
  }
  return null;
}

/** Title of a screen with its place in the menu as a breadcrumb, and actions on the right. */
export function PageHeader({ title, subTitle, extra }: { title: ReactNode; subTitle?: ReactNode; extra?: ReactNode }) {
  const { pathname } = useLocation();
  const menu = useSessao()?.menu ?? [];
  const caminho = trilha(menu, menuKey(pathname));
  const items = [
    { title: <Link to="/dashboard">Início</Link> },
    // Screens outside the menu (the profile, for one) end the trail with their own title.
    ...(caminho
      ? caminho.filter((m) => m.link !== '/dashboard').map((m) => ({ title: m.items?.length ? m.nome : <Link to={m.link}>{m.nome}</Link> }))
      : [{ title }]),
  ];

  return (
    <header style={{ marginBottom: 16 }}>
      <Breadcrumb items={items} style={{ marginBottom: 8 }} />
      <Flex justify="space-between" align="flex-end" gap={16} wrap>
        <div>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
            {title}
          </Typography.Title>
          {subTitle && <Typography.Text type="secondary">{subTitle}</Typography.Text>}
        </div>
        {extra && <Flex gap={8}>{extra}</Flex>}
      </Flex>
    </header>
  );
}
