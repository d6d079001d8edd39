import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
const url = '/api/cadastro/usuario-perfil';

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('meu perfil', () => {
  it('shows the user’s data, registration and placements with roles', async () => {
    const { headers } = await ctx.login('farmacia');
    const perfil = json(await ctx.app.inject({ method: 'GET', url, headers }));
    expect(perfil).toMatchObject({ login: 'farmacia', nome: 'Beatriz Gouveia Rocha', registro: 'CRF 7731/PE' });
    expect(perfil.lotacoes).toEqual([
      expect.objectContaining({
        unidade_nome: 'Policlínica Municipal',
        infraestrutura_nome: 'Farmácia Central',
        ocupacao_nome: 'Farmacêutico',
        papeis: ['Farmácia'],
      }),
    ]);
    expect(perfil).not.toHaveProperty('senha_hash');
  });

  it('saves e-mail and phone unmasked, and rejects bad values with field messages', async () => {
    const { headers } = await ctx.login('regulacao');
    const ruim = await ctx.app.inject({ method: 'PUT', url, headers, payload: { email: 'nao-e-email', telefone: '123' } });
    expect(ruim.statusCode).toBe(422);
    expect(json(ruim).errors).toEqual({ email: ['E-mail deve ser válido.'], telefone: ['Telefone deve conter 10 ou 11 dígitos.'] });
    const ok = await ctx.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { email: 'luciana@demo.saude.local', telefone: '(87) 3761-0000' },
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ email: 'luciana@demo.saude.local', telefone: '8737610000' });
  });
});
