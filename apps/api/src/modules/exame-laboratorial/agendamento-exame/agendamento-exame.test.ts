import { LAB, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { type ExameSolicitado, registrarFonteExamesSolicitados } from '../../../lib/clinico/exames-solicitados.js';
import { agoraLocal } from '../../agenda/index.js';
import { cenario, usuarioCom } from './agendamento-exame.fixtures.js';

let ctx: TestContext;
let admin: Record<string, string>;
let c: Awaited<ReturnType<typeof cenario>>;
let lab: { laboratorioId: number; unidadeId: number; outraUnidadeId: number; exames: { id: number; valor: number; codigo: string }[] };
const AG = '/api/exame-laboratorial/agendamento-exame';
const JOR = '/api/exame-laboratorial/jornada';

// a source of requests of the product for the tests (the outpatient one needs a whole attendance)
const pedidos: ExameSolicitado[] = [];
registrarFonteExamesSolicitados({
  origem: 'teste-lab',
  listar: async (_tx, pacienteId) => pedidos.filter((p) => p.pacienteId === pacienteId),
  obter: async (_tx, id) => pedidos.find((p) => p.id === id) ?? null,
  pendentes: async (_tx, f) => pedidos.filter((p) => p.dataSolicitacao >= f.desde && p.dataSolicitacao <= f.ate),
});

const post = (url: string, payload: Record<string, unknown>, headers = admin) => ctx.app.inject({ method: 'POST', url, headers, payload });
const put = (url: string, payload: Record<string, unknown>, headers = admin) => ctx.app.inject({ method: 'PUT', url, headers, payload });
const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });
const um = async (q: ReturnType<typeof sql>) => c.emOutra(async (tx) => (await tx.execute(q)).rows[0] as Record<string, unknown>);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin', 'outra')).headers;
  c = await cenario(ctx);
  lab = await c.emOutra(async (tx) => {
    const id = async (q: ReturnType<typeof sql>) => Number(((await tx.execute(q)).rows[0] as { id: number }).id);
    const laboratorioId = await id(sql`insert into laboratorio (nome) values (${`Laboratório ${c.sufixo}`}) returning id`);
    const unidades = (await tx.execute(sql`select id from unidade order by id limit 2`)).rows as { id: number }[];
    const codigos = (
      await tx.execute(
        sql`select codigo, valor_sa from procedimento_sigtap where codigo like '0202%' and valor_sa > 0 order by codigo limit 3`,
      )
    ).rows as { codigo: string; valor_sa: string }[];
    const exames = [];
    for (const [i, p] of codigos.entries()) {
      // two blood exams in the same tube share a sample; the third is urine
      const material = i < 2 ? 2 : 4;
      const exameId = await id(sql`
        insert into exame (nome, tipo, procedimento_codigo, material_biologico, prazo_resultado_dias, jejum, jejum_horas, instrucoes_preparo)
        values (${`Exame ${c.sufixo} ${i}`}, 1, ${p.codigo}, ${material}, ${i === 1 ? 5 : 2}, ${i === 0}, ${i === 0 ? 12 : null},
                ${i === 2 ? 'Primeira urina da manhã.' : null}) returning id`);
      await tx.execute(
        sql`insert into lab_exame (exame_id, sigla, setor, recipiente) values (${exameId}, ${`S${c.sufixo}${i}`.slice(0, 12)}, 1, ${i < 2 ? 'Tubo amarelo' : 'Frasco'})`,
      );
      exames.push({ id: exameId, valor: Number(p.valor_sa), codigo: p.codigo });
    }
    return { laboratorioId, unidadeId: Number(unidades[0]?.id), outraUnidadeId: Number(unidades[1]?.id ?? unidades[0]?.id), exames };
  });
});
afterAll(async () => {
  await ctx.close();
});

