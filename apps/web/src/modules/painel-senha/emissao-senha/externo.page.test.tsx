import { EMISSAO_SENHA_PATH, emissaoSenhaFormularioRespostaSchema, type FormularioEmissaoSenha, PS, STORAGE } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessao, wire, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { MENSAGENS_TOTEM_EXTERNO } from './entrar-no-totem';

const FORM: FormularioEmissaoSenha = {
  opcoes: [{ id: 1, nome: 'Demanda espontânea', perguntarPrioridade: true, temPrefixoPrioridade: true }],
  prioridades: [],
  unidade: 'UPA 24h Dr. Arnaldo Lopes',
  setor: 'Recepção do Pronto Atendimento',
  parametros: { segundosRetornoTotem: 8, imprimirSenha: true },
};

const SENHA = 'Segr3do-do-totem';
const externo = (cc: string | number = 21, lot: string | number = 11) =>
  `/painel-senha/emissao-senha/externo/demo/totem/${encodeURIComponent(SENHA)}/${cc}/${lot}`;

const doTotem = (extra = {}) => wire(sessao({ permissoes: [PS.emitir], menu: [], token: 'token-do-totem', ...extra }));

/** Every location the router went through, and how. */
function historico(router: ReturnType<typeof renderApp>['router']) {
  const passos: string[] = [];
  router.subscribe((s) => passos.push(`${s.historyAction} ${s.location.pathname}`));
  return passos;
}

describe('totem externo (spec 000 §2.2)', () => {
  it('drops the credentials from the address at once, logs in and opens the kiosk', async () => {
    const api = mockApi({
      'POST /api/administracao/autenticacao/login': doTotem(),
      'GET /api/painel-senha/emissao-senha/create': wireDe(emissaoSenhaFormularioRespostaSchema, { form: FORM }),
    });
    const { router, path } = renderApp(externo());
    const passos = historico(router);
    await waitFor(() => expect(path()).toBe(EMISSAO_SENHA_PATH));
    expect(await screen.findByRole('button', { name: 'Demanda espontânea' })).toBeTruthy();

    // replace, never push: no entry of the history keeps the password
    expect(passos.filter((p) => p.startsWith('PUSH'))).toEqual([]);
    expect(passos.filter((p) => p.startsWith('REPLACE'))).toEqual([
      'REPLACE /painel-senha/emissao-senha/externo',
      'REPLACE /painel-senha/emissao-senha/externo',
      `REPLACE ${EMISSAO_SENHA_PATH}`,
    ]);
    await router.navigate(-1);
    expect(path()).toBe(EMISSAO_SENHA_PATH);

    const login = api.de('POST /api/administracao/autenticacao/login');
    expect(login).toHaveLength(1);
    expect(login[0]?.body).toEqual({ login: 'totem', senha: SENHA });
    expect(login[0]?.headers.get('X-Cliente')).toBe('demo');
    // the login's placement already is the address's: no refresh
    expect(api.de('POST /api/administracao/autenticacao/refresh')).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem(STORAGE.autenticacao) ?? '{}').token).toBe('token-do-totem');
    expect(document.body.textContent).not.toContain(SENHA);
    expect(Object.values(localStorage).some((v) => String(v).includes(SENHA))).toBe(false);
  }, 60_000);

  it("binds the session to the address's placement and cost centre", async () => {
    const api = mockApi({
      'POST /api/administracao/autenticacao/login': doTotem(),
      'POST /api/administracao/autenticacao/refresh': doTotem({ token: 'token-da-recepcao' }),
      'GET /api/painel-senha/emissao-senha/create': wireDe(emissaoSenhaFormularioRespostaSchema, { form: FORM }),
    });
    const { path } = renderApp(externo(35, 12));
    await waitFor(() => expect(path()).toBe(EMISSAO_SENHA_PATH));
    const refresh = api.de('POST /api/administracao/autenticacao/refresh');
    expect(refresh[0]?.body).toEqual({ lotacao_id: 12, centro_custo_id: 35 });
    expect(refresh[0]?.headers.get('Authorization')).toBe('Bearer token-do-totem');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE.autenticacao) ?? '{}').token).toBe('token-da-recepcao'));
  }, 60_000);

  it('shows why it failed, in pt-BR, without the credentials, and can try again', async () => {
    let tentativas = 0;
    mockApi({
      'POST /api/administracao/autenticacao/login': () => {
        tentativas += 1;
        return tentativas === 1 ? reply(401, { message: 'Usuário ou senha inválidos.' }) : doTotem();
      },
      'GET /api/painel-senha/emissao-senha/create': wireDe(emissaoSenhaFormularioRespostaSchema, { form: FORM }),
    });
    const { path, user } = renderApp(externo());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Não foi possível abrir o totem. Usuário ou senha inválidos.');
    expect(screen.getByRole('heading', { name: 'Totem indisponível' })).toBeTruthy();
    expect(path()).toBe('/painel-senha/emissao-senha/externo');
    expect(document.body.textContent).not.toContain(SENHA);

    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(path()).toBe(EMISSAO_SENHA_PATH));
  }, 60_000);

  it('refuses an address whose ids are not numbers without calling the server', async () => {
    const api = mockApi({});
    const { path } = renderApp(externo('recepcao', 11));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', MENSAGENS_TOTEM_EXTERNO.enderecoInvalido);
    expect(path()).toBe('/painel-senha/emissao-senha/externo');
    expect(api.chamadas).toHaveLength(0);
  }, 60_000);
});
