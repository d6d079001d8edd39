import { SISTEMA_NOME } from '@saude/shared';
import { Layout } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { useNaoLidasPolling } from '../../components/notificacoes/notificacoes.api';
import { NotificacoesProvider } from '../../components/notificacoes/notificacoes.context';
import { sessionStore, useSessao } from '../../lib/session';
import { Header } from './header';
import { Sidebar } from './sidebar';

/** Spec 000 §2.4 authenticated layout: top bar, 240 px collapsible sidebar, main area. */
export default function LoggedInLayout() {
  const sessao = useSessao();
  const [aberta, setAberta] = useState(() => sessionStore.sidebarAberta());
  useNaoLidasPolling(!!sessao);
  if (!sessao) return null;

  const alternar = () => {
    sessionStore.setSidebarAberta(!aberta);
    setAberta(!aberta);
  };

  return (
    <NotificacoesProvider lotacaoId={sessao.lotacao.id}>
      <Layout style={{ minHeight: '100vh' }}>
        <Sidebar menu={sessao.menu} aberta={aberta} sistemaNome={sessao.sistemaNome ?? SISTEMA_NOME} />
        <Layout>
          <Header sessao={sessao} aberta={aberta} onToggle={alternar} />
          <Layout.Content>
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </NotificacoesProvider>
  );
}
