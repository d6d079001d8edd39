import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { lerPdf } from '../../../lib/print/pdf-teste.js';
import { criarCenarioColeta, diaDeTeste } from '../coleta/coleta.fixture.js';

let ctx: TestContext;
let lab: Record<string, string>;
let clienteId: number;
const get = (url: string, headers = lab) => ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  ctx = await createTestContext();
  lab = (await ctx.login('laboratorio')).headers;
  clienteId = Number((await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`)).rows[0]?.id);
});
afterAll(() => ctx.close());

describe('mapa-dia and mapa-producao', () => {
  it('lists the day per bench sector and patient, and prints the A4 worklist with the result blanks', async () => {
    const data = diaDeTeste();
    const c = await criarCenarioColeta(ctx.database.db, clienteId, data, [
      {
        nome: 'Gilda Mapa Bancada',
        amostras: [
          { material: 1, siglas: ['HEMO'] },
          { material: 2, siglas: ['GLI', 'CT'] },
        ],
      },
      { nome: 'Heitor Mapa Bancada', amostras: [{ material: 2, siglas: ['TSH'] }] },
    ]);
    const form = json(await get('/api/exame-laboratorial/mapa-dia/create')).data;
    expect(form.laboratorio_padrao).toBe(c.laboratorioId);
    expect(form.setores.map((s: { label: string }) => s.label)).toContain('Bioquímica');

    const q = `laboratorioId=${c.laboratorioId}&data=${data}`;
    const dia = json(await get(`/api/exame-laboratorial/mapa-dia/lista?${q}`)).data;
    expect(dia.total).toBe(4);
    expect(dia.pacientes).toBe(2);
    const hemo = dia.linhas.find((l: { sigla: string }) => l.sigla === 'HEMO');
    expect(hemo).toMatchObject({ setor: 2, paciente: 'Gilda Mapa Bancada', material: 'Sangue' });
    expect(hemo.campos).toContain('Hemoglobina');
    const bioq = json(await get(`/api/exame-laboratorial/mapa-dia/lista?${q}&setor=1`)).data;
    expect(bioq.linhas.map((l: { sigla: string }) => l.sigla).sort()).toEqual(['CT', 'GLI']);

    // production: only what was collected
    expect(json(await get(`/api/exame-laboratorial/mapa-producao/lista?${q}`)).data.total).toBe(0);
    const a = c.agendamentos[0];
    await withTenant(ctx.database.db, { clienteId }, (tx) =>
      tx.execute(sql`update lab_agendamento_exame set situacao = 2 where amostra_id = ${a?.amostraIds[1]}`),
    );
    const prod = json(await get(`/api/exame-laboratorial/mapa-producao/lista?${q}`)).data;
    expect(prod.linhas.map((l: { sigla: string }) => l.sigla).sort()).toEqual(['CT', 'GLI']);

    const r = await get(`/api/exame-laboratorial/mapa-producao/pdf?${q}&setor=1`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const pdf = await lerPdf(r.rawPayload);
    expect(pdf.titulo).toBe('Mapa de produção');
    const t = pdf.textos.join('\n');
    expect(t).toContain('Bioquímica — 2 exame(s) de 1 paciente(s)');
    expect(t).toContain('Gilda Mapa Bancada');
    expect(t).toContain('Glicose: ____________');
    expect(t).toContain('Setor: Bioquímica');
    const pdfDia = await lerPdf((await get(`/api/exame-laboratorial/mapa-dia/pdf?${q}`)).rawPayload);
    expect(pdfDia.titulo).toBe('Mapa do dia');
    expect(pdfDia.textos.join('\n')).toContain('Heitor Mapa Bancada');
  });

  it('asks for the laboratory and date (422), and needs the permission', async () => {
    const r = await get('/api/exame-laboratorial/mapa-dia/pdf');
    expect(r.statusCode).toBe(422);
    expect(Object.keys(json(r).errors)).toEqual(expect.arrayContaining(['laboratorio_id', 'data']));
    expect((await get('/api/exame-laboratorial/mapa-dia/create', (await ctx.login('medico')).headers)).statusCode).toBe(403);
  });
});
