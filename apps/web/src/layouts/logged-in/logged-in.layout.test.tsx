import { STORAGE } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboard, logar, sessao, wire } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { findDialog, renderApp } from '../../test/render';

const NOTIFICACOES = [
  {
    id: 1,
    lotacaoId: 11,
    tipoNome: 'Alerta',
    titulo: 'Falta de vacina',
    mensagem: '<p>Estoque de <b>BCG</b> baixo.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    visualizado: false,
    dataHoraAtualizacao: '2026-03-10T14:30:00-03:00',
  },
  {
    id: 2,
    lotacaoId: 11,
    tipoNome: 'Informativo',
    titulo: 'Campanha de vacinação',
    mensagem: '<p>Começa segunda.</p>',
    visualizado: true,
    dataHoraAtualizacao: '2026-03-09T09:00:00-03:00',
  },
];

function rotasPadrao(extra: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/dashboard': dashboard(),
    'GET /api/administracao/notificacao/recebida/nao-lidas': { quantidade: 1 },
    'GET /api/administracao/notificacao/recebida': { data: wire(NOTIFICACOES) },
    'PATCH /api/administracao/notificacao/recebida/1': wire({ ...NOTIFICACOES[0], visualizado: true }),
    ...extra,
  });
}

async function abrirUsuario(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /Usuário: Maria da Silva Souza/ }));
  return screen.findByRole('region', { name: 'Usuário logado' });
}

