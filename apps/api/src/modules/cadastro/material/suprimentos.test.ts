import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext, unique } from '../../../../test/helpers.js';
import { gerarCnpj } from '../fornecedor/gerar-cnpj.js';

let ctx: TestContext;
let admin: Record<string, string>;

const post = (url: string, payload: Record<string, unknown>, headers = admin) => ctx.app.inject({ method: 'POST', url, headers, payload });
const put = (url: string, payload: Record<string, unknown>, headers = admin) => ctx.app.inject({ method: 'PUT', url, headers, payload });
const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });
const del = (url: string, headers = admin) => ctx.app.inject({ method: 'DELETE', url, headers });

async function criarGrupo(nome = unique('Grupo')) {
  const res = await post('/api/cadastro/grupo', { nome });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).id as number;
}
async function criarSubgrupo(grupoId: number, nome = unique('Subgrupo')) {
  const res = await post('/api/cadastro/subgrupo', { nome, grupo_id: grupoId });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).id as number;
}
const materialBase = (grupoId: number, extra: Record<string, unknown> = {}) => ({
  nome: unique('Material'),
  unidade_fornecimento_id: 2,
  grupo_id: grupoId,
  estoque_minimo: 10,
  estoque_maximo: 100,
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
});
afterAll(() => ctx.close());

