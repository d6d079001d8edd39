import { MENSAGENS_OPCAO_CHAMADA, TIPOS_OPCAO_CHAMADA } from '@saude/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { criarFilas, type Filas, sufixo } from '../centro-custo/filas.fixtures.js';

let ctx: TestContext;
let admin: Record<string, string>;
let filas: Filas;
const URL = '/api/painel-senha/opcao-chamada';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
  filas = await criarFilas(ctx, admin);
});
afterAll(() => ctx.close());

const post = (url: string, payload: Record<string, unknown>, headers = admin) => ctx.app.inject({ method: 'POST', url, headers, payload });
const criarSala = async (nome: string, infraestruturaId: number, centroCustoId: number | null) => {
  const res = await post('/api/cadastro/sala', {
    nome: `${nome} ${sufixo()}`,
    infraestrutura_id: infraestruturaId,
    centro_custo_id: centroCustoId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(res) as { id: number; nome: string };
};

describe('painel-senha/opcao-chamada', () => {
  it('the room must be of the queue or a shared room of its location; others are refused on sala_id', async () => {
    const daTriagem = await criarSala('Sala de triagem', filas.local.id, filas.triagem.id);
    const doAnexo = await criarSala('Sala do anexo', filas.outroLocal.id, null);
    const comum = await criarSala('Sala multiuso', filas.local.id, null);
    const daRecepcao = await criarSala('Guichê físico', filas.local.id, filas.recepcao.id);
    const base = { tipo_id: TIPOS_OPCAO_CHAMADA.SALA, centro_custo_id: filas.recepcao.id };

    for (const sala of [daTriagem, doAnexo]) {
      const res = await post(URL, { ...base, nome: `Sala ${sufixo()}`, sala_id: sala.id });
      expect(res.statusCode, sala.nome).toBe(422);
      expect(json(res).errors).toEqual({ sala_id: [MENSAGENS_OPCAO_CHAMADA.salaDeOutraFila] });
    }
    for (const sala of [comum, daRecepcao]) {
      const res = await post(URL, { ...base, nome: `Sala ${sufixo()}`, sala_id: sala.id });
      expect(res.statusCode, res.body).toBe(201);
    }
    // moving the counter to another queue keeps the rule
    const guiche = json(await post(URL, { ...base, nome: `Guichê ${sufixo()}`, sala_id: daRecepcao.id }));
    const mover = await ctx.app.inject({
      method: 'PUT',
      url: `${URL}/${guiche.id}`,
      headers: admin,
      payload: { ...base, nome: guiche.nome, centro_custo_id: filas.triagem.id, sala_id: daRecepcao.id },
    });
    expect(json(mover).errors).toEqual({ sala_id: [MENSAGENS_OPCAO_CHAMADA.salaDeOutraFila] });
  });

  it('lists kind, queue, room and screen by name; the edit form carries the picked items', async () => {
    const sala = await criarSala('Consultório', filas.local.id, filas.triagem.id);
    const form = json(await ctx.app.inject({ method: 'GET', url: `${URL}/create`, headers: admin })).form;
    const tela = (form.telas as { id: number; nome: string; bloqueado: boolean }[]).find((t) => !t.bloqueado);
    expect(tela).toBeDefined();
    const nome = `Consultório ${sufixo()}`;
    const criado = await post(URL, {
      nome,
      tipo_id: TIPOS_OPCAO_CHAMADA.CONSULTORIO,
      centro_custo_id: filas.triagem.id,
      sala_id: sala.id,
      tela_id: tela?.id,
    });
    expect(criado.statusCode, criado.body).toBe(201);
    const lista = json(
      await ctx.app.inject({ method: 'GET', url: `${URL}/datatable?search[value]=${encodeURIComponent(nome)}`, headers: admin }),
    );
    expect(lista.data).toEqual([
      {
        id: json(criado).id,
        nome,
        tipo_nome: 'Consultório',
        centro_custo_nome: `Triagem — ${filas.unidade.nome_fantasia}`,
        sala_nome: sala.nome,
        tela_nome: tela?.nome,
        bloqueado: false,
      },
    ]);
    const edit = json(await ctx.app.inject({ method: 'GET', url: `${URL}/${json(criado).id}/edit`, headers: admin }));
    expect(edit.model).toMatchObject({
      centro_custo: { id: filas.triagem.id, label: `Triagem — ${filas.unidade.nome_fantasia}` },
      sala: { id: sala.id, label: sala.nome },
      tela_id: tela?.id,
    });
  });

  it('a name is unique within a queue, not across queues; unknown screens and kinds are refused', async () => {
    const nome = `Guichê ${sufixo()}`;
    expect((await post(URL, { nome, tipo_id: 1, centro_custo_id: filas.recepcao.id })).statusCode).toBe(201);
    const dup = await post(URL, { nome: nome.toLowerCase(), tipo_id: 1, centro_custo_id: filas.recepcao.id });
    expect(dup.statusCode).toBe(422);
    expect(json(dup).errors).toEqual({ nome: ['Já existe um registro com este valor.'] });
    expect((await post(URL, { nome, tipo_id: 1, centro_custo_id: filas.anexo.id })).statusCode).toBe(201);

    const semTela = await post(URL, { nome: `Mesa ${sufixo()}`, tipo_id: 4, centro_custo_id: filas.recepcao.id, tela_id: 999_999_999 });
    expect(json(semTela).errors).toEqual({ tela_id: [MENSAGENS_OPCAO_CHAMADA.telaNaoEncontrada] });
    const semTipo = await post(URL, { nome: `Mesa ${sufixo()}`, tipo_id: 9, centro_custo_id: filas.recepcao.id });
    expect(json(semTipo).errors).toEqual({ tipo_id: ['Tipo é inválido'] });
    const semFila = await post(URL, { nome: `Mesa ${sufixo()}`, tipo_id: 4 });
    expect(json(semFila).errors).toEqual({ centro_custo_id: ['O campo Fila é obrigatório.'] });
  });
});
