import { MENSAGENS_TELAS_VIAGEM, SITUACAO_AGENDAMENTO_TRANSPORTE as SA, SITUACAO_VIAGEM as SV, TIPO_VEICULO } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { type CenarioViagem, montarCenarioViagem } from './viagem.fixtures.js';

/**
 * The trip screens' lookups and lists (spec 001 §7 "Patient transport", decision 0020): escolher-veiculo and
 * transferencia-paciente (list, load-field, jornada, index, create), listagem (index, POST, the filters' options,
 * search), gerenciamento (datatable, create/{id}, POST), fechamento-viagem (index, search, options, PUT {id}) and
 * reabertura-viagem (index, cidade, destino). Each answers real rows, refuses a user without the permission (403)
 * and bad input (422).
 */

let ctx: TestContext;
let headers: Record<string, string>;
let semPermissao: Record<string, string>;
let c: CenarioViagem;
let ids: Record<string, number>;
let v1: number;
let v2: number;
let clienteId: number;
const B = '/api/transporte-paciente';

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, h = headers) =>
  ctx.app.inject({ method, url: `${B}/${url}`, headers: h, ...(payload ? { payload: payload as object } : {}) });
const ok = async (url: string) => {
  const res = await api('GET', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return json(res);
};
const idsDe = (l: { id: number }[]) => l.map((x) => x.id);

beforeAll(async () => {
  ctx = await createTestContext({ LOG_LEVEL: 'error' });
  headers = (await ctx.login('coordenador')).headers;
  semPermissao = (await ctx.login('farmacia')).headers;
  const { rows } = await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`);
  clienteId = Number(rows[0]?.id);
  await withTenant(ctx.database.db, { clienteId }, async (tx) => {
    c = await montarCenarioViagem(tx);
    ids = {
      van1: await c.veiculo({ lugares: 10 }),
      van2: await c.veiculo({ lugares: 4 }),
      livre: await c.veiculo({ lugares: 15 }),
      carro: await c.veiculo({ lugares: 4, tipo: TIPO_VEICULO.carro }),
      m1: await c.condutor(),
      m2: await c.condutor(),
      categoriaB: await c.condutor({ categoria: 'B' }),
      a: await c.agendamento({ acompanhantes: 1 }),
      b: await c.agendamento(),
      d: await c.agendamento(),
      e: await c.agendamento({ horario: '09:00' }),
    };
    const dow = Number((await tx.execute(sql`select extract(dow from ${c.data}::date) as d`)).rows[0]?.d);
    ids.jornada = Number(
      (
        await tx.execute(sql`insert into tp_jornada (nome, destino_id, dias_semana, horario_saida, tipo_veiculo, veiculo_id)
          values (${`Recife ${c.sufixo} madrugada`}, ${c.destinoId}, ${`{${dow}}`}::smallint[], '04:00', 2, ${ids.van1}) returning id`)
      ).rows[0]?.id,
    );
  });
  const montar = (veiculoId: number, condutorId: number, agendamentoIds: number[]) =>
    api('POST', 'escolher-veiculo', {
      data: c.data,
      viagens: [{ destinoId: c.destinoId, horarioSaida: '04:00', veiculoId, condutorId, agendamentoIds, jornadaId: ids.jornada }],
    });
  const r1 = await montar(ids.van1, ids.m1, [ids.a, ids.b]);
  const r2 = await montar(ids.van2, ids.m2, [ids.d]);
  expect([r1.statusCode, r2.statusCode], r1.body + r2.body).toEqual([200, 200]);
  v1 = json(r1).data[0].id;
  v2 = json(r2).data[0].id;
}, 240_000);
afterAll(() => ctx.close());

describe('escolher-veiculo and transferencia-paciente: list, load-field, jornada, index, create', () => {
  it('lists the day, loads the dependent fields and the recurring trips of the date', async () => {
    expect(idsDe((await ok(`escolher-veiculo/list?data=${c.data}`)).data)).toEqual(expect.arrayContaining([v1, v2]));
    // vehicles free that day: the two on trips are not offered
    const veiculos = idsDe((await ok(`escolher-veiculo/load-field?campo=veiculos&data=${c.data}`)).data.veiculos);
    expect(veiculos).toContain(ids.livre);
    expect(veiculos).not.toContain(ids.van1);
    // drivers free that day able to drive the chosen vehicle: category B drives the car, not the van
    const paraCarro = idsDe(
      (await ok(`escolher-veiculo/load-field?campo=condutores&data=${c.data}&veiculo_id=${ids.carro}`)).data.condutores,
    );
    expect(paraCarro).toContain(ids.categoriaB);
    expect(paraCarro).not.toContain(ids.m1);
    const paraVan = idsDe(
      (await ok(`escolher-veiculo/load-field?campo=condutores&data=${c.data}&veiculo_id=${ids.livre}`)).data.condutores,
    );
    expect(paraVan).not.toContain(ids.categoriaB);
    // the passengers still waiting for a vehicle
    const esperando = (await ok(`escolher-veiculo/load-field?campo=passageiros&data=${c.data}&destino_id=${c.destinoId}`)).data.passageiros;
    expect(idsDe(esperando)).toEqual([ids.e]);
    const jornadas = (await ok(`escolher-veiculo/jornada?data=${c.data}&destino_id=${c.destinoId}`)).data;
    expect(jornadas).toEqual([expect.objectContaining({ id: ids.jornada, horario_saida: '04:00:00', veiculo_id: ids.van1 })]);
    expect(idsDe((await ok(`transferencia-paciente/jornada?data=${c.data}`)).data)).toContain(ids.jornada);

    const semData = await api('GET', 'escolher-veiculo/load-field?campo=veiculos');
    expect(semData.statusCode).toBe(422);
    expect(json(semData).errors.data).toEqual([MENSAGENS_TELAS_VIAGEM.campoExige('veiculos', 'a data')]);
    expect((await api('GET', `escolher-veiculo/load-field?campo=motores&data=${c.data}`)).statusCode).toBe(422);
    expect((await api('GET', 'escolher-veiculo/list?data=31/02/2026')).statusCode).toBe(422);
    expect((await api('GET', 'escolher-veiculo/jornada')).statusCode).toBe(422);
    expect((await api('GET', 'transferencia-paciente/jornada?data=ontem')).statusCode).toBe(422);
  });

  it('transferencia: the day (index), a trip with where its passengers may go (create), the dependent fields', async () => {
    const index = (await ok(`transferencia-paciente/index?data=${c.data}`)).data;
    expect(index.data).toBe(c.data);
    expect(idsDe(index.viagens)).toEqual(expect.arrayContaining([v1, v2]));
    expect(index.destinos).toContainEqual({ id: c.destinoId, nome: `Recife ${c.sufixo}` });
    const create = (await ok(`transferencia-paciente/create?viagem_id=${v2}`)).data;
    expect(create.origem.id).toBe(v2);
    expect(idsDe(create.origem.passageiros_lista)).toEqual([ids.d]);
    expect(idsDe(create.destinos)).toEqual([v1]);
    const passageiros = (await ok(`transferencia-paciente/load-field?campo=passageiros&viagem_id=${v1}`)).data.passageiros;
    expect(idsDe(passageiros).sort()).toEqual([ids.a, ids.b].sort());
    expect(idsDe((await ok(`transferencia-paciente/load-field?campo=viagens&agendamento_id=${ids.d}`)).data.viagens)).toEqual([v1]);

    expect((await api('GET', 'transferencia-paciente/index?data=2026-13-01')).statusCode).toBe(422);
    const semOrigem = await api('GET', 'transferencia-paciente/create');
    expect(semOrigem.statusCode).toBe(422);
    expect(Object.keys(json(semOrigem).errors)).toEqual(['viagem_id']);
    expect((await api('GET', 'transferencia-paciente/load-field?campo=viagens')).statusCode).toBe(422);
  });
});

describe('listagem: the form options, the filter (POST), the lookups and the search', () => {
  it('offers what the day holds and filters', async () => {
    const index = (await ok(`listagem/index?data=${c.data}`)).data;
    expect(index.data).toBe(c.data);
    expect(Array.isArray(index.datas)).toBe(true);
    expect(idsDe(index.veiculos)).toEqual(expect.arrayContaining([ids.van1, ids.van2]));
    expect(idsDe(index.veiculos)).not.toContain(ids.livre);
    expect(idsDe(index.motoristas)).toEqual(expect.arrayContaining([ids.m1, ids.m2]));
    expect(idsDe(index.municipios)).toContain(2611606);
    expect(index.bairros).toContain(`Heliópolis ${c.sufixo}`);
    expect(idsDe(index.jornadas)).toContain(ids.jornada);
    expect(idsDe((await ok(`listagem/veiculo?data=${c.data}`)).data)).toEqual(expect.arrayContaining([ids.van1, ids.van2]));
    expect(idsDe((await ok(`listagem/municipio?data=${c.data}`)).data)).toContain(2611606);
    expect(idsDe((await ok(`listagem/motorista?data=${c.data}`)).data)).toEqual(expect.arrayContaining([ids.m1, ids.m2]));
    expect((await ok(`listagem/bairro?data=${c.data}`)).data).toContain(`Heliópolis ${c.sufixo}`);
    expect(idsDe((await ok(`listagem/jornada?data=${c.data}`)).data)).toContain(ids.jornada);

    const filtrada = await api('POST', 'listagem', { data: c.data, veiculo_id: ids.van2 });
    expect(filtrada.statusCode, filtrada.body).toBe(200);
    expect(idsDe(json(filtrada).data)).toEqual([v2]);
    // the search is paged on the server
    const pagina = (await ok(`listagem/search?query=${encodeURIComponent(`Recife ${c.sufixo}`)}&length=1`)) as {
      records_filtered: number;
      data: { id: number }[];
    };
    expect(pagina.records_filtered).toBe(2);
    expect(pagina.data).toHaveLength(1);
    const proxima = await ok(`listagem/search?query=${encodeURIComponent(`Recife ${c.sufixo}`)}&length=1&start=1`);
    expect([...idsDe(pagina.data), ...idsDe(proxima.data)].sort()).toEqual([v1, v2].sort());

    const semData = await api('POST', 'listagem', { veiculo_id: ids.van2 });
    expect(semData.statusCode).toBe(422);
    expect(Object.keys(json(semData).errors)).toEqual(['data']);
    for (const u of ['index', 'veiculo', 'municipio', 'motorista', 'bairro', 'jornada'])
      expect((await api('GET', `listagem/${u}?data=2026-02-30`)).statusCode, u).toBe(422);
    expect((await api('GET', 'listagem/search?length=-1')).statusCode).toBe(422);
  });
});

describe('gerenciamento, fechamento-viagem and reabertura-viagem', () => {
  it('pages the day, adds a late passenger, closes by PUT {id}, lists and reopens the closed trip', async () => {
    const termo = encodeURIComponent(`Recife ${c.sufixo}`);
    const dia = await ok(`gerenciamento/datatable?data=${c.data}&query=${termo}`);
    expect(dia.records_filtered).toBe(2);
    const form = (await ok(`gerenciamento/create/${v1}`)).data;
    expect(form.model.id).toBe(v1);
    expect(form.form).toMatchObject({ aberta: true, pendentes: 2 });
    expect(idsDe(form.form.passageiros_esperando)).toEqual([ids.e]);
    const incluir = await api('POST', 'gerenciamento', { viagem_id: v1, agendamento_ids: [ids.e] });
    expect(incluir.statusCode, incluir.body).toBe(200);
    expect(json(incluir).data.passageiros).toBe(3);
    const vazio = await api('POST', 'gerenciamento', { viagem_id: v1, agendamento_ids: [] });
    expect(vazio.statusCode).toBe(422);
    expect(json(vazio).errors.agendamento_ids).toEqual(['Informe ao menos um passageiro.']);
    // e is already on v1
    expect((await api('POST', 'gerenciamento', { viagem_id: v2, agendamento_ids: [ids.e] })).statusCode).toBe(422);
    expect((await api('GET', 'gerenciamento/create/abc')).statusCode).toBe(422);
    expect((await api('GET', 'gerenciamento/datatable?data=amanha')).statusCode).toBe(422);

    // fechamento: the open trips, the filters' options
    const abertas = await ok(`fechamento-viagem/index?query=${termo}`);
    expect(idsDe(abertas.data).sort()).toEqual([v1, v2].sort());
    expect(idsDe((await ok(`fechamento-viagem/search?query=${termo}&veiculo_id=${ids.van2}`)).data)).toEqual([v2]);
    expect((await ok(`fechamento-viagem/horario?data=${c.data}`)).data).toEqual(['04:00:00']);
    expect(idsDe((await ok(`fechamento-viagem/veiculo?data=${c.data}`)).data).sort()).toEqual([ids.van1, ids.van2].sort());
    expect(idsDe((await ok(`fechamento-viagem/motorista?data=${c.data}`)).data).sort()).toEqual([ids.m1, ids.m2].sort());
    expect((await api('GET', `fechamento-viagem/index?horario=25:00`)).statusCode).toBe(422);
    expect((await api('GET', 'fechamento-viagem/horario?data=x')).statusCode).toBe(422);

    // v2: d missed it; closed through PUT {id}
    expect((await api('PUT', `gerenciamento/${v2}`, { passageiros: [{ agendamento_id: ids.d, embarcou: false }] })).statusCode).toBe(200);
    const fechamento = { km_saida: 100, km_chegada: 560, combustivel_valor: 300, retorno_em: `${c.data}T20:00:00-03:00` };
    const errado = await api('PUT', `fechamento-viagem/${v2}`, { ...fechamento, km_chegada: 50 });
    expect(errado.statusCode).toBe(422);
    const fechou = await api('PUT', `fechamento-viagem/${v2}`, fechamento);
    expect(fechou.statusCode, fechou.body).toBe(200);
    expect(json(fechou).data).toMatchObject({ situacao: SV.fechada, km_chegada: 560 });
    expect(idsDe((await ok(`fechamento-viagem/index?query=${termo}`)).data)).toEqual([v1]);
    const d = await withTenant(
      ctx.database.db,
      { clienteId },
      async (tx) => (await tx.execute(sql`select situacao from tp_agendamento where id = ${ids.d}`)).rows[0],
    );
    expect(Number(d?.situacao)).toBe(SA.faltou);

    // reabertura: the closed trips and the filters drawn from them
    expect(idsDe((await ok(`reabertura-viagem/index?query=${termo}`)).data)).toEqual([v2]);
    expect(idsDe((await ok('reabertura-viagem/cidade')).data)).toContain(2611606);
    expect(idsDe((await ok('reabertura-viagem/destino?municipio_id=2611606')).data)).toContain(c.destinoId);
    expect(idsDe((await ok('reabertura-viagem/destino?municipio_id=2604106')).data)).not.toContain(c.destinoId);
    expect((await api('GET', 'reabertura-viagem/destino?municipio_id=abc')).statusCode).toBe(422);
    expect((await api('GET', `reabertura-viagem/index?data_inicio=${c.data}&data_fim=x`)).statusCode).toBe(422);
  });
});

describe('permissions', () => {
  it('a user without the trip screens gets 403 on every new route', async () => {
    const gets = [
      `escolher-veiculo/list?data=${c.data}`,
      `escolher-veiculo/load-field?campo=veiculos&data=${c.data}`,
      `escolher-veiculo/jornada?data=${c.data}`,
      'transferencia-paciente/index',
      `transferencia-paciente/create?viagem_id=${v1}`,
      `transferencia-paciente/load-field?campo=passageiros&viagem_id=${v1}`,
      `transferencia-paciente/jornada?data=${c.data}`,
      'listagem/index',
      'listagem/veiculo',
      'listagem/municipio',
      'listagem/bairro',
      `listagem/jornada?data=${c.data}`,
      'listagem/motorista',
      'listagem/search?query=Recife',
      'fechamento-viagem/index',
      'fechamento-viagem/search?query=Recife',
      'fechamento-viagem/veiculo',
      'fechamento-viagem/motorista',
      'fechamento-viagem/horario',
      `gerenciamento/create/${v1}`,
      `gerenciamento/datatable?data=${c.data}`,
      'reabertura-viagem/index',
      'reabertura-viagem/cidade',
      'reabertura-viagem/destino',
    ];
    for (const u of gets) expect((await api('GET', u, undefined, semPermissao)).statusCode, u).toBe(403);
    expect((await api('POST', 'listagem', { data: c.data }, semPermissao)).statusCode).toBe(403);
    expect((await api('POST', 'gerenciamento', { viagem_id: v1, agendamento_ids: [ids.a] }, semPermissao)).statusCode).toBe(403);
    expect((await api('PUT', `fechamento-viagem/${v1}`, { km_saida: 1, km_chegada: 2 }, semPermissao)).statusCode).toBe(403);
  });
});