describe('materiais: grupo, subgrupo e estoque', () => {
  it('accepts a subgroup of the chosen group and refuses one of another group (422 on subgrupo_id)', async () => {
    const grupoA = await criarGrupo();
    const grupoB = await criarGrupo();
    const subA = await criarSubgrupo(grupoA);
    const subB = await criarSubgrupo(grupoB);

    const form = json(await get('/api/cadastro/material/create')).form;
    expect(form.grupos.find((g: { id: number }) => g.id === grupoA).subgrupos).toEqual([
      expect.objectContaining({ id: subA, grupo_id: grupoA }),
    ]);

    const ok = await post('/api/cadastro/material', materialBase(grupoA, { subgrupo_id: subA, codigo: '123456789' }));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(json(ok)).toMatchObject({ grupo: { id: grupoA }, subgrupo: { id: subA }, medicamento: false, codigo: '123456789' });

    const errado = await post('/api/cadastro/material', materialBase(grupoA, { subgrupo_id: subB }));
    expect(errado.statusCode).toBe(422);
    expect(json(errado).errors).toEqual({ subgrupo_id: ['O subgrupo selecionado não pertence ao grupo informado.'] });

    // the same check on edit, and nothing was written
    const editado = await put(`/api/cadastro/material/${json(ok).id}`, materialBase(grupoA, { nome: json(ok).nome, subgrupo_id: subB }));
    expect(editado.statusCode).toBe(422);
    expect(json(await get(`/api/cadastro/material/${json(ok).id}/edit`)).model.subgrupo_id).toBe(subA);
  });

  it('requires máximo ≥ mínimo, non-negative integers, and a unique numeric code of up to 9 digits', async () => {
    const grupoId = await criarGrupo();
    const invertido = await post('/api/cadastro/material', materialBase(grupoId, { estoque_minimo: 50, estoque_maximo: 10 }));
    expect(invertido.statusCode).toBe(422);
    expect(json(invertido).errors).toEqual({ estoque_maximo: ['Estoque máximo deve ser maior ou igual ao estoque mínimo'] });

    const negativo = await post('/api/cadastro/material', materialBase(grupoId, { estoque_minimo: -1, codigo: '12A' }));
    expect(json(negativo).errors).toMatchObject({
      estoque_minimo: ['Estoque mínimo deve ser maior ou igual a 0'],
      codigo: ['Código deve conter apenas dígitos (no máximo 9)'],
    });

    const semMaximo = await post('/api/cadastro/material', materialBase(grupoId, { estoque_maximo: '' }));
    expect(semMaximo.statusCode, semMaximo.body).toBe(201);
    expect(json(semMaximo).estoque_maximo).toBeNull();

    const codigo = String(Math.floor(Math.random() * 1e8));
    expect((await post('/api/cadastro/material', materialBase(grupoId, { codigo }))).statusCode).toBe(201);
    const repetido = await post('/api/cadastro/material', materialBase(grupoId, { codigo }));
    expect(repetido.statusCode).toBe(422);
    expect(json(repetido).errors).toEqual({ codigo: ['Já existe um registro com este valor.'] });
  });

  it('keeps the CATMAT code for BNAFAR only with its product type (decision 0015), in capitals', async () => {
    const grupoId = await criarGrupo();
    const semTipo = await post('/api/cadastro/material', materialBase(grupoId, { medicamento: true, catmat: 'BR0342320U0041' }));
    expect(semTipo.statusCode).toBe(422);
    expect(json(semTipo).errors).toEqual({
      tipo_produto_bnafar: ['Informe o componente da assistência farmacêutica (BNAFAR) do código CATMAT'],
    });
    const ruim = await post('/api/cadastro/material', materialBase(grupoId, { catmat: '0342320', tipo_produto_bnafar: 'X' }));
    expect(json(ruim).errors).toEqual({
      catmat: ['Código CATMAT inválido (ex.: BR0342320U0041)'],
      tipo_produto_bnafar: ['Componente da assistência farmacêutica (BNAFAR) é inválido'],
    });
    const ok = await post(
      '/api/cadastro/material',
      materialBase(grupoId, { medicamento: true, catmat: 'br0342320u0041', tipo_produto_bnafar: 'E' }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(json(ok)).toMatchObject({ catmat: 'BR0342320U0041', tipo_produto_bnafar: 'E' });
    const edit = json(await get(`/api/cadastro/material/${json(ok).id}/edit`)).model;
    expect(edit).toMatchObject({ catmat: 'BR0342320U0041', tipo_produto_bnafar: 'E' });
  });

  it('refuses to delete a group, subgroup or item in use (409) and deletes them once free', async () => {
    const grupoId = await criarGrupo();
    const subId = await criarSubgrupo(grupoId);
    const item = json(await post('/api/cadastro/material', materialBase(grupoId, { subgrupo_id: subId, medicamento: true })));
    const remedio = await post('/api/cadastro/medicamento', {
      denominacao: unique('Remédio'),
      concentracao: '10 mg',
      forma_farmaceutica_id: 1,
      via_administracao_id: 1,
      material_id: item.id,
    });
    expect(remedio.statusCode, remedio.body).toBe(201);

    const emUso = 'Este registro não pode ser excluído porque está em uso. Bloqueie-o em vez de excluir.';
    for (const url of [`/api/cadastro/grupo/${grupoId}`, `/api/cadastro/subgrupo/${subId}`, `/api/cadastro/material/${item.id}`]) {
      const res = await del(url);
      expect(res.statusCode, url).toBe(409);
      expect(json(res).message).toBe(emUso);
    }
    expect((await del(`/api/cadastro/medicamento/${json(remedio).id}`)).statusCode).toBe(204);
    expect((await del(`/api/cadastro/material/${item.id}`)).statusCode).toBe(204);
    expect((await del(`/api/cadastro/subgrupo/${subId}`)).statusCode).toBe(204);
    expect((await del(`/api/cadastro/grupo/${grupoId}`)).statusCode).toBe(204);
  });

  it('never lets a reference point to another municipality (422), and lists the demo seed by group', async () => {
    const outra = (await ctx.login('admin', 'outra')).headers;
    const grupoOutra = json(await post('/api/cadastro/grupo', { nome: unique('Grupo da outra') }, outra)).id as number;
    const res = await post('/api/cadastro/material', materialBase(grupoOutra));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ grupo_id: ['Grupo não encontrado.'] });

    const lista = json(await get('/api/cadastro/subgrupo/datatable?search[value]=Material%20m%C3%A9dico'));
    expect(lista.data.length).toBeGreaterThan(0);
    expect(lista.data.every((s: { grupo_nome: string }) => s.grupo_nome === 'Material médico-hospitalar')).toBe(true);
  });
});

