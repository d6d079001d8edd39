import { MENSAGENS_ESTOQUE } from '@saude/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import {
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
} from './distribuicao.fixtures.js';

let ctx: TestContext;
let clienteId: number;
let rede: Record<string, string>;
let ubs: Record<string, string>;
let poli: Record<string, string>;
let redeId: number;
let ubsId: number;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/api/imunizacao/distribuicao${url}`, headers, payload });

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

/** A vaccine of this run at the cold store: lot A (30 doses, expiring first), lot B (50, later), an expired lot (10). */
async function vacinaNaRede() {
  const v = await novaVacina(ctx, clienteId, 'Vacina de teste da distribuição');
  const a = await estocar(ctx, clienteId, v, { centroCustoId: redeId, lote: 'A', validade: dia(60), doses: 30 });
  const b = await estocar(ctx, clienteId, v, { centroCustoId: redeId, lote: 'B', validade: dia(400), doses: 50, dosesPorFrasco: 5 });
  const vencido = await estocar(ctx, clienteId, v, { centroCustoId: redeId, lote: 'V', validade: dia(-5), doses: 10, data: dia(-30) });
  return { ...v, a, b, vencido };
}

const enviar = (itens: object[], destino = ubsId, headers = rede) =>
  api('POST', '', headers, { centro_custo_destino_id: destino, data: hoje, itens });

describe('imunizacao/distribuicao', () => {
  it('the cold store sends doses FEFO to a room; they are in transit until the room receives them, a shortfall with its reason', async () => {
    const v = await vacinaNaRede();
    const form = json(await api('GET', '/create', rede)).form;
    expect(form.rede_frio.nome).toBe(REDE_FRIO);
    expect(form.salas.map((s: { nome: string }) => s.nome)).toEqual(expect.arrayContaining([SALA_UBS, SALA_POLI]));
    expect(form.salas.map((s: { id: number }) => s.id)).not.toContain(redeId);
    expect(form.vacinas.find((x: { id: number }) => x.id === v.id)).toMatchObject({ disponivel: 80, doses_por_frasco: 10 });

    const lotes = json(await api('GET', `/lotes/${v.id}`, rede)).data;
    expect(
      lotes.map((l: { lote_id: number; vencido: boolean; doses_por_frasco: number }) => [l.lote_id, l.vencido, l.doses_por_frasco]),
    ).toEqual([
      [v.vencido, true, 10],
      [v.a, false, 10],
      [v.b, false, 5],
    ]);
    const sug = json(await api('GET', `/sugestao?material_id=${v.materialId}&quantidade=40`, rede));
    expect(sug.itens.map((i: { lote_id: number; quantidade: number }) => [i.lote_id, i.quantidade])).toEqual([
      [v.a, 30],
      [v.b, 10],
    ]);
    expect(sug.vencidos).toBe(10);

    const res = await enviar([{ vacina_id: v.id, doses: 40 }]);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = json(res);
    expect(await saldo(ctx, clienteId, redeId, v.materialId)).toBe(50);
    expect(await saldo(ctx, clienteId, ubsId, v.materialId)).toBe(0);

    const enviada = json(await api('GET', `/${id}/edit`, rede)).model;
    expect(enviada).toMatchObject({ situacao: 1, pode_cancelar: true, pode_receber: false, destino: SALA_UBS, requisicao_id: null });
    // doses and the vials they fill: lot A 30 doses in 10-dose vials, lot B 10 doses in 5-dose vials
    expect(enviada.itens.map((i: { doses_enviadas: number; frascos: number }) => [i.doses_enviadas, i.frascos])).toEqual([
      [30, 3],
      [10, 2],
    ]);
    const recebendo = json(await api('GET', `/${id}/edit`, ubs)).model;
    expect(recebendo).toMatchObject({ pode_cancelar: false, pode_receber: true });
    const lista = json(await api('GET', '/datatable?draw=1&start=0&length=100&situacao=1', ubs));
    expect(lista.data.find((l: { id: number }) => l.id === id)).toMatchObject({ enviada: false, origem: REDE_FRIO, doses: 40 });
    const daRede = json(await api('GET', `/datatable?draw=1&start=0&length=100&data_inicio=${hoje}&data_fim=${hoje}`, rede));
    expect(daRede.data.find((l: { id: number }) => l.id === id)).toMatchObject({ enviada: true, situacao: 1 });
    // the other room does not see it
    expect((await api('GET', `/${id}/edit`, poli)).statusCode).toBe(404);

    const [ia, ib] = recebendo.itens;
    const pelaRede = await api('PUT', `/${id}`, rede, { data: hoje, itens: [] });
    expect(pelaRede.statusCode).toBe(422);
    expect(json(pelaRede).message).toBe('Só a sala de vacinação de destino recebe a distribuição.');
    const semMotivo = await api('PUT', `/${id}`, ubs, { data: hoje, itens: [{ item_id: ib.id, doses_recebidas: 8 }] });
    expect(semMotivo.statusCode).toBe(422);
    expect(json(semMotivo).message).toBe(MENSAGENS_ESTOQUE.divergenciaSemMotivo(ib.lote));
    const demais = await api('PUT', `/${id}`, ubs, { data: hoje, itens: [{ item_id: ib.id, doses_recebidas: 11 }] });
    expect(json(demais).message).toBe(MENSAGENS_ESTOQUE.recebimentoMaiorQueEnviado(ib.lote, 10));
    expect(await saldo(ctx, clienteId, ubsId, v.materialId)).toBe(0);

    const rec = await api('PUT', `/${id}`, ubs, {
      data: hoje,
      itens: [
        { item_id: ia.id, doses_recebidas: 30 },
        { item_id: ib.id, doses_recebidas: 8, motivo_divergencia: 'Dois frascos quebrados no transporte' },
      ],
    });
    expect(rec.statusCode, rec.body).toBe(200);
    expect(json(rec)).toMatchObject({ situacao: 4, pode_receber: false, recebido_por: 'Patrícia Gomes de Lima' });
    expect(json(rec).itens[1]).toMatchObject({ doses_recebidas: 8, motivo_divergencia: 'Dois frascos quebrados no transporte' });
    expect(await saldo(ctx, clienteId, ubsId, v.materialId)).toBe(38);
    expect(json(await api('PUT', `/${id}`, ubs, { data: hoje, itens: [] })).message).toBe(MENSAGENS_ESTOQUE.transferenciaNaoEmTransito);
  });

  it('refuses more than the valid doses, an expired lot and a destination that is not a room, writing nothing', async () => {
    const v = await vacinaNaRede();
    const demais = await enviar([{ vacina_id: v.id, doses: 81 }]);
    expect(demais.statusCode).toBe(422);
    expect(json(demais).errors['itens.0.doses']).toEqual([`Item 1: ${v.nome} tem 80 dose(s) válida(s) na rede de frio, pedido 81.`]);
    const vencido = await enviar([{ vacina_id: v.id, doses: 1, lote_id: v.vencido }]);
    expect(json(vencido).errors['itens.0.lote_id'][0]).toMatch(/^Item 1: o lote V.* está vencido e só sai por baixa\.$/);
    const doLote = await enviar([{ vacina_id: v.id, doses: 31, lote_id: v.a }]);
    expect(json(doLote).errors['itens.0.doses'][0]).toMatch(/tem 30 dose\(s\), pedido 31\.$/);
    // the second line fails: the first one's doses are not taken either
    const meio = await enviar([
      { vacina_id: v.id, doses: 5 },
      { vacina_id: v.id, doses: 1, lote_id: v.vencido },
    ]);
    expect(meio.statusCode).toBe(422);
    for (const destino of [redeId, await centroPorNome(ctx, clienteId, 'Estoque Central')]) {
      const r = await enviar([{ vacina_id: v.id, doses: 1 }], destino);
      expect(json(r).errors.centro_custo_destino_id).toEqual(['Sala de vacinação de destino não encontrada.']);
    }
    expect(json(await enviar([])).errors.itens).toEqual(['Informe ao menos uma vacina.']);
    expect(await saldo(ctx, clienteId, redeId, v.materialId)).toBe(90);
    expect(await transferenciasDo(ctx, clienteId, v.materialId)).toBe(0);
  });

  it('the cold store cancels a distribution in transit: the doses go back to its lots; then it can be neither received nor cancelled', async () => {
    const v = await vacinaNaRede();
    const { id } = json(await enviar([{ vacina_id: v.id, doses: 35 }]));
    expect(await saldo(ctx, clienteId, redeId, v.materialId)).toBe(55);
    expect(json(await api('PUT', `/cancelar/${id}`, rede, {})).errors.motivo).toEqual(['O campo Motivo do cancelamento é obrigatório.']);
    const ok = await api('PUT', `/cancelar/${id}`, rede, { motivo: 'Sala sem energia na câmara fria' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toMatchObject({ situacao: 3, motivo_cancelamento: 'Sala sem energia na câmara fria', pode_cancelar: false });
    expect(await saldo(ctx, clienteId, redeId, v.materialId)).toBe(90);
    expect(json(await api('PUT', `/cancelar/${id}`, rede, { motivo: 'de novo' })).message).toBe(
      MENSAGENS_ESTOQUE.transferenciaNaoEmTransito,
    );
    expect(json(await api('PUT', `/${id}`, ubs, { data: hoje, itens: [] })).message).toBe(MENSAGENS_ESTOQUE.transferenciaNaoEmTransito);
    expect(await saldo(ctx, clienteId, ubsId, v.materialId)).toBe(0);
  });

  it('a room cannot send nor cancel; other roles are refused; another municipality finds nothing', async () => {
    const v = await vacinaNaRede();
    const { id } = json(await enviar([{ vacina_id: v.id, doses: 1 }]));
    expect((await enviar([{ vacina_id: v.id, doses: 1 }], ubsId, ubs)).statusCode).toBe(403);
    expect((await api('GET', '/create', ubs)).statusCode).toBe(403);
    expect((await api('PUT', `/cancelar/${id}`, ubs, { motivo: 'x' })).statusCode).toBe(403);
    const farmacia = (await ctx.login('farmacia')).headers;
    expect((await api('GET', '/datatable?draw=1&start=0&length=10', farmacia)).statusCode).toBe(403);
    expect((await api('PUT', `/${id}`, farmacia, { data: hoje, itens: [] })).statusCode).toBe(403);
    const outra = (await ctx.login('admin', 'outra')).headers;
    expect((await api('GET', `/${id}/edit`, outra)).statusCode).toBe(404);
    expect((await api('PUT', `/cancelar/${id}`, outra, { motivo: 'x' })).statusCode).toBe(404);
    expect(await saldo(ctx, clienteId, redeId, v.materialId)).toBe(89);
  });

  it('the demo: last month received by both rooms, one in transit to the UBS room today, requisitions answered and pending', async () => {
    const daUbs = json(await api('GET', '/datatable?draw=1&start=0&length=100', ubs)).data;
    expect(daUbs.some((l: { situacao: number; data_envio: string }) => l.situacao === 1 && l.data_envio === hoje)).toBe(true);
    expect(daUbs.some((l: { situacao: number; requisicao_id: number | null }) => l.situacao === 2 && l.requisicao_id)).toBe(true);
    const daPoli = json(await api('GET', '/datatable?draw=1&start=0&length=100&situacao=4', poli)).data;
    expect(daPoli.length).toBeGreaterThan(0);
    const req = (h: Record<string, string>, situacao: number) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/imunizacao/requisicao/datatable?draw=1&start=0&length=100&situacao=${situacao}`,
        headers: h,
      });
    expect(json(await req(poli, 1)).records_total).toBeGreaterThan(0);
    expect(json(await req(ubs, 3)).records_total).toBeGreaterThan(0);
  });
});
