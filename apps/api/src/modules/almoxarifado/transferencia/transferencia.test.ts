import { MENSAGENS_ESTOQUE } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { centroPorNome, clienteDemo, dia, emTenant, estocar, hoje, loginEm, novoMaterial, saldo } from './transferencia.fixtures.js';

let ctx: TestContext;
let clienteId: number;
let central: { headers: Record<string, string>; centroCustoId: number };
let pa: { headers: Record<string, string>; centroCustoId: number };

const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/api/almoxarifado/transferencia${url}`, headers, payload });

beforeAll(async () => {
  ctx = await createTestContext();
  clienteId = await clienteDemo(ctx);
  central = await loginEm(ctx, 'almoxarifado', 'Estoque Central');
  pa = await loginEm(ctx, 'almoxarifado', 'Estoque do Pronto Atendimento');
});
afterAll(() => ctx.close());

/** A material of this run with two valid lots (10 expiring first, 20 later) and an expired one at the central stock. */
async function materialComLotes() {
  const m = await novoMaterial(ctx, clienteId, 'Atadura de crepom');
  const l1 = await estocar(ctx, clienteId, {
    centroCustoId: central.centroCustoId,
    materialId: m.id,
    lote: 'AC01',
    validade: dia(60),
    quantidade: 10,
  });
  const l2 = await estocar(ctx, clienteId, {
    centroCustoId: central.centroCustoId,
    materialId: m.id,
    lote: 'AC02',
    validade: dia(400),
    quantidade: 20,
  });
  const vencido = await estocar(ctx, clienteId, {
    centroCustoId: central.centroCustoId,
    materialId: m.id,
    lote: 'AC00',
    validade: dia(-5),
    quantidade: 4,
    data: dia(-30),
  });
  return { ...m, l1, l2, vencido };
}

const transferencias = () =>
  emTenant(ctx, clienteId, async (tx) => Number((await tx.execute(sql`select count(*)::int as n from estoque_transferencia`)).rows[0].n));

describe('almoxarifado/transferencia', () => {
  it('sends FEFO lots to another stock, which receives them with a divergence recorded per item', async () => {
    const m = await materialComLotes();
    const form = json(await api('GET', '/create', central.headers)).form;
    const destinos = form.destinos.map((d: { id: number }) => d.id);
    expect(destinos).toContain(pa.centroCustoId);
    expect(destinos).not.toContain(central.centroCustoId);
    expect(destinos).not.toContain(await centroPorNome(ctx, clienteId, 'Enfermagem do Ambulatório'));

    const sug = json(await api('GET', `/sugestao?material_id=${m.id}&quantidade=12`, central.headers));
    expect(sug.itens.map((i: { lote: string; quantidade: number }) => [i.lote, i.quantidade])).toEqual([
      ['AC01', 10],
      ['AC02', 2],
    ]);
    expect(sug.vencidos).toBe(4);

    const res = await api('POST', '', central.headers, {
      centro_custo_destino_id: pa.centroCustoId,
      data: hoje,
      itens: [{ material_id: m.id, quantidade: 12 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = json(res);
    expect(await saldo(ctx, clienteId, central.centroCustoId, m.id)).toBe(22);
    expect(await saldo(ctx, clienteId, pa.centroCustoId, m.id)).toBe(0);

    const enviada = json(await api('GET', `/${id}/edit`, central.headers)).model;
    expect(enviada).toMatchObject({ situacao: 1, pode_cancelar: true, pode_receber: false, destino: 'Estoque do Pronto Atendimento' });
    const recebendo = json(await api('GET', `/${id}/edit`, pa.headers)).model;
    expect(recebendo).toMatchObject({ pode_cancelar: false, pode_receber: true });
    const [i1, i2] = recebendo.itens;
    expect([i1.lote, i1.quantidade_enviada, i2.lote, i2.quantidade_enviada]).toEqual(['AC01', 10, 'AC02', 2]);

    const lista = json(await api('GET', '/datatable?draw=1&start=0&length=50&sentido=recebidas&situacao=1', pa.headers));
    expect(lista.data.find((l: { id: number }) => l.id === id)).toMatchObject({ enviada: false, origem: 'Estoque Central' });
    const enviadas = json(await api('GET', '/datatable?draw=1&start=0&length=50&sentido=enviadas', pa.headers));
    expect(enviadas.data.some((l: { id: number }) => l.id === id)).toBe(false);

    // the origin cannot receive; the destination must say why less arrived, and can never receive more
    const pelaOrigem = await api('PUT', `/${id}`, central.headers, { data: hoje, itens: [] });
    expect(json(pelaOrigem).message).toBe('Só o estoque de destino recebe a transferência.');
    const semMotivo = await api('PUT', `/${id}`, pa.headers, { data: hoje, itens: [{ item_id: i2.id, quantidade_recebida: 1 }] });
    expect(semMotivo.statusCode).toBe(422);
    expect(json(semMotivo).message).toBe(MENSAGENS_ESTOQUE.divergenciaSemMotivo('AC02'));
    const demais = await api('PUT', `/${id}`, pa.headers, { data: hoje, itens: [{ item_id: i2.id, quantidade_recebida: 3 }] });
    expect(json(demais).message).toBe(MENSAGENS_ESTOQUE.recebimentoMaiorQueEnviado('AC02', 2));
    const alheio = await api('PUT', `/${id}`, pa.headers, { data: hoje, itens: [{ item_id: 999999999, quantidade_recebida: 1 }] });
    expect(json(alheio).errors['itens.0.item_id']).toEqual(['O item informado não pertence a esta transferência.']);
    expect(await saldo(ctx, clienteId, pa.centroCustoId, m.id)).toBe(0);

    const rec = await api('PUT', `/${id}`, pa.headers, {
      data: hoje,
      itens: [
        { item_id: i1.id, quantidade_recebida: 10 },
        { item_id: i2.id, quantidade_recebida: 1, motivo_divergencia: 'Uma caixa extraviada' },
      ],
    });
    expect(rec.statusCode, rec.body).toBe(200);
    expect(json(rec)).toMatchObject({ situacao: 4, pode_receber: false, recebido_por: 'Paulo Henrique Siqueira' });
    expect(json(rec).itens[1]).toMatchObject({ quantidade_recebida: 1, motivo_divergencia: 'Uma caixa extraviada' });
    expect(await saldo(ctx, clienteId, pa.centroCustoId, m.id)).toBe(11);
    const comDivergencia = json(await api('GET', '/datatable?draw=1&start=0&length=50&situacao=4', central.headers));
    expect(comDivergencia.data.some((l: { id: number }) => l.id === id)).toBe(true);
    expect(json(await api('PUT', `/${id}`, pa.headers, { data: hoje, itens: [] })).message).toBe(
      MENSAGENS_ESTOQUE.transferenciaNaoEmTransito,
    );
  });

  it('refuses what the stock cannot send, an expired lot and a destination that is not a stock, writing nothing', async () => {
    const m = await materialComLotes();
    const antes = await transferencias();
    const enviar = (itens: object[], destino = pa.centroCustoId) =>
      api('POST', '', central.headers, { centro_custo_destino_id: destino, data: hoje, itens });
    const demais = await enviar([{ material_id: m.id, quantidade: 31 }]);
    expect(demais.statusCode).toBe(422);
    expect(json(demais).message).toBe(MENSAGENS_ESTOQUE.semSaldoMaterial(m.nome, 30, 31));
    const vencido = await enviar([{ material_id: m.id, quantidade: 1, lote_id: m.vencido }]);
    expect(json(vencido).message).toBe(
      `Lote AC00 de ${m.nome} venceu em ${dia(-5).split('-').reverse().join('/')}: só pode sair por baixa.`,
    );
    // the second line fails: the first one's movement is undone with it
    const meio = await enviar([
      { material_id: m.id, quantidade: 5 },
      { material_id: m.id, quantidade: 5, lote_id: m.vencido },
    ]);
    expect(meio.statusCode).toBe(422);
    for (const destino of [central.centroCustoId, await centroPorNome(ctx, clienteId, 'Enfermagem do Ambulatório')]) {
      const r = await enviar([{ material_id: m.id, quantidade: 1 }], destino);
      expect(json(r).errors.centro_custo_destino_id).toEqual(['Estoque de destino não encontrado.']);
    }
    const semItens = await enviar([]);
    expect(json(semItens).errors.itens).toEqual(['Informe ao menos um item.']);
    expect(await saldo(ctx, clienteId, central.centroCustoId, m.id)).toBe(34);
    expect(await transferencias()).toBe(antes);
  });

  it('the origin cancels a transfer in transit: everything goes back to its lots; then it can be neither received nor cancelled', async () => {
    const m = await materialComLotes();
    const { id } = json(
      await api('POST', '', central.headers, {
        centro_custo_destino_id: pa.centroCustoId,
        data: hoje,
        itens: [{ material_id: m.id, quantidade: 15 }],
      }),
    );
    expect(await saldo(ctx, clienteId, central.centroCustoId, m.id)).toBe(19);
    expect(json(await api('PUT', `/cancelar/${id}`, pa.headers, { motivo: 'Não pedimos' })).message).toBe(
      'Só o estoque de origem cancela a transferência.',
    );
    expect(json(await api('PUT', `/cancelar/${id}`, central.headers, {})).errors.motivo).toEqual([
      'O campo Motivo do cancelamento é obrigatório.',
    ]);
    const ok = await api('PUT', `/cancelar/${id}`, central.headers, { motivo: 'Destino sem espaço' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toMatchObject({ situacao: 3, motivo_cancelamento: 'Destino sem espaço', pode_cancelar: false });
    expect(await saldo(ctx, clienteId, central.centroCustoId, m.id)).toBe(34);
    expect(json(await api('PUT', `/cancelar/${id}`, central.headers, { motivo: 'de novo' })).message).toBe(
      MENSAGENS_ESTOQUE.transferenciaNaoEmTransito,
    );
    expect(json(await api('PUT', `/${id}`, pa.headers, { data: hoje, itens: [] })).message).toBe(
      MENSAGENS_ESTOQUE.transferenciaNaoEmTransito,
    );
    expect(await saldo(ctx, clienteId, pa.centroCustoId, m.id)).toBe(0);
  });

  it('other roles are refused; another municipality finds nothing', async () => {
    const m = await materialComLotes();
    const { id } = json(
      await api('POST', '', central.headers, {
        centro_custo_destino_id: pa.centroCustoId,
        data: hoje,
        itens: [{ material_id: m.id, quantidade: 1 }],
      }),
    );
    const setor = (await ctx.login('setor')).headers;
    expect((await api('GET', '/datatable?draw=1&start=0&length=10', setor)).statusCode).toBe(403);
    expect((await api('POST', '', setor, {})).statusCode).toBe(403);
    const farmacia = (await ctx.login('farmacia')).headers;
    expect((await api('PUT', `/cancelar/${id}`, farmacia, { motivo: 'x' })).statusCode).toBe(403);
    const outra = (await ctx.login('admin', 'outra')).headers;
    expect((await api('GET', `/${id}/edit`, outra)).statusCode).toBe(404);
    expect((await api('PUT', `/cancelar/${id}`, outra, { motivo: 'x' })).statusCode).toBe(404);
    const alheia = await api('POST', '', outra, {
      centro_custo_destino_id: pa.centroCustoId,
      data: hoje,
      itens: [{ material_id: m.id, quantidade: 1 }],
    });
    expect(json(alheia).errors.centro_custo_destino_id).toEqual(['Estoque de destino não encontrado.']);
    expect(await saldo(ctx, clienteId, central.centroCustoId, m.id)).toBe(33);
  });
});
