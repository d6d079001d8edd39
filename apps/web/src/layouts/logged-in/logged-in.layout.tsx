import { EMISSAO_SENHA_PATH, SISTEMA_NOME, somenteEmissaoSenha } from '@saude/shared';
import { Layout } from 'antd';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useNaoLidasPolling } from '../../components/notificacoes/notificacoes.api';
import { NotificacoesProvider } from '../../components/notificacoes/notificacoes.context';
import { sessionStore, useSessao } from '../../lib/session';
import { Header } from './header';
import { Sidebar } from './sidebar';

/** Spec 000 §2.4 authenticated layout: top bar, 240 px collapsible sidebar, main area. */
export default function LoggedInLayout() {
  const sessao = useSessao();
  const [aberta, setAberta] = useState(() => sessionStore.sidebarAberta());
  // the kiosk's own user (issue 7) holds only the issue permission: every menu screen sends it back to the kiosk
  const soTotem = somenteEmissaoSenha(sessao?.permissoes);
  useNaoLidasPolling(!!sessao && !soTotem);
  if (!sessao) return null;
  if (soTotem) return <Navigate to={EMISSAO_SENHA_PATH} replace />;

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
