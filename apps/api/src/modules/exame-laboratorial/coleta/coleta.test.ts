import { hojeIso } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { lerPdf } from '../../../lib/print/pdf-teste.js';
import { decodificarCodigos } from '../../../lib/print/pdf-teste-codigos.js';
import { criarCenarioColeta, diaDeTeste } from './coleta.fixture.js';

let ctx: TestContext;
let lab: Record<string, string>;
let clienteId: number;
const BASE = '/api/exame-laboratorial';
const get = (url: string, headers = lab) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers = lab) => ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });
const linhas = async (q: ReturnType<typeof sql>) => (await withTenant(ctx.database.db, { clienteId }, (tx) => tx.execute(q))).rows;

beforeAll(async () => {
  ctx = await createTestContext();
  const s = await ctx.login('laboratorio');
  lab = s.headers;
  clienteId = Number(s.sessao.cliente?.id ?? (await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`)).rows[0]?.id);
});
afterAll(() => ctx.close());

describe('coleta-agendada/create', () => {
  it("lists the day's collections of the session's unit with their samples, searchable, and opens one by number", async () => {
    const data = diaDeTeste();
    const c = await criarCenarioColeta(ctx.database.db, clienteId, data, [
      {
        nome: 'Josefa Amélia Teste Coleta',
        nascimento: '1950-02-01',
        amostras: [
          { material: 1, recipiente: 'Tubo roxo (EDTA)', siglas: ['HEMO', 'PLAQ'] },
          { material: 2, siglas: ['GLI', 'CT'] },
        ],
      },
      { nome: 'Raimundo Teste Coleta', nomeSocial: 'Mundinho', amostras: [{ material: 2, siglas: ['TSH'] }] },
    ]);
    const r = await get(`${BASE}/coleta-agendada/create?data=${data}`);
    expect(r.statusCode).toBe(200);
    const d = json(r).data;
    // the default unit is the one of the session (the laboratory's)
    expect(d.filtro.unidade).toBe(c.unidadeId);
    expect(d.filtro.atendimento_unidade).toBe(c.unidadeId);
    const meus = d.itens.filter((i: { numero: number }) => c.agendamentos.some((a) => a.numero === i.numero));
    expect(meus).toHaveLength(2);
    const josefa = meus.find((i: { paciente_nome: string }) => i.paciente_nome === 'Josefa Amélia Teste Coleta');
    expect(
      josefa.amostras.map((s: { material: string; exames: { sigla: string }[] }) => [s.material, s.exames.map((e) => e.sigla)]),
    ).toEqual([
      ['Sangue', ['HEMO', 'PLAQ']],
      ['Soro', ['GLI', 'CT']],
    ]);
    expect(josefa.idade).toMatch(/anos$/);
    const busca = json(await get(`${BASE}/coleta-agendada/create?data=${data}&busca=mundinho`)).data.itens;
    expect(busca.map((i: { paciente_nome: string }) => i.paciente_nome)).toEqual(['Raimundo Teste Coleta']);
    const porNumero = json(await get(`${BASE}/coleta-agendada/create?atendimentoColeta=${c.agendamentos[1]?.numero}`)).data.itens;
    expect(porNumero).toHaveLength(1);
    expect(json(await get(`${BASE}/coleta-agendada/create?data=${data}&coleta=${c.jornadaId}`)).data.itens).toHaveLength(2);
    // another agenda of the same day shows none of them
    expect(json(await get(`${BASE}/coleta-agendada/create?data=${data}&unidade=999999999`)).data.itens).toHaveLength(0);
  });

  it('refuses without the permission', async () => {
    const medico = (await ctx.login('medico')).headers;
    expect((await get(`${BASE}/coleta-agendada/create`, medico)).statusCode).toBe(403);
  });
});

describe('etiquetas', () => {
  it('prints batch collection labels 8 × 2.8 cm whose Code 128 decodes to the scheduling number', async () => {
    const data = diaDeTeste();
    const c = await criarCenarioColeta(ctx.database.db, clienteId, data, [
      {
        nome: 'Ana Etiqueta Lote',
        nomeSocial: 'Aninha',
        nascimento: '1990-01-01',
        amostras: [
          { material: 1, siglas: ['HEMO'] },
          { material: 2, siglas: ['GLI', 'CT', 'HDL'] },
        ],
      },
      { nome: 'Bruno Etiqueta Lote', amostras: [{ material: 4, siglas: ['UREIA'] }] },
    ]);
    const [a, b] = c.agendamentos;
    const r = await get(`${BASE}/coleta-agendada/etiqueta-coleta?agendamentos=${a?.labAgendamentoId},${b?.labAgendamentoId}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const pdf = await lerPdf(r.rawPayload);
    expect(pdf.paginas).toHaveLength(3);
    for (const p of pdf.paginas) {
      expect(Math.abs((p.larguraCm ?? 0) - 8)).toBeLessThan(0.05);
      expect(Math.abs((p.alturaCm ?? 0) - 2.8)).toBeLessThan(0.05);
    }
    const texto = pdf.textos.join('\n');
    expect(texto).toContain('Ana Etiqueta Lote (Aninha)');
    expect(texto).toContain('GLI, CT, HDL');
    expect(texto).toMatch(/\d+ anos/);
    expect(texto).toContain('Laboratório Municipal');
    const codigos = await decodificarCodigos(r.rawPayload);
    // one label per sample, in the collection order (the booking's time)
    expect([...codigos].sort()).toEqual([`CODE-128:${a?.numero}`, `CODE-128:${a?.numero}`, `CODE-128:${b?.numero}`].sort());

    // an individual label: one sample
    const um = await get(`${BASE}/coleta-agendada/etiqueta-coleta?amostras=${a?.amostraIds[1]}`);
    const pdfUm = await lerPdf(um.rawPayload);
    expect(pdfUm.paginas).toHaveLength(1);
    expect(pdfUm.textos[0]).toContain('GLI, CT, HDL');
    expect(await decodificarCodigos(um.rawPayload)).toEqual([`CODE-128:${a?.numero}`]);
  });

  it('prints the specimen label 10 × 3 cm and the list label 8.3 cm wide', async () => {
    const c = await criarCenarioColeta(ctx.database.db, clienteId, diaDeTeste(), [
      {
        nome: 'Carla Etiqueta Amostra',
        nascimento: '2000-06-15',
        amostras: [{ material: 2, recipiente: 'Tubo amarelo', siglas: ['TGO', 'TGP'] }],
        solicitante: 'Dra. Lista Solicitante',
      },
    ]);
    const a = c.agendamentos[0];
    const r = await get(`${BASE}/coleta-agendada/etiqueta-amostra?agendamentos=${a?.labAgendamentoId}`);
    expect(r.statusCode).toBe(200);
    const pdf = await lerPdf(r.rawPayload);
    expect(pdf.titulo).toBe('Etiqueta');
    expect(Math.abs((pdf.paginas[0]?.larguraCm ?? 0) - 10)).toBeLessThan(0.05);
    expect(Math.abs((pdf.paginas[0]?.alturaCm ?? 0) - 3)).toBeLessThan(0.05);
    expect(pdf.textos[0]).toContain('Soro — Tubo amarelo');
    expect(await decodificarCodigos(r.rawPayload)).toEqual([`CODE-128:${a?.numero}-01`]);

    const l = await get(`${BASE}/coleta-agendada/etiqueta-lista?agendamentos=${a?.labAgendamentoId}`);
    const lista = await lerPdf(l.rawPayload);
    expect(Math.abs((lista.paginas[0]?.larguraCm ?? 0) - 8.3)).toBeLessThan(0.05);
    const t = lista.textos.join('\n');
    expect(t).toContain('Carla Etiqueta Amostra');
    expect(t).toContain('15/06/2000');
    expect(t).toContain('Dra. Lista Solicitante');
    expect(t).toContain(String(a?.numero));
    expect(t).toContain('TGO — TGO (AST)');
  });

  it('asks for a selection (422) and answers 404 for unknown ids', async () => {
    const r = await get(`${BASE}/coleta-agendada/etiqueta-coleta`);
    expect(r.statusCode).toBe(422);
    expect(json(r).errors.agendamentos[0]).toBe('Selecione ao menos um agendamento ou amostra.');
    expect((await get(`${BASE}/coleta-agendada/etiqueta-coleta?agendamentos=999999999`)).statusCode).toBe(404);
  });
});

