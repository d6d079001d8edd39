import { MENSAGENS_ESTOQUE } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { clienteDemo, dia, emTenant, estocar, hoje, loginEm, novoMaterial, saldo } from '../transferencia/transferencia.fixtures.js';

let ctx: TestContext;
let clienteId: number;
let central: { headers: Record<string, string>; centroCustoId: number };
let motivo: number;
let motivoBloqueado: number;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = central.headers) =>
  ctx.app.inject({ method, url: `/api/almoxarifado/baixa${url}`, headers, payload });

beforeAll(async () => {
  ctx = await createTestContext();
  clienteId = await clienteDemo(ctx);
  central = await loginEm(ctx, 'almoxarifado', 'Estoque Central');
  [motivo, motivoBloqueado] = await emTenant(ctx, clienteId, async (tx) => {
    const s = `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
    const { rows } = await tx.execute(sql`
      insert into motivo_baixa (nome, bloqueado) values (${`Validade vencida ${s}`}, false), (${`Motivo antigo ${s}`}, true) returning id`);
    return rows.map((r) => Number(r.id));
  });
});
afterAll(() => ctx.close());

async function materialComLotes() {
  const m = await novoMaterial(ctx, clienteId, 'Luva de procedimento');
  const valido = await estocar(ctx, clienteId, {
    centroCustoId: central.centroCustoId,
    materialId: m.id,
    lote: 'LV10',
    validade: dia(90),
    quantidade: 50,
  });
  const vencido = await estocar(ctx, clienteId, {
    centroCustoId: central.centroCustoId,
    materialId: m.id,
    lote: 'LV09',
    validade: dia(-3),
    quantidade: 8,
    data: dia(-40),
  });
  return { ...m, valido, vencido };
}

const baixas = () =>
  emTenant(ctx, clienteId, async (tx) => Number((await tx.execute(sql`select count(*)::int as n from almoxarifado_baixa`)).rows[0].n));

describe('almoxarifado/baixa', () => {
  it('writes off an expired lot with a reason, lists it, shows its history and reverses it once', async () => {
    const m = await materialComLotes();
    const form = json(await api('GET', `/create/${m.id}`)).form;
    expect(form.lotes.map((l: { lote: string; vencido: boolean; disponivel: number }) => [l.lote, l.vencido, l.disponivel])).toEqual([
      ['LV09', true, 8],
      ['LV10', false, 50],
    ]);
    expect(form.motivos.map((x: { id: number }) => x.id)).toContain(motivo);
    expect(form.motivos.map((x: { id: number }) => x.id)).not.toContain(motivoBloqueado);

    const res = await api('POST', '', { material_id: m.id, lote_id: m.vencido, quantidade: 8, motivo_baixa_id: motivo, data: hoje });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = json(res);
    expect(await saldo(ctx, clienteId, central.centroCustoId, m.id)).toBe(50);
    const modelo = json(await api('GET', `/${id}/edit`)).model;
    expect(modelo).toMatchObject({ lote: 'LV09', vencido: true, quantidade: 8, situacao: 1, custo_unitario: '1.5000' });

    const lista = json(await api('GET', `/datatable?draw=1&start=0&length=10&material_id=${m.id}`));
    expect(lista.data).toEqual([expect.objectContaining({ id, lote: 'LV09', quantidade: 8, situacao: 1 })]);

    expect(json(await api('PUT', `/reverse/${id}`, {})).errors.motivo).toEqual(['O campo Motivo do estorno é obrigatório.']);
    const est = await api('PUT', `/reverse/${id}`, { motivo: 'Lote trocado pelo fornecedor' });
    expect(est.statusCode, est.body).toBe(200);
    expect(json(est)).toMatchObject({ situacao: 2, motivo_estorno: 'Lote trocado pelo fornecedor' });
    expect(await saldo(ctx, clienteId, central.centroCustoId, m.id)).toBe(58);
    expect(json(await api('PUT', `/reverse/${id}`, { motivo: 'de novo' })).message).toBe('Esta baixa já foi estornada.');

    const hist = json(await api('GET', `/historico?material_id=${m.id}&lote_id=${m.vencido}`)).data;
    expect(hist.map((h: { tipo: string; quantidade: number; baixa_id: number }) => [h.tipo, h.quantidade, h.baixa_id])).toEqual([
      ['estorno_baixa', 8, id],
      ['baixa', 8, id],
    ]);
    expect(hist[0].motivo).toBe('Lote trocado pelo fornecedor');
    expect(hist[1].usuario).toBe('Paulo Henrique Siqueira');
  });

  it('refuses more than the lot holds (naming it), a lot of another material, a blocked reason and a future date, writing nothing', async () => {
    const m = await materialComLotes();
    const outro = await novoMaterial(ctx, clienteId, 'Seringa 5 ml');
    const antes = await baixas();
    const baixar = (extra: object) =>
      api('POST', '', { material_id: m.id, lote_id: m.valido, quantidade: 1, motivo_baixa_id: motivo, data: hoje, ...extra });
    const demais = await baixar({ quantidade: 51 });
    expect(demais.statusCode).toBe(422);
    expect(json(demais).errors.quantidade).toEqual([MENSAGENS_ESTOQUE.saldoInsuficiente('LV10', m.nome, 50, 51)]);
    expect(json(await baixar({ material_id: outro.id })).errors.lote_id).toEqual([MENSAGENS_ESTOQUE.loteDeOutroMaterial('LV10')]);
    expect(json(await baixar({ motivo_baixa_id: motivoBloqueado })).errors.motivo_baixa_id).toEqual([
      'Motivo da baixa não encontrado ou bloqueado.',
    ]);
    expect(json(await baixar({ data: dia(1) })).message).toBe(MENSAGENS_ESTOQUE.dataFutura);
    expect(json(await baixar({ lote_id: 999999999 })).errors.lote_id).toEqual(['Lote não encontrado.']);
    expect(json(await baixar({ motivo_baixa_id: undefined })).errors.motivo_baixa_id).toEqual(['O campo Motivo da baixa é obrigatório.']);
    expect(await baixas()).toBe(antes);
    expect(await saldo(ctx, clienteId, central.centroCustoId, m.id)).toBe(58);
  });

  it('other roles are refused; another stock and another municipality do not find the write-off', async () => {
    const m = await materialComLotes();
    const { id } = json(
      await api('POST', '', { material_id: m.id, lote_id: m.valido, quantidade: 2, motivo_baixa_id: motivo, data: hoje }),
    );
    const setor = (await ctx.login('setor')).headers;
    expect((await api('GET', '/datatable?draw=1&start=0&length=10', undefined, setor)).statusCode).toBe(403);
    expect((await api('PUT', `/reverse/${id}`, { motivo: 'x' }, setor)).statusCode).toBe(403);
    const pa = await loginEm(ctx, 'almoxarifado', 'Estoque do Pronto Atendimento');
    expect((await api('GET', `/${id}/edit`, undefined, pa.headers)).statusCode).toBe(404);
    expect((await api('PUT', `/reverse/${id}`, { motivo: 'x' }, pa.headers)).statusCode).toBe(404);
    const outra = (await ctx.login('admin', 'outra')).headers;
    expect((await api('GET', `/${id}/edit`, undefined, outra)).statusCode).toBe(404);
    const alheia = await api(
      'POST',
      '',
      { material_id: m.id, lote_id: m.valido, quantidade: 1, motivo_baixa_id: motivo, data: hoje },
      outra,
    );
    expect(json(alheia).errors.motivo_baixa_id).toEqual(['Motivo da baixa não encontrado ou bloqueado.']);
    expect(await saldo(ctx, clienteId, central.centroCustoId, m.id)).toBe(56);
  });
});
