import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';

let ctx: TestContext;
let radiologista: Record<string, string>;
let imagem: Record<string, string>;
const BASE = '/api/exame-imagem/modelo-laudo';
const nome = () => `Modelo ${Math.random().toString(36).slice(2, 8)}`;
const post = (payload: Record<string, unknown>, headers = radiologista) => ctx.app.inject({ method: 'POST', url: BASE, headers, payload });

async function exameId(tipo: number) {
  const clienteId = Number((await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`)).rows[0]?.id);
  return withTenant(ctx.database.db, { clienteId }, async (tx) =>
    Number((await tx.execute(sql`select id from exame where tipo = ${tipo} and not bloqueado order by id limit 1`)).rows[0]?.id),
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  radiologista = (await ctx.login('radiologista')).headers;
  imagem = (await ctx.login('imagem')).headers;
});
afterAll(() => ctx.close());

describe('exame-imagem/modelo-laudo', () => {
  it('the form offers only imaging exams; the radiologist saves a template of an exam and the list names it', async () => {
    const form = json(await ctx.app.inject({ method: 'GET', url: `${BASE}/create`, headers: radiologista })).form;
    const nomes = (form.exames as { nome: string }[]).map((e) => e.nome);
    expect(nomes).toContain('Ultrassonografia de abdome total');
    expect(nomes).not.toContain('Hemograma completo');
    const usAbdome = (form.exames as { id: number; nome: string }[]).find((e) => e.nome === 'Ultrassonografia de abdome total');
    const payload = {
      nome: nome(),
      exame_id: usAbdome?.id,
      texto: 'Paciente [PACIENTE], [IDADE]. Fígado de dimensões normais.',
      conclusao: 'Exame normal.',
    };
    expect((await post(payload, imagem)).statusCode).toBe(403);
    const res = await post(payload);
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ exame_id: usAbdome?.id, modalidade: null, texto: payload.texto });
    const lista = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${BASE}/datatable?draw=1&start=0&length=10&search[value]=${encodeURIComponent(payload.nome)}`,
        headers: imagem,
      }),
    );
    expect(lista.data).toEqual([
      expect.objectContaining({ nome: payload.nome, exame_nome: 'Ultrassonografia de abdome total', modalidade_nome: null }),
    ]);
  });

  it('a template of a modality needs no exam', async () => {
    const res = await post({ nome: nome(), modalidade: 1, texto: 'Radiografia sem alterações.' });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ modalidade: 1, exame_id: null });
  });

  it('refuses a template without exam nor modality, and a laboratory exam', async () => {
    const semNada = await post({ nome: nome(), texto: 'Texto' });
    expect(semNada.statusCode).toBe(422);
    expect(json(semNada).errors.exame_id).toEqual(['Informe o exame ou a modalidade do modelo.']);

    const laboratorial = await post({ nome: nome(), exame_id: await exameId(1), texto: 'Texto' });
    expect(laboratorial.statusCode).toBe(422);
    expect(json(laboratorial).errors.exame_id).toEqual(['Exame de imagem não encontrado.']);

    const semTexto = await post({ nome: nome(), modalidade: 2 });
    expect(semTexto.statusCode).toBe(422);
    expect(json(semTexto).errors.texto).toBeTruthy();
  });
});
