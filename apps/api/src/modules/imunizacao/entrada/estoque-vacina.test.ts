import { MENSAGENS_ESTOQUE_VACINA } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import {
  centroPorNome,
  clienteDemo,
  dia,
  emTenant,
  estocar,
  hoje,
  novaVacina,
  REDE_FRIO,
  SALA_UBS,
  saldo,
} from '../distribuicao/distribuicao.fixtures.js';
import { retirarDoseDoLote } from '../frasco/frasco.service.js';

let ctx: TestContext;
let clienteId: number;
let coord: Record<string, string>;
let enfermeira: Record<string, string>;
let redeFrio: number;
let salaUbs: number;
beforeAll(async () => {
  ctx = await createTestContext();
  clienteId = await clienteDemo(ctx);
  coord = await ctx.loginNoCentro('imunizacao', REDE_FRIO);
  enfermeira = await ctx.loginNoCentro('vacina', SALA_UBS);
  redeFrio = await centroPorNome(ctx, clienteId, REDE_FRIO);
  salaUbs = await centroPorNome(ctx, clienteId, SALA_UBS);
});
afterAll(() => ctx.close());

const api = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers, payload });
const sufixo = () => Math.random().toString(36).slice(2, 7).toUpperCase();
const linha = (vacinaId: number, lote: string, extra: object = {}) => ({
  vacina_id: vacinaId,
  lote,
  validade: dia(180),
  doses_por_frasco: 10,
  unidade: 'frasco',
  quantidade: 3,
  ...extra,
});

