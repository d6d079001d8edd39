import { MODELOS_TESTE_IMPRESSAO, P, TESTE_IMPRESSAO_PATH } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logar, sessao } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const URL_PAGINA = '/administracao/teste-impressao/index';

interface Pedido {
  url: URL;
  headers: Headers;
}

/** The session's calls go to mockApi; the test print answers a PDF, or the error given. */
function servidor(resposta: () => Response) {
  const api = mockApi({});
  const base = globalThis.fetch;
  const pedidos: Pedido[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== TESTE_IMPRESSAO_PATH) return base(input, init);
      pedidos.push({ url, headers: new Headers(init.headers) });
      return resposta();
    }),
  );
  return { api, pedidos };
}

const pdf = (modelo: string) =>
  new Response('%PDF-1.3 teste', {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="teste-impressao-${modelo}.pdf"` },
  });

let janela: { addEventListener: ReturnType<typeof vi.fn>; focus: () => void; print: () => void; close: () => void };

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:teste-impressao');
  URL.revokeObjectURL = vi.fn();
  janela = { addEventListener: vi.fn(), focus: vi.fn(), print: vi.fn(), close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(janela as unknown as Window);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const comPermissao = () => sessao({ permissoes: [P.administracao.testeImpressao] });

describe('Administração › Teste de impressão', () => {
  it('shows one card per model, grouped by paper, with its size and purpose', async () => {
    logar(comPermissao());
    servidor(() => pdf('x'));
    renderApp(URL_PAGINA);
    expect(await screen.findByRole('heading', { name: 'Teste de impressão' })).toBeTruthy();
    for (const papel of [
      'Bobina térmica de 8 cm',
      'Bobina de 10,3 cm',
      'Etiqueta 10 × 3 cm',
      'Etiqueta 8 × 2,8 cm',
      'Etiqueta contínua de 8,3 cm',
    ]) {
      expect(screen.getByRole('region', { name: papel })).toBeTruthy();
    }
    const oito = screen.getByRole('region', { name: 'Bobina térmica de 8 cm' });
    expect(within(oito).getByText('Comprovante de dispensação (com prescrição)')).toBeTruthy();
    expect(within(oito).getByText('Senha de atendimento')).toBeTruthy();
    const amostra = screen.getByRole('region', { name: 'Etiqueta 10 × 3 cm' });
    expect(within(amostra).getByText('10 cm × 3 cm, com código de barras')).toBeTruthy();
    expect(within(amostra).getByText('Laboratório: identificação do tubo ou frasco da amostra.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Imprimir teste: / })).toHaveLength(MODELOS_TESTE_IMPRESSAO.length);
  });

  it('"Imprimir teste" asks the server for that model with the session headers and opens the PDF to print', async () => {
    logar(comPermissao());
    const { pedidos } = servidor(() => pdf('etiqueta-coleta'));
    const { user } = renderApp(URL_PAGINA);
    await user.click(await screen.findByRole('button', { name: 'Imprimir teste: Etiqueta de coleta' }));
    await waitFor(() => expect(window.open).toHaveBeenCalledWith('blob:teste-impressao', '_blank'));
    expect(pedidos).toHaveLength(1);
    expect(pedidos[0]?.url.searchParams.get('modelo')).toBe('etiqueta-coleta');
    expect(pedidos[0]?.headers.get('Authorization')).toBe('Bearer token-de-teste');
    expect(pedidos[0]?.headers.get('X-Cliente')).toBe('recife');
    expect(janela.addEventListener).toHaveBeenCalledWith('load', expect.any(Function), { once: true });
    expect(janela.addEventListener).toHaveBeenCalledWith('afterprint', expect.any(Function), { once: true });
  });

  it("shows the server's message when the print is refused", async () => {
    logar(comPermissao());
    servidor(
      () =>
        new Response(JSON.stringify({ message: 'Você não tem permissão para executar esta ação.' }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const { user } = renderApp(URL_PAGINA);
    await user.click(await screen.findByRole('button', { name: 'Imprimir teste: Senha de atendimento' }));
    expect(await screen.findByText('Você não tem permissão para executar esta ação.')).toBeTruthy();
    expect(window.open).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Imprimir teste: Senha de atendimento' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('a user without the permission gets the 403 page', async () => {
    logar(sessao({ permissoes: [P.administracao.auditoria] }));
    servidor(() => pdf('x'));
    renderApp(URL_PAGINA);
    expect(await screen.findByText('Acesso negado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Imprimir teste: / })).toBeNull();
  });
});
