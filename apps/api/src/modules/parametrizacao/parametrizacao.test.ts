import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext, unique } from '../../../test/helpers.js';

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
});
afterAll(() => ctx.close());

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  ctx.app.inject({ method, url, headers, payload });

/** A SIGTAP procedure no municipality has configured yet (tests share one database in CI). */
async function procedimentoLivre(): Promise<string> {
  const { rows } = await ctx.database.db.execute<{ codigo: string }>(
    `select p.codigo from procedimento_sigtap p
      where p.codigo like '03%' and not exists (select 1 from procedimento_municipal m where m.procedimento_codigo = p.codigo)
      order by random() limit 1` as never,
  );
  return rows[0].codigo;
}

describe('parametrizacao/exame', () => {
  it('creates a laboratory exam over a SIGTAP procedure and lists it with the SIGTAP sex restriction', async () => {
    const nome = unique('Glicemia pós-prandial');
    const res = await req('POST', '/api/parametrizacao/exame', {
      nome,
      tipo: 1,
      procedimento_codigo: '02.02.01.047-3',
      material_biologico: 3,
      metodo: 'Hexoquinase',
      prazo_resultado_dias: '2',
      jejum: true,
      jejum_horas: 8,
    });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ procedimento_codigo: '0202010473', jejum_horas: 8, procedimento: { nome: 'DOSAGEM DE GLICOSE' } });
    const lista = json(await req('GET', `/api/parametrizacao/exame/datatable?search[value]=${encodeURIComponent(nome)}`));
    expect(lista.data[0]).toMatchObject({ nome, tipo_nome: 'Laboratorial', material_biologico_nome: 'Plasma', sexo_nome: 'Ambos' });
    const dup = await req('POST', '/api/parametrizacao/exame', { nome, tipo: 2, procedimento_codigo: '0204030153' });
    expect(dup.statusCode).toBe(422);
    expect(json(dup).errors.nome).toEqual(['Já existe um registro com este valor.']);
  });

  it('requires the material of a laboratory exam and the hours of a fasting one; imaging drops the material', async () => {
    const semMaterial = await req('POST', '/api/parametrizacao/exame', {
      nome: unique('Exame'),
      tipo: 1,
      procedimento_codigo: '0202020380',
      jejum: true,
    });
    expect(semMaterial.statusCode).toBe(422);
    expect(json(semMaterial).errors).toMatchObject({
      material_biologico: ['O campo Material biológico é obrigatório.'],
      jejum_horas: ['O campo Horas de jejum é obrigatório.'],
    });
    const invalido = await req('POST', '/api/parametrizacao/exame', { nome: unique('Exame'), tipo: 2, procedimento_codigo: '0204030154' });
    expect(invalido.statusCode).toBe(422);
    expect(json(invalido).errors.procedimento_codigo).toBeDefined();
    // a valid check digit, but not a SIGTAP procedure
    const inexistente = await req('POST', '/api/parametrizacao/exame', {
      nome: unique('Exame'),
      tipo: 2,
      procedimento_codigo: '0000000019',
    });
    expect(inexistente.statusCode).toBe(422);
    expect(json(inexistente).errors.procedimento_codigo).toEqual(['Procedimento não encontrado na tabela SIGTAP.']);
    const imagem = await req('POST', '/api/parametrizacao/exame', {
      nome: unique('Raio X'),
      tipo: 2,
      procedimento_codigo: '0204030153',
      material_biologico: 1,
      jejum: false,
      jejum_horas: 4,
    });
    expect(imagem.statusCode).toBe(201);
    expect(json(imagem)).toMatchObject({ material_biologico: null, jejum_horas: null });
  });
});

