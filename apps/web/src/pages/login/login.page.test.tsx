import { STORAGE } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cliente, dashboard, sessao, wire } from '../../test/fixtures';
import { mockApi, reply } from '../../test/mock-api';
import { findDialog, renderApp } from '../../test/render';

const LOGIN = 'POST /api/administracao/autenticacao/login';

describe('login', () => {
  it('mostra a cidade, o logotipo e a ajuda do município', async () => {
    mockApi({ 'GET /api/intranet/cliente/recife': wire(cliente()) });
    const { user } = renderApp('/login/recife');

    expect(await screen.findByRole('heading', { name: 'Recife - PE' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Saúde Municipal' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logotipo de Prefeitura do Recife' }).getAttribute('src')).toBe(
      '/api/intranet/cliente/recife/logotipo',
    );
    expect(localStorage.getItem(STORAGE.customer)).toBe('recife');
    expect(JSON.parse(localStorage.getItem(STORAGE.cliente) ?? '{}').cidade).toBe('Recife');

    await user.click(screen.getByRole('button', { name: /Dificuldade pra entrar\? Pedir ajuda/ }));
    const ajuda = await findDialog('Precisa de ajuda para entrar?');
    expect(within(ajuda).getByText(/Secretaria Municipal de Saúde de Recife - PE/)).toBeTruthy();
    expect(within(ajuda).getByRole('link', { name: 'Recuperar minha senha' }).getAttribute('href')).toBe('/recuperar-senha/recife');
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe('/recuperar-senha/recife');
  });

  it('mostra o motivo da inativação no rodapé', async () => {
    mockApi({ 'GET /api/intranet/cliente/recife': wire(cliente({ ativo: false, motivoInativacao: 'Contrato encerrado em 31/12.' })) });
    renderApp('/login/recife');
    expect((await screen.findByRole('status')).textContent).toContain('Contrato encerrado em 31/12.');
  });

  it('entra com uma só lotação e vai ao painel, enviando X-Cliente e sem Bearer', async () => {
    const api = mockApi({
      'GET /api/intranet/cliente/recife': wire(cliente()),
      [LOGIN]: wire(sessao()),
      'GET /api/dashboard': dashboard(),
    });
    const { user, path } = renderApp('/login/recife');

    await user.type(await screen.findByLabelText('Usuário ou CPF'), 'maria');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'Olá, Maria' })).toBeTruthy();
    expect(path()).toBe('/dashboard');
    const [login] = api.de(LOGIN);
    expect(login?.body).toEqual({ login: 'maria', senha: 'segredo123' });
    expect(login?.headers.get('X-Cliente')).toBe('recife');
    expect(login?.headers.get('Authorization')).toBeNull();
    expect(api.de('GET /api/dashboard')[0]?.headers.get('Authorization')).toBe('Bearer token-de-teste');
    expect(JSON.parse(localStorage.getItem(STORAGE.autenticacao) ?? '{}').token).toBe('token-de-teste');
    expect(JSON.parse(localStorage.getItem(STORAGE.lotacao) ?? '{}').id).toBe(11);
  });

  it('com várias lotações vai para /lotacao e confirma a escolha com refresh', async () => {
    const varias = sessao({
      lotacoes: [
        ...sessao().lotacoes,
        {
          id: 12,
          infraestruturaNome: 'Consultório 2',
          unidadeNome: 'Policlínica Centro',
          ocupacaoNome: 'Enfermeiro',
          centrosCusto: [{ id: 31, nome: 'Ambulatório', setorNome: 'Consultório' }],
        },
      ],
    });
    const api = mockApi({
      'GET /api/intranet/cliente/recife': wire(cliente()),
      [LOGIN]: wire(varias),
      'POST /api/administracao/autenticacao/refresh': wire({ ...varias, token: 'token-novo' }),
      'GET /api/dashboard': dashboard(),
    });
    const { user, path } = renderApp('/login/recife');

    await user.type(await screen.findByLabelText('Usuário ou CPF'), 'maria');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'Onde você vai trabalhar agora?' })).toBeTruthy();
    expect(path()).toBe('/lotacao');
    expect((screen.getByRole('radio', { name: /UBS Boa Vista/ }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: /Policlínica Centro/ }));
    await user.click(await screen.findByRole('radio', { name: /Ambulatório/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    await screen.findByRole('heading', { name: 'Olá, Maria' });
    expect(api.de('POST /api/administracao/autenticacao/refresh')[0]?.body).toEqual({ lotacao_id: 12, centro_custo_id: 31 });
    expect(JSON.parse(localStorage.getItem(STORAGE.autenticacao) ?? '{}').token).toBe('token-novo');
  });

  it('senha errada mostra a mensagem do servidor e continua no login', async () => {
    mockApi({
      'GET /api/intranet/cliente/recife': wire(cliente()),
      [LOGIN]: reply(401, { message: 'Usuário ou senha inválidos' }),
    });
    const { user, path } = renderApp('/login/recife');
    await user.type(await screen.findByLabelText('Usuário ou CPF'), 'maria');
    await user.type(screen.getByLabelText('Senha'), 'errada123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Usuário ou senha inválidos')).toBeTruthy();
    expect(path()).toBe('/login/recife');
  });

  it('valida os campos obrigatórios antes de enviar', async () => {
    const api = mockApi({ 'GET /api/intranet/cliente/recife': wire(cliente()) });
    const { user } = renderApp('/login/recife');
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('O campo Usuário ou CPF é obrigatório.')).toBeTruthy();
    expect(screen.getByText('O campo Senha é obrigatório.')).toBeTruthy();
    expect(api.de(LOGIN)).toHaveLength(0);
  });

  it('sem município no endereço nem salvo, pede o link do município', async () => {
    mockApi({ 'GET /api/intranet/cliente/olinda': wire(cliente({ link: 'olinda', cidade: 'Olinda', nome: 'Prefeitura de Olinda' })) });
    const { user, path } = renderApp('/login');
    await user.type(await screen.findByLabelText('Link do município'), 'Olinda');
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(await screen.findByRole('heading', { name: 'Olinda - PE' })).toBeTruthy();
    await waitFor(() => expect(path()).toBe('/login/olinda'));
  });

  it('sem município no endereço, usa o salvo', async () => {
    localStorage.setItem(STORAGE.customer, 'recife');
    mockApi({ 'GET /api/intranet/cliente/recife': wire(cliente()) });
    const { path } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Recife - PE' })).toBeTruthy();
    expect(path()).toBe('/login/recife');
  });
});
