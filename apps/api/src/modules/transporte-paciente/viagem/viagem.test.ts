import {
  MENSAGENS_VIAGEM as M,
  SITUACAO_AGENDAMENTO_TRANSPORTE as SA,
  SITUACAO_VIAGEM as SV,
  TIPO_PASSAGEIRO,
  TIPO_VEICULO,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { type Tx, withTenant } from '../../../db/client.js';
import { type CenarioViagem, cenarioDe, montarCenarioViagem } from './viagem.fixtures.js';

let ctx: TestContext;
let headers: Record<string, string>;
let clienteId: number;
const emDemo = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(ctx.database.db, { clienteId }, fn);

beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.login('coordenador')).headers;
  const { rows } = await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`);
  clienteId = Number(rows[0]?.id);
}, 240_000);
afterAll(() => ctx.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api/transporte-paciente/${url}`, headers, ...(payload ? { payload } : {}) });
const linha = async (q: ReturnType<typeof sql>) => (await emDemo(async (tx) => (await tx.execute(q)).rows[0])) as Record<string, unknown>;

/** A scenario with its fixtures built in one go (the fixture's closures need their own transaction each). */
async function montar(fn: (c: CenarioViagem, tx: Tx) => Promise<Record<string, number>>) {
  return emDemo(async (tx) => {
    const c = await montarCenarioViagem(tx);
    return { c, ids: await fn(c, tx) };
  });
}
const viagem = (c: CenarioViagem, o: { veiculoId: number; condutorId: number; agendamentoIds: number[]; viagemId?: number }) => ({
  data: c.data,
  viagens: [{ destinoId: c.destinoId, horarioSaida: '04:00', ...o }],
});

