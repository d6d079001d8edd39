import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { type Tx, withTenant } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { EQUIPAMENTO_RX_DEMO, EQUIPAMENTO_US_DEMO, seedCadastrosImagemDemo } from './equipamento.demo.js';

let ctx: TestContext;
let radiologista: Record<string, string>;
let imagem: Record<string, string>;
let clienteId: number;
const BASE = '/api/exame-imagem/equipamento';
const nome = () => `Equipamento ${Math.random().toString(36).slice(2, 8)}`;
const emTenant = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(ctx.database.db, { clienteId }, fn);
const idDe = async (q: ReturnType<typeof sql>) => emTenant(async (tx) => Number((await tx.execute(q)).rows[0]?.id));

beforeAll(async () => {
  ctx = await createTestContext();
  radiologista = (await ctx.login('radiologista')).headers;
  imagem = (await ctx.login('imagem')).headers;
  clienteId = Number((await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`)).rows[0]?.id);
}, 240_000);
afterAll(() => ctx.close());

describe('exame-imagem/equipamento', () => {
  it('the radiologist registers, edits, blocks and lists an equipment; the clerk may only list', async () => {
    const form = json(await ctx.app.inject({ method: 'GET', url: `${BASE}/create`, headers: radiologista })).form;
    const unidade = (form.unidades as { id: number; nome: string }[]).find((u) => u.nome === 'Policlínica Municipal');
    expect(unidade).toBeTruthy();
    const payload = {
      nome: nome(),
      modalidade: 2,
      unidade_id: unidade?.id,
      fabricante_modelo: 'GE Logiq P9',
      patrimonio: '',
      ae_title: 'US01',
    };
    expect((await ctx.app.inject({ method: 'POST', url: BASE, headers: imagem, payload })).statusCode).toBe(403);
    const criado = await ctx.app.inject({ method: 'POST', url: BASE, headers: radiologista, payload });
    expect(criado.statusCode).toBe(201);
    const id = json(criado).id as number;
    expect(json(criado)).toMatchObject({ nome: payload.nome, modalidade: 2, unidade_id: unidade?.id, patrimonio: null, ae_title: 'US01' });

    const alterado = await ctx.app.inject({
      method: 'PUT',
      url: `${BASE}/${id}`,
      headers: radiologista,
      payload: { ...payload, modalidade: 1 },
    });
    expect(alterado.statusCode).toBe(200);
    expect(json(alterado).modalidade).toBe(1);

    const lista = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/datatable?draw=1&start=0&length=10&search[value]=${encodeURIComponent(payload.nome)}`,
      headers: imagem,
    });
    expect(lista.statusCode).toBe(200);
    expect(json(lista).data).toEqual([
      expect.objectContaining({ id, nome: payload.nome, modalidade_nome: 'Radiografia (CR/DX)', unidade_nome: 'Policlínica Municipal' }),
    ]);

    const repetido = await ctx.app.inject({ method: 'POST', url: BASE, headers: radiologista, payload });
    expect(repetido.statusCode).toBe(422);
    expect(json(repetido).errors.nome).toBeTruthy();
  });

  it('refuses a missing or a blocked unit with the message on unidade_id, writing nothing', async () => {
    const semUnidade = await ctx.app.inject({ method: 'POST', url: BASE, headers: radiologista, payload: { nome: nome(), modalidade: 1 } });
    expect(semUnidade.statusCode).toBe(422);
    expect(json(semUnidade).errors.unidade_id).toEqual(['O campo Unidade é obrigatório.']);

    const inexistente = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: radiologista,
      payload: { nome: nome(), modalidade: 1, unidade_id: 987654 },
    });
    expect(inexistente.statusCode).toBe(422);
    expect(json(inexistente).errors.unidade_id).toEqual(['Unidade não encontrada ou bloqueada.']);

    const bloqueada = await idDe(sql`select id from unidade where nome_fantasia = 'UBS Heliópolis'`);
    await emTenant((tx) => tx.execute(sql`update unidade set bloqueado = true where id = ${bloqueada}`));
    const n = nome();
    const res = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: radiologista,
      payload: { nome: n, modalidade: 1, unidade_id: bloqueada },
    });
    await emTenant((tx) => tx.execute(sql`update unidade set bloqueado = false where id = ${bloqueada}`));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.unidade_id).toEqual(['Unidade não encontrada ou bloqueada.']);
    expect(await idDe(sql`select count(*)::int as id from img_equipamento where nome = ${n}`)).toBe(0);
  });

  it('the demo creates the equipments, exams with preparation, agendas and templates, and runs twice alike', async () => {
    const seed = () =>
      emTenant(async (tx) => {
        const mapa = async (q: ReturnType<typeof sql>) => new Map((await tx.execute(q)).rows.map((r) => [String(r.nome), Number(r.id)]));
        const demo = {
          clienteId,
          unidades: await mapa(sql`select nome_fantasia as nome, id from unidade`),
          usuarios: await mapa(sql`select login as nome, id from usuario`),
        } as unknown as SeedContexto;
        return seedCadastrosImagemDemo(tx, demo);
      });
    const primeiro = await seed();
    expect(await seed()).toEqual(primeiro);
    const { rows } = await emTenant((tx) =>
      tx.execute(sql`select e.nome, e.modalidade, u.nome_fantasia as unidade from img_equipamento e join unidade u on u.id = e.unidade_id
                      where e.id in (${primeiro.equipamentos.rx}, ${primeiro.equipamentos.us}) order by e.modalidade`),
    );
    expect(rows).toEqual([
      { nome: EQUIPAMENTO_RX_DEMO, modalidade: 1, unidade: 'Policlínica Municipal' },
      { nome: EQUIPAMENTO_US_DEMO, modalidade: 2, unidade: 'Policlínica Municipal' },
    ]);
    const exames = await emTenant(
      async (tx) =>
        (
          await tx.execute(
            sql`select procedimento_codigo, tipo, instrucoes_preparo from exame where id in (${sql.join(
              Object.values(primeiro.exames).map((id) => sql`${id}`),
              sql`, `,
            )}) order by procedimento_codigo`,
          )
        ).rows,
    );
    expect(exames.map((e) => e.procedimento_codigo)).toEqual(['0204020069', '0204030153', '0205020046', '0205020127', '0205020143']);
    expect(exames.every((e) => Number(e.tipo) === 2 && String(e.instrucoes_preparo ?? '').length > 10)).toBe(true);
    expect(String(exames.find((e) => e.procedimento_codigo === '0205020046')?.instrucoes_preparo)).toMatch(/Jejum de 8 horas/);

    // the agendas are the imaging module's, named by the equipment on the agenda list
    const lista = json(
      await ctx.app.inject({ method: 'GET', url: '/api/exame-imagem/jornada/datatable?draw=1&start=0&length=50', headers: radiologista }),
    );
    const rx = (lista.data as Record<string, unknown>[]).find((l) => l.id === primeiro.jornadas.rx);
    expect(rx).toMatchObject({ recurso_nome: EQUIPAMENTO_RX_DEMO, horario: '07:00 – 12:00', dias: 'Seg, Ter, Qua, Qui, Sex' });
    const grade = await emTenant(
      async (tx) =>
        (
          await tx.execute(
            sql`select recurso_tipo, duracao_minutos, modulo from jornada where id in (${primeiro.jornadas.rx}, ${primeiro.jornadas.us}) order by id`,
          )
        ).rows,
    );
    expect(grade).toEqual([
      { recurso_tipo: 4, duracao_minutos: 15, modulo: 'exame-imagem' },
      { recurso_tipo: 4, duracao_minutos: 20, modulo: 'exame-imagem' },
    ]);
    const modelos = await emTenant(
      async (tx) =>
        (
          await tx.execute(
            sql`select nome, texto from img_modelo_laudo where nome in ('US abdome total normal', 'RX tórax normal', 'US obstétrica 1º trimestre', 'US tireoide normal')`,
          )
        ).rows,
    );
    expect(modelos).toHaveLength(4);
    expect(modelos.every((m) => String(m.texto).includes('[PACIENTE]') && String(m.texto).includes('[DATA]'))).toBe(true);
  });
});
