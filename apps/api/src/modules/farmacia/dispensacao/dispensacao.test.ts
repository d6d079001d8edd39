import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDataBr, hojeIso, MENSAGENS_DISPENSACAO_FARMACIA as M, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, criarUsuario, json, type TestContext } from '../../../../test/helpers.js';
import { emTenant, estocar, type FarmaciaDeTeste, novaFarmacia, novoMedicamento, novoPaciente, saldo } from './dispensacao.fixtures.js';

let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(join(tmpdir(), 'farmacia-dispensacao-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

const hoje = hojeIso();
const br = formatDataBr;
const api = (f: FarmaciaDeTeste, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: url.startsWith('/') ? url : `/api/farmacia/dispensacao${url ? `/${url}` : ''}`,
    headers: f.headers,
    payload,
  });

/** An external prescription typed at the counter through the API; its id and item ids. */
async function receitaExterna(
  f: FarmaciaDeTeste,
  pacienteId: number,
  r: {
    tipo?: number;
    numero?: string;
    emissao?: string;
    itens: { medicamentoId: number | null; descricao?: string; quantidade: string; posologia: string; continuo?: boolean }[];
  },
) {
  const res = await api(f, 'POST', 'receita-externa', {
    paciente_id: pacienteId,
    tipo: r.tipo ?? 1,
    numero_notificacao: r.numero ?? null,
    prescritor_nome: 'DRA. ANA LÚCIA TESTE',
    prescritor_conselho: 'CRM 12345',
    prescritor_uf: 'PE',
    data_emissao: r.emissao ?? hoje,
    itens: r.itens.map((i) => ({
      medicamento_id: i.medicamentoId,
      descricao: i.descricao ?? 'conforme registro',
      quantidade: i.quantidade,
      posologia: i.posologia,
      uso_continuo: i.continuo ?? false,
    })),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = json(res).id as number;
  const { rows } = await emTenant(ctx.database, f.clienteId, (tx) =>
    tx.execute(sql`select id from farmacia_receita_externa_item where receita_id = ${id} order by id`),
  );
  return { id, itens: rows.map((x) => Number(x.id)) };
}

const item = (receitaId: number, receitaItemId: number, materialId: number, quantidade: number, extra: object = {}) => ({
  origem: 'externa',
  receita_id: receitaId,
  receita_item_id: receitaItemId,
  material_id: materialId,
  quantidade,
  ...extra,
});

const pdfTexto = (nome: string, pdf: Buffer) => {
  const caminho = join(dir, nome);
  writeFileSync(caminho, pdf);
  return execFileSync('pdftotext', ['-layout', caminho, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
};

const contar = (f: FarmaciaDeTeste, tabela: 'farmacia_dispensacao', pacienteId: number) =>
  emTenant(ctx.database, f.clienteId, async (tx) =>
    Number((await tx.execute(sql`select count(*)::int as n from ${sql.identifier(tabela)} where paciente_id = ${pacienteId}`)).rows[0].n),
  );

describe('farmacia/dispensacao', () => {
  it('dispenses an external prescription first-expiry-first-out with the next pickup, prints the receipt and keeps the history', async () => {
    const f = await novaFarmacia(ctx);
    const d = await emTenant(ctx.database, f.clienteId, async (tx) => {
      const losartana = await novoMedicamento(tx, 'Losartana teste 50 mg');
      const paciente = await novoPaciente(tx);
      const { rows: a } = await tx.execute(sql`insert into alergia (nome, tipo_id) values (${`Losartana ${paciente.id}`}, 1) returning id`);
      await tx.execute(sql`insert into cidadao_alergia (cidadao_id, alergia_id) values (${paciente.id}, ${a[0].id})`);
      return {
        losartana,
        paciente,
        cedo: await estocar(tx, f, losartana.materialId, 'LC', 20, 60),
        tarde: await estocar(tx, f, losartana.materialId, 'LT', 100, 400),
      };
    });
    const rx = await receitaExterna(f, d.paciente.id, {
      itens: [{ medicamentoId: d.losartana.medicamentoId, quantidade: '60 comprimidos', posologia: '1 comprimido de 12/12 h' }],
    });

    const form = json(await api(f, 'GET', `create/${d.paciente.id}`)).form;
    const receita = form.receitas.find((r: Record<string, unknown>) => r.origem === 'externa' && r.id === rx.id);
    expect(receita).toMatchObject({ tipo: 1, prescritor_conselho: 'CRM 12345/PE', data_emissao: hoje, retida_em: null });
    expect(receita.itens[0]).toMatchObject({
      material_id: d.losartana.materialId,
      quantidade_prescrita: 60,
      unidades_por_dia: 2,
      dispensado: 0,
      restante: 60,
      avisos: [M.avisoAlergia(`Losartana ${d.paciente.id}`, d.losartana.nome)],
    });

    // the lot that expires in 60 days does not last a 90-day treatment (the one FEFO takes first)
    const vencer = (dias: number) =>
      api(f, 'GET', `medicamento-a-vencer?material_id=${d.losartana.materialId}&quantidade=30&dias=${dias}`).then((r) =>
        json(r).avisos.map((a: Record<string, unknown>) => a.mensagem),
      );
    expect(await vencer(90)).toEqual([M.avisoVenceAntes(d.cedo.lote, somarDias(hoje, 60), somarDias(hoje, 90))]);
    expect(await vencer(15)).toEqual([]);

    const store = await api(f, 'POST', '', {
      paciente_id: d.paciente.id,
      observacao: 'Primeira retirada',
      itens: [item(rx.id, rx.itens[0], d.losartana.materialId, 30, { unidades_por_dia: 2 })],
    });
    expect(store.statusCode, store.body).toBe(201);
    const id = json(store).id;
    const model = json(await api(f, 'GET', `${id}/edit`)).model;
    expect(model.itens).toEqual([
      expect.objectContaining({
        quantidade: 30,
        quantidade_prescrita: 60,
        dias_tratamento: 15,
        proxima_retirada: somarDias(hoje, 15),
        lotes: [
          expect.objectContaining({ lote: d.cedo.lote, quantidade: 20 }),
          expect.objectContaining({ lote: d.tarde.lote, quantidade: 10 }),
        ],
      }),
    ]);
    expect(model.receitas).toEqual([expect.objectContaining({ origem: 'externa', receita_origem_id: rx.id, retida: false })]);
    const saldos = await emTenant(ctx.database, f.clienteId, async (tx) => [
      await saldo(tx, f.centroCustoId, d.cedo.loteId),
      await saldo(tx, f.centroCustoId, d.tarde.loteId),
    ]);
    expect(saldos).toEqual([0, 90]);

    // what remains of the prescription, its history and the patient's
    const sol = json(await api(f, 'GET', `solicitacao-medicamento-item/${rx.id}?origem=externa`)).receita;
    expect(sol.itens[0]).toMatchObject({ dispensado: 30, restante: 30 });
    const hist = json(await api(f, 'GET', `receita-historico/${rx.id}?origem=externa`)).data;
    expect(hist).toEqual([expect.objectContaining({ dispensacao_id: id, itens: [expect.objectContaining({ quantidade: 30 })] })]);
    const dispensada = json(await api(f, 'GET', `receita-dispensada/${hist[0].dispensacao_receita_id}`));
    expect(dispensada.itens.map((i: Record<string, unknown>) => i.quantidade)).toEqual([30]);
    const historico = json(await api(f, 'GET', `historico-receitas/${d.paciente.id}?start=0&length=10`));
    expect(historico.data).toEqual([
      expect.objectContaining({ dispensacao_id: id, quantidade: 30, proxima_retirada: somarDias(hoje, 15) }),
    ]);
    const lista = json(await api(f, 'GET', `list?start=0&length=10&paciente_id=${d.paciente.id}`));
    expect(lista.data).toEqual([expect.objectContaining({ id, situacao: 1, medicamentos: `${d.losartana.nome} (30)` })]);
    const ultima = json(await api(f, 'GET', `ultima-retirada?paciente_id=${d.paciente.id}&material_id=${d.losartana.materialId}`));
    expect(ultima).toMatchObject({ antecipada: true, ultima: { dispensacao_id: id, proxima_retirada: somarDias(hoje, 15) } });

    // every read of the patient's dispensings is in the trail, and the writes of the child rows name the patient
    const trilha = await emTenant(ctx.database, f.clienteId, async (tx) => {
      const { rows } = await tx.execute(sql`
        select acao, tabela, count(*)::int as n from auditoria where paciente_id = ${d.paciente.id} group by 1, 2 order by 1, 2`);
      return Object.fromEntries(rows.map((r) => [`${r.acao} ${r.tabela}`, Number(r.n)]));
    });
    expect(trilha).toMatchObject({
      'INSERT farmacia_dispensacao_item': 1,
      'INSERT farmacia_dispensacao_lote': 2,
      'INSERT farmacia_dispensacao_receita': 1,
      'INSERT farmacia_receita_externa_item': 1,
      'LEITURA cidadao': 5,
      'LEITURA farmacia_dispensacao': 2,
    });

    const texto = pdfTexto('recibo.pdf', (await api(f, 'GET', `/impressao/farmacia/dispensacao/${id}`)).rawPayload);
    const plano = texto.replace(/\s+/g, ' ');
    expect(plano).toContain('COMPROVANTE DE DISPENSAÇÃO');
    expect(plano).toContain(`Paciente: ${d.paciente.nome}`);
    expect(plano).toContain('Médico: DRA. ANA LÚCIA TESTE');
    expect(plano).toMatch(/Prescrito: 60 Dispensado: 30/);
    expect(plano).toContain(`Próxima retirada: ${br(somarDias(hoje, 15))}`);
    expect(plano).toContain(`${d.cedo.lote} ${br(somarDias(hoje, 60))} 20`);
    expect(plano).not.toContain('REIMPRESSÃO');
    expect(pdfTexto('re.pdf', (await api(f, 'GET', `/impressao/farmacia/dispensacao/${id}?reimpressao=1`)).rawPayload)).toContain(
      'REIMPRESSÃO',
    );
  });

  it('offers the prescriptions written in emergency care and at the outpatient clinic (the core registry)', async () => {
    const f = await novaFarmacia(ctx);
    const pacientes = await emTenant(ctx.database, f.clienteId, async (tx) => ({
      pa: Number(
        (
          await tx.execute(
            // one the registry offers (another file of the worker may have cancelled its FAA or written it long ago)
            sql`select a.paciente_id as id from receita r join atendimento a on a.id = r.atendimento_id
                 where a.status <> 3 and r.cliente_id = ${f.clienteId} and r.criada_em >= now() - interval '20 days'
                 order by r.id desc limit 1`,
          )
        ).rows[0].id,
      ),
      amb: Number(
        (
          await tx.execute(sql`select a.paciente_id as id from ambulatorio_receita r
            join ambulatorio_atendimento a on a.id = r.ambulatorio_atendimento_id
            where r.cliente_id = ${f.clienteId} and r.criada_em >= now() - interval '20 days' order by r.id desc limit 1`)
        ).rows[0].id,
      ),
    }));
    for (const [origem, pacienteId] of [
      ['pronto-atendimento', pacientes.pa],
      ['ambulatorio', pacientes.amb],
    ] as const) {
      const form = json(await api(f, 'GET', `create/${pacienteId}`)).form;
      const r = form.receitas.find((x: Record<string, unknown>) => x.origem === origem);
      expect(r, origem).toMatchObject({ origem, prescritor_nome: expect.any(String), itens: expect.any(Array) });
      expect(r.itens[0]).toMatchObject({ descricao: expect.any(String), dispensado: expect.any(Number) });
    }
  });

  it('refuses, with every reason at once and writing nothing: wrong form, expired, over the legal days, no posology, thalidomide', async () => {
    const f = await novaFarmacia(ctx);
    const d = await emTenant(ctx.database, f.clienteId, async (tx) => {
      // LISTAS_PORTARIA_344: 4 B1, 6 C1, 8 C3
      const clonazepam = await novoMedicamento(tx, 'Clonazepam teste 2 mg', 4);
      const fluoxetina = await novoMedicamento(tx, 'Fluoxetina teste 20 mg', 6);
      const talidomida = await novoMedicamento(tx, 'Talidomida teste 100 mg', 8);
      for (const m of [clonazepam, fluoxetina, talidomida]) await estocar(tx, f, m.materialId, 'L', 500);
      return { clonazepam, fluoxetina, talidomida, paciente: await novoPaciente(tx, { sexoId: 1, nascimento: '1996-02-03' }) };
    });
    // a blue-form medicine on a common prescription; a special-control one issued 31 days ago
    // typed as text on a common form, the pharmacist then picks the controlled medicine
    const comum = await receitaExterna(f, d.paciente.id, {
      itens: [{ medicamentoId: null, descricao: 'Fluoxetina 20 mg', quantidade: '30', posologia: 'uso contínuo' }],
    });
    expect(json(await api(f, 'POST', 'receita-externa', { paciente_id: d.paciente.id })).errors).toMatchObject({
      prescritor_nome: expect.any(Array),
      data_emissao: expect.any(Array),
    });
    const registroDiz = await api(f, 'POST', 'receita-externa', {
      paciente_id: d.paciente.id,
      tipo: 1,
      prescritor_nome: 'X',
      prescritor_conselho: 'CRM 1',
      data_emissao: hoje,
      itens: [{ medicamento_id: d.clonazepam.medicamentoId, descricao: 'c', quantidade: '30', posologia: '1 à noite' }],
    });
    expect(json(registroDiz).errors['itens.0.descricao']).toEqual([
      `${d.clonazepam.nome} é medicamento controlado (lista B1) e deve ser prescrito na notificação de receita B (azul).`,
    ]);
    const velha = await receitaExterna(f, d.paciente.id, {
      tipo: 2,
      emissao: somarDias(hoje, -31),
      itens: [{ medicamentoId: d.fluoxetina.medicamentoId, quantidade: '60', posologia: '1 cápsula pela manhã' }],
    });
    const azul = await receitaExterna(f, d.paciente.id, {
      tipo: 3,
      numero: `PE${Date.now()}`.slice(0, 12),
      itens: [{ medicamentoId: d.clonazepam.medicamentoId, quantidade: '90', posologia: '1 comprimido à noite' }],
    });
    const tali = await receitaExterna(f, d.paciente.id, {
      tipo: 2,
      itens: [{ medicamentoId: d.talidomida.medicamentoId, quantidade: '30', posologia: '1 comprimido à noite' }],
    });
    const r = await api(f, 'POST', '', {
      paciente_id: d.paciente.id,
      itens: [
        item(comum.id, comum.itens[0], d.fluoxetina.materialId, 10),
        item(azul.id, azul.itens[0], d.clonazepam.materialId, 90, { unidades_por_dia: 1 }),
        item(tali.id, tali.itens[0], d.talidomida.materialId, 30, { unidades_por_dia: 1, cid: 'J45' }),
      ],
    });
    expect(r.statusCode).toBe(422);
    expect(json(r).errors).toEqual({
      'itens.0.receita_id': [M.formularioErrado(d.fluoxetina.nome, 'C1', 2)],
      'itens.0.unidades_por_dia': [M.semPosologia(d.fluoxetina.nome)],
      'itens.1.quantidade': [M.acimaDoMaximo(d.clonazepam.nome, 'B1', 90, 60)],
      'itens.2.cid': [M.talidomidaCid(await cidsTalidomida(f))],
      'itens.2.termo_responsabilidade': [M.talidomidaTermo],
    });
    const vencida = await api(f, 'POST', '', {
      paciente_id: d.paciente.id,
      itens: [item(velha.id, velha.itens[0], d.fluoxetina.materialId, 30, { unidades_por_dia: 1 })],
    });
    expect(json(vencida).errors['itens.0.receita_id']).toEqual([M.receitaVencida(d.fluoxetina.nome, somarDias(hoje, -31), 30)]);
    // and it is no longer offered (a controlled prescription lasts 30 days); the common one with a text item still is
    const oferecidas = json(await api(f, 'GET', `create/${d.paciente.id}`)).form.receitas.map((x: Record<string, unknown>) => x.id);
    expect(oferecidas).not.toContain(velha.id);
    expect(oferecidas).toContain(comum.id);
    expect(await contar(f, 'farmacia_dispensacao', d.paciente.id)).toBe(0);

    // within the rules: thalidomide for an allowed CID with the term; the prescription is retained and not dispensed twice
    const ok = await api(f, 'POST', '', {
      paciente_id: d.paciente.id,
      itens: [
        item(tali.id, tali.itens[0], d.talidomida.materialId, 30, { unidades_por_dia: 1, cid: 'A30', termo_responsabilidade: 'T-77' }),
      ],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const de = json(await api(f, 'GET', `${json(ok).id}/edit`)).model;
    expect(de.receitas[0]).toMatchObject({ tipo: 2, retida: true });
    expect(de.itens[0]).toMatchObject({ cid: 'A30', termo_responsabilidade: 'T-77' });
    const denovo = await api(f, 'POST', '', {
      paciente_id: d.paciente.id,
      itens: [
        item(tali.id, tali.itens[0], d.talidomida.materialId, 1, { unidades_por_dia: 1, cid: 'A30', termo_responsabilidade: 'T-77' }),
      ],
    });
    expect(json(denovo).errors['itens.0.receita_id']).toEqual([M.receitaRetida(hoje)]);

    const recepcao = await ctx.login('recepcao');
    const proibido = await ctx.app.inject({ method: 'POST', url: '/api/farmacia/dispensacao', headers: recepcao.headers, payload: {} });
    expect(proibido.statusCode).toBe(403);
  });

  it('an early repeat is refused until a pharmacy supervisor authorises it with login and password', async () => {
    const f = await novaFarmacia(ctx);
    const d = await emTenant(ctx.database, f.clienteId, async (tx) => {
      await tx.execute(sql`update farmacia_parametrizacao set exige_supervisor_retirada_antecipada = true`);
      await tx.execute(sql`insert into supervisor (usuario_id, modulo) select id, 'farmacia' from usuario where login = 'farmaceutico'
                           on conflict do nothing`);
      const losartana = await novoMedicamento(tx, 'Losartana cont 50 mg');
      await estocar(tx, f, losartana.materialId, 'LS', 200);
      return { losartana, paciente: await novoPaciente(tx) };
    });
    const rx = await receitaExterna(f, d.paciente.id, {
      itens: [
        { medicamentoId: d.losartana.medicamentoId, quantidade: '30 comprimidos', posologia: '1 comprimido pela manhã', continuo: true },
      ],
    });
    const pedido = (extra: object = {}) => ({
      paciente_id: d.paciente.id,
      itens: [item(rx.id, rx.itens[0], d.losartana.materialId, 30, { unidades_por_dia: 1 })],
      ...extra,
    });
    expect((await api(f, 'POST', '', pedido())).statusCode).toBe(201);
    const cedo = await api(f, 'POST', '', pedido());
    expect(cedo.statusCode).toBe(422);
    expect(json(cedo).errors).toEqual({
      'itens.0.material_id': [M.antecipada(d.losartana.nome, hoje, somarDias(hoje, 30), somarDias(hoje, 30 - (await tolerancia(f))))],
      autorizacao: [M.autorizacaoObrigatoria],
    });
    expect(json(await api(f, 'POST', '', pedido({ autorizacao: { token: 'x', justificativa: 'Viagem' } }))).errors.autorizacao).toEqual([
      M.autorizacaoInvalida,
    ]);
    // the pharmacist is not a supervisor; a wrong password is refused like at the login (on a throw-away supervisor:
    // the failures count towards the login's lock)
    expect(json(await api(f, 'POST', 'supervisor', { login: f.login, senha: 'saude123' })).errors.login).toEqual([M.naoSupervisor]);
    const outro = await criarUsuario(ctx, { comoLogin: 'farmaceutico' });
    const falhou = await api(f, 'POST', 'supervisor', { login: outro, senha: 'errada' });
    expect(json(falhou).errors.senha).toEqual([M.credenciaisInvalidas]);
    const falhas = await emTenant(ctx.database, f.clienteId, (tx) =>
      tx.execute(sql`select falhas from login_falha where login = ${outro}`),
    );
    expect(Number(falhas.rows[0]?.falhas)).toBe(1);
    const aut = await api(f, 'POST', 'supervisor', { login: 'farmaceutico', senha: 'saude123' });
    expect(aut.statusCode, aut.body).toBe(200);
    const ok = await api(f, 'POST', '', pedido({ autorizacao: { token: json(aut).token, justificativa: 'Viagem de 40 dias' } }));
    expect(ok.statusCode, ok.body).toBe(201);
    const model = json(await api(f, 'GET', `${json(ok).id}/edit`)).model;
    expect(model).toMatchObject({ supervisor: 'Marcelo Augusto Falcão', justificativa_antecipada: 'Viagem de 40 dias' });
  });

  it('20 pharmacists dispensing the last 10 units at once: 10 get them, the others the engine’s message, the stock ends at zero', async () => {
    const f = await novaFarmacia(ctx);
    const d = await emTenant(ctx.database, f.clienteId, async (tx) => {
      const dipirona = await novoMedicamento(tx, 'Dipirona concorrente 500 mg');
      const lote = await estocar(tx, f, dipirona.materialId, 'DC', 10);
      const pacientes = [];
      for (let i = 0; i < 20; i++) pacientes.push((await novoPaciente(tx)).id);
      return { dipirona, lote, pacientes };
    });
    const receitas: { id: number; itens: number[] }[] = [];
    for (const p of d.pacientes)
      receitas.push(
        await receitaExterna(f, p, {
          itens: [{ medicamentoId: d.dipirona.medicamentoId, quantidade: '1 comprimido', posologia: '1 comprimido se dor' }],
        }),
      );
    const respostas = await Promise.all(
      d.pacientes.map((p, i) =>
        api(f, 'POST', '', { paciente_id: p, itens: [item(receitas[i].id, receitas[i].itens[0], d.dipirona.materialId, 1)] }),
      ),
    );
    const codigos = respostas.map((r) => r.statusCode).sort();
    expect(codigos.filter((c) => c === 201)).toHaveLength(10);
    expect(codigos.filter((c) => c === 422)).toHaveLength(10);
    for (const r of respostas.filter((x) => x.statusCode === 422))
      expect(json(r).errors['itens.0.quantidade'][0]).toMatch(/^Item 1: .*saldo/i);
    expect(await emTenant(ctx.database, f.clienteId, (tx) => saldo(tx, f.centroCustoId, d.lote.loteId))).toBe(0);
  });
});

const parametro = async (f: FarmaciaDeTeste, coluna: string) =>
  (
    await emTenant(ctx.database, f.clienteId, (tx) =>
      tx.execute(sql`select ${sql.identifier(coluna)} as v from farmacia_parametrizacao limit 1`),
    )
  ).rows[0].v;
const tolerancia = async (f: FarmaciaDeTeste) => Number(await parametro(f, 'tolerancia_retirada_dias'));
const cidsTalidomida = async (f: FarmaciaDeTeste) => (await parametro(f, 'cids_talidomida')) as string[];