describe('transporte-paciente/escolher-veiculo', () => {
  it('lists the day: passengers, free vehicles, drivers with a valid licence (expiring flagged) and a suggestion', async () => {
    const { c, ids } = await montar(async (c) => ({
      van: await c.veiculo({ lugares: 4 }),
      bloqueado: await c.veiculo({ lugares: 15, bloqueado: true }),
      valido: await c.condutor(),
      vencido: await c.condutor({ validade: '2020-01-01' }),
      a: await c.agendamento({ acompanhantes: 1 }),
      b: await c.agendamento({ horario: '09:00' }),
      x: await c.agendamento(),
    }));
    const vencendo = await emDemo(async (tx) => {
      const d = String((await tx.execute(sql`select (${c.data}::date + 10)::text as d`)).rows[0]?.d);
      return cenarioDe(tx, c).condutor({ validade: d });
    });
    const jornadas = await emDemo(async (tx) => {
      const j = async (nome: string, dias: string) =>
        Number(
          (
            await tx.execute(sql`insert into tp_jornada (nome, destino_id, dias_semana, horario_saida, tipo_veiculo, veiculo_id)
            values (${nome}, ${c.destinoId}, ${dias}::smallint[], '04:30', 2, ${ids.van}) returning id`)
          ).rows[0]?.id,
        );
      const dow = Number((await tx.execute(sql`select extract(dow from ${c.data}::date) as d`)).rows[0]?.d);
      return {
        doDia: await j(`Recife ${c.sufixo} do dia`, `{${dow}}`),
        outro: await j(`Recife ${c.sufixo} outro dia`, `{${(dow + 1) % 7}}`),
      };
    });
    const res = await api('GET', `escolher-veiculo/create?data=${c.data}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = json(res).data;
    const meus = d.passageiros.filter((p: { destino_id: number }) => p.destino_id === c.destinoId);
    expect(meus.map((p: { id: number }) => p.id).sort()).toEqual([ids.a, ids.b, ids.x].sort());
    expect(meus.find((p: { id: number }) => p.id === ids.a).acompanhantes).toBe(1);
    const veiculos = d.veiculos.map((v: { id: number }) => v.id);
    expect(veiculos).toContain(ids.van);
    expect(veiculos).not.toContain(ids.bloqueado);
    const condutores = d.condutores.map((x: { id: number }) => x.id);
    expect(condutores).toContain(ids.valido);
    expect(condutores).not.toContain(ids.vencido);
    expect(d.condutores.find((x: { id: number }) => x.id === vencendo).cnh_vencendo).toBe(true);
    expect(d.condutores.find((x: { id: number }) => x.id === ids.valido).cnh_vencendo).toBe(false);
    // the suggestion places this destination's 4 seats (a + companion, b, x) in the 4-seat van or a larger free one
    const sugeridas = d.sugestao.viagens.filter((v: { destino_id: number }) => v.destino_id === c.destinoId);
    expect(sugeridas.flatMap((v: { passageiros: number[] }) => v.passageiros).sort()).toEqual([ids.a, ids.b, ids.x].sort());
    expect(sugeridas[0].horario_saida).toBe('03:30:00'); // 08:00 − 210 min − 60 min margin
    // the recurring trips of the day's weekday only
    const js = d.jornadas.map((j: { id: number }) => j.id);
    expect(js).toContain(jornadas.doDia);
    expect(js).not.toContain(jornadas.outro);
    expect(d.jornadas.find((j: { id: number }) => j.id === jornadas.doDia)).toMatchObject({
      horario_saida: '04:30:00',
      veiculo_id: ids.van,
    });
  });

  it('saves the assembly: numbered trip, bookings alocado with their event; refuses overbooking with no partial write', async () => {
    const { c, ids } = await montar(async (c) => ({
      van: await c.veiculo({ lugares: 4 }),
      motorista: await c.condutor(),
      a: await c.agendamento({ acompanhantes: 2 }),
      b: await c.agendamento({ acompanhantes: 1 }),
      cad: await c.agendamento({ tipo: TIPO_PASSAGEIRO.cadeirante }),
    }));
    // 3 + 2 = 5 seats in a 4-seat van
    const lotado = await api(
      'POST',
      'escolher-veiculo',
      viagem(c, { veiculoId: ids.van, condutorId: ids.motorista, agendamentoIds: [ids.a, ids.b] }),
    );
    expect(lotado.statusCode, lotado.body).toBe(422);
    expect(json(lotado).message).toContain('não comporta os passageiros: 5/4 assentos');
    // a wheelchair user in a van with no wheelchair place
    const semCadeira = await api(
      'POST',
      'escolher-veiculo',
      viagem(c, { veiculoId: ids.van, condutorId: ids.motorista, agendamentoIds: [ids.cad] }),
    );
    expect(semCadeira.statusCode).toBe(422);
    expect(json(semCadeira).message).toContain('1/0 lugares para cadeirante');
    expect(Number((await linha(sql`select count(*) as n from tp_viagem where veiculo_id = ${ids.van}`)).n)).toBe(0);
    expect((await linha(sql`select situacao, viagem_id from tp_agendamento where id = ${ids.a}`)).viagem_id).toBeNull();

    const ok = await api('POST', 'escolher-veiculo', viagem(c, { veiculoId: ids.van, condutorId: ids.motorista, agendamentoIds: [ids.a] }));
    expect(ok.statusCode, ok.body).toBe(200);
    const v = json(ok).data[0];
    expect(v).toMatchObject({ situacao: SV.aberta, veiculo_id: ids.van, ocupacao: { lugares: 3, cadeirante: 0, maca: 0 }, passageiros: 1 });
    expect(Math.floor(v.numero / 1_000_000)).toBe(Number(c.data.slice(0, 4)));
    const a = await linha(sql`select situacao, viagem_id from tp_agendamento where id = ${ids.a}`);
    expect([Number(a.situacao), Number(a.viagem_id)]).toEqual([SA.alocado, v.id]);
    expect((await linha(sql`select tipo from tp_agendamento_evento where agendamento_id = ${ids.a}`)).tipo).toBe('alocacao');
    // the same booking again: already placed
    const outra = await emDemo(async (tx) => ({
      van: await cenarioDe(tx, c).veiculo({ lugares: 10 }),
      m: await cenarioDe(tx, c).condutor(),
    }));
    const dup = await api('POST', 'escolher-veiculo', viagem(c, { veiculoId: outra.van, condutorId: outra.m, agendamentoIds: [ids.a] }));
    expect(dup.statusCode).toBe(422);
    // the vehicle already on a trip that day
    const ocupado = await api('POST', 'escolher-veiculo', viagem(c, { veiculoId: ids.van, condutorId: outra.m, agendamentoIds: [ids.b] }));
    expect(ocupado.statusCode).toBe(422);
    expect(json(ocupado).errors.veiculo_id[0]).toContain('já está em outra viagem aberta');
  });

  it('refuses a driver with an expired licence or of a category below the vehicle', async () => {
    const { c, ids } = await montar(async (c) => ({
      van: await c.veiculo({ lugares: 10, tipo: TIPO_VEICULO.van }),
      carro: await c.veiculo({ lugares: 4, tipo: TIPO_VEICULO.carro }),
      vencido: await c.condutor({ validade: '2021-05-10', nome: `VENCIDO ${Math.random()}` }),
      categoriaB: await c.condutor({ categoria: 'B' }),
      a: await c.agendamento(),
    }));
    const vencido = await api(
      'POST',
      'escolher-veiculo',
      viagem(c, { veiculoId: ids.van, condutorId: ids.vencido, agendamentoIds: [ids.a] }),
    );
    expect(vencido.statusCode).toBe(422);
    expect(json(vencido).errors.condutor_id[0]).toContain('vence em 10/05/2021');
    const categoria = await api(
      'POST',
      'escolher-veiculo',
      viagem(c, { veiculoId: ids.van, condutorId: ids.categoriaB, agendamentoIds: [ids.a] }),
    );
    expect(categoria.statusCode).toBe(422);
    expect(json(categoria).errors.condutor_id[0]).toContain('(categoria B) não habilita para este veículo (exige categoria D)');
    // B drives the car
    const carro = await api(
      'POST',
      'escolher-veiculo',
      viagem(c, { veiculoId: ids.carro, condutorId: ids.categoriaB, agendamentoIds: [ids.a] }),
    );
    expect(carro.statusCode, carro.body).toBe(200);
  });

  it('two coordinators adding passengers to the same trip at once never exceed its seats', async () => {
    const { c, ids } = await montar(async (c) => {
      const r: Record<string, number> = { van: await c.veiculo({ lugares: 6 }), m: await c.condutor(), p0: await c.agendamento() };
      for (let i = 1; i <= 8; i++) r[`p${i}`] = await c.agendamento();
      return r;
    });
    const criada = await api('POST', 'escolher-veiculo', viagem(c, { veiculoId: ids.van, condutorId: ids.m, agendamentoIds: [ids.p0] }));
    expect(criada.statusCode, criada.body).toBe(200);
    const viagemId = json(criada).data[0].id;
    const lote = (de: number) => Array.from({ length: 4 }, (_, i) => ids[`p${de + i}`] as number);
    const [x, y] = await Promise.all([
      api('POST', 'escolher-veiculo', viagem(c, { viagemId, veiculoId: ids.van, condutorId: ids.m, agendamentoIds: lote(1) })),
      api('POST', 'escolher-veiculo', viagem(c, { viagemId, veiculoId: ids.van, condutorId: ids.m, agendamentoIds: lote(5) })),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 422]);
    const n = await linha(sql`select count(*) as n from tp_agendamento where viagem_id = ${viagemId}`);
    expect(Number(n.n)).toBe(5);
  });
});

describe('transporte-paciente trip workflow: transfer, boarding, closing, reopening, list and manifest', () => {
  it('transfers with capacity checked, marks boarding, closes with validations, refuses changes, reopens audited', async () => {
    const { c, ids } = await montar(async (c) => ({
      v1: await c.veiculo({ lugares: 10 }),
      v2: await c.veiculo({ lugares: 2 }),
      m1: await c.condutor(),
      m2: await c.condutor(),
      a: await c.agendamento({ acompanhantes: 1, nome: `ANA ${Math.random()}` }),
      b: await c.agendamento({ acompanhantes: 2 }),
      d: await c.agendamento(),
    }));
    const r1 = await api('POST', 'escolher-veiculo', viagem(c, { veiculoId: ids.v1, condutorId: ids.m1, agendamentoIds: [ids.a, ids.b] }));
    const r2 = await api('POST', 'escolher-veiculo', viagem(c, { veiculoId: ids.v2, condutorId: ids.m2, agendamentoIds: [ids.d] }));
    expect([r1.statusCode, r2.statusCode], r1.body + r2.body).toEqual([200, 200]);
    const v1 = json(r1).data[0].id;
    const v2 = json(r2).data[0].id;

    // b (3 seats) does not fit in v2 (1 of 2 taken)
    const cheio = await api('POST', 'transferencia-paciente', { agendamento_id: ids.b, viagem_id: v2 });
    expect(cheio.statusCode).toBe(422);
    expect(Number((await linha(sql`select viagem_id from tp_agendamento where id = ${ids.b}`)).viagem_id)).toBe(v1);
    // d moves to v1 with an event
    const t = await api('POST', 'transferencia-paciente', { agendamento_id: ids.d, viagem_id: v1, motivo: 'Van quebrada' });
    expect(t.statusCode, t.body).toBe(200);
    expect(json(t).data.destino.passageiros).toBe(3);
    expect(json(t).data.origem.passageiros).toBe(0);
    const ev = await linha(sql`select motivo, antes from tp_viagem_evento where viagem_id = ${v1} and tipo = 'transferencia'`);
    expect(ev.motivo).toBe('Van quebrada');
    expect(ev.antes).toMatchObject({ agendamentoId: ids.d, viagemOrigemId: v2 });

    const fechamento = {
      km_saida: 1000,
      km_chegada: 1470,
      combustivel_litros: '52,5',
      combustivel_valor: 320,
      pedagio_valor: 25.4,
      retorno_em: `${c.data}T21:00:00-03:00`,
    };
    // a, b, d not marked yet
    const pendente = await api('PUT', `fechamento-viagem/form/${v1}`, fechamento);
    expect(pendente.statusCode).toBe(422);
    expect(json(pendente).message).toContain('Registre embarque ou falta antes de fechar a viagem: ');
    expect(json(pendente).message).toContain('ANA');

    const det = json(await api('GET', `gerenciamento/${v1}`)).data;
    const acompB = det.passageiros_lista.find((p: { id: number }) => p.id === ids.b).acompanhantes_lista;
    const emb = await api('PUT', `gerenciamento/${v1}`, {
      passageiros: [
        { agendamento_id: ids.a, embarcou: true },
        {
          agendamento_id: ids.b,
          embarcou: true,
          acompanhantes: [
            { id: acompB[0].id, embarcou: true },
            { id: acompB[1].id, embarcou: false },
          ],
        },
        { agendamento_id: ids.d, embarcou: false },
      ],
    });
    expect(emb.statusCode, emb.body).toBe(200);
    const lista = json(emb).data.passageiros_lista;
    expect(lista.find((p: { id: number }) => p.id === ids.d).situacao).toBe(SA.faltou);
    expect(lista.find((p: { id: number }) => p.id === ids.b).acompanhantes_lista.map((x: { embarcou: boolean }) => x.embarcou)).toEqual([
      true,
      false,
    ]);
    expect((await linha(sql`select tipo from tp_agendamento_evento where agendamento_id = ${ids.d} order by id desc limit 1`)).tipo).toBe(
      'falta',
    );

    const kmErrado = await api('PUT', `fechamento-viagem/form/${v1}`, { ...fechamento, km_chegada: 900 });
    expect(kmErrado.statusCode).toBe(422);
    expect(json(kmErrado).errors.km_chegada).toEqual([M.kmChegada]);
    const retornoAntes = await api('PUT', `fechamento-viagem/form/${v1}`, { ...fechamento, retorno_em: `${c.data}T02:00:00-03:00` });
    expect(retornoAntes.statusCode).toBe(422);

    const fechou = await api('PUT', `fechamento-viagem/form/${v1}`, fechamento);
    expect(fechou.statusCode, fechou.body).toBe(200);
    expect(json(fechou).data).toMatchObject({ situacao: SV.fechada, km_saida: 1000, km_chegada: 1470, combustivel_litros: 52.5 });

    // closed: every write refuses
    const depois = await api('PUT', `gerenciamento/${v1}`, { passageiros: [{ agendamento_id: ids.d, embarcou: true }] });
    expect(depois.statusCode).toBe(422);
    expect(json(depois).message).toBe(M.fechada);
    const transf = await api('POST', 'transferencia-paciente', { agendamento_id: ids.a, viagem_id: v2 });
    expect(transf.statusCode).toBe(422);

    // the day's list by district and the manifest
    const listagem = await api('GET', `listagem/list?data=${c.data}&bairro=${encodeURIComponent(`Heliópolis ${c.sufixo}`)}`);
    expect(listagem.statusCode, listagem.body).toBe(200);
    expect(json(listagem).data.map((v: { id: number }) => v.id)).toEqual([v1]);
    const pdf = await api('GET', `listagem/manifesto/${v1}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    // reopening: a reason is required; the closing's values are kept on the event
    expect((await api('PUT', `reabertura-viagem/reopen/${v1}`, { motivo: '' })).statusCode).toBe(422);
    const reaberta = await api('PUT', `reabertura-viagem/reopen/${v1}`, { motivo: 'Km de chegada digitado errado' });
    expect(reaberta.statusCode, reaberta.body).toBe(200);
    expect(json(reaberta).data.situacao).toBe(SV.aberta);
    const re = await linha(sql`select motivo, antes from tp_viagem_evento where viagem_id = ${v1} and tipo = 'reabertura'`);
    expect(re.motivo).toBe('Km de chegada digitado errado');
    expect(re.antes).toMatchObject({ kmSaida: 1000, kmChegada: 1470, combustivelValor: 320, pedagioValor: 25.4 });
    expect((await api('PUT', `reabertura-viagem/reopen/${v1}`, { motivo: 'De novo, já aberta' })).statusCode).toBe(422);
  });
});
