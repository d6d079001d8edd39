import { RELATORIOS_TRANSPORTE, RELATORIOS_TRANSPORTE_NOMES, SITUACAO_AGENDAMENTO_TRANSPORTE as SA } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { type Tx, withTenant } from '../../../db/client.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';

let ctx: TestContext;
let headers: Record<string, string>;
let inicio: string;
let fim: string;
let dias: [string, string, string];
let s: {
  sufixo: string;
  destA: number;
  destB: number;
  veic1: number;
  veic2: number;
  cond1: number;
  cond2: number;
  m1: number;
  t1: number;
  t4: number;
  numeroT4: string;
  proc: { codigo: string; nome: string; valor: number };
  nomes: { transporte: string; coordenador: string; veic1: string; veic2: string; cond1: string; cond2: string };
};

const um = async (tx: Tx, q: SQL) => (await tx.execute(q)).rows[0] as Record<string, unknown>;
const id = async (tx: Tx, q: SQL) => Number((await um(tx, q)).id);

/**
 * A scenario of its own on three days far in the future (no other suite's trips fall there): two destinations
 * (Recife, Caruaru), two vehicles (11 and 4 places), two drivers, reason M1 tied to a SIGTAP procedure and M2 without.
 * Closed trips: T1 day 1 Recife veic1 cond1 (460 km, R$ 300 + 40 + 60 = 400), T2 day 1 Caruaru veic2 cond2 (200 km,
 * R$ 120 + 0 + 30 = 150), T3 day 2 Recife veic1 cond2 (460 km, R$ 290 + 40 + 20 = 350); T4 day 3 Recife veic2 cond1
 * still open. Bookings: T1 b1 (M1, two companions boarded), b2 (M1), b3 (M2, one companion, the patient missed it);
 * T2 b4 (M2, one companion boarded); T3 b5 (M1, one companion, boarding not marked), b6 (M1); T4 b8 (M1, placed);
 * b7 (M1, day 1, Recife) cancelled. b1, b2, b5, b6, b7 booked by `transporte`, the rest by `coordenador`.
 * So the closed trips carried 5 patients + 4 companions = 9 passengers for R$ 900: R$ 100 per passenger; 1,120 km.
 */
beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.login('coordenador')).headers;
  const { rows } = await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`);
  await withTenant(ctx.database.db, { clienteId: Number(rows[0]?.id) }, async (tx) => {
    const sufixo = Math.random().toString(36).slice(2, 8).toUpperCase();
    const d0 = String((await um(tx, sql`select (date '2080-01-01' + ${Math.floor(Math.random() * 6000)}::int)::text as d`)).d);
    const dia = async (n: number) => String((await um(tx, sql`select (${d0}::date + ${n}::int)::text as d`)).d);
    dias = [d0, await dia(1), await dia(2)];
    const transporte = Number((await um(tx, sql`select id from usuario where login = 'transporte'`)).id);
    const coordenador = Number((await um(tx, sql`select id from usuario where login = 'coordenador'`)).id);
    const destA = await id(
      tx,
      sql`insert into tp_destino (nome, municipio_id, distancia_km) values (${`Recife REL ${sufixo}`}, 2611606, 230) returning id`,
    );
    const destB = await id(
      tx,
      sql`insert into tp_destino (nome, municipio_id, distancia_km) values (${`Caruaru REL ${sufixo}`}, 2604106, 100) returning id`,
    );
    const letras = sufixo
      .replace(/[^A-Z]/g, 'X')
      .padEnd(3, 'X')
      .slice(0, 3);
    const veiculo = (n: number, lugares: number, cadeirante: number) =>
      id(
        tx,
        sql`insert into tp_veiculo (placa, tipo, descricao, lugares, lugares_cadeirante)
            values (${`${letras}${n}${'ABCDEFGHIJ'[Math.floor(Math.random() * 10)]}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`},
                    2, ${`Van REL ${sufixo} ${n}`}, ${lugares}, ${cadeirante}) returning id`,
      );
    const veic1 = await veiculo(1, 10, 1);
    const veic2 = await veiculo(2, 4, 0);
    const condutor = (n: number) =>
      id(
        tx,
        sql`insert into tp_condutor (nome, cnh_numero, cnh_categoria, cnh_validade)
            values (${`MOTORISTA REL ${sufixo} ${n}`}, ${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}, 'D', '2199-12-31') returning id`,
      );
    const cond1 = await condutor(1);
    const cond2 = await condutor(2);
    const p = await um(
      tx,
      sql`select codigo, nome, valor_sa::float8 as valor from procedimento_sigtap where valor_sa > 0
           order by (codigo like '0803%') desc, codigo limit 1`,
    );
    const proc = { codigo: String(p.codigo), nome: String(p.nome), valor: Number(p.valor) };
    const m1 = await id(
      tx,
      sql`insert into tp_motivo (nome, procedimento_codigo) values (${`TFD REL ${sufixo}`}, ${proc.codigo}) returning id`,
    );
    const m2 = await id(tx, sql`insert into tp_motivo (nome) values (${`Outro REL ${sufixo}`}) returning id`);
    const viagem = (o: {
      dia: string;
      destino: number;
      veiculo: number;
      condutor: number;
      km?: [number, number];
      custos?: [litros: number, combustivel: number, pedagio: number, outras: number];
      horario?: string;
    }) =>
      id(
        tx,
        sql`insert into tp_viagem (numero, data, horario_saida, destino_id, veiculo_id, condutor_id, situacao, km_saida, km_chegada,
                                   combustivel_litros, combustivel_valor, pedagio_valor, outras_despesas, montada_por)
            values (${900_000_000 + Math.floor(Math.random() * 99_000_000)}, ${o.dia}, ${o.horario ?? '04:30'}, ${o.destino}, ${o.veiculo}, ${o.condutor},
                    ${o.km ? 2 : 1}, ${o.km?.[0] ?? null}, ${o.km?.[1] ?? null}, ${o.custos?.[0] ?? null}, ${o.custos?.[1] ?? null},
                    ${o.custos?.[2] ?? null}, ${o.custos?.[3] ?? null}, ${coordenador}) returning id`,
      );
    const t1 = await viagem({ dia: d0, destino: destA, veiculo: veic1, condutor: cond1, km: [1000, 1460], custos: [50, 300, 40, 60] });
    const t2 = await viagem({ dia: d0, destino: destB, veiculo: veic2, condutor: cond2, km: [5000, 5200], custos: [20, 120, 0, 30] });
    const t3 = await viagem({ dia: dias[1], destino: destA, veiculo: veic1, condutor: cond2, km: [1460, 1920], custos: [48, 290, 40, 20] });
    const t4 = await viagem({ dia: dias[2], destino: destA, veiculo: veic2, condutor: cond1, horario: '06:15' });
    let n = 0;
    const agendamento = async (o: {
      dia: string;
      destino: number;
      motivo: number;
      usuario: number;
      situacao: number;
      viagem: number | null;
      acompanhantes?: (boolean | null)[];
    }) => {
      n++;
      const paciente = await id(tx, sql`insert into cidadao (nome) values (${`PACIENTE REL ${sufixo} ${n}`}) returning id`);
      const ag = await id(
        tx,
        sql`insert into tp_agendamento (numero, paciente_id, data, destino_id, motivo_id, situacao, viagem_id, usuario_id)
            values (${900_000_000 + Math.floor(Math.random() * 99_000_000)}, ${paciente}, ${o.dia}, ${o.destino}, ${o.motivo}, ${o.situacao},
                    ${o.viagem}, ${o.usuario}) returning id`,
      );
      for (const [i, embarcou] of (o.acompanhantes ?? []).entries())
        await tx.execute(
          sql`insert into tp_acompanhante (agendamento_id, ordem, nome, relacao, embarcou)
              values (${ag}, ${i + 1}, ${`ACOMPANHANTE REL ${sufixo} ${n}.${i + 1}`}, 'Mãe', ${embarcou})`,
        );
    };
    const T = transporte;
    const C = coordenador;
    await agendamento({ dia: d0, destino: destA, motivo: m1, usuario: T, situacao: SA.embarcou, viagem: t1, acompanhantes: [true, true] });
    await agendamento({ dia: d0, destino: destA, motivo: m1, usuario: T, situacao: SA.embarcou, viagem: t1 });
    await agendamento({ dia: d0, destino: destA, motivo: m2, usuario: C, situacao: SA.faltou, viagem: t1, acompanhantes: [false] });
    await agendamento({ dia: d0, destino: destB, motivo: m2, usuario: C, situacao: SA.embarcou, viagem: t2, acompanhantes: [true] });
    await agendamento({ dia: dias[1], destino: destA, motivo: m1, usuario: T, situacao: SA.embarcou, viagem: t3, acompanhantes: [null] });
    await agendamento({ dia: dias[1], destino: destA, motivo: m1, usuario: T, situacao: SA.embarcou, viagem: t3 });
    await agendamento({ dia: d0, destino: destA, motivo: m1, usuario: T, situacao: SA.cancelado, viagem: null });
    await agendamento({ dia: dias[2], destino: destA, motivo: m1, usuario: C, situacao: SA.alocado, viagem: t4 });
    const placa = async (v: number) =>
      String((await um(tx, sql`select placa || ' — ' || descricao as x from tp_veiculo where id = ${v}`)).x);
    s = {
      sufixo,
      destA,
      destB,
      veic1,
      veic2,
      cond1,
      cond2,
      m1,
      t1,
      t4,
      numeroT4: String((await um(tx, sql`select numero from tp_viagem where id = ${t4}`)).numero),
      proc,
      nomes: {
        transporte: await lerNomeDoUsuario(tx, transporte),
        coordenador: await lerNomeDoUsuario(tx, coordenador),
        veic1: await placa(veic1),
        veic2: await placa(veic2),
        cond1: `MOTORISTA REL ${sufixo} 1`,
        cond2: `MOTORISTA REL ${sufixo} 2`,
      },
    };
  });
  inicio = dias[0];
  fim = dias[2];
}, 240_000);
afterAll(() => ctx.close());

type Resposta = { data: Record<string, unknown>[]; totais?: Record<string, number> };
const lista = async (rel: string, q: Record<string, string | number> = {}, h = headers): Promise<Resposta> => {
  const qs = new URLSearchParams(
    Object.entries({ start: 0, length: 100, data_inicio: inicio, data_fim: fim, ...q }).map(([k, v]) => [k, String(v)]),
  );
  const res = await ctx.app.inject({ method: 'GET', url: `/api/transporte-paciente/${rel}/list?${qs}`, headers: h });
  expect(res.statusCode, res.body).toBe(200);
  return json(res) as Resposta;
};
const porChave = (r: Resposta, chave: string) => Object.fromEntries(r.data.map((l) => [String(l[chave]), l]));

describe('transporte-paciente reports', () => {
  it('declares the nine reports of the spec, in the menu order', () => {
    expect(RELATORIOS_TRANSPORTE.map((r) => r.relatorio)).toEqual(Object.keys(RELATORIOS_TRANSPORTE_NOMES));
    expect(RELATORIOS_TRANSPORTE[0]?.path).toBe('/transporte-paciente/relatorio-agendador/index');
  });

  it('relatorio-prestacao-conta: closed trips only — km, costs, cost per passenger and the TFD procedures', async () => {
    const r = await lista('relatorio-prestacao-conta');
    const it = porChave(r, 'item');
    expect(it['1.01']).toMatchObject({ descricao: 'Viagens fechadas', quantidade: 3 });
    expect(it['1.02']?.quantidade).toBe(5);
    expect(it['1.03']?.quantidade).toBe(4);
    expect(it['1.04']?.quantidade).toBe(9);
    expect(it['1.05']?.quantidade).toBe(1120);
    expect(it['1.06']?.quantidade).toBe(118);
    expect(it['1.07']).toBeUndefined();
    expect(it['2.01']?.valor).toBe(710);
    expect(it['2.02']?.valor).toBe(80);
    expect(it['2.03']?.valor).toBe(110);
    expect(it['2.04']?.valor).toBe(900);
    expect(it['2.05']).toMatchObject({ quantidade: 9, valor_unitario: 100 });
    expect(it['2.06']).toMatchObject({ quantidade: 1120, valor_unitario: 0.8 });
    expect(it['3.01']).toMatchObject({
      descricao: `${s.proc.codigo} – ${s.proc.nome}`,
      quantidade: 4,
      valor_unitario: s.proc.valor,
      valor: Math.round(4 * s.proc.valor * 100) / 100,
    });
    expect(it['3.02']).toMatchObject({ descricao: 'Total dos procedimentos de TFD', valor: Math.round(4 * s.proc.valor * 100) / 100 });
    expect(r.data.map((l) => l.secao)).toContain('3. Procedimentos de TFD (SIGTAP)');
    // a filter by vehicle: veic2 closed only T2 (1 patient + 1 companion, R$ 150)
    const v2 = porChave(await lista('relatorio-prestacao-conta', { veiculo_id: s.veic2 }), 'item');
    expect(v2['1.01']?.quantidade).toBe(1);
    expect(v2['2.05']).toMatchObject({ quantidade: 2, valor_unitario: 75 });
    expect(RELATORIOS_TRANSPORTE.at(-1)?.descricao).toContain('Somente viagens fechadas');
  });

  it('relatorio-agendador: bookings per user who booked', async () => {
    const r = porChave(await lista('relatorio-agendador', { destino_id: s.destA }), 'agendador');
    expect(r[s.nomes.transporte]).toMatchObject({ agendamentos: 5, cancelados: 1, pacientes: 4, acompanhantes: 3, faltas: 0 });
    expect(r[s.nomes.coordenador]).toMatchObject({ agendamentos: 2, cancelados: 0, pacientes: 1, acompanhantes: 0, faltas: 1 });
    const todos = porChave(await lista('relatorio-agendador'), 'agendador');
    expect(todos[s.nomes.coordenador]).toMatchObject({ agendamentos: 3, pacientes: 2, acompanhantes: 1, faltas: 1 });
  });

  it('relatorio-viagem: each trip with its passengers, who boarded and who missed it, the companions', async () => {
    const r = await lista('relatorio-viagem');
    expect(r.data).toHaveLength(7);
    expect(r.totais).toEqual({ embarcou: 5, faltou: 1, acompanhantes: 4 });
    const faltou = r.data.find((l) => l.faltou === 1);
    expect(faltou).toMatchObject({ situacao: 'Faltou', acompanhantes: 0 });
    expect(String(faltou?.acompanhantes_nomes)).toContain('– faltou');
    expect(String(faltou?.viagem)).toContain(`Recife REL ${s.sufixo}`);
    expect((await lista('relatorio-viagem', { veiculo_id: s.veic2 })).data).toHaveLength(2);
  });

  it('relatorio-estatistico: per city and reason, with the share of the offered places', async () => {
    const r = await lista('relatorio-estatistico');
    const recife = r.data.filter((l) => l.municipio === 'Recife/PE');
    expect(recife).toContainEqual(
      expect.objectContaining({
        motivo: `TFD REL ${s.sufixo}`,
        agendamentos: 5,
        pacientes: 5,
        acompanhantes: 3,
        faltas: 0,
        ocupacao: 30.8,
      }),
    );
    expect(recife).toContainEqual(
      expect.objectContaining({ motivo: `Outro REL ${s.sufixo}`, agendamentos: 1, pacientes: 0, faltas: 1, ocupacao: 0 }),
    );
    expect(r.data.find((l) => l.municipio === 'Caruaru/PE')).toMatchObject({ pacientes: 1, acompanhantes: 1, ocupacao: 50 });
  });

  it('relatorio-quantitativo: counts by the fields chosen', async () => {
    const r = await lista('relatorio-quantitativo', { campo1: 'motivo', campo2: 'tipo' });
    expect(porChave(r, 'grupo')[`TFD REL ${s.sufixo}`]).toMatchObject({
      subgrupo: 'Sentado',
      agendamentos: 5,
      pacientes: 5,
      acompanhantes: 3,
      faltas: 0,
      cancelados: 1,
    });
    expect(porChave(r, 'grupo')[`Outro REL ${s.sufixo}`]).toMatchObject({ agendamentos: 2, pacientes: 1, acompanhantes: 1, faltas: 1 });
    const padrao = porChave(await lista('relatorio-quantitativo'), 'grupo');
    expect(padrao[`Recife REL ${s.sufixo}`]).toMatchObject({ subgrupo: null, agendamentos: 6, cancelados: 1 });
    const invalido = await ctx.app.inject({
      method: 'GET',
      url: `/api/transporte-paciente/relatorio-quantitativo/list?data_inicio=${inicio}&data_fim=${fim}&campo1=altura`,
      headers,
    });
    expect(invalido.statusCode).toBe(422);
    expect(json(invalido).errors.campo1).toEqual(['Agrupar por é inválido']);
  });

  it('relatorio-viagem-veiculo and relatorio-viagem-motorista: trips, km and passengers', async () => {
    const v = porChave(await lista('relatorio-viagem-veiculo'), 'veiculo');
    expect(v[s.nomes.veic1]).toMatchObject({
      tipo: 'Van',
      viagens: 2,
      fechadas: 2,
      km: 920,
      pacientes: 4,
      acompanhantes: 3,
      ocupacao: 31.8,
    });
    expect(v[s.nomes.veic2]).toMatchObject({ viagens: 2, fechadas: 1, km: 200, pacientes: 2, acompanhantes: 1, ocupacao: 37.5 });
    const m = porChave(await lista('relatorio-viagem-motorista'), 'motorista');
    expect(m[s.nomes.cond1]).toMatchObject({ viagens: 2, fechadas: 1, km: 460, pacientes: 3, acompanhantes: 2 });
    expect(m[s.nomes.cond2]).toMatchObject({ viagens: 2, fechadas: 2, km: 660, pacientes: 3, acompanhantes: 2 });
  });

  it('relatorio-viagem-geral and relatorio-viagem-data: every trip and the days', async () => {
    const g = await lista('relatorio-viagem-geral');
    expect(g.data).toHaveLength(4);
    expect(g.totais).toMatchObject({ pacientes: 6, acompanhantes: 4, faltas: 1, km: 1120, custo: 900 });
    expect(g.data.find((l) => l.situacao === 'Aberta')).toMatchObject({ data: dias[2], km: 0, custo: 0, pacientes: 1 });
    const d = porChave(await lista('relatorio-viagem-data'), 'data');
    expect(d[dias[0]]).toMatchObject({ viagens: 2, veiculos: 2, pacientes: 3, acompanhantes: 3, faltas: 1, km: 660 });
    expect(d[dias[1]]).toMatchObject({ viagens: 1, veiculos: 1, pacientes: 2, acompanhantes: 1, faltas: 0, km: 460 });
    expect(d[dias[2]]).toMatchObject({ viagens: 1, pacientes: 1, km: 0 });
  });

  it('the period is required; the clerk sees only relatorio-agendador; autocompletes; PDF and export', async () => {
    const sem = await ctx.app.inject({ method: 'GET', url: '/api/transporte-paciente/relatorio-prestacao-conta/list', headers });
    expect(sem.statusCode).toBe(422);
    expect(Object.keys(json(sem).errors)).toEqual(expect.arrayContaining(['data_inicio', 'data_fim']));

    const clerk = (await ctx.login('transporte')).headers;
    for (const r of RELATORIOS_TRANSPORTE) {
      const res = await ctx.app.inject({ method: 'GET', url: `${r.listPath}?data_inicio=${inicio}&data_fim=${fim}`, headers: clerk });
      expect(res.statusCode, r.relatorio).toBe(r.relatorio === 'relatorio-agendador' ? 200 : 403);
    }
    const farmacia = (await ctx.login('farmacia')).headers;
    expect((await ctx.app.inject({ method: 'GET', url: RELATORIOS_TRANSPORTE[0]?.listPath ?? '', headers: farmacia })).statusCode).toBe(
      403,
    );
    const semPerm = await ctx.app.inject({
      method: 'GET',
      url: '/api/transporte-paciente/relatorio/destino/autocomplete',
      headers: farmacia,
    });
    expect(semPerm.statusCode).toBe(403);
    const auto = await ctx.app.inject({
      method: 'GET',
      url: `/api/transporte-paciente/relatorio/motorista/autocomplete?search[value]=${encodeURIComponent(s.nomes.cond1)}`,
      headers: clerk,
    });
    expect(auto.statusCode, auto.body).toBe(200);
    expect(json(auto).data).toContainEqual({ id: s.cond1, label: s.nomes.cond1 });

    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/impressao/transporte-paciente/relatorio-prestacao-conta?data_inicio=${inicio}&data_fim=${fim}&destino_id=${s.destA}`,
      headers,
    });
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/exportacao/transporte-paciente/relatorio-prestacao-conta?data_inicio=${inicio}&data_fim=${fim}&formato=csv`,
      headers,
    });
    expect(csv.statusCode, csv.body.slice(0, 300)).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Custo por passageiro');
    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: `/exportacao/transporte-paciente/relatorio-viagem-geral?data_inicio=${inicio}&data_fim=${fim}`,
      headers,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('the departure time, trip situation and single-trip lookups, and the horario and viagem filters', async () => {
    const auto = (nome: string, termo = '', h = headers) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/transporte-paciente/relatorio/${nome}/autocomplete?search[value]=${encodeURIComponent(termo)}`,
        headers: h,
      });
    const horarios = await auto('horario', '06:1');
    expect(horarios.statusCode, horarios.body).toBe(200);
    expect(json(horarios).data).toContainEqual({ id: 375, label: '06:15' });
    expect(json(await auto('status', 'fech')).data).toEqual([{ id: 2, label: 'Fechada' }]);
    const numero = s.numeroT4;
    const viagens = await auto('viagem', numero);
    expect(viagens.statusCode, viagens.body).toBe(200);
    expect(json(viagens).data.map((v: { id: number }) => v.id)).toEqual([s.t4]);
    expect(json(viagens).data[0].label).toContain(`Nº ${numero}`);
    expect(json(viagens).data[0].label).toContain('06:15');
    const farmacia = (await ctx.login('farmacia')).headers;
    for (const nome of ['horario', 'status', 'viagem']) expect((await auto(nome, '', farmacia)).statusCode, nome).toBe(403);
    expect((await auto('viagem', 'x'.repeat(101))).statusCode).toBe(422);

    // 06:15 = 375 min: only T4; one trip: only its passengers
    const g = await lista('relatorio-viagem-geral', { horario: 375 });
    expect(g.data).toHaveLength(1);
    expect(g.data[0]).toMatchObject({ horario: '06:15', situacao: 'Aberta' });
    expect((await lista('relatorio-viagem-geral', { horario: 270 })).data).toHaveLength(3);
    const umaViagem = await lista('relatorio-viagem', { viagem_id: s.t1 });
    expect(umaViagem.data).toHaveLength(3);
    expect(new Set(umaViagem.data.map((l) => l.viagem)).size).toBe(1);
    const errado = await ctx.app.inject({
      method: 'GET',
      url: `/api/transporte-paciente/relatorio-viagem-geral/list?data_inicio=${inicio}&data_fim=${fim}&horario=1500`,
      headers,
    });
    expect(errado.statusCode).toBe(422);
    expect(json(errado).errors.horario).toEqual(['Horário de saída é inválido']);
  });
});
