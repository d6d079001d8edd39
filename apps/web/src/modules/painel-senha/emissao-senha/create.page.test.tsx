import {
  EMISSAO_SENHA_PATH,
  emissaoSenhaFormularioRespostaSchema,
  type FormularioEmissaoSenha,
  PS,
  type SenhaEmitida,
  senhaEmitidaSchema,
} from '@saude/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboard, logar, sessao, wire, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const impressao = vi.hoisted(() => ({ imprimirPdf: vi.fn((_blob: Blob, _nome: string) => 'janela' as const) }));
vi.mock('../../../lib/impressao', () => ({ imprimirPdf: impressao.imprimirPdf, salvarArquivo: vi.fn() }));

const FORM: FormularioEmissaoSenha = {
  opcoes: [
    { id: 1, nome: 'Demanda espontânea', perguntarPrioridade: true, temPrefixoPrioridade: true },
    { id: 2, nome: 'Retorno', perguntarPrioridade: false, temPrefixoPrioridade: false },
  ],
  prioridades: [
    { id: 7, nome: 'Idoso 80+' },
    { id: 5, nome: 'Gestante' },
  ],
  unidade: 'UPA 24h Dr. Arnaldo Lopes',
  setor: 'Recepção do Pronto Atendimento',
  parametros: { segundosRetornoTotem: 5, imprimirSenha: true },
};

const emitida = (codigo: string, extra: Partial<SenhaEmitida> = {}): SenhaEmitida => ({
  id: 99,
  codigo,
  sequencia: 7,
  data: '2026-03-10',
  emitidaEm: '2026-03-10T10:00:00-03:00',
  centroCustoId: 21,
  opcaoEntrada: { id: 1, nome: 'Demanda espontânea' },
  prioridade: null,
  ...extra,
});

// a string body: jsdom's Blob does not cross into the fetch Response
const pdf = () =>
  new Response('%PDF-1.7 senha', {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="senha-P007.pdf"' },
  });

const totem = () => logar(sessao({ permissoes: [PS.emitir], menu: [] }));
const botao = (nome: string | RegExp) => screen.findByRole('button', { name: nome });

describe('totem de emissão de senhas', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    impressao.imprimirPdf.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('option → priority → issued once on a double tap → printed → shown big → back to the start', async () => {
    totem();
    const api = mockApi({
      'GET /api/painel-senha/emissao-senha/create': wireDe(emissaoSenhaFormularioRespostaSchema, { form: FORM }),
      'POST /api/painel-senha/emissao-senha': () =>
        new Promise((r) =>
          setTimeout(() => r(wireDe(senhaEmitidaSchema, emitida('P007', { prioridade: { id: 7, nome: 'Idoso 80+' } }))), 50),
        ),
      'GET /impressao/painel-senha/senha/99': pdf,
    });
    renderApp(EMISSAO_SENHA_PATH, { fakeTimers: true });
    expect(await screen.findByText('UPA 24h Dr. Arnaldo Lopes')).toBeTruthy();
    expect(screen.getByText('Recepção do Pronto Atendimento')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Hora atual' }).textContent).toMatch(/^\d{2}:\d{2}$/);

    fireEvent.click(await botao('Demanda espontânea'));
    expect(await screen.findByRole('heading', { name: 'Você tem direito a atendimento prioritário?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Não, atendimento normal' })).toBeTruthy();
    const idoso = screen.getByRole('button', { name: 'Idoso 80+' });
    fireEvent.click(idoso);
    fireEvent.click(idoso);

    expect(await screen.findByText('Sua senha')).toBeTruthy();
    expect(screen.getByText('P007')).toBeTruthy();
    expect(api.de('POST /api/painel-senha/emissao-senha')).toHaveLength(1);
    expect(api.de('POST /api/painel-senha/emissao-senha')[0]?.body).toEqual({ opcao_entrada_id: 1, prioridade_id: 7 });
    await waitFor(() => expect(impressao.imprimirPdf).toHaveBeenCalledTimes(1));
    expect(impressao.imprimirPdf.mock.calls[0]?.[1]).toBe('senha-P007.pdf');
    expect(screen.getByText('Retire o seu comprovante e aguarde ser chamado pelo painel.')).toBeTruthy();

    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('P007')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1500));
    expect(await screen.findByRole('heading', { name: 'Toque no tipo de atendimento' })).toBeTruthy();
    expect(screen.queryByText('P007')).toBeNull();
  }, 60_000);

  it('issues at once when the option does not ask, and skips the printer when the settings say so', async () => {
    totem();
    const api = mockApi({
      'GET /api/painel-senha/emissao-senha/create': wireDe(emissaoSenhaFormularioRespostaSchema, {
        form: { ...FORM, parametros: { segundosRetornoTotem: 5, imprimirSenha: false } },
      }),
      'POST /api/painel-senha/emissao-senha': wireDe(senhaEmitidaSchema, emitida('R001', { opcaoEntrada: { id: 2, nome: 'Retorno' } })),
    });
    renderApp(EMISSAO_SENHA_PATH, { fakeTimers: true });
    fireEvent.click(await botao('Retorno'));
    expect(await screen.findByText('R001')).toBeTruthy();
    expect(api.de('POST /api/painel-senha/emissao-senha')[0]?.body).toEqual({ opcao_entrada_id: 2, prioridade_id: null });
    expect(screen.getByText('Guarde este número e aguarde ser chamado pelo painel.')).toBeTruthy();
    expect(api.de('GET /impressao/painel-senha/senha/99')).toHaveLength(0);
    expect(impressao.imprimirPdf).not.toHaveBeenCalled();
  }, 60_000);

  it('goes back to the start when nobody answers the priority question', async () => {
    totem();
    mockApi({ 'GET /api/painel-senha/emissao-senha/create': wireDe(emissaoSenhaFormularioRespostaSchema, { form: FORM }) });
    renderApp(EMISSAO_SENHA_PATH, { fakeTimers: true });
    fireEvent.click(await botao('Demanda espontânea'));
    await screen.findByRole('heading', { name: 'Você tem direito a atendimento prioritário?' });
    act(() => vi.advanceTimersByTime(5100));
    expect(await screen.findByRole('heading', { name: 'Toque no tipo de atendimento' })).toBeTruthy();
  }, 60_000);

  it("shows the server's refusal in pt-BR and stays usable", async () => {
    totem();
    mockApi({
      'GET /api/painel-senha/emissao-senha/create': wireDe(emissaoSenhaFormularioRespostaSchema, { form: FORM }),
      'POST /api/painel-senha/emissao-senha': reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { opcao_entrada_id: ['Esta opção não está disponível no totem desta unidade.'] },
      }),
    });
    renderApp(EMISSAO_SENHA_PATH, { fakeTimers: true });
    fireEvent.click(await botao('Retorno'));
    expect(await screen.findByText('Esta opção não está disponível no totem desta unidade.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Retorno' }) as HTMLButtonElement).disabled).toBe(false);
  }, 60_000);

  it('lets staff leave after confirming', async () => {
    totem();
    const api = mockApi({
      'GET /api/painel-senha/emissao-senha/create': wireDe(emissaoSenhaFormularioRespostaSchema, { form: FORM }),
      'POST /api/administracao/autenticacao/logout': reply(204),
    });
    const { path } = renderApp(EMISSAO_SENHA_PATH, { fakeTimers: true });
    fireEvent.click(await botao(/Sair/));
    const dialogo = await findDialog('Sair do totem');
    fireEvent.click(dialogo.querySelector('.ant-btn-primary') as HTMLElement);
    await waitFor(() => expect(path()).toBe('/login/recife'));
    expect(api.de('POST /api/administracao/autenticacao/logout')).toHaveLength(1);
  }, 60_000);
});

