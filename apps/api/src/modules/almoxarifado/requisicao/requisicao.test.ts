import { MENSAGENS_ESTOQUE, SetorTipo } from '@saude/shared';
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
  loginEm,
  novoMaterial,
  saldo,
} from '../transferencia/transferencia.fixtures.js';

type H = Record<string, string>;
let ctx: TestContext;
let clienteId: number;
let central: { headers: H; centroCustoId: number };
let setor: { headers: H; centroCustoId: number };

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: H, payload?: object) =>
  ctx.app.inject({ method, url: `/api/almoxarifado/${url}`, headers, payload });
const dt = 'draw=1&start=0&length=100';

/** A sector of this run only (a cost centre that consumes), for the period and permission screens. */
const novoSetor = () =>
  emTenant(ctx, clienteId, async (tx) => {
    const { rows } = await tx.execute(sql`
      insert into centro_custo (infraestrutura_id, setor_id, nome)
      select (select id from infraestrutura where nome = 'Ambulatório de Especialidades'),
             (select id from setor where setor_tipo_id = ${SetorTipo.ENFERMAGEM} order by id limit 1),
             ${`Curativos ${process.pid}-${Math.random().toString(36).slice(2, 8)}`}
      returning id, nome`);
    return { id: Number(rows[0].id), nome: String(rows[0].nome) };
  });

/** The sector may ask for these materials (store-permissao: the material's sectors become exactly this one). */
const permitir = async (materialId: number) =>
  expect(
    (
      await api('POST', 'requisicao-pendente-permissao/store-permissao', central.headers, {
        material_id: materialId,
        centros_custo_ids: [setor.centroCustoId],
      })
    ).statusCode,
  ).toBe(200);

const requisitar = (itens: object[], almoxarifado = central.centroCustoId) =>
  api('POST', 'requisicao', setor.headers, { centro_custo_almoxarifado_id: almoxarifado, itens });
const modeloSuprimento = async (id: number) => json(await api('GET', `requisicao-suprimento/${id}/edit`, central.headers)).model;

beforeAll(async () => {
  ctx = await createTestContext();
  clienteId = await clienteDemo(ctx);
  central = await loginEm(ctx, 'almoxarifado', 'Estoque Central');
  setor = await loginEm(ctx, 'setor', 'Enfermagem do Ambulatório');
  // the sector asks the central warehouse today (the demo opens this period; a database without it gets one)
  await emTenant(ctx, clienteId, (tx) =>
    tx.execute(sql`
      insert into almoxarifado_requisicao_periodo (centro_custo_requisitante_id, centro_custo_almoxarifado_id, data_abertura, data_fechamento)
      select ${setor.centroCustoId}, ${central.centroCustoId}, ${hoje}, ${hoje}
       where not exists (select 1 from almoxarifado_requisicao_periodo where centro_custo_requisitante_id = ${setor.centroCustoId}
                           and centro_custo_almoxarifado_id = ${central.centroCustoId} and ${hoje} between data_abertura and data_fechamento)`),
  );
});
afterAll(() => ctx.close());

