import { AMB } from '@saude/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { lerPdf } from '../../../lib/print/pdf-teste.js';
import { cenario, usuarioCom } from './agendamento.fixtures.js';

let ctx: TestContext;
let admin: Record<string, string>;
let c: Awaited<ReturnType<typeof cenario>>;
let agendamento: { id: number; numero: number; data: string };
let pacienteNome: string;
const PARAM = '/api/ambulatorio/parametrizacao';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin', 'outra')).headers;
  c = await cenario(ctx);
  const jornada = await ctx.app.inject({ method: 'POST', url: '/api/ambulatorio/jornada', headers: admin, payload: c.jornada() });
  expect(jornada.statusCode, jornada.body).toBe(201);
  const pacienteId = await c.paciente('81955554444');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/ambulatorio/agendamento',
    headers: admin,
    payload: {
      paciente_id: pacienteId,
      jornada_id: json(jornada).id,
      data: c.proximo(3, 8),
      hora: '08:45',
      tipo_vaga: 1,
      observacao: 'Trazer exames',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  agendamento = json(res).data;
  pacienteNome = json(res).data.paciente_nome;
});
afterAll(async () => {
  await ctx.app.inject({ method: 'PUT', url: PARAM, headers: admin, payload: { comprovante_agendamento_largo: false } });
  await ctx.close();
});

async function imprimir(query = '', headers = admin) {
  const res = await ctx.app.inject({ method: 'GET', url: `/impressao/ambulatorio/agendamento/${agendamento.id}${query}`, headers });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const lido = await lerPdf(res.rawPayload);
  return { ...lido, texto: lido.textos.join('\n').replace(/\s+/g, ' ') };
}

describe('Pedido do Agendamento (impressao/ambulatorio/agendamento)', () => {
  it('prints the number, the patient, the date and time, the professional and the warning, on 8 cm and 10.3 cm paper', async () => {
    const estreito = await imprimir('?largura=8');
    expect(estreito.titulo).toBe('Pedido do Agendamento');
    expect(estreito.paginas).toHaveLength(1);
    expect(estreito.paginas[0]?.larguraCm).toBeCloseTo(8, 1);
    // the patient's name may wrap on the narrow paper: compare without spaces
    expect(estreito.texto.replace(/\s/g, '')).toContain(pacienteNome.replace(/\s/g, ''));
    expect(estreito.texto).toContain(String(agendamento.numero));
    expect(estreito.texto).toContain(agendamento.data.split('-').reverse().join('/'));
    expect(estreito.texto).toContain('08:45');
    expect(estreito.texto).toContain('Trazer exames');
    expect(estreito.texto).toContain('ATENÇÃO');

    const largo = await imprimir('?largura=10.3');
    expect(largo.paginas[0]?.larguraCm).toBeCloseTo(10.3, 1);
    expect(largo.texto).toContain(pacienteNome);
    expect(largo.texto).toContain(String(agendamento.numero));
  });

  it('without a width, the municipality setting picks the paper; a bad width is refused', async () => {
    expect((await imprimir()).paginas[0]?.larguraCm).toBeCloseTo(8, 1);
    const put = await ctx.app.inject({ method: 'PUT', url: PARAM, headers: admin, payload: { comprovante_agendamento_largo: true } });
    expect(put.statusCode, put.body).toBe(200);
    expect((await imprimir()).paginas[0]?.larguraCm).toBeCloseTo(10.3, 1);
    const ruim = await ctx.app.inject({
      method: 'GET',
      url: `/impressao/ambulatorio/agendamento/${agendamento.id}?largura=12`,
      headers: admin,
    });
    expect(ruim.statusCode).toBe(422);
  });

  it('a cancelled appointment prints as cancelled', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/ambulatorio/agendamento/cancel/${agendamento.id}`,
      headers: admin,
      payload: { motivo: 'Paciente desistiu' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await imprimir('?largura=8')).texto).toContain('AGENDAMENTO CANCELADO');
  });

  it('checks the permission and keeps each municipality to its own appointments', async () => {
    const url = `/impressao/ambulatorio/agendamento/${agendamento.id}`;
    const semPermissao = await usuarioCom(ctx, [AMB.parametrizacao]);
    expect((await ctx.app.inject({ method: 'GET', url, headers: semPermissao })).statusCode).toBe(403);
    const demo = (await ctx.login('admin')).headers;
    expect((await ctx.app.inject({ method: 'GET', url, headers: demo })).statusCode).toBe(404);
  });
});