describe('imunizacao/entrada', () => {
  it('takes vials × doses per vial into the cold store, lists it, and reverses it while the doses are all there', async () => {
    const v = await novaVacina(ctx, clienteId, 'Vacina entrada teste', 10);
    const lote = `E${sufixo()}`;
    const res = await api(coord, 'POST', '/api/imunizacao/entrada', {
      data: hoje,
      origem: 'SES — Rede de Frio Estadual',
      documento: 'Nota de fornecimento nº 77',
      itens: [linha(v.id, lote), linha(v.id, `${lote}B`, { unidade: 'dose', quantidade: 7, doses_por_frasco: 5 })],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = json(res).id;
    expect(await saldo(ctx, clienteId, redeFrio, v.materialId)).toBe(37);
    const lista = json(await api(coord, 'GET', `/api/imunizacao/entrada/datatable?length=10&vacina_id=${v.id}`));
    expect(lista.data).toEqual([expect.objectContaining({ id, doses: 37, documento: 'Nota de fornecimento nº 77' })]);
    const modelo = json(await api(coord, 'GET', `/api/imunizacao/entrada/${id}`));
    expect(modelo.itens.map((i: Record<string, number>) => [i.doses, i.frascos])).toEqual([
      [30, 3],
      [7, 1.4],
    ]);
    expect(modelo.estornavel).toBe(true);

    // the same lot with another presentation is refused on its line
    const conflito = await api(coord, 'POST', '/api/imunizacao/entrada', {
      data: hoje,
      origem: 'SES',
      itens: [linha(v.id, lote, { doses_por_frasco: 20 })],
    });
    expect(conflito.statusCode).toBe(422);
    expect(json(conflito).errors['itens.0.doses_por_frasco']).toEqual([MENSAGENS_ESTOQUE_VACINA.apresentacaoDivergente(lote, 10)]);
    expect(await saldo(ctx, clienteId, redeFrio, v.materialId)).toBe(37);

    const estorno = await api(coord, 'PUT', `/api/imunizacao/entrada/reverse/${id}`, { motivo: 'Lançada em duplicidade' });
    expect(estorno.statusCode, estorno.body).toBe(200);
    expect(json(estorno).situacao).toBe(2);
    expect(await saldo(ctx, clienteId, redeFrio, v.materialId)).toBe(0);
  });

  it('refuses the reversal once doses were used, and the nurse without the permission at all', async () => {
    const v = await novaVacina(ctx, clienteId, 'Vacina estorno teste', 1);
    const res = await api(coord, 'POST', '/api/imunizacao/entrada', {
      data: hoje,
      origem: 'SES',
      itens: [linha(v.id, `S${sufixo()}`, { doses_por_frasco: 1 })],
    });
    const id = json(res).id;
    const loteId = await emTenant(ctx, clienteId, async (tx) => {
      const { rows } = await tx.execute(sql`select lote_id from imunizacao_entrada_item where entrada_id = ${id}`);
      const l = Number(rows[0].lote_id);
      await retirarDoseDoLote(
        tx,
        { hoje },
        { centroCustoId: redeFrio, loteId: l, vacinaId: v.id, data: hoje, documento: { tipo: 'teste', id: 1 } },
      );
      return l;
    });
    expect(loteId).toBeGreaterThan(0);
    expect(json(await api(coord, 'GET', `/api/imunizacao/entrada/${id}`)).estornavel).toBe(false);
    const recusa = await api(coord, 'PUT', `/api/imunizacao/entrada/reverse/${id}`, { motivo: 'Teste' });
    expect(recusa.statusCode).toBe(422);
    expect(await saldo(ctx, clienteId, redeFrio, v.materialId)).toBe(2);

    const semPermissao = await api(enfermeira, 'POST', '/api/imunizacao/entrada', {
      data: hoje,
      origem: 'SES',
      itens: [linha(v.id, 'X1')],
    });
    expect(semPermissao.statusCode).toBe(403);
  });

  it('a session outside any vaccination room is told so', async () => {
    const farmacia = (await ctx.login('farmacia')).headers;
    const res = await api(farmacia, 'GET', '/api/imunizacao/consulta-estoque/estoque');
    expect([403]).toContain(res.statusCode);
  });
});

describe('imunizacao/consulta-estoque and baixa', () => {
  it('shows lots in doses and vials with expiry warnings and the open vial; a loss leaves by baixa, expired lot included', async () => {
    const v = await novaVacina(ctx, clienteId, 'Vacina consulta teste', 10);
    const bom = await estocar(ctx, clienteId, v, { centroCustoId: salaUbs, lote: 'OK', validade: dia(200), doses: 25, data: dia(-30) });
    const perto = await estocar(ctx, clienteId, v, { centroCustoId: salaUbs, lote: 'PERTO', validade: dia(10), doses: 10, data: dia(-30) });
    const vencido = await estocar(ctx, clienteId, v, { centroCustoId: salaUbs, lote: 'VENC', validade: dia(-2), doses: 5, data: dia(-30) });
    await emTenant(ctx, clienteId, (tx) =>
      retirarDoseDoLote(
        tx,
        { hoje },
        { centroCustoId: salaUbs, loteId: bom, vacinaId: v.id, data: hoje, documento: { tipo: 'teste', id: 1 } },
      ),
    );
    const r0 = await api(enfermeira, 'GET', `/api/imunizacao/consulta-estoque/estoque?vacina_id=${v.id}`);
    expect(r0.statusCode, r0.body).toBe(200);
    const e = json(r0);
    expect(e.sala.centro_custo_id).toBe(salaUbs);
    const porLote = Object.fromEntries(e.lotes.map((l: Record<string, unknown>) => [l.lote_id, l]));
    expect(porLote[bom]).toMatchObject({ doses: 24, frascos: 2.4, vencido: false, vencendo: false });
    expect(porLote[perto]).toMatchObject({ vencendo: true, vencido: false });
    expect(porLote[vencido]).toMatchObject({ vencido: true });
    expect(e.frascos.find((f: Record<string, number>) => f.lote_id === bom)).toMatchObject({ doses_frasco: 10, doses_restantes: 9 });

    // the expired lot cannot be applied, only written off
    const aplicar = emTenant(ctx, clienteId, (tx) =>
      retirarDoseDoLote(
        tx,
        { hoje },
        { centroCustoId: salaUbs, loteId: vencido, vacinaId: v.id, data: hoje, documento: { tipo: 'teste', id: 2 } },
      ),
    );
    await expect(aplicar).rejects.toMatchObject({ statusCode: 422 });
    const demais = await api(enfermeira, 'POST', '/api/imunizacao/baixa', { lote_id: vencido, doses: 6, motivo: 1, data: hoje });
    expect(demais.statusCode).toBe(422);
    expect(Object.keys(json(demais).errors)).toEqual(['doses']);
    const outros = await api(enfermeira, 'POST', '/api/imunizacao/baixa', { lote_id: vencido, doses: 1, motivo: 9, data: hoje });
    expect(json(outros).errors.observacao).toEqual([MENSAGENS_ESTOQUE_VACINA.outrosSemObservacao]);
    const ok = await api(enfermeira, 'POST', '/api/imunizacao/baixa', { lote_id: vencido, doses: 5, motivo: 1, data: hoje });
    expect(ok.statusCode, ok.body).toBe(201);
    const baixas = json(await api(enfermeira, 'GET', `/api/imunizacao/baixa/datatable?length=10&vacina_id=${v.id}`));
    expect(baixas.data).toEqual([
      expect.objectContaining({ id: json(ok).id, doses: 5, motivo: 1, motivo_nome: 'Vencimento (prazo de validade expirado)' }),
    ]);

    // discarding the open vial is a loss too; the history shows both
    const frascoId = e.frascos.find((f: Record<string, number>) => f.lote_id === bom).id;
    const descarte = await api(enfermeira, 'POST', `/api/imunizacao/consulta-estoque/frasco/${frascoId}/descartar`, {
      motivo: 'Queda do frasco',
    });
    expect(json(descarte)).toEqual({ perdidas: 9 });
    const rh = await api(enfermeira, 'GET', `/api/imunizacao/baixa/historico?length=10&vacina_id=${v.id}`);
    expect(rh.statusCode, rh.body).toBe(200);
    const hist = json(rh);
    expect(hist.data.map((h: Record<string, unknown>) => [h.tipo, h.doses]).sort()).toEqual([
      ['baixa', 5],
      ['perda_frasco_aberto', 9],
    ]);
    expect(await saldo(ctx, clienteId, salaUbs, v.materialId)).toBe(25);
  });

  it('another room: only with the permission; another municipality sees nothing', async () => {
    const r0 = await api(coord, 'GET', '/api/imunizacao/consulta-estoque/unidade');
    expect(r0.statusCode, r0.body).toBe(200);
    const salas = json(r0);
    expect(salas.outras_salas).toBe(true);
    const ubs = salas.data.find((s: Record<string, number>) => s.centro_custo_id === salaUbs);
    expect(json(await api(coord, 'GET', `/api/imunizacao/consulta-estoque/estoque?sala_id=${ubs.sala_id}`)).sala.nome).toBe(SALA_UBS);
    const propria = json(await api(enfermeira, 'GET', '/api/imunizacao/consulta-estoque/unidade'));
    expect(propria.outras_salas).toBe(false);
    expect(propria.data).toHaveLength(1);
    const rede = salas.data.find((s: Record<string, number>) => s.centro_custo_id === redeFrio);
    expect((await api(enfermeira, 'GET', `/api/imunizacao/consulta-estoque/estoque?sala_id=${rede.sala_id}`)).statusCode).toBe(403);

    const outra = (await ctx.login('admin', 'outra')).headers;
    const res = await api(outra, 'GET', '/api/imunizacao/entrada/datatable?length=10');
    expect([200, 403]).toContain(res.statusCode);
    if (res.statusCode === 200) expect(json(res).data).toEqual([]);
  });
});