describe('medicamentos', () => {
  it('only links stock items marked as medicine, and the autocomplete finds it by any words of its label', async () => {
    const grupoId = await criarGrupo();
    const caixa = json(await post('/api/cadastro/material', materialBase(grupoId)));
    const sufixo = Math.random().toString(36).slice(2, 7);
    const dados = {
      denominacao: `Losartana ${sufixo}`,
      concentracao: '50 mg',
      forma_farmaceutica_id: 1,
      via_administracao_id: 1,
      uso_continuo: true,
      lista_controle_id: 4,
      codigo_catmat: 'br0267653',
    };
    const recusado = await post('/api/cadastro/medicamento', { ...dados, material_id: caixa.id });
    expect(recusado.statusCode).toBe(422);
    expect(json(recusado).errors).toEqual({ material_id: ['O material selecionado não está marcado como medicamento.'] });

    const criado = await post('/api/cadastro/medicamento', dados);
    expect(criado.statusCode, criado.body).toBe(201);
    expect(json(criado)).toMatchObject({ codigo_catmat: 'BR0267653', uso_continuo: true, rename: false });

    const recepcao = (await ctx.login('recepcao')).headers;
    const ac = json(
      await get(`/api/cadastro/medicamento/autocomplete?search[value]=${encodeURIComponent(`${sufixo} 50 compr`)}`, recepcao),
    );
    expect(ac.data).toEqual([{ id: json(criado).id, label: `Losartana ${sufixo} 50 mg comprimido` }]);

    const lista = json(await get(`/api/cadastro/medicamento/datatable?search[value]=${sufixo}&tipo=controlado`));
    expect(lista.data[0]).toMatchObject({ forma_farmaceutica: 'comprimido', lista_controle: 'B1', uso_continuo: true });

    // the same generic name, strength and form is a duplicate
    const dup = await post('/api/cadastro/medicamento', dados);
    expect(dup.statusCode).toBe(422);
    expect(json(dup).errors).toEqual({ denominacao: ['Já existe um registro com este valor.'] });

    // blocked medicines leave the autocomplete
    await put(`/api/cadastro/medicamento/bloquear/${json(criado).id}`, {});
    expect(json(await get(`/api/cadastro/medicamento/autocomplete?search[value]=${sufixo}`, recepcao)).data).toEqual([]);
  });
});

describe('fornecedores e fabricantes: CNPJ', () => {
  it('requires a valid CNPJ, unique per municipality; another municipality may register the same one', async () => {
    const base = { razao_social: unique('Distribuidora'), cep: '55.290-000', telefone: '(87) 3761-0000', municipio_id: 2606002 };
    const semCnpj = await post('/api/cadastro/fornecedor', base);
    expect(json(semCnpj).errors).toMatchObject({ cnpj: ['O campo CNPJ é obrigatório.'] });
    const invalido = await post('/api/cadastro/fornecedor', { ...base, cnpj: '11.222.333/0001-00' });
    expect(json(invalido).errors).toEqual({ cnpj: ['O CNPJ informado é inválido.'] });

    const cnpj = gerarCnpj();
    const criado = await post('/api/cadastro/fornecedor', { ...base, cnpj: cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})/, '$1.$2.$3/$4-') });
    expect(criado.statusCode, criado.body).toBe(201);
    expect(json(criado)).toMatchObject({
      cnpj,
      cep: '55290000',
      telefone: '8737610000',
      municipio: { id: 2606002, label: 'Garanhuns - PE' },
    });

    const duplicado = await post('/api/cadastro/fornecedor', { ...base, razao_social: unique('Outra razão'), cnpj });
    expect(duplicado.statusCode).toBe(422);
    expect(json(duplicado).errors).toEqual({ cnpj: ['Já existe um registro com este valor.'] });

    const outra = (await ctx.login('admin', 'outra')).headers;
    expect((await post('/api/cadastro/fornecedor', { ...base, cnpj }, outra)).statusCode).toBe(201);

    const achado = json(await get(`/api/cadastro/fornecedor/datatable?search[value]=${cnpj.slice(0, 8)}`));
    expect(achado.data.map((f: { id: number }) => f.id)).toEqual([json(criado).id]);
  });

  it('a manufacturer needs a unique name; its CNPJ is optional but validated', async () => {
    const nome = unique('Laboratório');
    expect((await post('/api/cadastro/fabricante', { nome, cnpj: '' })).statusCode).toBe(201);
    expect(json(await post('/api/cadastro/fabricante', { nome })).errors).toEqual({ nome: ['Já existe um registro com este valor.'] });
    expect(json(await post('/api/cadastro/fabricante', { nome: unique('Lab'), cnpj: '123' })).errors).toEqual({
      cnpj: ['O CNPJ informado é inválido.'],
    });
  });
});

