import { MENSAGEM_TELA_INVALIDA, TIPO_CHAMADA_PAINEL, telaShowSchema } from '@saude/shared';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { chamada, FakeWs, fakeAudio, fakeFala, telaShow } from './tela-show.fakes';
import { MENSAGEM_ENDERECO_INCOMPLETO } from './tela-show.hook';

const API = 'GET /api/painel-senha/tela/show/7';
const ENDERECO = '/painel-senha/tela/show/7?cliente=demo&chave=c0ffee';

/** Opens the TV at its address and lets the server accept its socket. */
async function abrirTela(url = ENDERECO) {
  const app = renderApp(url);
  await screen.findByTestId('chamada-atual');
  await act(async () => FakeWs.ultimo().aceitar(7));
  return app;
}

const evento = (dados: unknown, ev = 'tela.chamada') =>
  act(async () => FakeWs.ultimo().receber({ tipo: 'evento', topico: 'tela:7', evento: ev, dados }));

beforeEach(() => {
  FakeWs.abertos = [];
  vi.stubGlobal('WebSocket', FakeWs);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('painel-senha/tela/show/{id} (TV pública)', () => {
  it('takes ?cliente=&chave= once: stored per screen, removed from the address; a reload uses the stored values', async () => {
    const api = mockApi({ [API]: wireDe(telaShowSchema, telaShow()) });
    const { router } = await abrirTela();
    expect(router.state.location.pathname).toBe('/painel-senha/tela/show/7');
    expect(router.state.location.search).toBe('');
    expect(JSON.parse(localStorage.getItem('painel-senha.tela.7') ?? 'null')).toEqual({ cliente: 'demo', chave: 'c0ffee' });
    const pedido = api.de(API)[0];
    expect(pedido?.headers.get('x-cliente')).toBe('demo');
    expect(pedido?.headers.get('x-tela-chave')).toBe('c0ffee');
    expect(pedido?.headers.get('authorization')).toBeNull();
    expect(pedido?.search).toBe(''); // the key never goes in a URL
    expect(FakeWs.ultimo().enviadas[0]).toEqual({ tipo: 'entrar-tela', cliente: 'demo', tela: 7, chave: 'c0ffee' });

    cleanup(); // the TV reboots: the same screen, no query any more
    const api2 = mockApi({ [API]: wireDe(telaShowSchema, telaShow()) });
    await abrirTela('/painel-senha/tela/show/7');
    expect(api2.de(API)[0]?.headers.get('x-tela-chave')).toBe('c0ffee');
    expect(FakeWs.ultimo().enviadas[0]).toMatchObject({ tipo: 'entrar-tela', chave: 'c0ffee' });
  });

  it('shows the current call huge with its destination and "2ª chamada", the last calls, the notices, the municipality and the server’s clock', async () => {
    // the server's clock is an hour ahead of this TV's: the screen shows the server's time
    mockApi({ [API]: wireDe(telaShowSchema, telaShow({ agora: new Date(Date.now() + 3_600_000).toISOString() })) });
    await abrirTela();
    const atual = screen.getByRole('region', { name: 'Chamada atual' });
    expect(within(atual).getByText('A004')).toBeTruthy();
    expect(within(atual).getByText('Senha')).toBeTruthy();
    expect(within(atual).getByText('Guichê 2')).toBeTruthy();
    expect(within(atual).getByText('2ª chamada')).toBeTruthy();
    const ultimas = screen.getByRole('region', { name: 'Últimas chamadas' });
    expect(
      within(ultimas)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['A003', 'A002', 'A001']);
    expect(screen.getByText('Prefeitura Municipal de Demonstração')).toBeTruthy();
    expect(screen.getByText('TV da recepção do PA')).toBeTruthy();
    const avisos = screen.getByRole('marquee', { name: 'Avisos' });
    expect(within(avisos).getAllByText('Vacinação contra a gripe')).toHaveLength(2); // the ticker's two copies
    const hhmm = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    // the colon blinks in its own span: match the whole <time> (again if the minute turned meanwhile)
    await vi.waitFor(() => {
      const hora = hhmm.format(new Date(Date.now() + 3_600_000));
      expect(screen.getByText((_, el) => el?.tagName === 'TIME' && el.textContent === hora)).toBeTruthy();
    });
    expect(screen.getByRole('status', { name: 'Conectado' })).toBeTruthy();
  });

  it('a call event appears at once and is spoken in pt-BR (falaDaChamada, pt-BR voice, rate and repetitions of the settings), once', async () => {
    const fala = fakeFala();
    const api = mockApi({ [API]: wireDe(telaShowSchema, telaShow({ fala: { repeticoes: 2, velocidade: 0.9 } })) });
    await abrirTela();
    const buscas = api.de(API).length;
    const nova = chamada(9, 'Maria J. S.', { tipo: TIPO_CHAMADA_PAINEL.NOME, destino: 'Consultório 1' });
    await evento(nova);
    expect(within(screen.getByRole('region', { name: 'Chamada atual' })).getByText('Maria J. S.')).toBeTruthy();
    expect(screen.getByText('Paciente')).toBeTruthy();
    await vi.waitFor(() => expect(fala.faladas).toHaveLength(2));
    expect(fala.textos()).toEqual(['Maria J. S.. Consultório 1.', 'Maria J. S.. Consultório 1.']);
    expect(fala.faladas[0]).toMatchObject({ lang: 'pt-BR', rate: 0.9, voice: { name: 'Luciana' } });

    await evento(nova); // the same call again (a refetch, a duplicate): not shown twice, not spoken again
    await new Promise((r) => setTimeout(r, 50));
    expect(fala.faladas).toHaveLength(2);
    expect(screen.getAllByText('Maria J. S.')).toHaveLength(1);
    expect(api.de(API)).toHaveLength(buscas); // no round trip for a call
  });

  it('with som, a two-tone WebAudio chime comes before the voice', async () => {
    const fala = fakeFala();
    const audio = fakeAudio('running');
    mockApi({ [API]: wireDe(telaShowSchema, telaShow({}, { som: true })) });
    await abrirTela();
    await evento(chamada(9, 'A009'));
    await vi.waitFor(() => expect(audio.frequencias).toEqual([659.25, 523.25]));
    expect(fala.faladas).toHaveLength(0); // the voice waits for the chime
    await vi.waitFor(() => expect(fala.textos()).toEqual(['Senha á, 9. Guichê 2.']), { timeout: 5_000 });
  });

  it('audio blocked by the browser: "Toque na tela para ativar o som", and the tap resumes it', async () => {
    const fala = fakeFala();
    const audio = fakeAudio('suspended');
    mockApi({ [API]: wireDe(telaShowSchema, telaShow({}, { som: true })) });
    const { user } = await abrirTela();
    const botao = await screen.findByRole('button', { name: 'Toque na tela para ativar o som' });
    audio.permitir = true; // a real tap is a user activation
    await user.click(botao);
    expect(audio.contextos[0]?.resume).toHaveBeenCalled();
    expect(fala.textos()).toEqual(['Som ativado.']);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Toque na tela para ativar o som' })).toBeNull());
  });

  it('speech refused (not-allowed) asks for the tap and says the call again after it', async () => {
    const fala = fakeFala();
    fala.bloquear = true;
    mockApi({ [API]: wireDe(telaShowSchema, telaShow()) });
    const { user } = await abrirTela();
    await evento(chamada(9, 'A009'));
    const botao = await screen.findByRole('button', { name: 'Toque na tela para ativar o som' });
    fala.bloquear = false;
    await user.click(botao);
    await vi.waitFor(() => expect(fala.textos()).toEqual(['Senha á, 9. Guichê 2.', 'Som ativado.', 'Senha á, 9. Guichê 2.']));
    expect(screen.queryByRole('button', { name: 'Toque na tela para ativar o som' })).toBeNull();
  });

  it('5,000 call events: the screen keeps historico + 1 calls and speaks the latest few, never a backlog', async () => {
    const fala = fakeFala();
    mockApi({ [API]: wireDe(telaShowSchema, telaShow()) });
    await abrirTela();
    await act(async () => {
      for (let i = 1; i <= 5_000; i++) {
        FakeWs.ultimo().receber({ tipo: 'evento', topico: 'tela:7', evento: 'tela.chamada', dados: chamada(100 + i, `B${i}`) });
      }
    });
    expect(within(screen.getByRole('region', { name: 'Chamada atual' })).getByText('B5000')).toBeTruthy();
    const ultimas = within(screen.getByRole('region', { name: 'Últimas chamadas' })).getAllByRole('listitem');
    expect(ultimas.map((li) => li.firstChild?.textContent)).toEqual(['B4999', 'B4998', 'B4997']);
    // the first one was already being spoken; of the rest only the last 5 waited
    await vi.waitFor(() => expect(fala.faladas).toHaveLength(6), { timeout: 9_000 });
    expect(fala.textos().map((t) => t.replace(/^Senha bê, (\d+)\. Guichê 2\.$/, '$1'))).toEqual([
      '1',
      '4996',
      '4997',
      '4998',
      '4999',
      '5000',
    ]);
    expect(FakeWs.abertos).toHaveLength(1);
  });

  it('refetches on tela.avisos / tela.alterada and after ressincronizar', async () => {
    const dados = telaShow();
    const api = mockApi({ [API]: () => wireDe(telaShowSchema, dados) });
    await abrirTela();
    const antes = api.de(API).length;
    dados.avisos = [{ id: 2, titulo: 'Novo aviso', mensagem: 'Horário especial no feriado.' }];
    await evento(undefined, 'tela.avisos');
    expect(await screen.findAllByText('Novo aviso')).toHaveLength(2);
    dados.tela = { ...dados.tela, historico: 1 };
    await evento(undefined, 'tela.alterada');
    await vi.waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Últimas chamadas' })).getAllByRole('listitem')).toHaveLength(1),
    );
    await act(async () => FakeWs.ultimo().receber({ tipo: 'ressincronizar' }));
    await vi.waitFor(() => expect(api.de(API).length).toBe(antes + 3));
  });

  it('reconnects by itself after a drop (1 s, then backoff) and refetches what it may have missed', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const api = mockApi({ [API]: wireDe(telaShowSchema, telaShow()) });
    await abrirTela();
    const antes = api.de(API).length;
    await act(async () => FakeWs.ultimo().cair(1006));
    expect(screen.getByRole('status', { name: 'Reconectando…' })).toBeTruthy();
    await vi.waitFor(() => expect(FakeWs.abertos).toHaveLength(2), { timeout: 3_000 });
    await act(async () => FakeWs.ultimo().aceitar(7));
    expect(screen.getByRole('status', { name: 'Conectado' })).toBeTruthy();
    await vi.waitFor(() => expect(api.de(API).length).toBe(antes + 1));
  });

  it('a refused socket (4401: new key, blocked screen) shows the reason and stops reconnecting', async () => {
    mockApi({ [API]: wireDe(telaShowSchema, telaShow()) });
    await abrirTela();
    await act(async () => FakeWs.ultimo().cair(4401, MENSAGEM_TELA_INVALIDA));
    expect(screen.getByRole('alert').textContent).toContain(MENSAGEM_TELA_INVALIDA);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(FakeWs.abertos).toHaveLength(1);
  });

  it('a wrong key (404), an unknown municipality (401) or an address without its key: a clear message, no socket for a screen without credential', async () => {
    mockApi({ [API]: reply(404, { message: MENSAGEM_TELA_INVALIDA }) });
    renderApp(ENDERECO);
    expect((await screen.findByRole('alert')).textContent).toContain(MENSAGEM_TELA_INVALIDA);
    cleanup();
    mockApi({ [API]: reply(401, { message: 'Município não encontrado.' }) });
    renderApp('/painel-senha/tela/show/7?cliente=nao-existe&chave=c0ffee');
    expect((await screen.findByRole('alert')).textContent).toContain('Município não encontrado.');
    cleanup();
    localStorage.clear();
    FakeWs.abertos = [];
    renderApp('/painel-senha/tela/show/8');
    expect((await screen.findByRole('alert')).textContent).toContain(MENSAGEM_ENDERECO_INCOMPLETO);
    expect(FakeWs.abertos).toHaveLength(0);
  });
});
