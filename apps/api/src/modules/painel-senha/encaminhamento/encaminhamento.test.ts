import { MENSAGENS_ENCAMINHAMENTO } from '@saude/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { criarFilas, type Filas, sufixo } from '../centro-custo/filas.fixtures.js';

let ctx: TestContext;
let admin: Record<string, string>;
let filas: Filas;
const URL = '/api/painel-senha/encaminhamento';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
  filas = await criarFilas(ctx, admin);
});
afterAll(() => ctx.close());

const post = (payload: Record<string, unknown>, headers = admin) => ctx.app.inject({ method: 'POST', url: URL, headers, payload });

describe('painel-senha/encaminhamento', () => {
  it('origin and destination must differ; a route exists once; the list names both queues', async () => {
    const mesma = await post({ nome: 'Volta', origem_centro_custo_id: filas.recepcao.id, destino_centro_custo_id: filas.recepcao.id });
    expect(mesma.statusCode).toBe(422);
    expect(json(mesma).errors).toEqual({ destino_centro_custo_id: [MENSAGENS_ENCAMINHAMENTO.mesmaFila] });

    const nome = `Acolhimento na triagem ${sufixo()}`;
    const rota = { origem_centro_custo_id: filas.recepcao.id, destino_centro_custo_id: filas.triagem.id };
    const criado = await post({ nome, ...rota });
    expect(criado.statusCode, criado.body).toBe(201);
    const dup = await post({ nome: `Outro nome ${sufixo()}`, ...rota });
    expect(dup.statusCode).toBe(422);
    expect(json(dup).errors).toEqual({ destino_centro_custo_id: ['Já existe um registro com este valor.'] });
    // the way back is another route
    const volta = await post({
      nome: `Retorno à recepção ${sufixo()}`,
      origem_centro_custo_id: filas.triagem.id,
      destino_centro_custo_id: filas.recepcao.id,
    });
    expect(volta.statusCode, volta.body).toBe(201);

    const u = filas.unidade.nome_fantasia;
    const lista = json(
      await ctx.app.inject({ method: 'GET', url: `${URL}/datatable?search[value]=${encodeURIComponent(nome)}`, headers: admin }),
    );
    expect(lista.data).toEqual([
      { id: json(criado).id, nome, origem_nome: `Recepção — ${u}`, destino_nome: `Triagem — ${u}`, bloqueado: false },
    ]);
    const edit = json(await ctx.app.inject({ method: 'GET', url: `${URL}/${json(criado).id}/edit`, headers: admin }));
    expect(edit.model).toMatchObject({
      origem_centro_custo: { id: filas.recepcao.id, label: `Recepção — ${u}` },
      destino_centro_custo: { id: filas.triagem.id, label: `Triagem — ${u}` },
    });
  });

  it('never takes a queue of another municipality', async () => {
    const outra = (await ctx.login('admin', 'outra')).headers;
    const res = await post(
      { nome: 'Invasora', origem_centro_custo_id: filas.recepcao.id, destino_centro_custo_id: filas.triagem.id },
      outra,
    );
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ origem_centro_custo_id: ['Fila não encontrada.'] });
  });
});
