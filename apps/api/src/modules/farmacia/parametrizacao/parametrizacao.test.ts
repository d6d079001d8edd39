import { CIDS_TALIDOMIDA_PADRAO, MENSAGENS_PARAMETRIZACAO_FARMACIA as M } from '@saude/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

/**
 * farmacia/parametrizacao: the supervisor reads and saves the settings; every refusal is a 422 on its field that
 * changes nothing. The settings are the municipality's (other files read them): the file puts back what it found.
 */
let ctx: TestContext;
let supervisor: Record<string, string>;
const url = '/api/farmacia/parametrizacao';

beforeAll(async () => {
  ctx = await createTestContext();
  supervisor = (await ctx.login('farmaceutico')).headers;
});
afterAll(() => ctx.close());

const ler = async () => json(await ctx.app.inject({ method: 'GET', url, headers: supervisor }));
const gravar = (payload: object) => ctx.app.inject({ method: 'PUT', url, headers: supervisor, payload });

describe('farmacia/parametrizacao', () => {
  it('describes every key, names the listed CIDs, refuses bad values and saves good ones', async () => {
    const { form, model: antes } = await ler();
    expect(form.campos.map((c: { chave: string }) => c.chave)).toEqual([
      'toleranciaRetiradaDias',
      'exigeSupervisorRetiradaAntecipada',
      'validadeReceitaComumDias',
      'imprimirReciboAoSalvar',
      'cidsTalidomida',
      'idadeFertilMinima',
      'idadeFertilMaxima',
    ]);
    expect(form.campos.find((c: { chave: string }) => c.chave === 'cidsTalidomida')).toMatchObject({
      tipo: 'lista',
      padrao: [...CIDS_TALIDOMIDA_PADRAO],
    });
    const padrao = { ...antes, cids_talidomida: [...CIDS_TALIDOMIDA_PADRAO] };
    expect((await gravar(padrao)).statusCode).toBe(200);
    expect((await ler()).form.cids.find((c: { codigo: string }) => c.codigo === 'A30')?.descricao).toMatch(/hansen/i);

    const recusas: [object, string, string][] = [
      [{ idade_fertil_minima: 50, idade_fertil_maxima: 40 }, 'idade_fertil_maxima', M.idadeFertil],
      [{ cids_talidomida: [] }, 'cids_talidomida', M.cidsObrigatorio],
      [{ cids_talidomida: ['A30', 'talidomida'] }, 'cids_talidomida', M.cidInvalido('TALIDOMIDA')],
      [{ cids_talidomida: ['A30', 'U99.9'] }, 'cids_talidomida', M.cidInexistente('U99.9')],
      [{ tolerancia_retirada_dias: 61 }, 'tolerancia_retirada_dias', 'Tolerância para retirada antecipada deve ser menor ou igual a 60'],
    ];
    for (const [mudanca, campo, mensagem] of recusas) {
      const res = await gravar({ ...padrao, ...mudanca });
      expect(res.statusCode, res.body).toBe(422);
      expect(json(res).errors[campo]).toEqual([mensagem]);
    }
    expect((await ler()).model).toEqual(padrao);

    const salvo = await gravar({ ...padrao, tolerancia_retirada_dias: 7, cids_talidomida: ['m32', 'B238', 'A30', 'A30'] });
    expect(salvo.statusCode, salvo.body).toBe(200);
    expect(json(salvo)).toMatchObject({ tolerancia_retirada_dias: 7, cids_talidomida: ['M32', 'B23.8', 'A30'] });
    expect((await gravar(antes)).statusCode).toBe(200);
  });

  it('is the supervisor’s: the pharmacist neither reads nor saves it', async () => {
    const farmacia = (await ctx.login('farmacia')).headers;
    expect((await ctx.app.inject({ method: 'GET', url, headers: farmacia })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url, headers: farmacia, payload: {} })).statusCode).toBe(403);
  });
});