describe('sessão do totem', () => {
  afterEach(() => vi.useRealTimers());

  it("renews the kiosk user's session before the expiry warning", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const expira = Math.floor(Date.now() / 1000) + 30 * 60;
    logar(sessao({ permissoes: [PS.emitir], menu: [], expiration: expira }));
    const api = mockApi({
      'GET /api/painel-senha/emissao-senha/create': wireDe(emissaoSenhaFormularioRespostaSchema, { form: FORM }),
      'POST /api/administracao/autenticacao/refresh': wire(sessao({ permissoes: [PS.emitir], menu: [], expiration: expira + 8 * 3600 })),
    });
    renderApp(EMISSAO_SENHA_PATH, { fakeTimers: true });
    await botao('Demanda espontânea');
    act(() => vi.advanceTimersByTime(19 * 60_000));
    expect(api.de('POST /api/administracao/autenticacao/refresh')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(60_000 + 100));
    await waitFor(() => expect(api.de('POST /api/administracao/autenticacao/refresh')).toHaveLength(1));
    expect(api.de('POST /api/administracao/autenticacao/refresh')[0]?.body).toEqual({ lotacao_id: 11, centro_custo_id: 21 });
    // the renewed session ends 8 h later: no warning dialog on the way
    expect(screen.queryByText('Expiração da sessão')).toBeNull();
  }, 60_000);

  it("leaves a clerk's session to the usual expiry, and gives the way back to the system", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logar(sessao({ permissoes: [PS.emitir, PS.filaVer], expiration: Math.floor(Date.now() / 1000) + 30 * 60 }));
    const api = mockApi({
      'GET /api/painel-senha/emissao-senha/create': wireDe(emissaoSenhaFormularioRespostaSchema, { form: FORM }),
      'GET /api/dashboard': dashboard(),
    });
    const { path } = renderApp(EMISSAO_SENHA_PATH, { fakeTimers: true });
    await botao('Demanda espontânea');
    act(() => vi.advanceTimersByTime(21 * 60_000));
    fireEvent.click(await botao(/Voltar ao sistema/));
    await waitFor(() => expect(path()).toBe('/dashboard'));
    expect(api.de('POST /api/administracao/autenticacao/refresh')).toHaveLength(0);
  }, 60_000);
});

describe('usuário só do totem', () => {
  it('is sent from any screen of the menu layout to the kiosk', async () => {
    totem();
    mockApi({ 'GET /api/painel-senha/emissao-senha/create': wireDe(emissaoSenhaFormularioRespostaSchema, { form: FORM }) });
    const { path } = renderApp('/dashboard');
    await waitFor(() => expect(path()).toBe(EMISSAO_SENHA_PATH));
    expect(await botao('Demanda espontânea')).toBeTruthy();
  }, 60_000);

  it('does not hold back a user with other permissions', async () => {
    logar(sessao({ permissoes: [PS.emitir, PS.filaVer] }));
    mockApi({ 'GET /api/dashboard': dashboard() });
    const { path } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: /Olá, Maria/ });
    expect(path()).toBe('/dashboard');
  }, 60_000);
});