describe('almoxarifado/requisicao-abertura-fechamento', () => {
  it('opens periods per sector without overlaps, edits and deletes them, and keeps the materials each sector may ask for', async () => {
    const s = await novoSetor();
    const base = 'requisicao-abertura-fechamento';
    const form = json(await api('GET', `${base}/create`, central.headers)).form;
    expect(form.setores.map((x: { id: number }) => x.id)).toContain(s.id);
    expect(form.setores.map((x: { id: number }) => x.id)).not.toContain(central.centroCustoId);
    const abrir = (extra: object) =>
      api('POST', base, central.headers, {
        centros_custo_requisitantes_ids: [s.id],
        data_abertura: dia(1),
        data_fechamento: dia(10),
        ...extra,
      });
    const res = await abrir({});
    expect(res.statusCode, res.body).toBe(201);
    const [id] = json(res).ids;
    const sobreposto = await abrir({ data_abertura: dia(10), data_fechamento: dia(20) });
    expect(sobreposto.statusCode).toBe(422);
    const fmt = (d: string) => d.split('-').reverse().join('/');
    expect(json(sobreposto).errors.data_abertura).toEqual([
      `${s.nome} já tem um período de requisição de ${fmt(dia(1))} a ${fmt(dia(10))} que se sobrepõe a estas datas.`,
    ]);
    expect(json(await abrir({ data_abertura: dia(30), data_fechamento: dia(29) })).errors.data_fechamento).toEqual([
      'A data de fechamento não pode ser anterior à data de abertura.',
    ]);
    expect(
      json(await abrir({ centros_custo_requisitantes_ids: [central.centroCustoId], data_abertura: dia(40), data_fechamento: dia(41) }))
        .errors.centros_custo_requisitantes_ids,
    ).toEqual(['Setor não encontrado.']);
    expect(json(await abrir({ centros_custo_requisitantes_ids: [] })).errors.centros_custo_requisitantes_ids).toEqual([
      'Selecione ao menos um item',
    ]);

    const lista = json(await api('GET', `${base}/datatable?${dt}&centro_custo_requisitante_id=${s.id}`, central.headers));
    expect(lista.data).toEqual([expect.objectContaining({ id, setor: s.nome, situacao: 2, quantidade_requisicoes: 0 })]);
    const upd = await api('PUT', `${base}/${id}`, central.headers, {
      data_abertura: hoje,
      data_fechamento: dia(5),
      observacao: 'Mês de março',
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(json(upd)).toMatchObject({ data_abertura: hoje, observacao: 'Mês de março' });
    expect(
      json(await api('GET', `${base}/datatable?${dt}&centro_custo_requisitante_id=${s.id}&situacao=1`, central.headers)).data,
    ).toHaveLength(1);
    // another warehouse does not see it
    const pa = await loginEm(ctx, 'almoxarifado', 'Estoque do Pronto Atendimento');
    expect((await api('GET', `${base}/${id}/edit`, pa.headers)).statusCode).toBe(404);
    expect((await api('DELETE', `${base}/${id}`, central.headers)).statusCode).toBe(204);
    expect((await api('GET', `${base}/${id}/edit`, central.headers)).statusCode).toBe(404);

    const a = await novoMaterial(ctx, clienteId, 'Soro fisiológico 250 ml');
    const b = await novoMaterial(ctx, clienteId, 'Esparadrapo');
    await estocar(ctx, clienteId, {
      centroCustoId: central.centroCustoId,
      materialId: a.id,
      lote: 'SF1',
      validade: dia(100),
      quantidade: 40,
    });
    await estocar(ctx, clienteId, {
      centroCustoId: central.centroCustoId,
      materialId: b.id,
      lote: 'EP1',
      validade: dia(-1),
      quantidade: 9,
      data: dia(-20),
    });
    const put = await api('PUT', `${base}/material-permitido/${s.id}`, central.headers, { materiais_ids: [a.id, b.id] });
    expect(put.statusCode, put.body).toBe(200);
    expect(json(put).materiais.map((m: { id: number; origem: number }) => [m.id, m.origem])).toEqual(
      [a, b].sort((x, y) => x.nome.localeCompare(y.nome)).map((m) => [m.id, 1]),
    );
    expect(json(await api('PUT', `${base}/material-permitido/${s.id}`, central.headers, { materiais_ids: [b.id] })).materiais).toHaveLength(
      1,
    );
    const estoque = json(await api('GET', `${base}/estoque/${central.centroCustoId}/${s.id}`, central.headers)).data;
    // only valid stock is offered: the expired lot of b is not
    expect(estoque.find((m: { material_id: number }) => m.material_id === a.id)).toMatchObject({ disponivel: 40, permitido: false });
    expect(estoque.some((m: { material_id: number }) => m.material_id === b.id)).toBe(false);
    expect((await api('GET', `${base}/estoque/${central.centroCustoId}/${central.centroCustoId}`, central.headers)).statusCode).toBe(422);
  });
});

describe('almoxarifado/requisicao and requisicao-suprimento', () => {
  it('the sector asks; a material it may not ask for waits for permission; the warehouse supplies in parts with FEFO lots and reverses', async () => {
    const a = await novoMaterial(ctx, clienteId, 'Gaze 7,5 cm');
    const b = await novoMaterial(ctx, clienteId, 'Micropore');
    const a1 = await estocar(ctx, clienteId, {
      centroCustoId: central.centroCustoId,
      materialId: a.id,
      lote: 'GZ1',
      validade: dia(30),
      quantidade: 10,
    });
    await estocar(ctx, clienteId, {
      centroCustoId: central.centroCustoId,
      materialId: a.id,
      lote: 'GZ2',
      validade: dia(300),
      quantidade: 20,
    });
    await estocar(ctx, clienteId, {
      centroCustoId: central.centroCustoId,
      materialId: b.id,
      lote: 'MC1',
      validade: dia(200),
      quantidade: 5,
    });
    await permitir(a.id);

    const form = json(await api('GET', 'requisicao/create', setor.headers)).form;
    expect(form.setor).toEqual({ id: setor.centroCustoId, nome: 'Enfermagem do Ambulatório' });
    expect(form.almoxarifados.map((x: { id: number }) => x.id)).toContain(central.centroCustoId);
    const materiais = json(await api('GET', `requisicao/materiais/${central.centroCustoId}`, setor.headers)).data;
    expect(materiais.find((m: { material_id: number }) => m.material_id === a.id)).toMatchObject({ permitido: true, disponivel: 30 });
    expect(materiais.find((m: { material_id: number }) => m.material_id === b.id)).toMatchObject({ permitido: false, disponivel: 5 });

    const pa = await centroPorNome(ctx, clienteId, 'Estoque do Pronto Atendimento');
    expect(json(await requisitar([{ material_id: a.id, quantidade: 1 }], pa)).errors.centro_custo_almoxarifado_id).toEqual([
      'Não há período de requisição aberto hoje para este setor neste almoxarifado.',
    ]);
    const repetido = await requisitar([
      { material_id: a.id, quantidade: 1 },
      { material_id: a.id, quantidade: 2 },
    ]);
    expect(json(repetido).errors['itens.1.material_id']).toEqual(['Item 2: o material já está no item 1.']);

    const res = await requisitar([
      { material_id: a.id, quantidade: 25 },
      { material_id: b.id, quantidade: 3 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { id, itens_pendentes } = json(res);
    expect(itens_pendentes).toBe(1);
    const doSetor = json(await api('GET', `requisicao/${id}/edit`, setor.headers)).model;
    expect(doSetor).toMatchObject({ situacao: 1, solicitante: 'Renata Alves Bezerra', almoxarifado: 'Estoque Central' });
    expect(doSetor.itens.map((i: { situacao: number; sugestao: unknown }) => [i.situacao, i.sugestao])).toEqual([
      [1, null],
      [2, null],
    ]);

    const fila = json(await api('GET', `requisicao-suprimento/datatable?${dt}&pendentes=1`, central.headers)).data;
    expect(fila.find((l: { id: number }) => l.id === id)).toMatchObject({
      setor: 'Enfermagem do Ambulatório',
      itens_pendentes: 1,
      situacao: 1,
    });
    let m = await modeloSuprimento(id);
    const [itemA, itemB] = m.itens;
    expect(itemA.sugestao.map((l: { lote: string; quantidade: number }) => [l.lote, l.quantidade])).toEqual([
      ['GZ1', 10],
      ['GZ2', 15],
    ]);
    expect(itemA.disponivel).toBe(30);
    expect(itemB.sugestao).toBeNull();

    const suprir = (itens: object[]) => api('POST', `requisicao-suprimento/${id}`, central.headers, { data: hoje, itens });
    const pendente = await suprir([{ requisicao_item_id: itemB.id, quantidade: 1 }]);
    expect(json(pendente).errors['itens.0.quantidade']).toEqual([`${b.nome}: o item aguarda a permissão do material para o setor.`]);
    expect(json(await suprir([{ requisicao_item_id: itemA.id, quantidade: 0 }])).errors.itens).toEqual([
      'Informe a quantidade a atender de ao menos um item.',
    ]);
    const primeiro = await suprir([{ requisicao_item_id: itemA.id, quantidade: 12 }]);
    expect(primeiro.statusCode, primeiro.body).toBe(201);
    m = json(primeiro);
    expect(m.situacao).toBe(2);
    expect(m.suprimentos[0].itens.map((i: { lote: string; quantidade: number }) => [i.lote, i.quantidade])).toEqual([
      ['GZ1', 10],
      ['GZ2', 2],
    ]);
    expect(await saldo(ctx, clienteId, central.centroCustoId, a.id)).toBe(18);
    const movimentos = await emTenant(ctx, clienteId, async (tx) => {
      const { rows } = await tx.execute(sql`
        select tipo, lote_id, quantidade, centro_custo_destino_id from estoque_movimento
         where material_id = ${a.id} and documento_tipo = 'requisicao' and documento_id = ${id} order by id`);
      return rows.map((r) => [r.tipo, Number(r.lote_id), Number(r.quantidade), Number(r.centro_custo_destino_id)]);
    });
    expect(movimentos[0]).toEqual(['suprimento_requisicao', a1, -10, setor.centroCustoId]);
    expect(json(await suprir([{ requisicao_item_id: itemA.id, quantidade: 14 }])).errors['itens.0.quantidade']).toEqual([
      `${a.nome}: a quantidade a atender (14) passa do que falta (13).`,
    ]);
    expect(json(await suprir([{ requisicao_item_id: itemA.id, quantidade: 1 }])).situacao).toBe(2);

    // the warehouse approves the pending item: the sector may now ask for the material, and the item is back
    const pendencias = json(await api('GET', `requisicao-pendente-permissao/datatable?${dt}`, central.headers)).data;
    expect(pendencias.find((p: { id: number }) => p.id === itemB.id)).toMatchObject({ material: b.nome, quantidade: 3, requisicao_id: id });
    const aprovado = await api('PUT', `requisicao-pendente-permissao/aprovar/${itemB.id}`, central.headers);
    expect(aprovado.statusCode, aprovado.body).toBe(200);
    expect(json(aprovado).model).toMatchObject({ situacao: 1, avaliado_por: 'Paulo Henrique Siqueira' });
    expect(json(await api('PUT', `requisicao-pendente-permissao/aprovar/${itemB.id}`, central.headers)).message).toBe(
      'Este item não está pendente de permissão.',
    );
    const permissoes = json(
      await api('GET', `requisicao-pendente-permissao/permissao/datatable?${dt}&material_id=${b.id}`, central.headers),
    ).data;
    expect(permissoes).toEqual([expect.objectContaining({ setor: 'Enfermagem do Ambulatório', origem: 3 })]);
    const historico = json(await api('GET', `requisicao-pendente-permissao/historico?${dt}`, central.headers)).data;
    expect(historico.find((p: { id: number }) => p.id === itemB.id)).toMatchObject({ situacao: 1 });

    const ultimo = await suprir([
      { requisicao_item_id: itemA.id, quantidade: 12 },
      { requisicao_item_id: itemB.id, quantidade: 3 },
    ]);
    expect(ultimo.statusCode, ultimo.body).toBe(201);
    expect(json(ultimo)).toMatchObject({ situacao: 3 });
    expect(json(await suprir([{ requisicao_item_id: itemB.id, quantidade: 1 }])).message).toBe(
      'Esta requisição não está aberta para atendimento.',
    );
    expect(await saldo(ctx, clienteId, central.centroCustoId, a.id)).toBe(5);
    expect(await saldo(ctx, clienteId, central.centroCustoId, b.id)).toBe(2);

    // reversing the first supply: its lots come back, the requisition owes them again
    const supId = json(ultimo).suprimentos[0].id;
    const est = await api('PUT', `requisicao-suprimento/estorno/${supId}`, central.headers, { motivo: 'Entregue no setor errado' });
    expect(est.statusCode, est.body).toBe(200);
    expect(json(est)).toMatchObject({ situacao: 2 });
    expect(json(est).suprimentos[0]).toMatchObject({ situacao: 2, motivo_estorno: 'Entregue no setor errado' });
    expect(json(est).itens[0]).toMatchObject({ quantidade_atendida: 13 });
    expect(await saldo(ctx, clienteId, central.centroCustoId, a.id)).toBe(17);
    expect(json(await api('PUT', `requisicao-suprimento/estorno/${supId}`, central.headers, { motivo: 'x' })).message).toBe(
      'Este atendimento já foi estornado.',
    );
    expect(json(await api('PUT', `requisicao/cancelar/${id}`, setor.headers, { motivo: 'x' })).message).toBe(
      'Só uma requisição aberta, sem nada atendido, pode ser cancelada.',
    );
  });

  it('a refused pending item leaves a requisition with nothing: it is refused; the sector cancels, the warehouse refuses', async () => {
    const c = await novoMaterial(ctx, clienteId, 'Coletor perfurocortante');
    const d = await novoMaterial(ctx, clienteId, 'Álcool 70%');
    await estocar(ctx, clienteId, {
      centroCustoId: central.centroCustoId,
      materialId: c.id,
      lote: 'CP1',
      validade: dia(200),
      quantidade: 5,
    });
    await estocar(ctx, clienteId, {
      centroCustoId: central.centroCustoId,
      materialId: d.id,
      lote: 'AL1',
      validade: dia(200),
      quantidade: 5,
    });
    await permitir(d.id);
    const r1 = json(await requisitar([{ material_id: c.id, quantidade: 2 }]));
    expect(r1.itens_pendentes).toBe(1);
    const item = (await modeloSuprimento(r1.id)).itens[0];
    expect(json(await api('PUT', `requisicao-pendente-permissao/recusar/${item.id}`, central.headers, {})).errors.motivo).toEqual([
      'O campo Motivo é obrigatório.',
    ]);
    const rec = await api('PUT', `requisicao-pendente-permissao/recusar/${item.id}`, central.headers, {
      motivo: 'Material de uso exclusivo da CME',
    });
    expect(rec.statusCode, rec.body).toBe(200);
    expect(json(rec).model).toMatchObject({ situacao: 3, motivo_recusa: 'Material de uso exclusivo da CME' });
    expect(json(await api('GET', `requisicao/${r1.id}/edit`, setor.headers)).model).toMatchObject({
      situacao: 4,
      motivo_situacao: 'Material de uso exclusivo da CME',
    });
    const permissoes = json(
      await api('GET', `requisicao-pendente-permissao/permissao/datatable?${dt}&material_id=${c.id}`, central.headers),
    );
    expect(permissoes.data).toEqual([]);

    const r2 = json(await requisitar([{ material_id: d.id, quantidade: 1 }]));
    expect(json(await api('PUT', `requisicao/cancelar/${r2.id}`, setor.headers, { motivo: 'Pedido em duplicidade' }))).toMatchObject({
      situacao: 5,
      motivo_situacao: 'Pedido em duplicidade',
    });
    expect(
      json(
        await api('POST', `requisicao-suprimento/${r2.id}`, central.headers, {
          data: hoje,
          itens: [{ requisicao_item_id: 1, quantidade: 1 }],
        }),
      ).message,
    ).toBe('Esta requisição não está aberta para atendimento.');
    const r3 = json(await requisitar([{ material_id: d.id, quantidade: 1 }]));
    expect(
      json(await api('PUT', `requisicao-suprimento/recusar/${r3.id}`, central.headers, { motivo: 'Setor já abastecido' })),
    ).toMatchObject({ situacao: 4 });
    expect(await saldo(ctx, clienteId, central.centroCustoId, d.id)).toBe(5);
  });

  it('two requisitions supplied at once with the last units of a lot: one gets them, the other the engine refusal; never negative', async () => {
    const e = await novoMaterial(ctx, clienteId, 'Sonda uretral 12');
    const lote = await estocar(ctx, clienteId, {
      centroCustoId: central.centroCustoId,
      materialId: e.id,
      lote: 'SU1',
      validade: dia(200),
      quantidade: 5,
    });
    await permitir(e.id);
    const ids = [
      json(await requisitar([{ material_id: e.id, quantidade: 5 }])).id,
      json(await requisitar([{ material_id: e.id, quantidade: 5 }])).id,
    ];
    const itens = await Promise.all(ids.map(async (id) => (await modeloSuprimento(id)).itens[0].id));
    const respostas = await Promise.all(
      ids.map((id, i) =>
        api('POST', `requisicao-suprimento/${id}`, central.headers, {
          data: hoje,
          itens: [{ requisicao_item_id: itens[i], quantidade: 5, lote_id: lote }],
        }),
      ),
    );
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const recusada = respostas.find((r) => r.statusCode === 422);
    expect(json(recusada as never).message).toBe(`Item 1: ${MENSAGENS_ESTOQUE.saldoInsuficiente('SU1', e.nome, 0, 5)}`);
    expect(await saldo(ctx, clienteId, central.centroCustoId, e.id)).toBe(0);
    const situacoes = await Promise.all(ids.map(async (id) => (await modeloSuprimento(id)).situacao));
    expect(situacoes.sort()).toEqual([1, 3]);
  });
});

describe('almoxarifado/requisicao-pendente-permissao: permissions', () => {
  it('imports a sector permission list from CSV with a per-line report, and edits the sectors of a material', async () => {
    const s = await novoSetor();
    const [a, b, c] = [
      await novoMaterial(ctx, clienteId, 'Algodão'),
      await novoMaterial(ctx, clienteId, 'Atadura'),
      await novoMaterial(ctx, clienteId, 'Bolsa coletora'),
    ];
    await emTenant(ctx, clienteId, (tx) => tx.execute(sql`update material set bloqueado = true where id = ${c.id}`));
    const base = 'requisicao-pendente-permissao';
    expect(json(await api('GET', `${base}/importacao/create`, central.headers)).form.setores.map((x: { id: number }) => x.id)).toContain(
      s.id,
    );
    const csv = [
      'codigo;descricao',
      `${a.codigo};Algodão`,
      '',
      `${a.codigo};repetido`,
      '12AB',
      '000000001',
      `${c.codigo}`,
      `"${b.codigo}",Atadura`,
    ].join('\r\n');
    const res = await api('POST', `${base}/importacao`, central.headers, { centro_custo_id: s.id, conteudo: csv });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({
      importados: 2,
      ja_permitidos: 0,
      erros: [
        { linha: 4, conteudo: `${a.codigo};repetido`, mensagem: `Linha 4: o código ${a.codigo} se repete (já está na linha 2).` },
        { linha: 5, conteudo: '12AB', mensagem: 'Linha 5: o código "12AB" é inválido (use só números, até 9 dígitos).' },
        { linha: 6, conteudo: '000000001', mensagem: 'Linha 6: nenhum material tem o código 000000001.' },
        { linha: 7, conteudo: c.codigo, mensagem: `Linha 7: o material ${c.codigo} (${c.nome}) está bloqueado.` },
      ],
    });
    expect(
      json(await api('POST', `${base}/importacao`, central.headers, { centro_custo_id: s.id, conteudo: `${a.codigo}\n` })),
    ).toMatchObject({
      importados: 0,
      ja_permitidos: 1,
    });
    expect(json(await api('POST', `${base}/importacao`, central.headers, { centro_custo_id: s.id, conteudo: 'codigo\n' })).message).toBe(
      'O arquivo não tem nenhum código de material.',
    );
    expect(
      json(await api('POST', `${base}/importacao`, central.headers, { centro_custo_id: s.id, conteudo: ' ' })).errors.conteudo,
    ).toEqual(['O arquivo está vazio.']);
    const lista = json(await api('GET', `${base}/permissao/datatable?${dt}&centro_custo_id=${s.id}`, central.headers)).data;
    expect(lista.map((p: { material_id: number; origem: number }) => [p.material_id, p.origem]).sort()).toEqual(
      [
        [a.id, 2],
        [b.id, 2],
      ].sort(),
    );

    const porMaterial = json(await api('GET', `${base}/material-permissao/${a.id}`, central.headers));
    expect(porMaterial.setores.find((x: { id: number }) => x.id === s.id)).toMatchObject({ permitido: true });
    const store = await api('POST', `${base}/store-permissao`, central.headers, {
      material_id: a.id,
      centros_custo_ids: [setor.centroCustoId],
    });
    expect(store.statusCode, store.body).toBe(200);
    const setores = json(store)
      .setores.filter((x: { permitido: boolean }) => x.permitido)
      .map((x: { id: number }) => x.id);
    expect(setores).toEqual([setor.centroCustoId]);
    const perm = json(await api('GET', `${base}/permissao/datatable?${dt}&centro_custo_id=${s.id}`, central.headers)).data;
    expect(perm.map((p: { material_id: number }) => p.material_id)).toEqual([b.id]);
    expect((await api('DELETE', `${base}/permissao/${perm[0].id}`, central.headers)).statusCode).toBe(204);
    expect(json(await api('GET', `${base}/permissao/datatable?${dt}&centro_custo_id=${s.id}`, central.headers)).data).toEqual([]);
  });
});

describe('almoxarifado requisitions: who may do what', () => {
  it('the sector sees only its own requisitions and none of the warehouse side; other municipalities find nothing', async () => {
    const f = await novoMaterial(ctx, clienteId, 'Avental descartável');
    await estocar(ctx, clienteId, {
      centroCustoId: central.centroCustoId,
      materialId: f.id,
      lote: 'AV1',
      validade: dia(200),
      quantidade: 5,
    });
    const { id } = json(await requisitar([{ material_id: f.id, quantidade: 1 }]));
    for (const url of [
      `requisicao-suprimento/datatable?${dt}`,
      `requisicao-abertura-fechamento/datatable?${dt}`,
      `requisicao-pendente-permissao/datatable?${dt}`,
    ]) {
      expect((await api('GET', url, setor.headers)).statusCode, url).toBe(403);
    }
    expect((await api('POST', `requisicao-suprimento/${id}`, setor.headers, { data: hoje, itens: [] })).statusCode).toBe(403);
    // the warehouse clerk supplies; asking is the sector's
    expect(
      (await api('POST', 'requisicao', central.headers, { centro_custo_almoxarifado_id: central.centroCustoId, itens: [] })).statusCode,
    ).toBe(403);
    const admin = (await ctx.login('admin')).headers;
    expect((await api('GET', `requisicao/${id}/edit`, admin)).statusCode).toBe(404);
    expect(json(await api('GET', `requisicao/datatable?${dt}`, setor.headers)).data.some((l: { id: number }) => l.id === id)).toBe(true);
    const outra = (await ctx.login('admin', 'outra')).headers;
    expect((await api('GET', `requisicao-suprimento/${id}/edit`, outra)).statusCode).toBe(404);
    expect((await api('PUT', `requisicao-pendente-permissao/aprovar/${id}`, outra)).statusCode).toBe(404);
    expect(
      json(
        await api('POST', 'requisicao', outra, {
          centro_custo_almoxarifado_id: central.centroCustoId,
          itens: [{ material_id: f.id, quantidade: 1 }],
        }),
      ).errors.centro_custo_almoxarifado_id,
    ).toEqual(['Não há período de requisição aberto hoje para este setor neste almoxarifado.']);
    expect((await api('GET', `requisicao-pendente-permissao/material-permissao/${f.id}`, outra)).statusCode).toBe(404);
  });
});

describe('demonstração (transfers, write-offs, requisitions)', () => {
  it('has a transfer in transit, a write-off of an expired lot, a partially supplied requisition and an item waiting for permission', async () => {
    const r = await emTenant(ctx, clienteId, async (tx) => {
      const { rows } = await tx.execute(sql`
        select
          (select count(*)::int from estoque_transferencia where situacao = 1 and observacao = 'Reposição quinzenal da USF') as em_transito,
          (select count(*)::int from almoxarifado_baixa b join estoque_lote l on l.id = b.lote_id where l.lote = 'AT2302' and l.validade < b.data) as baixa_vencido,
          (select count(*)::int from almoxarifado_requisicao r join usuario u on u.id = r.created_by
            where u.login = 'setor' and r.situacao = 2) as parciais,
          (select count(*)::int from almoxarifado_requisicao_item where situacao = 2 and avaliacao is null) as pendentes`);
      return rows[0];
    });
    expect(r.em_transito).toBe(1);
    expect(r.baixa_vencido).toBe(1);
    expect(r.parciais).toBeGreaterThanOrEqual(1);
    expect(r.pendentes).toBeGreaterThanOrEqual(1);
  });
});
