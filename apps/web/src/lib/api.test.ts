import { describe, expect, it, vi } from 'vitest';
import { sessao } from '../test/fixtures';
import { mockApi, reply } from '../test/mock-api';
import { ApiError, api } from './api';
import { loading } from './loading';
import { setNavigator } from './navigation';
import { serializeQuery } from './query-string';
import { sessionStore } from './session';

describe('serializeQuery', () => {
  it('usa pares com colchetes e chaves snake_case', () => {
    expect(serializeQuery({ lotacaoId: 3, order: { by: 'data_hora_atualizacao', dir: 'desc' } })).toBe(
      'lotacao_id=3&order[by]=data_hora_atualizacao&order[dir]=desc',
    );
    expect(serializeQuery({ order: [{ column: 1, columnName: 'created_at' }], search: { value: 'á b' }, vazio: null })).toBe(
      'order[0][column]=1&order[0][column_name]=created_at&search[value]=%C3%A1%20b',
    );
  });
});

describe('cliente da API', () => {
  it('envia X-Cliente e Bearer, corpo em snake_case, resposta em camelCase', async () => {
    sessionStore.setCustomer('recife');
    sessionStore.save(sessao());
    const mock = mockApi({ 'PUT /api/cadastro/usuario-perfil': { nome_social: 'Mari', ultimo_acesso_em: null } });
    const res = await api.put<{ nomeSocial: string }>('/api/cadastro/usuario-perfil', { nomeSocial: 'Mari', centroCustoId: 2 });
    expect(res).toEqual({ nomeSocial: 'Mari', ultimoAcessoEm: null });
    const [c] = mock.chamadas;
    expect(c?.headers.get('X-Cliente')).toBe('recife');
    expect(c?.headers.get('Authorization')).toBe('Bearer token-de-teste');
    expect(c?.body).toEqual({ nome_social: 'Mari', centro_custo_id: 2 });
  });

  it('sem auth não envia Bearer', async () => {
    sessionStore.save(sessao());
    const mock = mockApi({ 'POST /api/administracao/autenticacao/login': {} });
    await api.post('/api/administracao/autenticacao/login', { login: 'a', senha: 'b' }, { auth: false });
    expect(mock.chamadas[0]?.headers.get('Authorization')).toBeNull();
  });

  it('erros viram ApiError com status e corpo, e o contador de carregamento volta a zero', async () => {
    mockApi({ 'POST /api/x': reply(422, { message: 'inválido', errors: { centro_custo_id: ['obrigatório'] } }) });
    const erro = await api.post('/api/x', {}).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ApiError);
    expect((erro as ApiError).status).toBe(422);
    // like every answer, the field names arrive camelCase: they match the form's field names
    expect((erro as ApiError).body.errors).toEqual({ centroCustoId: ['obrigatório'] });
    expect(loading.count).toBe(0);
  });

  it('401 numa chamada autenticada limpa a sessão mas mantém o município', async () => {
    sessionStore.setCustomer('recife');
    sessionStore.save(sessao());
    mockApi({ 'GET /api/dashboard': reply(401, { message: 'Sessão inválida ou expirada. Entre novamente.' }) });
    const navegar = vi.fn();
    setNavigator(navegar);
    await api.get('/api/dashboard').catch(() => undefined);
    expect(navegar).toHaveBeenCalledWith('/login/recife', { replace: true });
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('autenticacao')).toBeNull();
    expect(sessionStore.customer()).toBe('recife');
  });
});
