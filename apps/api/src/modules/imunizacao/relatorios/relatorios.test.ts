import { hojeIso, SetorTipo, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, criarUsuario, json, type TestContext } from '../../../../test/helpers.js';
import { type Tx, withTenant } from '../../../db/client.js';
import { entrar } from '../../estoque/index.js';

let ctx: TestContext;
let headers: Record<string, string>;
const hoje = hojeIso();
const dia = (n: number) => somarDias(hoje, n);
const sufixo = `${process.pid}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/**
 * A vaccination room of its own with one PENTA lot (10 doses per vial) and six patients recorded by direct inserts:
 *   p1 PENTA D1 −20 (next D2 at −5)                          → overdue 5 days
 *   p2 PENTA D1 −20 (next −5), D2 −2                          → answered
 *   p3 PENTA D1 −20 (next −5), D2 −2 cancelled; SCR D1 −25 cancelled (next −10) → overdue once (PENTA)
 *   p4 PENTA D3 −30 (next DTP REF1 at −3)                     → overdue, listed as DTP
 *   p5 PENTA D3 −30 (next DTP REF1 at −3), DTP REF1 −1        → answered by another vaccine
 *   p6 PENTA D1 −20 (next −5) transcribed D2 −3 (no room)     → answered by a transcription
 */
interface Cenario {
  centroCustoId: number;
  sala: string;
  loteId: number;
  vacinas: Record<string, number>;
  pacientes: Record<string, { id: number; nome: string }>;
  usuarioId: number;
}
let c: Cenario;

async function montar(tx: Tx): Promise<Cenario> {
  const { rows: u } = await tx.execute(sql`select id from usuario where login = 'vacina'`);
  const usuarioId = Number(u[0]?.id);
  const sala = `Sala de vacinação de teste ${sufixo}`;
  const { rows: cc } = await tx.execute(sql`
    insert into centro_custo (infraestrutura_id, setor_id, nome)
    values ((select infraestrutura_id from centro_custo order by id limit 1),
            (select id from setor where setor_tipo_id = ${SetorTipo.VACINACAO} order by id limit 1), ${sala})
    returning id`);
  const centroCustoId = Number(cc[0]?.id);
  await tx.execute(sql`insert into sala_vacinacao (centro_custo_id, tipo) values (${centroCustoId}, 1)`);
  const { rows: v } = await tx.execute(
    sql`select distinct on (calendario_sigla) calendario_sigla, id, material_id from vacina
         where calendario_sigla in ('PENTA', 'DTP', 'SCR', 'SCRV') order by calendario_sigla, id`,
  );
  const vacinas = Object.fromEntries(v.map((r) => [String(r.calendario_sigla), Number(r.id)]));
  const penta = v.find((r) => r.calendario_sigla === 'PENTA');
  const numero = `PT${sufixo}`;
  await entrar(
    tx,
    { usuarioId },
    {
      tipo: 'entrada_inicial',
      centroCustoId,
      data: dia(-60),
      materialId: Number(penta?.material_id),
      lote: { numero, validade: dia(200) },
      quantidade: 100,
      custoUnitario: '0',
    },
  );
  const { rows: l } = await tx.execute(sql`select id from estoque_lote where lote = ${numero}`);
  const loteId = Number(l[0]?.id);
  await tx.execute(sql`insert into vacina_lote (lote_id, vacina_id, doses_por_frasco) values (${loteId}, ${vacinas.PENTA}, 10)`);
  const pacientes: Cenario['pacientes'] = {};
  for (const p of ['p1', 'p2', 'p3', 'p4', 'p5', 'p6']) {
    const nome = `CRIANCA ${p.toUpperCase()} IMU ${sufixo}`;
    const { rows } = await tx.execute(
      sql`insert into cidadao (nome, data_nascimento, telefone) values (${nome}, ${dia(-240)}, '87999990000') returning id`,
    );
    pacientes[p] = { id: Number(rows[0]?.id), nome };
  }
  return { centroCustoId, sala, loteId, vacinas, pacientes, usuarioId };
}

interface Registro {
  p: string;
  sigla: string;
  dose: string;
  data: string;
  proxima?: [sigla: string, dose: string, data: string];
  cancelado?: boolean;
  transcrito?: boolean;
  estrategia?: number;
}

async function registrar(tx: Tx, r: Registro, cen = c) {
  const sala = !r.transcrito;
  await tx.execute(sql`
    insert into vacinacao (paciente_id, vacina_id, dose, estrategia, data_aplicacao, origem, centro_custo_id, lote_id, lote_numero,
      profissional_id, proxima_dose_vacina_id, proxima_dose, proxima_dose_data, cancelado_em, motivo_cancelamento)
    values (${cen.pacientes[r.p]?.id}, ${cen.vacinas[r.sigla]}, ${r.dose}, ${r.estrategia ?? 1}, ${r.data}, ${sala ? 1 : 2},
      ${sala ? cen.centroCustoId : null}, ${sala ? cen.loteId : null}, ${`PT${sufixo}`}, ${cen.usuarioId},
      ${r.proxima ? cen.vacinas[r.proxima[0]] : null}, ${r.proxima?.[1] ?? null}, ${r.proxima?.[2] ?? null},
      ${r.cancelado ? new Date().toISOString() : null}, ${r.cancelado ? 'Registro em duplicidade' : null})`);
}

const lista = async (rel: string, q: Record<string, string | number>, h = headers) => {
  const qs = new URLSearchParams(Object.entries({ start: 0, length: 100, ...q }).map(([k, v]) => [k, String(v)]));
  return ctx.app.inject({ method: 'GET', url: `/api/imunizacao/relatorio-${rel}/list?${qs}`, headers: h });
};

beforeAll(async () => {
  ctx = await createTestContext();
  headers = await ctx.loginNoCentro('imunizacao', 'Central de Rede de Frio');
  const { rows } = await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`);
  const clienteId = Number(rows[0]?.id);
  c = await withTenant(ctx.database.db, { clienteId }, async (tx) => {
    const cen = await montar(tx);
    const regs: Registro[] = [
      { p: 'p1', sigla: 'PENTA', dose: 'D1', data: dia(-20), proxima: ['PENTA', 'D2', dia(-5)] },
      { p: 'p2', sigla: 'PENTA', dose: 'D1', data: dia(-20), proxima: ['PENTA', 'D2', dia(-5)] },
      { p: 'p2', sigla: 'PENTA', dose: 'D2', data: dia(-2), proxima: ['PENTA', 'D3', dia(50)] },
      { p: 'p3', sigla: 'PENTA', dose: 'D1', data: dia(-20), proxima: ['PENTA', 'D2', dia(-5)] },
      { p: 'p3', sigla: 'PENTA', dose: 'D2', data: dia(-2), proxima: ['PENTA', 'D3', dia(50)], cancelado: true },
      { p: 'p3', sigla: 'SCR', dose: 'D1', data: dia(-25), proxima: ['SCR', 'D2', dia(-10)], cancelado: true },
      { p: 'p4', sigla: 'PENTA', dose: 'D3', data: dia(-30), proxima: ['DTP', 'REF1', dia(-3)], estrategia: 4 },
      { p: 'p5', sigla: 'PENTA', dose: 'D3', data: dia(-30), proxima: ['DTP', 'REF1', dia(-3)] },
      { p: 'p5', sigla: 'DTP', dose: 'REF1', data: dia(-1) },
      { p: 'p6', sigla: 'PENTA', dose: 'D1', data: dia(-20), proxima: ['PENTA', 'D2', dia(-5)] },
      { p: 'p6', sigla: 'PENTA', dose: 'D2', data: dia(-3), transcrito: true },
    ];
    for (const r of regs) await registrar(tx, r, cen);
    return cen;
  });
});

