import { PS, parametrizacaoPainelSenhaSchema, snakeizeKeys } from '@saude/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { clienteIdDe, usuarioCom } from '../tela/tela.fixtures.js';
import { parametrosPainelSenha } from './parametros.js';

let ctx: TestContext;
let outra: Record<string, string>;
let outraId: number;
const url = '/api/painel-senha/parametrizacao';
const PADROES = snakeizeKeys(parametrizacaoPainelSenhaSchema.parse({})) as Record<string, unknown>;

// the writes go to the second municipality: suites sharing a database read the demo's settings
beforeAll(async () => {
  ctx = await createTestContext();
  outra = (await ctx.login('admin', 'outra')).headers;
  outraId = await clienteIdDe(ctx, 'outra');
});
afterAll(async () => {
  await ctx.app.inject({ method: 'PUT', url, headers: outra, payload: PADROES });
  await ctx.close();
});

describe('parametrização do painel de senhas', () => {
  it('shows the keys with their defaults, saves them all and refuses bad values whole', async () => {
    await ctx.app.inject({ method: 'PUT', url, headers: outra, payload: PADROES });
    const inicial = json(await ctx.app.inject({ method: 'GET', url, headers: outra }));
    expect(inicial.model).toEqual(PADROES);
    expect(inicial.form.campos.map((c: { chave: string; grupo: string }) => [c.chave, c.grupo])).toEqual([
      ['mensagemSenha', 'Totem'],
      ['imprimirSenha', 'Totem'],
      ['segundosRetornoTotem', 'Totem'],
      ['chamadasParaNaoComparecimento', 'Fila de senhas'],
      ['repeticoesFala', 'Telas (TV)'],
      ['velocidadeFalaPercentual', 'Telas (TV)'],
    ]);

    const ruim = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: outra,
      payload: { ...PADROES, repeticoes_fala: 4, segundos_retorno_totem: 2, mensagem_senha: 'x'.repeat(201) },
    });
    expect(ruim.statusCode).toBe(422);
    expect(json(ruim).errors).toEqual({
      repeticoes_fala: ['Repetições da fala deve ser menor ou igual a 3'],
      segundos_retorno_totem: ['Segundos para o totem voltar ao início deve ser maior ou igual a 3'],
      mensagem_senha: ['Mensagem da senha deve conter no máximo 200 caracteres'],
    });
    expect(json(await ctx.app.inject({ method: 'GET', url, headers: outra })).model).toEqual(PADROES);

    const novos = { ...PADROES, imprimir_senha: false, repeticoes_fala: 2, mensagem_senha: 'Acompanhe o painel.' };
    const salvo = await ctx.app.inject({ method: 'PUT', url, headers: outra, payload: novos });
    expect(salvo.statusCode, salvo.body).toBe(200);
    expect(json(salvo)).toEqual(novos);
    // the reader the kiosk and the TVs use sees it
    const lidos = await withTenant(ctx.database.db, { clienteId: outraId }, (tx) => parametrosPainelSenha(tx));
    expect(lidos).toMatchObject({ imprimirSenha: false, repeticoesFala: 2, mensagemSenha: 'Acompanhe o painel.' });
  });

  it('needs the panel settings permission to read or save', async () => {
    const semPermissao = await usuarioCom(ctx, [PS.filaVer]);
    expect((await ctx.app.inject({ method: 'GET', url, headers: semPermissao })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url, headers: semPermissao, payload: PADROES })).statusCode).toBe(403);
    const comPermissao = await usuarioCom(ctx, [PS.parametrizacao]);
    expect((await ctx.app.inject({ method: 'GET', url, headers: comPermissao })).statusCode).toBe(200);
  });
});
