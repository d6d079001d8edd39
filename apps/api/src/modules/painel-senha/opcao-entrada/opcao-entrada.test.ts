import { MENSAGENS_OPCAO_ENTRADA, PREFIXO_SENHA_MENSAGEM } from '@saude/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { criarFilas, type Filas, sufixo } from '../centro-custo/filas.fixtures.js';

let ctx: TestContext;
let admin: Record<string, string>;
let filas: Filas;
const URL = '/api/painel-senha/opcao-entrada';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
  filas = await criarFilas(ctx, admin);
});
afterAll(() => ctx.close());

const gravar = (payload: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST', id?: number) =>
  ctx.app.inject({ method, url: id ? `${URL}/${id}` : URL, headers: admin, payload });
const listar = async (qs: string) => json(await ctx.app.inject({ method: 'GET', url: `${URL}/datatable?${qs}`, headers: admin }));
const opcao = (extra: Record<string, unknown> = {}) => ({ nome: `Totem ${sufixo()}`, totem: true, prefixo: 'B', ordem: 3, ...extra });

describe('painel-senha/opcao-entrada', () => {
  it('a kiosk button needs a prefix; outside the kiosk it does not; nothing is written on a refusal', async () => {
    const nome = `Sem prefixo ${sufixo()}`;
    const semPrefixo = await gravar({ nome, totem: true, prefixo: '' });
    expect(semPrefixo.statusCode).toBe(422);
    expect(json(semPrefixo).errors).toEqual({ prefixo: [MENSAGENS_OPCAO_ENTRADA.prefixoObrigatorio] });
    expect((await listar(`search[value]=${encodeURIComponent(nome)}`)).records_filtered).toBe(0);

    const foraDoTotem = await gravar({ nome, totem: false });
    expect(foraDoTotem.statusCode, foraDoTotem.body).toBe(201);
    expect(json(foraDoTotem)).toMatchObject({ totem: false, prefixo: null, perguntar_prioridade: true, ordem: 0 });
  });

  it('prefixes: one or two letters without I and O, upper-cased; the priority prefix must differ', async () => {
    for (const prefixo of ['I', 'O', 'ABC', 'A1']) {
      const res = await gravar(opcao({ prefixo }));
      expect(res.statusCode, prefixo).toBe(422);
      expect(json(res).errors).toEqual({ prefixo: [PREFIXO_SENHA_MENSAGEM] });
    }
    const igual = await gravar(opcao({ prefixo: 'c', prefixoPrioridade: 'C' }));
    expect(igual.statusCode).toBe(422);
    expect(json(igual).errors).toEqual({ prefixo_prioridade: [MENSAGENS_OPCAO_ENTRADA.prefixoPrioridadeIgual] });

    const ok = await gravar(opcao({ prefixo: 'ab', prefixo_prioridade: 'p ', faixa_etaria_id: 3 }));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(json(ok)).toMatchObject({ prefixo: 'AB', prefixo_prioridade: 'P', faixa_etaria_id: 3 });
    const faixa = await gravar(opcao({ faixa_etaria_id: 4 }));
    expect(json(faixa).errors).toEqual({ faixa_etaria_id: ['Faixa etária é inválido'] });
  });

  it('feeds the chosen queue: the list and the edit form name it; a queue of another municipality is refused', async () => {
    const nome = `Acolhimento ${sufixo()}`;
    const res = await gravar(opcao({ nome, centro_custo_id: filas.triagem.id, prefixo_prioridade: 'TP', prefixo: 'T' }));
    expect(res.statusCode, res.body).toBe(201);
    const criado = json(res);
    const rotulo = `Triagem — ${filas.unidade.nome_fantasia}`;
    const lista = await listar(`search[value]=${encodeURIComponent(nome)}&totem=sim`);
    expect(lista.data).toEqual([
      expect.objectContaining({ id: criado.id, nome, totem: true, prefixo: 'T', prefixo_prioridade: 'TP', centro_custo_nome: rotulo }),
    ]);
    expect((await listar(`search[value]=${encodeURIComponent(nome)}&totem=nao`)).data).toEqual([]);
    // searching by the queue's name finds it too
    expect(
      (await listar(`search[value]=${encodeURIComponent(filas.unidade.nome_fantasia)}`)).data.map((d: { id: number }) => d.id),
    ).toContain(criado.id);
    const edit = json(await ctx.app.inject({ method: 'GET', url: `${URL}/${criado.id}/edit`, headers: admin }));
    expect(edit.model.centro_custo).toEqual({ id: filas.triagem.id, label: rotulo });

    const outra = (await ctx.login('admin', 'outra')).headers;
    const invasora = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: outra,
      payload: opcao({ centro_custo_id: filas.triagem.id }),
    });
    expect(invasora.statusCode).toBe(422);
    expect(json(invasora).errors).toEqual({ centro_custo_id: ['Fila não encontrada.'] });
  });

  it('the same name twice is refused on the name field (case-insensitive)', async () => {
    const nome = `Retorno ${sufixo()}`;
    expect((await gravar(opcao({ nome }))).statusCode).toBe(201);
    const dup = await gravar(opcao({ nome: nome.toUpperCase() }));
    expect(dup.statusCode).toBe(422);
    expect(json(dup).errors).toEqual({ nome: ['Já existe um registro com este valor.'] });
  });

  it('the queue picker lists active cost centres as "Centro — Unidade", searchable by unit', async () => {
    const recepcao = (await ctx.login('recepcao')).headers;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/painel-senha/centro-custo/autocomplete?search[value]=${encodeURIComponent(filas.unidade.nome_fantasia)}`,
      headers: recepcao,
    });
    expect(res.statusCode).toBe(200);
    const u = filas.unidade.nome_fantasia;
    expect(json(res).data).toEqual([
      { id: filas.recepcao.id, label: `Recepção — ${u}`, local: 'Atendimento' },
      { id: filas.anexo.id, label: `Recepção do anexo — ${u}`, local: 'Anexo' },
      { id: filas.triagem.id, label: `Triagem — ${u}`, local: 'Atendimento' },
    ]);
    const outra = (await ctx.login('admin', 'outra')).headers;
    const deOutra = await ctx.app.inject({
      method: 'GET',
      url: `/api/painel-senha/centro-custo/autocomplete?search[value]=${encodeURIComponent(u)}`,
      headers: outra,
    });
    expect(json(deOutra).data).toEqual([]);
  });
});