describe('layout logado', () => {
  it('mostra produto, versão, menu e relógio no rodapé', async () => {
    logar();
    rotasPadrao();
    renderApp('/administracao/email-saida/index?page=1');
    expect(await screen.findByText('v2.41.29')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    const ativo = await within(menu).findByRole('link', { name: 'Caixa de saída de e-mails' });
    expect(ativo.closest('li')?.className).toContain('ant-menu-item-selected');
    expect(within(menu).getByText(/© \d{4} Saúde Municipal/)).toBeTruthy();
    expect(within(menu).getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeTruthy();
  });

  it('recolhe o menu e guarda a escolha em sidebar_aberta', async () => {
    logar();
    rotasPadrao();
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Recolher menu' }));
    expect(localStorage.getItem(STORAGE.sidebarAberta)).toBe('false');
    expect(screen.getByRole('button', { name: 'Expandir menu' })).toBeTruthy();
  });

  it('dropdown do usuário mostra as linhas da lotação e o registro profissional', async () => {
    logar();
    rotasPadrao();
    const { user } = renderApp('/dashboard');
    const painel = await abrirUsuario(user);
    const linhas = Array.from(painel.querySelectorAll('span')).map((s) => s.textContent);
    expect(linhas).toEqual([
      'Maria da Silva Souza',
      'Você está logado como:',
      'UBS Boa Vista',
      'Sala de Vacinação',
      'Enfermeiro',
      'COREN 123456',
      'Enfermagem',
    ]);
    expect(screen.getByRole('menuitem', { name: /Trocar lotação/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /Meu perfil/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /Sair do sistema/ })).toBeTruthy();
  });

  it('sem número de registro, a linha do registro não aparece', async () => {
    const s = sessao();
    logar({ ...s, usuario: { ...s.usuario, registroNumero: null } });
    rotasPadrao();
    const { user } = renderApp('/dashboard');
    const painel = await abrirUsuario(user);
    expect(within(painel).queryByText(/COREN/)).toBeNull();
    expect(within(painel).getByText('Enfermagem')).toBeTruthy();
  });

  it('registro do tipo OUTRO usa o texto livre', async () => {
    const s = sessao();
    logar({
      ...s,
      usuario: {
        ...s.usuario,
        registroTipo: { id: 14, sigla: 'OUTRO' },
        registroTipoId: 14,
        registroTipoOutro: 'CRTR',
        registroNumero: '998',
      },
    });
    rotasPadrao();
    const { user } = renderApp('/dashboard');
    const painel = await abrirUsuario(user);
    expect(within(painel).getByText('CRTR 998')).toBeTruthy();
    expect(within(painel).queryByText(/OUTRO/)).toBeNull();
  });

  it('"Trocar lotação" leva a /lotacao', async () => {
    logar();
    rotasPadrao();
    const { user, path } = renderApp('/dashboard');
    await abrirUsuario(user);
    await user.click(screen.getByRole('menuitem', { name: /Trocar lotação/ }));
    await waitFor(() => expect(path()).toBe('/lotacao'));
  });

  it('"Sair do sistema" chama logout, limpa a sessão e volta ao login do município', async () => {
    logar();
    const api = rotasPadrao({ 'POST /api/administracao/autenticacao/logout': undefined, 'GET /api/intranet/cliente/recife': {} });
    const { user, path } = renderApp('/dashboard');
    await abrirUsuario(user);
    await user.click(screen.getByRole('menuitem', { name: /Sair do sistema/ }));
    await waitFor(() => expect(path()).toBe('/login/recife'));
    expect(api.de('POST /api/administracao/autenticacao/logout')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE.autenticacao)).toBeNull();
    expect(localStorage.getItem(STORAGE.customer)).toBe('recife');
  });
});

describe('notificações', () => {
  it('abre a mensagem sanitizada; ao fechar marca como lida e o contador cai', async () => {
    logar(sessao({ quantidadeNotificacoesNaoLidas: 1 }));
    const api = rotasPadrao();
    const { user } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Notificações (1 não lidas)' }));
    const lista = await findDialog('Notificações');
    const chamada = api.de('GET /api/administracao/notificacao/recebida')[0];
    expect(chamada?.search).toBe('?lotacao_id=11&order[by]=data_hora_atualizacao&order[dir]=desc');
    const linhas = await within(lista).findAllByRole('row');
    expect(linhas[1]?.textContent).toContain('10/03/2026');
    expect(linhas[1]?.textContent).toContain('Falta de vacina');
    expect(linhas[1]?.textContent).toContain('Não');

    await user.click(within(lista).getByRole('button', { name: 'Abrir mensagem: Falta de vacina' }));
    const mensagem = await findDialog('Alerta - Falta de vacina');
    expect(within(mensagem).getByText('BCG').tagName).toBe('B');
    expect(mensagem.innerHTML).not.toContain('<script');
    expect(mensagem.innerHTML).not.toContain('onerror');

    // the footer button; the corner X (also 'Fechar') goes through the same close
    await user.click(within(mensagem).getAllByRole('button', { name: 'Fechar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.de('PATCH /api/administracao/notificacao/recebida/1')).toHaveLength(1));
    expect(api.de('PATCH /api/administracao/notificacao/recebida/1')[0]?.body).toEqual({ lotacao_id: 11, visualizado: true });
    expect(await screen.findByRole('button', { name: 'Notificações' })).toBeTruthy();
    await waitFor(() => expect(within(lista).getAllByRole('row')[1]?.textContent).toContain('Sim'));
  });

  it('abrir uma já lida não chama o servidor', async () => {
    logar(sessao({ quantidadeNotificacoesNaoLidas: 1 }));
    const api = rotasPadrao();
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Notificações/ }));
    const lista = await findDialog('Notificações');
    await user.click(await within(lista).findByRole('button', { name: 'Abrir mensagem: Campanha de vacinação' }));
    const mensagem = await findDialog('Informativo - Campanha de vacinação');
    await user.click(within(mensagem).getAllByRole('button', { name: 'Fechar' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Começa segunda.')).toBeNull());
    expect(api.chamadas.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('o contador vem do servidor', async () => {
    logar(sessao({ quantidadeNotificacoesNaoLidas: 0 }));
    rotasPadrao({ 'GET /api/administracao/notificacao/recebida/nao-lidas': { quantidade: 4 } });
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Notificações (4 não lidas)' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE.notificacoesNaoLidas)).toBe('4');
  });
});