describe('lancamento-coleta', () => {
  it('finds the scheduling by number, records collected and not collected samples, and the exams follow', async () => {
    // today: a typed collection time is checked against the booking's day
    const c = await criarCenarioColeta(ctx.database.db, clienteId, hojeIso(), [
      {
        nome: 'Diego Lançamento Coleta',
        amostras: [
          { material: 1, siglas: ['HEMO'] },
          { material: 4, siglas: ['UREIA', 'CREA'] },
        ],
      },
    ]);
    const a = c.agendamentos[0] as (typeof c.agendamentos)[number];
    const form = await get(`${BASE}/lancamento-coleta/create?numero=${a.numero}`);
    expect(form.statusCode).toBe(200);
    expect(json(form).data.model.amostras).toHaveLength(2);
    expect(json(form).data.form.motivos).toContain('Outro');
    expect((await get(`${BASE}/lancamento-coleta/create?numero=1`)).statusCode).toBe(404);

    const hora = new Date(Date.now() - 30 * 60_000).toISOString();
    const r = await post(`${BASE}/lancamento-coleta`, {
      lab_agendamento_id: a.labAgendamentoId,
      amostras: [
        { id: a.amostraIds[0], situacao: 2, coletada_em: hora },
        { id: a.amostraIds[1], situacao: 3, motivo_nao_coleta: 'Outro', motivo_outro: 'Frasco quebrado' },
      ],
    });
    expect(r.statusCode).toBe(201);
    expect(json(r).data).toMatchObject({ coletadas: 1, nao_coletadas: 1, etiqueta_ao_coletar: expect.any(Boolean) });
    const amostras = await linhas(sql`
      select s.situacao, s.coletada_em, u.login, s.motivo_nao_coleta, s.unidade_coleta_id from lab_amostra s left join usuario u on u.id = s.coletada_por
       where s.lab_agendamento_id = ${a.labAgendamentoId} order by s.id`);
    expect(Number(amostras[0]?.situacao)).toBe(2);
    expect(new Date(amostras[0]?.coletada_em as string).toISOString()).toBe(hora);
    expect(amostras[0]?.login).toBe('laboratorio');
    expect(Number(amostras[0]?.unidade_coleta_id)).toBe(c.unidadeId);
    expect(Number(amostras[1]?.situacao)).toBe(3);
    expect(amostras[1]?.motivo_nao_coleta).toBe('Outro: Frasco quebrado');
    const exames = await linhas(
      sql`select situacao from lab_agendamento_exame where lab_agendamento_id = ${a.labAgendamentoId} order by id`,
    );
    expect(exames.map((e) => Number(e.situacao))).toEqual([2, 3, 3]);
    const [ag] = await linhas(sql`select status from agendamento where id = ${a.agendamentoId}`);
    expect(Number(ag?.status)).toBe(3);
    // audited: the sample's update is in the trail under the session's user
    const audit = await linhas(
      sql`select count(*)::int as n from auditoria where tabela = 'lab_amostra' and registro_id = ${a.amostraIds[0]}`,
    );
    expect(Number(audit[0]?.n)).toBeGreaterThan(0);

    // collected later after all (now): the exams of the second sample become collected
    const r2 = await post(`${BASE}/lancamento-coleta`, {
      lab_agendamento_id: a.labAgendamentoId,
      amostras: [{ id: a.amostraIds[1], situacao: 2 }],
    });
    expect(r2.statusCode).toBe(201);
    const depois = await linhas(
      sql`select situacao from lab_agendamento_exame where lab_agendamento_id = ${a.labAgendamentoId} order by id`,
    );
    expect(depois.map((e) => Number(e.situacao))).toEqual([2, 2, 2]);
  });

  it('refuses bad input with pt-BR messages on the fields and writes nothing', async () => {
    const c = await criarCenarioColeta(ctx.database.db, clienteId, diaDeTeste(), [
      {
        nome: 'Elisa Recusa Coleta',
        amostras: [
          { material: 1, siglas: ['HEMO'] },
          { material: 2, siglas: ['GLI'] },
        ],
      },
    ]);
    const outro = await criarCenarioColeta(ctx.database.db, clienteId, diaDeTeste(), [
      { nome: 'Fábio Outro', amostras: [{ material: 2, siglas: ['TSH'] }] },
    ]);
    const a = c.agendamentos[0] as (typeof c.agendamentos)[number];
    const semMotivo = await post(`${BASE}/lancamento-coleta`, {
      lab_agendamento_id: a.labAgendamentoId,
      amostras: [{ id: a.amostraIds[0], situacao: 3 }],
    });
    expect(semMotivo.statusCode).toBe(422);
    expect(JSON.stringify(json(semMotivo).errors)).toContain('Informe o motivo da não coleta.');
    const outroSemTexto = await post(`${BASE}/lancamento-coleta`, {
      lab_agendamento_id: a.labAgendamentoId,
      amostras: [{ id: a.amostraIds[0], situacao: 3, motivo_nao_coleta: 'Outro' }],
    });
    expect(outroSemTexto.statusCode).toBe(422);
    expect(JSON.stringify(json(outroSemTexto).errors)).toContain('Descreva o motivo da não coleta.');
    const futura = await post(`${BASE}/lancamento-coleta`, {
      lab_agendamento_id: a.labAgendamentoId,
      amostras: [
        { id: a.amostraIds[0], situacao: 2 },
        { id: a.amostraIds[1], situacao: 2, coletada_em: new Date(Date.now() + 3_600_000).toISOString() },
      ],
    });
    expect(futura.statusCode).toBe(422);
    expect(json(futura).errors['amostras.1.coletada_em']).toEqual(['A hora da coleta não pode ser futura.']);
    const alheia = await post(`${BASE}/lancamento-coleta`, {
      lab_agendamento_id: a.labAgendamentoId,
      amostras: [{ id: outro.agendamentos[0]?.amostraIds[0], situacao: 2 }],
    });
    expect(alheia.statusCode).toBe(422);
    expect(json(alheia).errors['amostras.0.id']).toEqual(['A amostra não pertence a este agendamento.']);
    // nothing was written, not even the first sample of the refused batch
    const s = await linhas(sql`select situacao from lab_amostra where lab_agendamento_id = ${a.labAgendamentoId}`);
    expect(s.map((x) => Number(x.situacao))).toEqual([1, 1]);

    // a sample with a result entered cannot be re-recorded
    await linhas(sql`update lab_agendamento_exame set situacao = 4 where amostra_id = ${a.amostraIds[0]}`);
    const comResultado = await post(`${BASE}/lancamento-coleta`, {
      lab_agendamento_id: a.labAgendamentoId,
      amostras: [{ id: a.amostraIds[0], situacao: 3, motivo_nao_coleta: 'Recusa do paciente' }],
    });
    expect(comResultado.statusCode).toBe(422);
  });
});