describe('vacinas', () => {
  it('takes a LEDI immunobiological code once per municipality; a manufacturer in use cannot be deleted', async () => {
    const outra = (await ctx.login('admin', 'outra')).headers;
    // a code the other test municipality has not used yet
    const usados = new Set(
      json(await get('/api/cadastro/vacina/datatable?length=100', outra)).data.map(
        (v: { codigo_imunobiologico: string }) => v.codigo_imunobiologico,
      ),
    );
    const codigo = ['116', '115', '114', '113', '112', '111', '110'].find((c) => !usados.has(c)) as string;
    const fab = json(await post('/api/cadastro/fabricante', { nome: unique('Fabricante') }, outra)).id as number;
    const vacina = {
      nome: unique('Vacina'),
      sigla: 'TST',
      codigo_imunobiologico: codigo,
      doses: 2,
      via_administracao_id: 3,
      fabricante_id: fab,
    };
    const criada = await post('/api/cadastro/vacina', vacina, outra);
    expect(criada.statusCode, criada.body).toBe(201);
    expect(json(criada).fabricante).toEqual({ id: fab, label: expect.any(String) });

    const repetida = await post('/api/cadastro/vacina', { ...vacina, nome: unique('Outra') }, outra);
    expect(repetida.statusCode).toBe(422);
    expect(json(repetida).errors).toEqual({ codigo_imunobiologico: ['Já existe um registro com este valor.'] });

    const invalida = await post('/api/cadastro/vacina', { ...vacina, codigo_imunobiologico: '999', doses: 0 }, outra);
    expect(json(invalida).errors).toEqual({
      codigo_imunobiologico: ['Imunobiológico (código LEDI) é inválido'],
      doses: ['Número de doses do esquema deve ser maior ou igual a 1'],
    });

    expect((await del(`/api/cadastro/fabricante/${fab}`, outra)).statusCode).toBe(409);
    expect((await del(`/api/cadastro/vacina/${json(criada).id}`, outra)).statusCode).toBe(204);
    expect((await del(`/api/cadastro/fabricante/${fab}`, outra)).statusCode).toBe(204);
  });
});

describe('alergias e convênios (lidos pelo cadastro do cidadão)', () => {
  it('the reception finds them by autocomplete, accent-insensitive; blocked ones are left out', async () => {
    const sufixo = Math.random().toString(36).slice(2, 7);
    const alergia = json(await post('/api/cadastro/alergia', { nome: `Camarão ${sufixo}`, tipo_id: 2 }));
    const convenio = json(await post('/api/cadastro/convenio-medico', { nome: `Saúde Agreste ${sufixo}`, registro_ans: '123456' }));
    const recepcao = (await ctx.login('recepcao')).headers;

    expect(json(await get(`/api/cadastro/alergia/autocomplete?search[value]=camarao%20${sufixo}`, recepcao)).data).toEqual([
      { id: alergia.id, label: `Camarão ${sufixo}` },
    ]);
    expect(json(await get(`/api/cadastro/convenio-medico/autocomplete?search[value]=saude%20agreste%20${sufixo}`, recepcao)).data).toEqual([
      { id: convenio.id, label: `Saúde Agreste ${sufixo}` },
    ]);
    // reception reads, it does not register
    expect((await post('/api/cadastro/alergia', { nome: unique('Alergia'), tipo_id: 1 }, recepcao)).statusCode).toBe(403);

    const lista = json(await get(`/api/cadastro/alergia/datatable?search[value]=${sufixo}`));
    expect(lista.data[0]).toMatchObject({ nome: `Camarão ${sufixo}`, tipo_nome: 'Alimento' });

    await put(`/api/cadastro/alergia/bloquear/${alergia.id}`, {});
    expect(json(await get(`/api/cadastro/alergia/autocomplete?search[value]=${sufixo}`, recepcao)).data).toEqual([]);

    expect(json(await post('/api/cadastro/convenio-medico', { nome: convenio.nome })).errors).toEqual({
      nome: ['Já existe um registro com este valor.'],
    });
    expect(json(await post('/api/cadastro/convenio-medico', { nome: unique('Conv'), registro_ans: '12' })).errors).toEqual({
      registro_ans: ['Registro ANS deve conter 6 dígitos'],
    });
  });
});