const jornadaLab = (over: Record<string, unknown> = {}) => ({
  laboratorio_id: lab.laboratorioId,
  unidade_id: lab.unidadeId,
  situacao_id: c.situacaoId,
  dias_semana: [0, 1, 2, 3, 4, 5, 6],
  hora_inicio: '07:00',
  hora_fim: '09:00',
  duracao_minutos: 5,
  vigencia_inicio: somarDias(c.proximo(1), -40),
  vagas: 24,
  ...over,
});
async function novaJornada(over: Record<string, unknown> = {}) {
  const res = await post(JOR, jornadaLab(over));
  expect(res.statusCode, res.body).toBe(201);
  return json(res).id as number;
}
async function novaCota(unidadeId: number, competencia: string, quantidade: number, valorTeto: number | null = null) {
  const res = await post(`${JOR}/cota`, {
    laboratorio_id: lab.laboratorioId,
    unidade_solicitante_id: unidadeId,
    competencia,
    quantidade,
    valor_teto: valorTeto,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data as Record<string, unknown>;
}
/** A unit of the municipality used only by one test, so its quota counts only that test's bookings. */
const unidadeNova = () =>
  c.emOutra(async (tx) => {
    const { rows } = await tx.execute(
      sql`insert into unidade (nome_fantasia) values (${`Unidade ${c.sufixo} ${Math.random().toString(36).slice(2, 6)}`}) returning id`,
    );
    return Number((rows[0] as { id: number }).id);
  });
const pedido = (pacienteId: number, jornadaId: number, data: string, hora: string, over: Record<string, unknown> = {}) => ({
  paciente_id: pacienteId,
  jornada_id: jornadaId,
  data,
  hora,
  unidade_solicitante_id: lab.unidadeId,
  solicitante_nome: 'Dra. Maria do Papel',
  exames: lab.exames.map((e) => ({ exame_id: e.id })),
  ...over,
});

describe('exame-laboratorial/jornada', () => {
  it('creates collection agendas on the engine, refuses bad input in pt-BR and lists only the module’s agendas', async () => {
    const demais = await post(JOR, jornadaLab({ vagas: 100 }));
    expect(demais.statusCode).toBe(422);
    expect(json(demais).errors.vagas).toEqual(['As vagas (100) ultrapassam os horários do dia (24).']);
    const semLab = await post(JOR, jornadaLab({ laboratorio_id: 999_999 }));
    expect(json(semLab).errors.laboratorio_id).toEqual(['Laboratório não encontrado.']);
    const id = await novaJornada();
    const linha = await um(sql`select modulo, recurso_tipo, recurso_id, vagas_primeira_vez from jornada where id = ${id}`);
    expect(linha).toMatchObject({ modulo: 'exame-laboratorial', recurso_tipo: 5, recurso_id: lab.laboratorioId, vagas_primeira_vez: 24 });
    const edit = await get(`${JOR}/${id}/edit`);
    expect(json(edit).model).toMatchObject({ laboratorio_id: lab.laboratorioId, vagas: 24 });
    const alterada = await put(`${JOR}/${id}`, jornadaLab({ vagas: 20 }));
    expect(alterada.statusCode, alterada.body).toBe(200);
    expect(json(alterada).vagas).toBe(20);
    const lista = json(await get(`${JOR}/datatable?length=100&search[value]=${encodeURIComponent(`Laboratório ${c.sufixo}`)}`));
    expect(lista.data.map((r: { id: number }) => r.id)).toContain(id);
    const outra = json(await get(`${JOR}/datatable?length=500`));
    const ambulatorio = await c.emOutra(
      async (tx) => (await tx.execute(sql`select id from jornada where modulo <> 'exame-laboratorial'`)).rows,
    );
    const ids = new Set(outra.data.map((r: { id: number }) => r.id));
    expect(ambulatorio.some((r) => ids.has(Number(r.id)))).toBe(false);
    // an outpatient agenda is not editable here
    if (ambulatorio[0]) expect((await get(`${JOR}/${ambulatorio[0].id}/edit`)).statusCode).toBe(404);
  });

  it('keeps one quota per unit, laboratory and month', async () => {
    const unidade = await unidadeNova();
    await novaCota(unidade, '2031-03', 10, 500);
    const repetida = await post(`${JOR}/cota`, {
      laboratorio_id: lab.laboratorioId,
      unidade_solicitante_id: unidade,
      competencia: '2031-03',
      quantidade: 3,
    });
    expect(repetida.statusCode).toBe(422);
    expect(json(repetida).errors.competencia).toEqual(['Já existe cota desta unidade neste laboratório e mês. Altere a existente.']);
    const mes = await post(`${JOR}/cota`, {
      laboratorio_id: lab.laboratorioId,
      unidade_solicitante_id: unidade,
      competencia: '2031-13',
      quantidade: 3,
    });
    expect(json(mes).errors.competencia).toEqual(['Informe o mês no formato AAAA-MM.']);
  });
});

describe('exame-laboratorial/agendamento-exame', () => {
  it('books typed exams in one slot: samples by material and tube, SIGTAP values, delivery date, quota consumption and the slip', async () => {
    const jornadaId = await novaJornada();
    const data = c.proximo(3, 5);
    const unidade = await unidadeNova();
    await novaCota(unidade, data.slice(0, 7), 10, 10_000);
    const vagas = json(
      await get(`${AG}/sugestao?laboratorio_id=${lab.laboratorioId}&jornada_id=${jornadaId}&data_inicial=${data}&limite=3`),
    );
    expect(vagas.data[0]).toMatchObject({ jornada_id: jornadaId, data, hora: '07:00:00', recurso_nome: `Laboratório ${c.sufixo}` });
    const pacienteId = await c.paciente();
    const res = await post(AG, pedido(pacienteId, jornadaId, data, '07:00:00', { unidade_solicitante_id: unidade }));
    expect(res.statusCode, res.body).toBe(201);
    const d = json(res).data;
    expect(d.itens).toHaveLength(3);
    expect(d.amostras).toHaveLength(2);
    expect(d.amostras.map((a: { material_biologico: number }) => a.material_biologico).sort()).toEqual([2, 4]);
    expect(d.itens.map((i: { valor: number }) => i.valor)).toEqual(lab.exames.map((e) => e.valor));
    expect(d.itens[0].preparo).toBe('Jejum de 12 horas.');
    expect(d.data_entrega).toBe(somarDias(data, 5));
    expect(d.numero).toBeGreaterThan(0);
    const total = Math.round(lab.exames.reduce((s, e) => s + e.valor, 0) * 100) / 100;
    const cotas = json(await get(`${JOR}/cota?laboratorio_id=${lab.laboratorioId}&competencia=${data.slice(0, 7)}`)).data;
    expect(cotas.find((x: { unidade_solicitante_id: number }) => x.unidade_solicitante_id === unidade)).toMatchObject({
      quantidade_usada: 3,
      valor_usado: total,
    });
    const pdf = await get(`/impressao/exame-laboratorial/agendamento-exame/${d.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // the slot is taken: the engine refuses the same time
    const outra = await post(AG, pedido(await c.paciente(), jornadaId, data, '07:00:00'));
    expect(outra.statusCode).toBe(422);
    // one exam cancelled frees its quota; the last one cancels the scheduling and the slot
    const ex = d.itens[2].id;
    const semMotivo = await put(`${AG}/cancel-exame/${ex}`, {});
    expect(semMotivo.statusCode).toBe(422);
    const c1 = await put(`${AG}/cancel-exame/${ex}`, { motivo: 'Solicitação em duplicidade' });
    expect(c1.statusCode, c1.body).toBe(200);
    expect(json(c1).data.itens[2]).toMatchObject({ situacao: 7, motivo_cancelamento: 'Solicitação em duplicidade' });
    expect(json(c1).data.status).toBe(1);
    const usado = json(await get(`${JOR}/cota?laboratorio_id=${lab.laboratorioId}&competencia=${data.slice(0, 7)}`)).data.find(
      (x: { unidade_solicitante_id: number }) => x.unidade_solicitante_id === unidade,
    );
    expect(usado.quantidade_usada).toBe(2);
    const todo = await put(`${AG}/cancel/${d.id}`, { motivo: 'Paciente desistiu' });
    expect(todo.statusCode, todo.body).toBe(200);
    expect(json(todo).data).toMatchObject({ status: 5, exames: 0 });
    const livre = await post(AG, pedido(await c.paciente(), jornadaId, data, '07:00:00'));
    expect(livre.statusCode, livre.body).toBe(201);
  });

  it('refuses beyond the quota and beyond the financial ceiling with pt-BR messages, writing nothing', async () => {
    const jornadaId = await novaJornada();
    const data = c.proximo(4, 5);
    const unidade = await unidadeNova();
    await novaCota(unidade, data.slice(0, 7), 2, null);
    const pacienteId = await c.paciente();
    const res = await post(AG, pedido(pacienteId, jornadaId, data, '07:05:00', { unidade_solicitante_id: unidade }));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.unidade_solicitante_id[0]).toMatch(
      /^Cota da unidade solicitante esgotada para \d{2}\/\d{4}: 2 exames, 2 restante\(s\), 3 pedido\(s\)\.$/,
    );
    const teto = await unidadeNova();
    await novaCota(teto, data.slice(0, 7), 100, 0.01);
    const caro = await post(AG, pedido(pacienteId, jornadaId, data, '07:05:00', { unidade_solicitante_id: teto }));
    expect(caro.statusCode).toBe(422);
    expect(json(caro).errors.unidade_solicitante_id[0]).toMatch(/^Teto financeiro da unidade solicitante excedido/);
    const escritos = await um(sql`
      select (select count(*)::int from lab_agendamento where paciente_id = ${pacienteId}) as lab,
             (select count(*)::int from agendamento where paciente_id = ${pacienteId}) as agenda`);
    expect(escritos).toEqual({ lab: 0, agenda: 0 });
    const semExame = await post(AG, pedido(pacienteId, jornadaId, data, '07:05:00', { exames: [], solicitante_nome: null }));
    expect(json(semExame).errors).toMatchObject({
      exames: ['Inclua ao menos um exame.'],
      solicitante_nome: ['Informe o profissional solicitante.'],
    });
  });

  it('20 simultaneous bookings against a quota of 5 exams over four agendas: exactly 5 are accepted', async () => {
    const jornadas = [await novaJornada(), await novaJornada(), await novaJornada(), await novaJornada()];
    const data = c.proximo(5, 5);
    const unidade = await unidadeNova();
    await novaCota(unidade, data.slice(0, 7), 5, null);
    const pacientes = await Promise.all(Array.from({ length: 20 }, () => c.paciente()));
    const resultados = await Promise.all(
      pacientes.map((p, i) =>
        post(
          AG,
          pedido(p, jornadas[i % 4] as number, data, `07:${String(5 * Math.floor(i / 4)).padStart(2, '0')}:00`, {
            unidade_solicitante_id: unidade,
            exames: [{ exame_id: lab.exames[0]?.id }],
          }),
        ),
      ),
    );
    expect(resultados.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const recusas = resultados.filter((r) => r.statusCode !== 201);
    expect(new Set(recusas.map((r) => r.statusCode))).toEqual(new Set([422]));
    for (const r of recusas) expect(json(r).errors.unidade_solicitante_id[0]).toMatch(/^Cota da unidade solicitante esgotada/);
    const n = await um(sql`select count(*)::int as n from lab_agendamento where unidade_solicitante_id = ${unidade}`);
    expect(n.n).toBe(5);
  });

  it('lists a patient’s pending requests of the product and schedules each one once', async () => {
    const jornadaId = await novaJornada();
    const data = c.proximo(2, 5);
    const pacienteId = await c.paciente();
    const exame = lab.exames[1] as { id: number; codigo: string };
    pedidos.push({
      origem: 'teste-lab',
      id: 900_000 + pacienteId,
      pacienteId,
      exameId: exame.id,
      exameNome: 'Exame pedido',
      exameTipo: 1,
      procedimentoCodigo: exame.codigo,
      dataSolicitacao: somarDias(agoraLocal().hoje, -3),
      solicitanteId: c.profissionalId,
      solicitanteNome: 'Dr. Teste',
      unidadeId: lab.unidadeId,
      unidadeNome: 'Unidade',
      atendimentoId: 77,
    });
    const antes = json(await get(`${AG}/paciente/${pacienteId}`));
    expect(antes.solicitacoes.map((s: { id: number }) => s.id)).toEqual([900_000 + pacienteId]);
    // the desk's list of requests waiting shows it with the patient's name
    const aguardando = json(await get(`${AG}/pendentes`)).data.filter((p: { id: number }) => p.id === 900_000 + pacienteId);
    expect(aguardando).toHaveLength(1);
    expect(aguardando[0].paciente_id).toBe(pacienteId);
    expect(aguardando[0].paciente_nome).not.toBe('');
    const item = { exame_id: exame.id, solicitacao_origem: 'teste-lab', solicitacao_id: 900_000 + pacienteId };
    const res = await post(
      AG,
      pedido(pacienteId, jornadaId, data, '07:10:00', {
        exames: [item],
        solicitante_nome: null,
        profissional_solicitante_id: c.profissionalId,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data.origem).toBe('teste-lab');
    const depois = json(await get(`${AG}/paciente/${pacienteId}`));
    expect(depois.solicitacoes).toEqual([]);
    expect(json(await get(`${AG}/pendentes`)).data.some((p: { id: number }) => p.id === 900_000 + pacienteId)).toBe(false);
    expect(depois.agendamentos).toHaveLength(1);
    const denovo = await post(AG, pedido(pacienteId, jornadaId, data, '07:15:00', { exames: [item] }));
    expect(denovo.statusCode).toBe(422);
    expect(json(denovo).errors.exames).toEqual(['Exame pedido: esta solicitação já foi agendada.']);
    const deOutro = await post(AG, pedido(await c.paciente(), jornadaId, data, '07:15:00', { exames: [item] }));
    expect(json(deOutro).errors.exames).toEqual(['Solicitação de exame não encontrada para este paciente.']);
  });

  it('books a past date only through the retroactive route, with its own permission', async () => {
    const jornadaId = await novaJornada();
    const ontem = somarDias(c.proximo(0, 0), -7);
    const pacienteId = await c.paciente();
    const normal = await post(AG, pedido(pacienteId, jornadaId, ontem, '07:20:00'));
    expect(normal.statusCode).toBe(422);
    const vagas = json(
      await get(
        `/api/exame-laboratorial/agendamento-exame-retroativo/sugestao?laboratorio_id=${lab.laboratorioId}&jornada_id=${jornadaId}&data_inicial=${ontem}&limite=2`,
      ),
    );
    expect(vagas.data[0]).toMatchObject({ data: ontem, hora: '07:00:00' });
    const retro = await post('/api/exame-laboratorial/agendamento-exame-retroativo', pedido(pacienteId, jornadaId, ontem, '07:20:00'));
    expect(retro.statusCode, retro.body).toBe(201);
    expect(json(retro).data.retroativo).toBe(true);
    const lista = json(await get(`${AG}/datatable?retroativo=1&paciente_id=${pacienteId}`));
    expect(lista.data.map((r: { id: number }) => r.id)).toEqual([json(retro).data.id]);
    const sem = await usuarioCom(ctx, [LAB.agendamentoVer, LAB.agendamentoCadastrar]);
    const negado = await ctx.app.inject({
      method: 'POST',
      url: '/api/exame-laboratorial/agendamento-exame-retroativo',
      headers: sem,
      payload: {},
    });
    expect(negado.statusCode).toBe(403);
  });
});

describe('demo', () => {
  it('the scheduler sees the municipal laboratory’s week of schedulings and this month’s quotas with their use', async () => {
    const agenda = (await ctx.login('agenda')).headers;
    const { hoje } = agoraLocal();
    const lista = json(await get(`${AG}/datatable?length=100&data_inicio=${somarDias(hoje, -10)}&data_fim=${somarDias(hoje, 10)}`, agenda));
    expect(lista.records_total, JSON.stringify(lista).slice(0, 300)).toBeGreaterThanOrEqual(30);
    const um = lista.data[0];
    const d = json(await get(`${AG}/${um.id}`, agenda)).data;
    expect(d.itens.length).toBeGreaterThan(0);
    expect(d.amostras.length).toBeGreaterThan(0);
    const cotas = json(await get(`${JOR}/cota?competencia=${hoje.slice(0, 7)}`, agenda)).data;
    expect(cotas.length).toBeGreaterThanOrEqual(3);
    expect(cotas.some((x: { quantidade_usada: number }) => x.quantidade_usada > 0)).toBe(true);
  });
});