describe('parametrizacao/kit-exame', () => {
  it('needs at least one exam, keeps the chosen ones and refuses an exam of another municipality', async () => {
    const vazio = await req('POST', '/api/parametrizacao/kit-exame', { nome: unique('Kit'), exames: [] });
    expect(vazio.statusCode).toBe(422);
    expect(json(vazio).errors.exames).toEqual(['Selecione ao menos um item']);

    const form = json(await req('GET', '/api/parametrizacao/kit-exame/create')).form;
    const [a, b] = form.exames as { id: number; label: string }[];
    const nome = unique('Kit gestante');
    const kit = await req('POST', '/api/parametrizacao/kit-exame', { nome, exames: [a.id, b.id, a.id] });
    expect(kit.statusCode).toBe(201);
    expect(json(kit).exames).toHaveLength(2);
    const edit = json(await req('GET', `/api/parametrizacao/kit-exame/${json(kit).id}/edit`)).model;
    expect(edit.exames.sort()).toEqual([a.id, b.id].sort());
    const lista = json(await req('GET', `/api/parametrizacao/kit-exame/datatable?search[value]=${encodeURIComponent(nome)}`));
    expect(lista.data[0]).toMatchObject({ nome, quantidade_exames: 2 });

    const outra = (await ctx.login('admin', 'outra')).headers;
    const alheio = await req('POST', '/api/parametrizacao/kit-exame', { nome: unique('Kit'), exames: [a.id] }, outra);
    expect(alheio.statusCode).toBe(422);
    expect(json(alheio).errors.exames).toEqual(['Exame não encontrado.']);

    await req('PUT', `/api/parametrizacao/kit-exame/${json(kit).id}`, { nome, exames: [b.id] });
    expect(json(await req('GET', `/api/parametrizacao/kit-exame/${json(kit).id}/edit`)).model.exames).toEqual([b.id]);
  });
});

describe('parametrizacao/procedimento', () => {
  it('one setting per SIGTAP procedure and municipality; another municipality has its own', async () => {
    const codigo = await procedimentoLivre();
    const dados = { procedimento_codigo: codigo, valor_complementar: '12,50', exige_autorizacao: true, permite_agendamento: false };
    const res = await req('POST', '/api/parametrizacao/procedimento', dados);
    expect(res.statusCode).toBe(201);
    expect(json(res).valor_complementar).toBe('12.50');
    const dup = await req('POST', '/api/parametrizacao/procedimento', { ...dados, valor_complementar: 1 });
    expect(dup.statusCode).toBe(422);
    expect(json(dup).errors.procedimento_codigo).toEqual(['Já existe um registro com este valor.']);

    const lista = json(await req('GET', `/api/parametrizacao/procedimento/datatable?search[value]=${codigo}`));
    expect(lista.data).toHaveLength(1);
    expect(lista.data[0]).toMatchObject({ procedimento_codigo: codigo, valor_complementar: '12.50' });
    expect(lista.data[0].procedimento_nome).toBeTruthy();
    expect(lista.data[0].competencia).toMatch(/^\d{2}\/\d{4}$/);
    expect(Number(lista.data[0].valor_sigtap)).toBeGreaterThanOrEqual(0);

    // tenant isolation: the other municipality neither sees nor edits it, and may configure the same procedure
    const outra = (await ctx.login('admin', 'outra')).headers;
    const deLa = json(await req('GET', `/api/parametrizacao/procedimento/datatable?search[value]=${codigo}`, undefined, outra));
    expect(deLa.data).toHaveLength(0);
    expect((await req('GET', `/api/parametrizacao/procedimento/${json(res).id}/edit`, undefined, outra)).statusCode).toBe(404);
    const propria = await req('POST', '/api/parametrizacao/procedimento', { ...dados, valor_complementar: 3 }, outra);
    expect(propria.statusCode).toBe(201);
    await req('DELETE', `/api/parametrizacao/procedimento/${json(propria).id}`, undefined, outra);
    await req('DELETE', `/api/parametrizacao/procedimento/${json(res).id}`);
  });

  it('money takes at most two decimals and is not negative', async () => {
    const codigo = await procedimentoLivre();
    const tres = await req('POST', '/api/parametrizacao/procedimento', { procedimento_codigo: codigo, valor_complementar: '1,234' });
    expect(tres.statusCode).toBe(422);
    expect(json(tres).errors.valor_complementar).toEqual(['Valor municipal complementar deve ter no máximo 2 casas decimais']);
    const negativo = await req('POST', '/api/parametrizacao/procedimento', { procedimento_codigo: codigo, valor_complementar: -1 });
    expect(negativo.statusCode).toBe(422);
    expect(json(negativo).errors.valor_complementar).toBeDefined();
  });
});

