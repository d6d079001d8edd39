import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { lerParametrizacaoImagem } from './parametrizacao.service.js';

let ctx: TestContext;
let radiologista: Record<string, string>;
let imagem: Record<string, string>;
const URL = '/api/exame-imagem/parametrizacao';

beforeAll(async () => {
  ctx = await createTestContext();
  radiologista = (await ctx.login('radiologista')).headers;
  imagem = (await ctx.login('imagem')).headers;
});
afterAll(() => ctx.close());

describe('exame-imagem/parametrizacao', () => {
  it('reads the defaults on first read; the radiologist saves; the clerk reads (scheduling prints the slip) but may not save', async () => {
    const lida = await ctx.app.inject({ method: 'GET', url: URL, headers: imagem });
    expect(lida.statusCode).toBe(200);
    expect(json(lida)).toMatchObject({
      prazo_laudo_dias: 5,
      bloquear_acima_cota: true,
      imprimir_somente_assinado: true,
      mensagem_comprovante: null,
    });
    const payload = {
      mensagem_comprovante: 'Traga o pedido médico e um documento com foto.',
      cabecalho_laudo: 'Serviço de Imagem — Policlínica Municipal',
      rodape_laudo: '',
      prazo_laudo_dias: 3,
      bloquear_acima_cota: false,
      imprimir_somente_assinado: true,
    };
    expect((await ctx.app.inject({ method: 'PUT', url: URL, headers: imagem, payload })).statusCode).toBe(403);
    const salva = await ctx.app.inject({ method: 'PUT', url: URL, headers: radiologista, payload });
    expect(salva.statusCode).toBe(200);
    expect(json(salva)).toMatchObject({ ...payload, rodape_laudo: null });
    expect(json(salva).atualizado_em).toBeTruthy();
    expect(json(await ctx.app.inject({ method: 'GET', url: URL, headers: radiologista })).prazo_laudo_dias).toBe(3);

    // the service other screens import reads the same row inside their transaction
    const clienteId = Number((await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`)).rows[0]?.id);
    const lidoPeloServico = await withTenant(ctx.database.db, { clienteId }, (tx) => lerParametrizacaoImagem(tx));
    expect(lidoPeloServico).toMatchObject({ prazoLaudoDias: 3, bloquearAcimaCota: false, cabecalhoLaudo: payload.cabecalho_laudo });
  });

  it('a user without any imaging permission may not read', async () => {
    const recepcao = (await ctx.login('recepcao')).headers;
    const res = await ctx.app.inject({ method: 'GET', url: URL, headers: recepcao });
    expect(res.statusCode).toBe(403);
  });

  it('refuses an out-of-range deadline with the message on its field', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: URL,
      headers: radiologista,
      payload: { prazo_laudo_dias: 500, bloquear_acima_cota: true, imprimir_somente_assinado: true },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.prazo_laudo_dias).toEqual(['Prazo do laudo (dias) deve ser menor ou igual a 90']);
  });
});
