import { SITUACAO_REQUISICAO_VACINA as S } from '@saude/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import {
  aplicar,
  centroPorNome,
  clienteDemo,
  dia,
  estocar,
  hoje,
  novaVacina,
  REDE_FRIO,
  SALA_POLI,
  SALA_UBS,
  saldo,
  transferenciasDo,
} from '../distribuicao/distribuicao.fixtures.js';

let ctx: TestContext;
let clienteId: number;
let rede: Record<string, string>;
let ubs: Record<string, string>;
let poli: Record<string, string>;
let redeId: number;
let ubsId: number;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/api/imunizacao/requisicao${url}`, headers, payload });

beforeAll(async () => {
  ctx = await createTestContext();
  clienteId = await clienteDemo(ctx);
  rede = await ctx.loginNoCentro('imunizacao', REDE_FRIO);
  ubs = await ctx.loginNoCentro('vacina', SALA_UBS);
  poli = await ctx.loginNoCentro('vacina', SALA_POLI);
  redeId = await centroPorNome(ctx, clienteId, REDE_FRIO);
  ubsId = await centroPorNome(ctx, clienteId, SALA_UBS);
});
afterAll(() => ctx.close());

const pedir = async (itens: object[], headers = ubs) => {
  const res = await api('POST', '', headers, { centro_custo_rede_frio_id: redeId, itens });
  expect(res.statusCode, res.body).toBe(201);
  return Number(json(res).id);
};

describe('imunizacao/requisicao', () => {
  it('a room asks with its stock and monthly use in view, changes the request, and the cold store supplies part of it', async () => {
    const v = await novaVacina(ctx, clienteId, 'Vacina de teste da requisição');
    const w = await novaVacina(ctx, clienteId, 'Outra vacina de teste');
    await estocar(ctx, clienteId, v, { centroCustoId: redeId, lote: 'RA', validade: dia(200), doses: 100 });
    await estocar(ctx, clienteId, w, { centroCustoId: redeId, lote: 'RB', validade: dia(200), doses: 5 });
    // the room holds 20 doses of v and applied 9 in the last three months (and 30 long before: not counted)
    await estocar(ctx, clienteId, v, { centroCustoId: ubsId, lote: 'RS', validade: dia(300), doses: 59, data: dia(-200) });
    await aplicar(ctx, clienteId, v.materialId, ubsId, 30, dia(-150));
    await aplicar(ctx, clienteId, v.materialId, ubsId, 4, dia(-40));
    await aplicar(ctx, clienteId, v.materialId, ubsId, 5, dia(-3));

    const form = json(await api('GET', '/create', ubs)).form;
    expect(form.sala.nome).toBe(SALA_UBS);
    expect(form.redes_frio.map((c: { id: number }) => c.id)).toContain(redeId);
    expect(form.vacinas.find((x: { id: number }) => x.id === v.id)).toMatchObject({ estoque_sala: 20, consumo_medio_mensal: 3 });
    expect((await api('GET', '/create', rede)).statusCode).toBe(422);

    const repetida = await api('POST', '', ubs, {
      centro_custo_rede_frio_id: redeId,
      itens: [
        { vacina_id: v.id, doses: 1 },
        { vacina_id: v.id, doses: 2 },
      ],
    });
    expect(json(repetida).errors['itens.1.vacina_id']).toEqual(['Item 2: a vacina já está no item 1.']);
    const id = await pedir([
      { vacina_id: v.id, doses: 50 },
      { vacina_id: w.id, doses: 20 },
    ]);
    const alterada = await api('PUT', `/${id}`, ubs, {
      centro_custo_rede_frio_id: redeId,
      observacao: 'Campanha na escola',
      itens: [
        { vacina_id: v.id, doses: 60 },
        { vacina_id: w.id, doses: 20 },
      ],
    });
    expect(alterada.statusCode, alterada.body).toBe(200);
    expect(json(alterada)).toMatchObject({
      situacao: S.PENDENTE,
      pode_editar: true,
      pode_atender: false,
      observacao: 'Campanha na escola',
    });

    const naRede = json(await api('GET', `/${id}/edit`, rede)).model;
    expect(naRede).toMatchObject({ pode_atender: true, pode_editar: false, sala: SALA_UBS });
    const [iv, iw] = naRede.itens;
    expect(iv).toMatchObject({ doses_solicitadas: 60, estoque_sala: 20, consumo_medio_mensal: 3, disponivel_rede_frio: 100 });
    expect(iw).toMatchObject({ doses_solicitadas: 20, disponivel_rede_frio: 5 });
    const lista = json(await api('GET', '/datatable?draw=1&start=0&length=100&situacao=1', rede));
    expect(lista.data.find((l: { id: number }) => l.id === id)).toMatchObject({
      sala: SALA_UBS,
      doses_solicitadas: 80,
      quantidade_itens: 2,
    });

    // the room cannot answer; more than requested, or more than the cold store holds, is refused and writes nothing
    expect((await api('POST', `/atender/${id}`, ubs, { data: hoje, itens: [] })).statusCode).toBe(403);
    const acima = await api('POST', `/atender/${id}`, rede, { data: hoje, itens: [{ item_id: iv.id, doses: 61 }] });
    expect(json(acima).errors['itens.0.doses']).toEqual([`${iv.vacina}: as doses atendidas (61) passam das solicitadas (60).`]);
    const semEstoque = await api('POST', `/atender/${id}`, rede, {
      data: hoje,
      itens: [
        { item_id: iv.id, doses: 60 },
        { item_id: iw.id, doses: 10 },
      ],
    });
    expect(semEstoque.statusCode).toBe(422);
    expect(json(semEstoque).errors['itens.1.doses']).toEqual([`${w.nome} tem 5 dose(s) válida(s) na rede de frio, pedido 10.`]);
    expect(await saldo(ctx, clienteId, redeId, v.materialId)).toBe(100);
    expect(await transferenciasDo(ctx, clienteId, v.materialId)).toBe(0);
    expect(json(await api('GET', `/${id}/edit`, ubs)).model.situacao).toBe(S.PENDENTE);

    const res = await api('POST', `/atender/${id}`, rede, {
      data: hoje,
      itens: [
        { item_id: iv.id, doses: 60 },
        { item_id: iw.id, doses: 5 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const atendida = json(res);
    expect(atendida).toMatchObject({ situacao: S.ATENDIDA_PARCIALMENTE, pode_atender: false, atendido_por: 'Adriana Souto Maior' });
    expect(atendida.itens.map((i: { doses_atendidas: number }) => i.doses_atendidas)).toEqual([60, 5]);
    expect(await saldo(ctx, clienteId, redeId, v.materialId)).toBe(40);
    expect(await saldo(ctx, clienteId, redeId, w.materialId)).toBe(0);

    // the answer is a distribution linked to the requisition: the room receives it and its stock goes up
    const dist = atendida.distribuicao_id;
    const d = json(await ctx.app.inject({ method: 'GET', url: `/api/imunizacao/distribuicao/${dist}/edit`, headers: ubs })).model;
    expect(d).toMatchObject({ requisicao_id: id, situacao: 1, pode_receber: true });
    const cancelar = await ctx.app.inject({
      method: 'PUT',
      url: `/api/imunizacao/distribuicao/cancelar/${dist}`,
      headers: rede,
      payload: { motivo: 'x' },
    });
    expect(json(cancelar).message).toBe(`Esta distribuição atende a requisição nº ${id}: não é cancelada por aqui.`);
    const rec = await ctx.app.inject({ method: 'PUT', url: `/api/imunizacao/distribuicao/${dist}`, headers: ubs, payload: { data: hoje } });
    expect(rec.statusCode, rec.body).toBe(200);
    expect(await saldo(ctx, clienteId, ubsId, v.materialId)).toBe(80);
    expect(await saldo(ctx, clienteId, ubsId, w.materialId)).toBe(5);

    // once answered, nobody changes it
    expect(json(await api('POST', `/atender/${id}`, rede, { data: hoje, itens: [{ item_id: iv.id, doses: 1 }] })).message).toBe(
      'Só uma requisição pendente pode ser atendida.',
    );
    expect(json(await api('PUT', `/cancelar/${id}`, ubs, { motivo: 'x' })).message).toBe('Só uma requisição pendente pode ser cancelada.');
    const editar = await api('PUT', `/${id}`, ubs, { centro_custo_rede_frio_id: redeId, itens: [{ vacina_id: v.id, doses: 1 }] });
    expect(json(editar).message).toBe('Só uma requisição pendente pode ser alterada.');
  });

  it('the room cancels a pending requisition and the cold store refuses another, each with its reason', async () => {
    const v = await novaVacina(ctx, clienteId, 'Vacina de teste da recusa');
    const a = await pedir([{ vacina_id: v.id, doses: 10 }]);
    const b = await pedir([{ vacina_id: v.id, doses: 10 }]);
    expect(json(await api('PUT', `/cancelar/${a}`, ubs, {})).errors.motivo).toEqual(['O campo Motivo é obrigatório.']);
    expect(json(await api('PUT', `/cancelar/${a}`, ubs, { motivo: 'Pedido em duplicidade' }))).toMatchObject({
      situacao: S.CANCELADA,
      motivo_situacao: 'Pedido em duplicidade',
    });
    expect((await api('PUT', `/recusar/${b}`, ubs, { motivo: 'x' })).statusCode).toBe(403);
    expect(json(await api('PUT', `/recusar/${b}`, rede, { motivo: 'Sem estoque até a próxima remessa' }))).toMatchObject({
      situacao: S.RECUSADA,
      motivo_situacao: 'Sem estoque até a próxima remessa',
    });
    const vazio = await pedir([{ vacina_id: v.id, doses: 10 }]);
    const itens = json(await api('GET', `/${vazio}/edit`, rede)).model.itens;
    expect(json(await api('POST', `/atender/${vazio}`, rede, { data: hoje, itens: [{ item_id: itens[0].id, doses: 0 }] })).message).toBe(
      'Informe as doses atendidas de ao menos uma vacina, ou recuse a requisição.',
    );
  });

  it('two simultaneous answers over the last doses: one passes, the other is refused, the stock never negative', async () => {
    const v = await novaVacina(ctx, clienteId, 'Vacina de teste da concorrência');
    await estocar(ctx, clienteId, v, { centroCustoId: redeId, lote: 'RC', validade: dia(100), doses: 12 });
    const ids = [await pedir([{ vacina_id: v.id, doses: 12 }]), await pedir([{ vacina_id: v.id, doses: 12 }], poli)];
    const itens = await Promise.all(ids.map(async (id) => json(await api('GET', `/${id}/edit`, rede)).model.itens[0].id));
    const respostas = await Promise.all(
      ids.map((id, n) => api('POST', `/atender/${id}`, rede, { data: hoje, itens: [{ item_id: itens[n], doses: 12 }] })),
    );
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await saldo(ctx, clienteId, redeId, v.materialId)).toBe(0);
    expect(await transferenciasDo(ctx, clienteId, v.materialId)).toBe(1);
    const situacoes = await Promise.all(ids.map(async (id) => json(await api('GET', `/${id}/edit`, rede)).model.situacao));
    expect(situacoes.sort()).toEqual([S.PENDENTE, S.ATENDIDA]);
  });

  it('a room sees only its requisitions; other roles are refused; another municipality finds nothing', async () => {
    const v = await novaVacina(ctx, clienteId, 'Vacina de teste do isolamento');
    const id = await pedir([{ vacina_id: v.id, doses: 3 }]);
    expect((await api('GET', `/${id}/edit`, poli)).statusCode).toBe(404);
    expect((await api('PUT', `/cancelar/${id}`, poli, { motivo: 'x' })).statusCode).toBe(404);
    const daPoli = json(await api('GET', '/datatable?draw=1&start=0&length=100', poli));
    expect(daPoli.data.some((l: { id: number }) => l.id === id)).toBe(false);
    const farmacia = (await ctx.login('farmacia')).headers;
    expect((await api('GET', '/datatable?draw=1&start=0&length=10', farmacia)).statusCode).toBe(403);
    expect((await api('POST', '', farmacia, {})).statusCode).toBe(403);
    const outra = (await ctx.login('admin', 'outra')).headers;
    expect((await api('GET', `/${id}/edit`, outra)).statusCode).toBe(404);
    expect((await api('PUT', `/recusar/${id}`, outra, { motivo: 'x' })).statusCode).toBe(404);
  });
});
