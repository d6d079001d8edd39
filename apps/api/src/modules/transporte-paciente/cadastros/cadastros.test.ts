import { isValidProcedimentoSigtap, mensagens } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { seedCadastrosTransporteDemo } from './cadastros.demo.js';
import { aleatorio, tenantDemo } from './cadastros.fixtures.js';

let ctx: TestContext;
let coordenador: Record<string, string>;
let transporte: Record<string, string>;
let t: Awaited<ReturnType<typeof tenantDemo>>;
const API = '/api/transporte-paciente';

beforeAll(async () => {
  ctx = await createTestContext();
  coordenador = (await ctx.login('coordenador')).headers;
  transporte = (await ctx.login('transporte')).headers;
  t = await tenantDemo(ctx);
}, 240_000);
afterAll(() => ctx.close());

describe('transporte-paciente: points, groups, trip reasons, supervisors', () => {
  it('the clerk lists every registry but edits none; the coordinator edits', async () => {
    for (const r of ['condutor', 'veiculo', 'destino', 'jornada', 'ponto', 'grupo', 'motivo-viagem-procedimento', 'supervisor']) {
      expect((await ctx.app.inject({ method: 'GET', url: `${API}/${r}/datatable`, headers: transporte })).statusCode, r).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: `${API}/${r}/create`, headers: transporte })).statusCode, r).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: `${API}/${r}/create`, headers: coordenador })).statusCode, r).toBe(200);
    }
    const ponto = { nome: `Ponto ${aleatorio()}`, endereco: 'Rua A, 1', bairro: 'Heliópolis', referencia: '' };
    expect((await ctx.app.inject({ method: 'POST', url: `${API}/ponto`, headers: transporte, payload: ponto })).statusCode).toBe(403);
    const criado = await ctx.app.inject({ method: 'POST', url: `${API}/ponto`, headers: coordenador, payload: ponto });
    expect(criado.statusCode).toBe(201);
    expect(json(criado)).toMatchObject({ bairro: 'Heliópolis', referencia: null });
    const grupo = await ctx.app.inject({ method: 'POST', url: `${API}/grupo`, headers: coordenador, payload: { nome: 'Hemodiálise' } });
    expect(grupo.statusCode).toBe(422);
    expect(json(grupo).errors.nome).toEqual(['Já existe um registro com este valor.']);
  });

  it('a trip reason takes a SIGTAP procedure that exists; its autocomplete finds it', async () => {
    const nome = `Motivo ${aleatorio()}`;
    const post = (procedimento_codigo: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${API}/motivo-viagem-procedimento`,
        headers: coordenador,
        payload: { nome, procedimento_codigo },
      });
    const digito = await post('0803010126');
    expect(digito.statusCode).toBe(422);
    expect(json(digito).errors.procedimento_codigo).toEqual([mensagens.procedimento]);
    // a well-formed code that is not in the table
    const inexistente = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']
      .map((d) => `080301999${d}`)
      .find(isValidProcedimentoSigtap) as string;
    const invalido = await post(inexistente);
    expect(invalido.statusCode).toBe(422);
    expect(json(invalido).errors.procedimento_codigo).toEqual(['Procedimento SIGTAP não encontrado.']);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: `${API}/motivo-viagem-procedimento`,
      headers: coordenador,
      payload: { nome, procedimento_codigo: '08.03.01.012-5' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const edit = json(
      await ctx.app.inject({ method: 'GET', url: `${API}/motivo-viagem-procedimento/${json(ok).id}/edit`, headers: coordenador }),
    );
    expect(edit.model.procedimento).toMatchObject({ codigo: '0803010125' });
    const ac = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/motivo-viagem-procedimento/autocomplete?search[value]=${nome}`,
        headers: transporte,
      }),
    );
    expect(ac.data).toEqual([{ id: json(ok).id, label: `${nome} (0803010125)` }]);
  });

  it('a supervisor is a user and a unit; the lookups answer units and users', async () => {
    const unidades = json(
      await ctx.app.inject({ method: 'GET', url: `${API}/supervisor/unidade?search[value]=secretaria`, headers: coordenador }),
    );
    const unidade = unidades.data.find((u: { label: string }) => u.label === 'Secretaria Municipal de Saúde');
    expect(unidade).toBeTruthy();
    const usuarios = json(
      await ctx.app.inject({ method: 'GET', url: `${API}/supervisor/supervisor?search[value]=coordenador`, headers: coordenador }),
    );
    expect(usuarios.data[0].label).toMatch(/\(coordenador\)$/);
    const payload = { usuario_id: usuarios.data[0].id, unidade_id: unidade.id };
    const criado = await ctx.app.inject({ method: 'POST', url: `${API}/supervisor`, headers: coordenador, payload });
    expect(criado.statusCode, criado.body).toBe(201);
    const repetido = await ctx.app.inject({ method: 'POST', url: `${API}/supervisor`, headers: coordenador, payload });
    expect(json(repetido).errors.usuario_id).toEqual(['Já existe um registro com este valor.']);
    const semUnidade = await ctx.app.inject({
      method: 'POST',
      url: `${API}/supervisor`,
      headers: coordenador,
      payload: { ...payload, unidade_id: 987654 },
    });
    expect(json(semUnidade).errors.unidade_id).toEqual(['Unidade não encontrada ou bloqueada.']);
    // no block in the spec for supervisors
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `${API}/supervisor/bloquear/${json(criado).id}`, headers: coordenador })).statusCode,
    ).toBe(404);
    const lista = json(
      await ctx.app.inject({ method: 'GET', url: `${API}/supervisor/datatable?search[value]=coordenador`, headers: transporte }),
    );
    expect(lista.data).toEqual([expect.objectContaining({ login: 'coordenador', unidade_nome: 'Secretaria Municipal de Saúde' })]);
  });

  it('the demo: the fleet, drivers with one licence expiring, destinations and their places, and runs twice alike', async () => {
    const seed = () => t.emTenant((tx) => seedCadastrosTransporteDemo(tx, { clienteId: t.clienteId } as unknown as SeedContexto));
    const primeiro = await seed();
    expect(await seed()).toEqual(primeiro);
    const frota = await t.emTenant(
      async (tx) =>
        (
          await tx.execute(sql`select tipo, count(*)::int as n, max(lugares) as lugares, max(lugares_cadeirante) as cadeirante, bool_or(acessivel) as acessivel
          from tp_veiculo where id in (${sql.join(
            Object.values(primeiro.veiculos).map((id) => sql`${id}`),
            sql`, `,
          )}) group by tipo order by tipo`)
        ).rows,
    );
    expect(frota).toEqual([
      { tipo: 1, n: 3, lugares: 6, cadeirante: 0, acessivel: false },
      { tipo: 2, n: 2, lugares: 15, cadeirante: 0, acessivel: false },
      { tipo: 3, n: 1, lugares: 24, cadeirante: 2, acessivel: true },
      { tipo: 5, n: 1, lugares: 2, cadeirante: 0, acessivel: true },
    ]);
    const condutores = json(await ctx.app.inject({ method: 'GET', url: `${API}/condutor/datatable?length=50`, headers: transporte }));
    const demo = (condutores.data as { id: number; situacao_cnh: string; nome: string }[]).filter((c) =>
      Object.values(primeiro.condutores).includes(c.id),
    );
    expect(demo.filter((c) => c.situacao_cnh === 'vencendo').map((c) => c.nome)).toEqual(['Antônio Ferreira Lima']);
    expect(demo.filter((c) => c.situacao_cnh === 'valida')).toHaveLength(4);

    const recife = json(
      await ctx.app.inject({ method: 'GET', url: `${API}/destino/${primeiro.destinos.Recife}/edit`, headers: coordenador }),
    );
    expect(recife.model).toMatchObject({ municipio_id: 2611606, distancia_km: 230, tempo_viagem_min: 210 });
    expect(recife.model.locais.map((l: { nome: string }) => l.nome).sort()).toEqual(
      ['Hospital da Restauração', 'Hospital de Câncer de Pernambuco', 'IMIP'].sort(),
    );
    const motivos = await t.emTenant(
      async (tx) =>
        (
          await tx.execute(
            sql`select procedimento_codigo from tp_motivo where id in (${sql.join(
              Object.values(primeiro.motivos).map((id) => sql`${id}`),
              sql`, `,
            )})`,
          )
        ).rows,
    );
    expect(motivos.every((m) => String(m.procedimento_codigo).startsWith('0803'))).toBe(true);
    const jornadas = json(await ctx.app.inject({ method: 'GET', url: `${API}/jornada/datatable?length=50`, headers: transporte }));
    expect(jornadas.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: primeiro.jornadas.recife,
          dias: 'Seg, Ter, Qua, Qui, Sex',
          horario_saida: '04:00',
          tipo_veiculo_nome: 'Van',
        }),
        expect.objectContaining({ id: primeiro.jornadas.caruaru, dias: 'Ter, Qui', horario_saida: '05:30', tipo_veiculo_nome: 'Carro' }),
      ]),
    );
  });
});
