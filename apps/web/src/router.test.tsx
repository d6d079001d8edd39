import { P } from '@saude/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from './app';
import { Authorized } from './components/Authorized';
import { createQueryClient } from './lib/query-client';
import { cliente, dashboard, logar, sessao, wire } from './test/fixtures';
import { mockApi } from './test/mock-api';
import { renderApp } from './test/render';

describe('rotas e guarda de navegação (spec 000 §2.1, §4, §6)', () => {
  it('caminho desconhecido vai para /404', async () => {
    const { path } = renderApp('/nao/existe');
    expect(await screen.findByText('Página não encontrada')).toBeTruthy();
    expect(path()).toBe('/404');
  });

  it('rota autenticada sem token vai para /401, que leva ao login do município salvo', async () => {
    localStorage.setItem('customer', 'recife');
    mockApi({ 'GET /api/intranet/cliente/recife': wire(cliente()) });
    const { user, path } = renderApp('/administracao/email-saida/index');
    expect(await screen.findByText('Não autorizado')).toBeTruthy();
    expect(path()).toBe('/401');
    await user.click(screen.getByRole('button', { name: 'Ir para o login' }));
    expect(await screen.findByRole('heading', { name: 'Recife - PE' })).toBeTruthy();
    expect(path()).toBe('/login/recife');
  });

  it('a raiz redireciona ao painel', async () => {
    logar();
    mockApi({ 'GET /api/dashboard': dashboard() });
    const { path } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Olá, Maria' })).toBeTruthy();
    expect(path()).toBe('/dashboard');
  });

  it('rota com permissão que o usuário não tem mostra Acesso negado', async () => {
    logar(sessao({ permissoes: [P.administracao.auditoria] }));
    const api = mockApi({});
    renderApp('/administracao/email-saida/index');
    expect(await screen.findByText('Acesso negado')).toBeTruthy();
    expect(api.de('GET /api/administracao/email-saida/datatable')).toHaveLength(0);
  });

  it('as páginas de erro existem', async () => {
    renderApp('/500');
    expect(await screen.findByText('Erro no servidor')).toBeTruthy();
  });

  it('/403 com sessão oferece voltar ao início', async () => {
    logar();
    renderApp('/403');
    expect(await screen.findByText('Acesso negado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir para o início' })).toBeTruthy();
  });
});

describe('<Authorized>', () => {
  function montar() {
    render(
      <Providers queryClient={createQueryClient()}>
        <Authorized permission={P.administracao.emailSaida}>
          <button type="button">Ver e-mails</button>
        </Authorized>
        <Authorized permission={P.administracao.auditoria}>
          <button type="button">Ver auditoria</button>
        </Authorized>
        <Authorized>
          <button type="button">Livre</button>
        </Authorized>
      </Providers>,
    );
  }

  it('esconde o que o usuário não pode e mostra o resto', () => {
    logar(sessao({ permissoes: [P.administracao.auditoria] }));
    montar();
    expect(screen.queryByRole('button', { name: 'Ver e-mails' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ver auditoria' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Livre' })).toBeTruthy();
  });

  it('sem sessão, esconde tudo o que exige permissão', async () => {
    montar();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ver auditoria' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Livre' })).toBeTruthy();
  });
});

describe('sessão encerrada em outra aba', () => {
  it('volta ao login do município quando a sessão some do armazenamento', async () => {
    logar();
    mockApi({ 'GET /api/dashboard': dashboard(), 'GET /api/intranet/cliente/recife': wire(cliente()) });
    const { path } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Olá, Maria' });
    localStorage.removeItem('autenticacao');
    window.dispatchEvent(new StorageEvent('storage', { key: 'autenticacao' }));
    await waitFor(() => expect(path()).toBe('/login/recife'));
  });
});
