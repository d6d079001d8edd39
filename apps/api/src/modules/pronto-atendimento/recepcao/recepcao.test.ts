import { compararPrioridades } from '@saude/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { atendimento } from '../../../db/schema/index.js';
import { prioridade } from '../../painel-senha/index.js';
import { fixturePa, novoPaciente, type PaFixture } from '../pa.fixtures.js';

/**
 * The reception's checks against the record (issue 16 items 4 and 6): the patient as the desk reads them back, the
 * legal priority refused when the record contradicts it (422 with the reason, nothing written), and the priorities
 * in the kiosk's order.
 */
let ctx: TestContext;
let f: PaFixture;
const prio: Record<string, number> = {};
const base = '/api/pronto-atendimento/recepcao';

beforeAll(async () => {
  ctx = await createTestContext();
  f = await fixturePa(ctx);
  await withTenant(ctx.database.db, { clienteId: f.clienteId }, async (tx) => {
    for (const p of await tx.select({ id: prioridade.id, nome: prioridade.nome }).from(prioridade)) prio[p.nome] = p.id;
  });
});
afterAll(() => ctx.close());

const receber = (pacienteId: number, prioridadeNome: string) =>
  ctx.app.inject({
    method: 'POST',
    url: base,
    headers: f.headers.recepcao,
    payload: {
      paciente_id: pacienteId,
      opcao_entrada_id: f.opcaoId,
      prioridade_id: prio[prioridadeNome],
      destino_centro_custo_id: f.cc['Triagem e Classificação de Risco'],
    },
  });

const atendimentosDe = (pacienteId: number) =>
  withTenant(ctx.database.db, { clienteId: f.clienteId }, (tx) =>
    tx
      .select({ id: atendimento.id })
      .from(atendimento)
      .where(and(eq(atendimento.pacienteId, pacienteId))),
  );

describe('recepção do pronto atendimento: prioridade legal e paciente', () => {
  it('lists the priorities in the one order of the kiosk (heaviest first, then by name)', async () => {
    const form = json(await ctx.app.inject({ method: 'GET', url: `${base}/create`, headers: f.headers.recepcao })).form;
    const lista = form.prioridades as { id: number; nome: string; peso: number }[];
    expect(lista.length).toBeGreaterThan(2);
    expect(lista.map((p) => p.id)).toEqual([...lista].sort(compararPrioridades).map((p) => p.id));
    const nomes = lista.map((p) => p.nome);
    expect(nomes.indexOf('Idoso 80+')).toBeLessThan(nomes.indexOf('Gestante'));
    expect(nomes.indexOf('Gestante')).toBeLessThan(nomes.indexOf('Idoso 60+'));
  });

  it('reads back a patient for the desk: label, sex and birth date', async () => {
    const id = await novoPaciente(f, { sexoId: 0, dataNascimento: '1981-03-04' });
    const res = await ctx.app.inject({ method: 'GET', url: `${base}/paciente/${id}`, headers: f.headers.recepcao });
    expect(res.statusCode).toBe(200);
    const p = json(res);
    expect(p).toMatchObject({ id, sexo_id: 0, data_nascimento: '1981-03-04', idade_estimada: null });
    expect(p.label).toContain('04/03/1981');
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/paciente/987654321`, headers: f.headers.recepcao })).statusCode).toBe(404);
    // the read belongs to the reception's permission
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/paciente/${id}`, headers: f.headers.medico })).statusCode).toBe(403);
  });

  it('refuses a legal priority the record contradicts, with the reason, and writes nothing', async () => {
    const homem = await novoPaciente(f, { sexoId: 0, dataNascimento: '1990-01-01' });
    const gestante = await receber(homem, 'Gestante');
    expect(gestante.statusCode).toBe(422);
    expect(json(gestante).errors).toEqual({
      prioridade_id: ['A prioridade "Gestante" exige paciente do sexo feminino (no cadastro: Masculino).'],
    });
    const jovem = await receber(homem, 'Idoso 60+');
    expect(jovem.statusCode).toBe(422);
    expect(json(jovem).errors.prioridade_id[0]).toMatch(
      /^A prioridade "Idoso 60\+" exige paciente com 60 anos ou mais \(o paciente tem \d+ anos\)\.$/,
    );
    expect(await atendimentosDe(homem)).toEqual([]);

    // what the record allows goes through
    const mulher = await novoPaciente(f, { sexoId: 1, dataNascimento: '1995-07-20' });
    expect((await receber(mulher, 'Gestante')).statusCode).toBe(201);
    expect(await atendimentosDe(mulher)).toHaveLength(1);
    const idoso = await novoPaciente(f, { sexoId: 0, dataNascimento: '1950-07-20' });
    expect((await receber(idoso, 'Idoso 60+')).statusCode).toBe(201);
  });
});
