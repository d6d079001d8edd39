import { hojeIso, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../test/helpers.js';
import type { Tx } from '../../db/client.js';
import { withTenant } from '../../db/client.js';

let ctx: TestContext;
let h: Record<string, string>;
let centroCustoId: number;
let clienteId: number;
const hoje = hojeIso();
const dia = (n: number) => somarDias(hoje, n);

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = h) =>
  ctx.app.inject({ method, url: `/api/almoxarifado/${url}`, headers, payload });

const emTenant = <T>(database: TestContext['database'], cliente: number, fn: (tx: Tx) => Promise<T>) =>
  withTenant(database.db, { clienteId: cliente }, fn);
const clienteDemo = async (database: TestContext['database']) =>
  Number((await database.db.execute(sql`select id from cliente where link = 'demo'`)).rows[0].id);
/** A material of this run only: the tests share the demo's central stock with other files. */
async function novoMaterial(tx: Tx, nome: string) {
  const n = `${nome} ${process.pid}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
  const { rows } = await tx.execute(
    sql`insert into material (nome, unidade_fornecimento_id, grupo_id) values (${n}, 1, (select id from grupo order by id limit 1)) returning id`,
  );
  return { id: Number(rows[0].id), nome: n };
}

let fornecedor: { id: number; cnpj: string };
beforeAll(async () => {
  ctx = await createTestContext();
  clienteId = await clienteDemo(ctx.database);
  const { headers, sessao } = await ctx.login('almoxarifado');
  h = headers;
  centroCustoId = sessao.centro_custo?.id ?? sessao.centroCusto?.id;
  fornecedor = await emTenant(ctx.database, clienteId, async (tx) => {
    const cnpj = Array.from({ length: 14 }, () => Math.floor(Math.random() * 10)).join('');
    const { rows } = await tx.execute(
      sql`insert into fornecedor (razao_social, cnpj) values (${`Distribuidora Teste ${cnpj}`}, ${cnpj}) returning id`,
    );
    return { id: Number(rows[0].id), cnpj };
  });
});
afterAll(() => ctx.close());

const material = () => emTenant(ctx.database, clienteId, (tx) => novoMaterial(tx, 'Gaze estéril'));
const saldoDe = (materialId: number) =>
  emTenant(ctx.database, clienteId, async (tx) => {
    const { rows } = await tx.execute(
      sql`select coalesce(sum(quantidade), 0)::int as q from estoque_saldo where material_id = ${materialId}`,
    );
    return Number(rows[0].q);
  });

const nota = (materialId: number, extra: object = {}) => ({
  fornecedor_id: fornecedor.id,
  numero_nota: String(Math.floor(Math.random() * 1e9)),
  serie: '1',
  data_emissao: dia(-3),
  data_entrada: dia(-2),
  valor_total: '35,50',
  itens: [
    { material_id: materialId, lote: 'GZ01', validade: dia(60), quantidade: 10, valor_unitario: '1,25' },
    { material_id: materialId, lote: 'GZ02', validade: dia(400), quantidade: 20, valor_unitario: '1.15' },
  ],
  ...extra,
});

describe('almoxarifado/entrada', () => {
  it('finds the supplier by CNPJ and refuses an invoice whose total does not match its lines', async () => {
    const f = await api('GET', `entrada/fornecedor/${fornecedor.cnpj}`);
    expect(f.statusCode).toBe(200);
    expect(json(f).id).toBe(fornecedor.id);
    expect((await api('GET', 'entrada/fornecedor/11111111111111')).statusCode).toBe(404);
    const m = await material();
    const res = await api('POST', 'entrada', nota(m.id, { valor_total: '35,00' }));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.valor_total).toEqual(['O valor total da nota (R$ 35,00) não confere com a soma dos itens (R$ 35,50).']);
    expect(await saldoDe(m.id)).toBe(0);
  });

  it('records the invoice, lists it, edits its data, refuses it twice, and reverses it with a reason', async () => {
    const m = await material();
    const corpo = nota(m.id);
    const res = await api('POST', 'entrada', corpo);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = json(res);
    expect(await saldoDe(m.id)).toBe(30);
    const dup = await api('POST', 'entrada', corpo);
    expect(dup.statusCode).toBe(422);
    expect(json(dup).message).toBe('Esta nota fiscal deste fornecedor já foi lançada.');

    const lista = await api('GET', `entrada/datatable?draw=1&start=0&length=10&search[value]=${corpo.numero_nota}`);
    expect(lista.statusCode).toBe(200);
    expect(json(lista).data.map((l: { id: number }) => l.id)).toEqual([id]);
    expect(json(lista).data[0]).toMatchObject({ valor_total: '35.50', quantidade_itens: 2, situacao: 1 });

    const edit = await api('GET', `entrada/${id}/edit`);
    expect(json(edit).model.itens.map((i: { lote: string; quantidade: number }) => [i.lote, i.quantidade])).toEqual([
      ['GZ01', 10],
      ['GZ02', 20],
    ]);
    const upd = await api('PUT', `entrada/${id}`, {
      fornecedor_id: fornecedor.id,
      numero_nota: corpo.numero_nota,
      serie: '2',
      data_emissao: dia(-3),
      observacao: 'Conferida',
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(json(upd)).toMatchObject({ serie: '2', observacao: 'Conferida' });

    expect((await api('PUT', `entrada/estorno/${id}`, {})).statusCode).toBe(422);
    const est = await api('PUT', `entrada/estorno/${id}`, { motivo: 'Nota devolvida ao fornecedor' });
    expect(est.statusCode, est.body).toBe(200);
    expect(json(est)).toMatchObject({ situacao: 2, motivo_estorno: 'Nota devolvida ao fornecedor' });
    expect(await saldoDe(m.id)).toBe(0);
    expect(json(await api('PUT', `entrada/estorno/${id}`, { motivo: 'de novo' })).message).toBe('Esta entrada já foi estornada.');
  });

  it('a line with a lot already known under another expiry refuses the whole invoice, naming the line', async () => {
    const m = await material();
    expect((await api('POST', 'entrada', nota(m.id))).statusCode).toBe(201);
    const res = await api(
      'POST',
      'entrada',
      nota(m.id, {
        valor_total: '2,00',
        itens: [{ material_id: m.id, lote: 'GZ01', validade: dia(61), quantidade: 1, valor_unitario: 2 }],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(json(res).message).toMatch(/^Item 1: O lote GZ01 já está cadastrado com validade/);
    expect(await saldoDe(m.id)).toBe(30);
  });

  it('opening balances (entrada-inicial) need no invoice; other roles are refused', async () => {
    const m = await material();
    const res = await api('POST', 'entrada-inicial', {
      data_entrada: hoje,
      itens: [{ material_id: m.id, lote: 'INI', validade: dia(90), quantidade: 7, valor_unitario: '0,5' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(await api('GET', `entrada-inicial/${json(res).id}/edit`)).model).toMatchObject({ inicial: true, valor_total: '3.50' });
    expect((await api('GET', `entrada/${json(res).id}/edit`)).statusCode).toBe(404);
    const recepcao = (await ctx.login('recepcao')).headers;
    expect((await api('POST', 'entrada-inicial', {}, recepcao)).statusCode).toBe(403);
    expect((await api('GET', 'saida/datatable?draw=1&start=0&length=10', undefined, recepcao)).statusCode).toBe(403);
    expect((await api('GET', 'saida/sugestao?material_id=1&quantidade=1', undefined, recepcao)).statusCode).toBe(403);
  });
});

describe('almoxarifado/saida', () => {
  it('suggests FEFO lots, exits to a sector, refuses what is not there, and reverses', async () => {
    const m = await material();
    expect((await api('POST', 'entrada', nota(m.id))).statusCode).toBe(201);
    const sug = await api('GET', `saida/sugestao?material_id=${m.id}&quantidade=12`);
    expect(json(sug).itens.map((i: { lote: string; quantidade: number }) => [i.lote, i.quantidade])).toEqual([
      ['GZ01', 10],
      ['GZ02', 2],
    ]);
    const form = json(await api('GET', 'saida/create')).form;
    const setor = form.setores[0].id;
    expect(form.centro_custo.id).toBe(centroCustoId);
    const semSetor = await api('POST', 'saida', { destino_tipo: 1, data: hoje, itens: [{ material_id: m.id, quantidade: 1 }] });
    expect(json(semSetor).errors.centro_custo_destino_id).toEqual(['O campo Setor de destino é obrigatório.']);
    const res = await api('POST', 'saida', {
      destino_tipo: 1,
      centro_custo_destino_id: setor,
      data: hoje,
      itens: [{ material_id: m.id, quantidade: 12 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = json(res);
    const edit = json(await api('GET', `saida/${id}/edit`)).model;
    expect(edit.itens.map((i: { lote: string; quantidade: number }) => [i.lote, i.quantidade])).toEqual([
      ['GZ01', 10],
      ['GZ02', 2],
    ]);
    const demais = await api('POST', 'saida', { destino_tipo: 2, data: hoje, itens: [{ material_id: m.id, quantidade: 19 }] });
    expect(demais.statusCode).toBe(422);
    expect(json(demais).message).toBe(`Item 1: ${m.nome}: saldo disponível em lotes válidos 18, pedido 19.`);
    const est = await api('PUT', `saida/estorno/${id}`, { motivo: 'Setor devolveu' });
    expect(json(est)).toMatchObject({ situacao: 2 });
    expect(await saldoDe(m.id)).toBe(30);
    // the list's period and situation filters (newest first: this run's exit is on the first page)
    const lista = async (filtros: string) =>
      json(await api('GET', `saida/datatable?draw=1&start=0&length=100${filtros}`)).data.map((l: { id: number }) => l.id);
    expect(await lista(`&situacao=2&data_inicio=${hoje}&data_fim=${hoje}`)).toContain(id);
    expect(await lista('&situacao=1')).not.toContain(id);
    expect(await lista(`&data_inicio=${dia(1)}`)).not.toContain(id);
  });

  it('50 simultaneous exits of the last units of a lot: exactly the stock leaves, the rest get the message, no 5xx', async () => {
    const m = await material();
    const ent = await api('POST', 'entrada-inicial', {
      data_entrada: hoje,
      itens: [{ material_id: m.id, lote: 'L123', validade: dia(90), quantidade: 15, valor_unitario: 1 }],
    });
    const loteId = json(await api('GET', `entrada-inicial/${json(ent).id}/edit`)).model.itens[0].lote_id;
    const respostas = await Promise.all(
      Array.from({ length: 50 }, () =>
        api('POST', 'saida', { destino_tipo: 2, data: hoje, itens: [{ material_id: m.id, quantidade: 1, lote_id: loteId }] }),
      ),
    );
    const codigos = respostas.map((r) => r.statusCode);
    expect(codigos.filter((c) => c === 201)).toHaveLength(15);
    expect(codigos.filter((c) => c === 422)).toHaveLength(35);
    expect(new Set(respostas.filter((r) => r.statusCode === 422).map((r) => json(r).message))).toEqual(
      new Set([`Item 1: Lote L123 de ${m.nome}: saldo 0, pedido 1.`]),
    );
    expect(await saldoDe(m.id)).toBe(0);
  });
});

describe('almoxarifado/parametrizacao', () => {
  it('shows the settings by group with their defaults and saves them', async () => {
    const res = await api('GET', 'parametrizacao');
    expect(res.statusCode).toBe(200);
    expect(json(res).form.campos.map((c: { grupo: string }) => c.grupo)).toContain('Validade');
    const atual = json(res).model;
    const put = await api('PUT', 'parametrizacao', { ...atual, dias_alerta_vencimento: 0 });
    expect(put.statusCode).toBe(422);
    expect((await api('PUT', 'parametrizacao', atual)).statusCode).toBe(200);
  });
});

describe('demonstração', () => {
  it('has the central and two unit stocks, a lot expiring soon, an expired one, and a transfer received with a divergence', async () => {
    const r = await emTenant(ctx.database, clienteId, async (tx) => {
      const { rows } = await tx.execute(sql`
        select
          (select count(distinct s.centro_custo_id)::int from estoque_saldo s join centro_custo cc on cc.id = s.centro_custo_id
            where cc.nome in ('Estoque Central', 'Estoque do Pronto Atendimento', 'Estoque da USF Heliópolis') and s.quantidade > 0) as estoques,
          (select count(*)::int from estoque_lote where lote = 'AT2302' and validade < current_date) as vencidos,
          (select count(*)::int from estoque_lote where lote = 'GZ2301' and validade between current_date and current_date + 90) as vencendo,
          (select count(*)::int from estoque_transferencia_item where motivo_divergencia is not null) as divergencias`);
      return rows[0];
    });
    expect(r).toEqual({ estoques: 3, vencidos: 1, vencendo: 1, divergencias: expect.any(Number) });
    expect(Number(r.divergencias)).toBeGreaterThanOrEqual(1);
  });
});
