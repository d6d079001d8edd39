import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
let bioquimico: Record<string, string>;
let laboratorio: Record<string, string>;
const URL = '/api/exame-laboratorial/parametrizacao';

beforeAll(async () => {
  ctx = await createTestContext();
  bioquimico = (await ctx.login('bioquimico')).headers;
  laboratorio = (await ctx.login('laboratorio')).headers;
});
afterAll(async () => {
  await ctx.close();
});

describe('exame-laboratorial/parametrizacao', () => {
  it('reads the settings (created with the defaults) and saves them; only the biochemist may', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: URL, headers: laboratorio })).statusCode).toBe(403);
    const lida = await ctx.app.inject({ method: 'GET', url: URL, headers: bioquimico });
    expect(lida.statusCode).toBe(200);
    expect(json(lida).prazo_entrega_padrao_dias).toBeTypeOf('number');
    const payload = {
      mensagem_protocolo: 'Traga este comprovante no dia da coleta.',
      rodape_laudo: '',
      prazo_entrega_padrao_dias: 5,
      etiqueta_ao_coletar: false,
      bloquear_acima_cota: true,
    };
    const salva = await ctx.app.inject({ method: 'PUT', url: URL, headers: bioquimico, payload });
    expect(salva.statusCode).toBe(200);
    expect(json(salva)).toMatchObject({ ...payload, rodape_laudo: null });
    expect((await ctx.app.inject({ method: 'PUT', url: URL, headers: laboratorio, payload })).statusCode).toBe(403);
  });

  it('refuses an out-of-range deadline with the message on its field', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: URL,
      headers: bioquimico,
      payload: { prazo_entrega_padrao_dias: 500, etiqueta_ao_coletar: true, bloquear_acima_cota: true },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.prazo_entrega_padrao_dias).toEqual(['Prazo de entrega padrão (dias) deve ser menor ou igual a 90']);
  });
});
