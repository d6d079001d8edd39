import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';

let ctx: TestContext;
let radiologista: Record<string, string>;
let imagem: Record<string, string>;
let form: Record<string, { id: number; nome: string; unidade_id?: number; unidade_ids?: number[] }[]>;
const BASE = '/api/exame-imagem/jornada';
const lista = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `${url}/datatable?draw=1&start=0&length=100`, headers });

let equipamento: { id: number; nome: string; unidadeId: number };
const opcao = (lista: string, nome: string) => form[lista]?.find((o) => o.nome === nome);
const agenda = (over: Record<string, unknown> = {}) => ({
  recurso_tipo: 4,
  recurso_id: equipamento.id,
  unidade_id: equipamento.unidadeId,
  situacao_id: form.situacoes?.[0]?.id,
  dias_semana: [1, 2, 3, 4, 5],
  hora_inicio: '07:00',
  hora_fim: '12:00',
  duracao_minutos: 15,
  vigencia_inicio: '2026-01-05',
  vagas: 20,
  aberta_outras_unidades: true,
  ...over,
});

beforeAll(async () => {
  ctx = await createTestContext();
  radiologista = (await ctx.login('radiologista')).headers;
  imagem = (await ctx.login('imagem')).headers;
  const nome = `Raio-X de teste ${Math.random().toString(36).slice(2, 8)}`;
  const policlinica = json(
    await ctx.app.inject({ method: 'GET', url: '/api/exame-imagem/equipamento/create', headers: radiologista }),
  ).form.unidades.find((u: { nome: string }) => u.nome === 'Policlínica Municipal').id as number;
  const criado = await ctx.app.inject({
    method: 'POST',
    url: '/api/exame-imagem/equipamento',
    headers: radiologista,
    payload: { nome, modalidade: 1, unidade_id: policlinica },
  });
  equipamento = { id: json(criado).id, nome, unidadeId: policlinica };
  form = json(await ctx.app.inject({ method: 'GET', url: `${BASE}/create`, headers: radiologista })).form;
}, 240_000);
afterAll(() => ctx.close());

describe('exame-imagem/jornada', () => {
  it("creates an equipment's agenda listed by the equipment's name, and the outpatient agendas do not show it", async () => {
    expect(opcao('equipamentos', equipamento.nome)).toMatchObject({ unidade_id: equipamento.unidadeId, modalidade: 1 });
    expect((await ctx.app.inject({ method: 'POST', url: BASE, headers: imagem, payload: agenda() })).statusCode).toBe(403);
    const res = await ctx.app.inject({ method: 'POST', url: BASE, headers: radiologista, payload: agenda() });
    expect(res.statusCode).toBe(201);
    const id = json(res).id as number;
    expect(json(res)).toMatchObject({ recurso_tipo: 4, recurso_id: equipamento.id, vagas: 20, dias_semana: [1, 2, 3, 4, 5] });

    const nossa = json(await lista(BASE, imagem)).data as Record<string, unknown>[];
    expect(nossa.find((l) => l.id === id)).toMatchObject({
      recurso_nome: equipamento.nome,
      modalidade_nome: 'Radiografia (CR/DX)',
      unidade_nome: 'Policlínica Municipal',
      horario: '07:00 – 12:00',
      vagas: 20,
    });
    // the engine's table is shared: neither the outpatient nor the laboratory list shows the imaging agenda
    const agendador = (await ctx.login('agenda')).headers;
    const ambulatorio = await lista('/api/ambulatorio/jornada', agendador);
    expect(ambulatorio.statusCode).toBe(200);
    expect((json(ambulatorio).data as { id: number }[]).map((l) => l.id)).not.toContain(id);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/ambulatorio/jornada/${id}/edit`, headers: agendador })).statusCode).toBe(404);
    // and this screen does not show theirs
    const { rows } = await withTenant(ctx.database.db, { clienteId: await clienteDemo() }, (tx) =>
      tx.execute(sql`select id from jornada where modulo <> 'exame-imagem'`),
    );
    expect(rows.length).toBeGreaterThan(0);
    const ids = new Set(nossa.map((l) => l.id));
    expect(rows.some((r) => ids.has(Number(r.id)))).toBe(false);

    // edit: the vacancies change
    const edit = json(await ctx.app.inject({ method: 'GET', url: `${BASE}/${id}/edit`, headers: radiologista }));
    expect(edit.model).toMatchObject({ recurso_id: equipamento.id, vagas: 20, infraestrutura_id: null });
    const put = await ctx.app.inject({ method: 'PUT', url: `${BASE}/${id}`, headers: radiologista, payload: agenda({ vagas: 10 }) });
    expect(put.statusCode).toBe(200);
    expect(json(put).vagas).toBe(10);
  });

  it("creates the radiologist's own agenda (a professional lotado at the unit)", async () => {
    const radiologo = opcao('profissionais', 'Marcelo Augusto Queiroz');
    expect(radiologo?.unidade_ids).toContain(equipamento.unidadeId);
    const res = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: radiologista,
      payload: agenda({ recurso_tipo: 1, recurso_id: radiologo?.id, dias_semana: [2, 4], duracao_minutos: 30, vagas: 8 }),
    });
    expect(res.statusCode).toBe(201);
    const linha = (json(await lista(BASE, imagem)).data as Record<string, unknown>[]).find((l) => l.id === json(res).id);
    expect(linha).toMatchObject({ recurso_nome: 'Marcelo Augusto Queiroz', modalidade_nome: null, dias: 'Ter, Qui' });
  });

  it('refuses an unknown equipment, a unit not the equipment’s, a professional not lotado there and too many vacancies', async () => {
    const post = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: BASE, headers: radiologista, payload });
    const antes = json(await lista(BASE, imagem)).records_total;

    const semEquipamento = await post(agenda({ recurso_id: 987654 }));
    expect(semEquipamento.statusCode).toBe(422);
    expect(json(semEquipamento).errors.recurso_id).toEqual(['Equipamento não encontrado ou bloqueado.']);

    const outraUnidade = opcao('unidades', 'UBS Heliópolis')?.id;
    const unidadeErrada = await post(agenda({ unidade_id: outraUnidade }));
    expect(unidadeErrada.statusCode).toBe(422);
    expect(json(unidadeErrada).errors.unidade_id).toEqual(['A unidade da agenda deve ser a do equipamento.']);

    const radiologo = opcao('profissionais', 'Marcelo Augusto Queiroz');
    const naoLotado = await post(agenda({ recurso_tipo: 1, recurso_id: radiologo?.id, unidade_id: outraUnidade }));
    expect(naoLotado.statusCode).toBe(422);
    expect(json(naoLotado).errors.recurso_id).toEqual(['Profissional não encontrado ou sem lotação ativa nesta unidade.']);

    const vagas = await post(agenda({ vagas: 40 }));
    expect(vagas.statusCode).toBe(422);
    expect(json(vagas).errors.vagas).toEqual(['As vagas (40) ultrapassam os horários do dia (20).']);

    const tipo = await post(agenda({ recurso_tipo: 2 }));
    expect(tipo.statusCode).toBe(422);
    expect(json(tipo).errors.recurso_tipo).toBeTruthy();

    expect(json(await lista(BASE, imagem)).records_total).toBe(antes);
  });
});

async function clienteDemo() {
  return Number((await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`)).rows[0]?.id);
}