afterAll(async () => {
  await ctx.close();
});

describe('relatórios da imunização', () => {
  it('consolidado: doses por sala e vacina, uma coluna por dose, sem cancelados nem transcrições', async () => {
    const res = await lista('consolidado-aplicacao', { data_inicio: dia(-30), data_fim: hoje, centro_custo_id: c.centroCustoId });
    expect(res.statusCode).toBe(200);
    const linhas = json(res).data as Record<string, unknown>[];
    const penta = linhas.find((l) => l.d1 !== 0 || l.d3 !== 0);
    expect(linhas).toHaveLength(2);
    expect(penta).toMatchObject({ sala: c.sala, d1: 4, d2: 1, d3: 2, ref1: 0, total: 7 });
    expect(linhas.find((l) => l !== penta)).toMatchObject({ ref1: 1, total: 1 });
    expect(json(res).totais).toMatchObject({ total: 8, d1: 4 });
    // intensification only: p4's dose
    const so = await lista('consolidado-aplicacao', {
      data_inicio: dia(-30),
      data_fim: hoje,
      centro_custo_id: c.centroCustoId,
      estrategia: 4,
    });
    expect(json(so).totais).toMatchObject({ total: 1, d3: 1 });
  });

  it('de aplicação: cada dose com idade, dose, lote, estratégia e vacinador', async () => {
    const res = await lista('de-aplicacao', { data_inicio: dia(-30), data_fim: hoje, centro_custo_id: c.centroCustoId, ordem: 'data' });
    expect(res.statusCode).toBe(200);
    const linhas = json(res).data as Record<string, unknown>[];
    expect(linhas).toHaveLength(8);
    const p4 = linhas.find((l) => l.paciente === c.pacientes.p4?.nome);
    expect(p4).toMatchObject({ data: dia(-30), dose: 'D3', lote: `PT${sufixo}`, estrategia: 'Intensificação', sala: c.sala });
    expect(String(p4?.idade)).toMatch(/^[67]m \d+d$/);
    expect(p4?.profissional).toBeTruthy();
  });

  it('faltosos: aprazamento vencido sem dose posterior; cancelado não conta; outra vacina e transcrição respondem', async () => {
    const res = await lista('faltoso-aprazamento', { centro_custo_id: c.centroCustoId });
    expect(res.statusCode).toBe(200);
    const linhas = json(res).data as Record<string, unknown>[];
    const nomes = linhas.map((l) => l.paciente).sort();
    expect(nomes).toEqual([c.pacientes.p1?.nome, c.pacientes.p3?.nome, c.pacientes.p4?.nome].sort());
    expect(linhas.find((l) => l.paciente === c.pacientes.p1?.nome)).toMatchObject({
      sala: c.sala,
      dose: 'D2',
      aprazamento: dia(-5),
      dias_atraso: 5,
      telefones: '(87) 99999-0000',
    });
    expect(linhas.find((l) => l.paciente === c.pacientes.p4?.nome)?.dose).toBe('1º reforço');
    // as of 6 days ago nobody was overdue yet; as of 4 days ago p2 (answered 2 days ago) and p6 still were
    const antes = await lista('faltoso-aprazamento', { centro_custo_id: c.centroCustoId, data_referencia: dia(-6) });
    expect(json(antes).data).toHaveLength(0);
    const entao = await lista('faltoso-aprazamento', { centro_custo_id: c.centroCustoId, data_referencia: dia(-4) });
    expect((json(entao).data as unknown[]).length).toBe(4);
    // the vaccine filter takes the aprazamento's vaccine too
    const dtp = await lista('faltoso-aprazamento', { centro_custo_id: c.centroCustoId, vacina_id: c.vacinas.DTP as number });
    expect((json(dtp).data as Record<string, unknown>[]).map((l) => l.paciente)).toEqual([c.pacientes.p4?.nome]);
  });

  it('faltosos: data de referência futura é recusada', async () => {
    const res = await lista('faltoso-aprazamento', { data_referencia: dia(3) });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(json(res).errors)).toContain('Data de referência');
  });

  it('posição de estoque: doses e frascos por lote, em qualquer data', async () => {
    const res = await lista('posicao-estoque', { centro_custo_id: c.centroCustoId });
    expect(json(res).data).toEqual([
      expect.objectContaining({ sala: c.sala, lote: `PT${sufixo}`, doses: 100, doses_por_frasco: 10, frascos: 10, validade: dia(200) }),
    ]);
    const antes = await lista('posicao-estoque', { centro_custo_id: c.centroCustoId, data_referencia: dia(-61) });
    expect(json(antes).data).toHaveLength(0);
  });

  it('permissões: sem papel não lê relatório nem o autocomplete; a sala lê os relatórios', async () => {
    const login = await criarUsuario(ctx, { comoLogin: 'vacina', semPapeis: true });
    const { headers: sem } = await ctx.login(login);
    expect((await lista('faltoso-aprazamento', {}, sem)).statusCode).toBe(403);
    const ac = await ctx.app.inject({ method: 'GET', url: '/api/imunizacao/relatorio/sala/autocomplete', headers: sem });
    expect(ac.statusCode).toBe(403);
    const { headers: sala } = await ctx.login('vacina');
    expect((await lista('faltoso-aprazamento', { centro_custo_id: c.centroCustoId }, sala)).statusCode).toBe(200);
    const ok = await ctx.app.inject({
      method: 'GET',
      url: `/api/imunizacao/relatorio/sala/autocomplete?search[value]=${encodeURIComponent(sufixo)}`,
      headers: sala,
    });
    expect(json(ok).data).toEqual([{ id: c.centroCustoId, label: c.sala }]);
  });
});

