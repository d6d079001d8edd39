import { type MenuItem, menuKey, SIDEBAR_LARGURA_PX, SISTEMA_VERSAO } from '@saude/shared';
import { Layout, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatarDataHora } from '../../lib/dates';
import { MenuIcon } from './menu-icons';
import { useNow } from './use-now';

type Item = Required<MenuProps>['items'][number];

function toItems(menu: MenuItem[]): Item[] {
  return menu.map((m) =>
    m.items?.length
      ? {
          key: `grupo:${m.id}`,
          icon: <MenuIcon icone={m.icone} />,
          label: m.nome,
          children: toItems(m.items),
        }
      : {
          key: menuKey(m.link),
          icon: <MenuIcon icone={m.icone} />,
          // a name longer than the sidebar is cut with an ellipsis: the whole name shows on hover
          label: (
            <Link to={m.link} title={m.nome}>
              {m.nome}
            </Link>
          ),
        },
  );
}

/** Groups on the way to the active leaf, so it is visible after a reload. */
function gruposAte(menu: MenuItem[], chave: string, trilha: string[] = []): string[] | null {
  for (const m of menu) {
    if (m.items?.length) {
      const achou = gruposAte(m.items, chave, [...trilha, `grupo:${m.id}`]);
      if (achou) return achou;
    } else if (menuKey(m.link) === chave) return trilha;
  }
  return null;
}

/** Spec 000 §2.4 sidebar: the stored menu, the active item by its first two path segments, a clock. */
export function Sidebar({ menu, aberta, sistemaNome }: { menu: MenuItem[]; aberta: boolean; sistemaNome: string }) {
  const { pathname } = useLocation();
  const chave = menuKey(pathname);
  const items = useMemo(() => toItems(menu), [menu]);
  const [abertos, setAbertos] = useState<string[]>(() => gruposAte(menu, chave) ?? []);
  // Arriving at a screen by another way (a dashboard card, a link) opens its group too.
  useEffect(() => {
    const grupos = gruposAte(menu, chave) ?? [];
    setAbertos((atuais) => (grupos.every((g) => atuais.includes(g)) ? atuais : [...new Set([...atuais, ...grupos])]));
  }, [menu, chave]);
  const now = useNow();

  return (
    <Layout.Sider
      width={SIDEBAR_LARGURA_PX}
      collapsedWidth={72}
      collapsed={!aberta}
      trigger={null}
      style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
    >
      <nav aria-label="Menu principal" style={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
        <div style={{ color: '#fff', fontWeight: 600, padding: '18px 24px', whiteSpace: 'nowrap', overflow: 'hidden' }}>
          {aberta ? sistemaNome : 'SM'}
        </div>
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={[chave]}
          openKeys={aberta ? abertos : undefined}
          onOpenChange={setAbertos}
          // three levels (module › group › screen) at 24 px each left a screen's name a third of the sidebar
          inlineIndent={16}
          style={{ flex: 1, borderInlineEnd: 0 }}
        />
        {aberta && (
          <footer style={{ color: 'rgba(255,255,255,0.6)', fontSize: 12, padding: '14px 24px', lineHeight: 1.6 }}>
            <div>
              © {now.year()} {sistemaNome} · v{SISTEMA_VERSAO}
            </div>
            <time dateTime={now.format('YYYY-MM-DDTHH:mm')}>{formatarDataHora(now.toISOString())}</time>
          </footer>
        )}
      </nav>
    </Layout.Sider>
  );
}