describe('parametrizacao/procedimento-cirurgico', () => {
  it('creates with an optional SIGTAP procedure and filters by porte', async () => {
    const nome = unique('Exérese de cisto sebáceo');
    const res = await req('POST', '/api/parametrizacao/procedimento-cirurgico', { nome, porte: 1, tempo_estimado_minutos: 30 });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ procedimento_codigo: null, necessita_internacao: false });
    const lista = json(
      await req('GET', `/api/parametrizacao/procedimento-cirurgico/datatable?porte=1&search[value]=${encodeURIComponent(nome)}`),
    );
    expect(lista.data[0]).toMatchObject({ nome, porte_nome: 'Pequeno' });
    expect(
      json(await req('GET', `/api/parametrizacao/procedimento-cirurgico/datatable?porte=3&search[value]=${encodeURIComponent(nome)}`)).data,
    ).toEqual([]);
    const semPorte = await req('POST', '/api/parametrizacao/procedimento-cirurgico', { nome: unique('X'), tempo_estimado_minutos: 30 });
    expect(json(semPorte).errors.porte).toEqual(['O campo Porte é obrigatório.']);
  });
});

describe('parametrizacao/tabela-cid', () => {
  const buscar = async (termo: string, extra = '', headers = admin) =>
    json(
      await req('GET', `/api/parametrizacao/tabela-cid/datatable?search[value]=${encodeURIComponent(termo)}${extra}`, undefined, headers),
    );

  it('finds by code with or without the dot, and shows it with the dot', async () => {
    for (const termo of ['A00.0', 'A000', 'a00.0']) {
      const r = await buscar(termo);
      expect(r.data[0], termo).toMatchObject({ codigo: 'A00.0', capitulo: 1 });
    }
    const categoria = await buscar('J45');
    expect(categoria.data.map((c: { codigo: string }) => c.codigo)).toEqual(expect.arrayContaining(['J45', 'J45.0', 'J45.9']));
  });

  it('finds by description ignoring accents and case, filters by chapter and shows the sex restriction', async () => {
    const r = await buscar('colera');
    expect(r.data.some((c: { descricao: string }) => c.descricao.startsWith('Cólera'))).toBe(true);
    const gravidez = await buscar('', '&capitulo=15&length=25');
    expect(gravidez.records_filtered).toBeGreaterThan(100);
    expect(gravidez.data.every((c: { codigo: string }) => c.codigo.startsWith('O'))).toBe(true);
    expect((await buscar('O00')).data[0]).toMatchObject({ codigo: 'O00', sexo: 'F', sexo_nome: 'Feminino' });
    const capitulos = json(await req('GET', '/api/parametrizacao/tabela-cid/capitulos')).data;
    expect(capitulos).toHaveLength(22);
    expect(capitulos[1]).toMatchObject({ numero: 2, inicio: 'C00', fim: 'D48' });
  });

  it('is read by physicians and nursing, not by reception', async () => {
    for (const papel of ['medico', 'enfermagem']) {
      const h = (await ctx.login(papel)).headers;
      expect((await req('GET', '/api/parametrizacao/tabela-cid/datatable', undefined, h)).statusCode, papel).toBe(200);
    }
    const recepcao = (await ctx.login('recepcao')).headers;
    expect((await req('GET', '/api/parametrizacao/tabela-cid/datatable', undefined, recepcao)).statusCode).toBe(403);
  });
});