describe('cobertura vacinal', () => {
  const coberturaDe = async (q: Record<string, string>) => {
    const res = await lista('cobertura-vacinal', q);
    expect(res.statusCode).toBe(200);
    return json(res).data as Record<string, any>[];
  };
  const linha = (linhas: Record<string, any>[], vacina: string) => linhas.find((l) => l.vacina === vacina) as Record<string, any>;

  it('sem população informada: estimada pelos pacientes cadastrados na idade, e o relatório diz', async () => {
    const q = { data_inicio: '1913-01-01', data_fim: '1913-12-31' };
    const antes = await coberturaDe(q);
    const { rows } = await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`);
    await withTenant(ctx.database.db, { clienteId: Number(rows[0]?.id) }, async (tx) => {
      const nasce = async (p: string, nascimento: string) => {
        const r = await tx.execute(
          sql`insert into cidadao (nome, data_nascimento) values (${`BEBE ${p} ${sufixo}`}, ${nascimento}) returning id`,
        );
        c.pacientes[p] = { id: Number(r.rows[0]?.id), nome: p };
      };
      await nasce('b1', '1913-03-01');
      await nasce('b2', '1913-03-10');
      await nasce('b3', '1912-06-01');
      await registrar(tx, { p: 'b1', sigla: 'PENTA', dose: 'D3', data: '1913-09-01' });
      await registrar(tx, { p: 'b2', sigla: 'PENTA', dose: 'D3', data: '1913-10-01' });
      await registrar(tx, { p: 'b2', sigla: 'PENTA', dose: 'D2', data: '1913-08-01', cancelado: true });
      await registrar(tx, { p: 'b3', sigla: 'SCRV', dose: 'DU', data: '1913-09-15' });
    });
    const depois = await coberturaDe(q);
    const penta = linha(depois, 'Penta — 3ª dose');
    expect(penta.doses - linha(antes, 'Penta — 3ª dose').doses).toBe(2);
    expect(penta.populacao - linha(antes, 'Penta — 3ª dose').populacao).toBe(2);
    expect(penta).toMatchObject({ faixa: 'Menor de 1 ano', meta: 95, fonte: 'Estimada (pacientes cadastrados)' });
    // the tetravalent counts as MMR D2 and varicella D1 of the one-year-olds
    for (const v of ['Tríplice viral — 2ª dose (ou tetraviral)', 'Varicela — 1ª dose'])
      expect(linha(depois, v).doses - linha(antes, v).doses).toBe(1);
    const umAno = await coberturaDe({ ...q, faixa: 'ano1' });
    expect(umAno.every((l) => l.faixa === '1 ano')).toBe(true);
  });

  it('com população informada: proporcional ao período, cobertura = doses ÷ população', async () => {
    // the settings page keeps the rows other files typed: the whole list goes back with this one
    const url = '/api/imunizacao/parametrizacao';
    const atual = json(await ctx.app.inject({ method: 'GET', url, headers }));
    const outras = (atual.populacao_alvo as { ano: number }[]).filter((p) => p.ano !== 2001);
    const put = await ctx.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: {
        solicitante_rnds: atual.solicitante_rnds,
        dias_alerta_validade: atual.dias_alerta_validade,
        imprimir_cartao_ao_salvar: atual.imprimir_cartao_ao_salvar,
        calendario: null,
        populacao_alvo: [...outras, { ano: 2001, faixa: 'menor1', populacao: 1000 }],
      },
    });
    expect(put.statusCode).toBe(200);
    const { rows } = await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`);
    await withTenant(ctx.database.db, { clienteId: Number(rows[0]?.id) }, async (tx) => {
      const r = await tx.execute(
        sql`insert into cidadao (nome, data_nascimento) values (${`BEBE B4 ${sufixo}`}, '2000-11-01') returning id`,
      );
      c.pacientes.b4 = { id: Number(r.rows[0]?.id), nome: 'b4' };
      await registrar(tx, { p: 'b4', sigla: 'PENTA', dose: 'D3', data: '2001-05-01' });
    });
    const linhas = await coberturaDe({ data_inicio: '2001-01-01', data_fim: '2001-06-30', faixa: 'menor1' });
    const penta = linha(linhas, 'Penta — 3ª dose');
    // 181 days of 365: 495.9 children
    expect(penta).toMatchObject({ populacao: 496, fonte: 'Informada' });
    expect(penta.doses).toBeGreaterThanOrEqual(1);
    expect(penta.cobertura).toBe(Math.round((1000 * penta.doses) / ((1000 * 181) / 365)) / 10);
    // the other years fall back to the estimate
    const outro = await coberturaDe({ data_inicio: '2002-01-01', data_fim: '2002-12-31', faixa: 'menor1' });
    expect(linha(outro, 'Penta — 3ª dose').fonte).toBe('Estimada (pacientes cadastrados)');
  });

  it('o período é obrigatório e de no máximo um ano', async () => {
    const res = await lista('cobertura-vacinal', { data_inicio: '2020-01-01', data_fim: '2021-06-30' });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.data_fim).toEqual(['O período não pode ser maior que um ano.']);
  });
});
