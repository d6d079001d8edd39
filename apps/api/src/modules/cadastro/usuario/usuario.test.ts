import { MENSAGENS_USUARIO } from '@saude/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext, unique } from '../../../../test/helpers.js';
import { gerarCpf } from '../../../db/seed/municipio.js';

let ctx: TestContext;
let admin: Record<string, string>;
let outra: Record<string, string>;
const api = '/api/cadastro/usuario';

interface Local {
  id: number;
  label: string;
  centros: { id: number; nome: string; setor_nome: string }[];
}
let locais: Local[];
let papeis: { id: number; nome: string }[];
let localDaOutra: Local;

const novoCpf = () => gerarCpf(String(100000000 + Math.floor(Math.random() * 800000000)));
const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = admin, payload?: object) =>
  ctx.app.inject({ method, url, headers, payload });

async function carregarLocais(headers: Record<string, string>) {
  const infras = json(await req('GET', `${api}/infraestruturas?length=50`, headers)).data as { id: number; label: string }[];
  const out: Local[] = [];
  for (const i of infras) {
    const centros = json(await req('GET', `${api}/centros-custo?infraestrutura_id=${i.id}`, headers)).data;
    if (centros.length) out.push({ ...i, centros });
  }
  return out;
}

const papel = (nome: string) => papeis.find((p) => p.nome === nome)!.id;
const lotacaoDe = (l: Local, papelIds: number[], extra: object = {}) => ({
  infraestrutura_id: l.id,
  centro_custo_ids: [l.centros[0].id],
  papel_ids: papelIds,
  ...extra,
});

function usuarioNovo(extra: Record<string, unknown> = {}) {
  const login = unique('usr').replace(/-/g, '.');
  return {
    nome: 'Joana Darc Teste',
    cpf: novoCpf(),
    data_nascimento: '17/05/1990',
    email: `${login}@teste.local`,
    login,
    registro_tipo_id: 7,
    registro_numero: '12345',
    registro_estado_id: 26,
    lotacoes: [lotacaoDe(locais[0], [papel('Recepção')])],
    ...extra,
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
  outra = (await ctx.login('admin', 'outra')).headers;
  locais = await carregarLocais(admin);
  papeis = json(await req('GET', `${api}/create`)).form.papeis;
  [localDaOutra] = await carregarLocais(outra);
});
afterAll(() => ctx.close());

describe('cadastro de usuários (spec 000 §2.3, 001 §7 usuario)', () => {
  it('creates a user with a new citizen; the generated password logs in once and the menu follows the roles', async () => {
    const corpo = usuarioNovo();
    const res = await req('POST', api, admin, corpo);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const u = json(res);
    expect(u).toMatchObject({ nome: 'Joana Darc Teste', cpf: corpo.cpf, data_nascimento: '1990-05-17', login: corpo.login });
    expect(u.senha_gerada).toMatch(/^.{12,}$/);
    expect(u).not.toHaveProperty('senha_hash');
    expect(u.lotacoes).toHaveLength(1);
    expect(u.lotacoes[0].papeis.map((p: { nome: string }) => p.nome)).toEqual(['Recepção']);

    const { sessao } = await ctx.login(corpo.login.toUpperCase(), 'demo', u.senha_gerada);
    const menu = JSON.stringify(sessao.menu);
    expect(menu).toContain('cadastro.bairro');
    expect(menu).not.toContain('administracao.papel');
    expect(sessao.usuario.registro_tipo).toEqual({ id: 7, sigla: 'CRM' });
    // the edit model never carries a password, and the generated one is not shown again
    const edit = json(await req('GET', `${api}/${u.id}/edit`));
    expect(JSON.stringify(edit)).not.toContain(u.senha_gerada);
    expect(edit.model.senha_gerada).toBeUndefined();
  });

  it('links an existing citizen of the CPF instead of duplicating it, and refuses a citizen that already has a user', async () => {
    const { cidadao } = await import('../../../db/schema/index.js');
    const { withTenant } = await import('../../../db/client.js');
    const { eq } = await import('drizzle-orm');
    const demoId = await clienteId('demo');
    const cpf = novoCpf();
    const [c] = await withTenant(ctx.database.db, { clienteId: demoId }, (tx) =>
      tx.insert(cidadao).values({ nome: 'Paciente Já Cadastrado', cpf }).returning({ id: cidadao.id }),
    );
    const res = await req(
      'POST',
      api,
      admin,
      usuarioNovo({
        cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
        nome: 'Paciente Já Cadastrado Silva',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const rows = await withTenant(ctx.database.db, { clienteId: demoId }, (tx) => tx.select().from(cidadao).where(eq(cidadao.cpf, cpf)));
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toBe(c.id);
    expect(rows[0].nome).toBe('Paciente Já Cadastrado Silva');

    const outro = await req('POST', api, admin, usuarioNovo({ cpf }));
    expect(outro.statusCode).toBe(422);
    expect(json(outro).errors).toEqual({ cpf: [MENSAGENS_USUARIO.cidadaoJaUsuario] });
  });

  it('refuses a login already in use (ignoring case) and an invalid one', async () => {
    const a = usuarioNovo();
    expect((await req('POST', api, admin, a)).statusCode).toBe(201);
    const dup = await req('POST', api, admin, usuarioNovo({ login: a.login.toUpperCase() }));
    expect(dup.statusCode).toBe(422);
    expect(json(dup).errors).toEqual({ login: ['Este login já está em uso.'] });
    const ruim = await req('POST', api, admin, usuarioNovo({ login: 'joão silva' }));
    expect(json(ruim).errors.login).toEqual(['Login deve conter apenas letras, números, ponto, hífen ou sublinhado']);
    const semCpf = await req('POST', api, admin, usuarioNovo({ cpf: '111.111.111-11' }));
    expect(json(semCpf).errors.cpf).toBeDefined();
    const outro = await req('POST', api, admin, usuarioNovo({ registro_tipo_id: 14, registro_tipo_outro: '' }));
    expect(json(outro).errors).toEqual({ registro_tipo_outro: [MENSAGENS_USUARIO.outroConselho] });
  });

  it('validates placements: none, without role, a location of another municipality, a cost centre of another location', async () => {
    const nenhuma = await req('POST', api, admin, usuarioNovo({ lotacoes: [] }));
    expect(nenhuma.statusCode).toBe(422);
    expect(json(nenhuma).errors).toEqual({ lotacoes: [MENSAGENS_USUARIO.semLotacao] });

    const semPapel = await req('POST', api, admin, usuarioNovo({ lotacoes: [lotacaoDe(locais[0], [])] }));
    expect(json(semPapel).errors).toEqual({ 'lotacoes.0.papel_ids': ['Selecione ao menos um item'] });

    const daOutra = usuarioNovo({ lotacoes: [lotacaoDe(localDaOutra, [papel('Recepção')])] });
    const r1 = await req('POST', api, admin, daOutra);
    expect(r1.statusCode).toBe(422);
    expect(json(r1).errors['lotacoes.0.infraestrutura_id']).toEqual(['Unidade — Local não encontrado.']);

    const centroTrocado = usuarioNovo({
      lotacoes: [{ ...lotacaoDe(locais[0], [papel('Recepção')]), centro_custo_ids: [locais[1].centros[0].id] }],
    });
    const r2 = await req('POST', api, admin, centroTrocado);
    expect(json(r2).errors).toEqual({ 'lotacoes.0.centro_custo_ids': ['Centro de custo não pertence ao local selecionado.'] });
    // nothing was written by the refused attempts
    const lista = json(await req('GET', `${api}/datatable?search[value]=${encodeURIComponent(daOutra.login)}`));
    expect(lista.data).toEqual([]);
  });

  it('replaces placements keeping unchanged ids and their sessions; a removed placement in use is retired, not a 500', async () => {
    const corpo = usuarioNovo({ lotacoes: [lotacaoDe(locais[0], [papel('Recepção')]), lotacaoDe(locais[1], [papel('Enfermagem')])] });
    const u = json(await req('POST', api, admin, corpo));
    const [a, b] = u.lotacoes as { id: number; infraestrutura_id: number }[];
    const sessao = await ctx.login(corpo.login, 'demo', u.senha_gerada);
    expect(sessao.sessao.lotacao.id).toBe(a.id);

    // keep A (its roles grow), drop B (never used: deleted), add C
    const edit1 = await req('PUT', `${api}/${u.id}`, admin, {
      ...corpo,
      lotacoes: [{ ...lotacaoDe(locais[0], [papel('Recepção'), papel('Farmácia')]), id: a.id }, lotacaoDe(locais[2], [papel('Médico')])],
    });
    expect(edit1.statusCode, edit1.body).toBe(200);
    const lot1 = json(await req('GET', `${api}/${u.id}/lotacoes`)).data;
    expect(lot1.map((l: { id: number }) => l.id)[0]).toBe(a.id);
    expect(lot1.map((l: { id: number }) => l.id)).not.toContain(b.id);
    expect(lot1[0].papeis.map((p: { nome: string }) => p.nome)).toEqual(['Farmácia', 'Recepção']);
    expect(lot1[1].rotulo).toBe(locais[2].label);
    expect((await req('GET', '/api/cadastro/usuario-perfil', sessao.headers)).statusCode).toBe(200);

    // now drop A, which the open session points at: retired, the session ends, no 500
    const c = lot1[1];
    const edit2 = await req('PUT', `${api}/${u.id}`, admin, {
      ...corpo,
      lotacoes: [{ id: c.id, infraestrutura_id: c.infraestrutura_id, centro_custo_ids: c.centro_custo_ids, papel_ids: c.papel_ids }],
    });
    expect(edit2.statusCode, edit2.body).toBe(200);
    expect(json(await req('GET', `${api}/${u.id}/lotacoes`)).data.map((l: { id: number }) => l.id)).toEqual([c.id]);
    expect((await req('GET', '/api/cadastro/usuario-perfil', sessao.headers)).statusCode).toBe(401);
    const nova = await ctx.login(corpo.login, 'demo', u.senha_gerada);
    expect(nova.sessao.lotacao.id).toBe(c.id);

    // an id that is not one of this user's placements is refused
    const alheia = await req('PUT', `${api}/${u.id}`, admin, {
      ...corpo,
      lotacoes: [{ ...lotacaoDe(locais[0], [papel('Recepção')]), id: a.id }],
    });
    expect(json(alheia).errors['lotacoes.0.id']).toEqual(['Lotação não encontrada para este usuário.']);
  });

  it('a role blocked after it was granted stays on the placement; a new grant of a blocked role is refused', async () => {
    const papelNovo = json(await req('POST', '/api/administracao/papel', admin, { nome: unique('Papel'), permissoes: [] }));
    const corpo = usuarioNovo({ lotacoes: [lotacaoDe(locais[0], [papelNovo.id])] });
    const u = json(await req('POST', api, admin, corpo));
    await req('PUT', `/api/administracao/papel/bloquear/${papelNovo.id}`);
    const mantida = { ...lotacaoDe(locais[0], [papelNovo.id]), id: u.lotacoes[0].id };
    expect((await req('PUT', `${api}/${u.id}`, admin, { ...corpo, lotacoes: [mantida] })).statusCode).toBe(200);
    const nova = await req('POST', api, admin, usuarioNovo({ lotacoes: [lotacaoDe(locais[0], [papelNovo.id])] }));
    expect(json(nova).errors).toEqual({ 'lotacoes.0.papel_ids': ['Papel está bloqueado.'] });
    const form = json(await req('GET', `${api}/${u.id}/edit`)).form;
    expect(form.papeis.find((p: { id: number }) => p.id === papelNovo.id)).toMatchObject({ bloqueado: true });
  });

  it('a blocked user cannot log in; unblocked logs in again; nobody blocks or deletes themselves', async () => {
    const corpo = usuarioNovo();
    const u = json(await req('POST', api, admin, corpo));
    const aberta = await ctx.login(corpo.login, 'demo', u.senha_gerada);
    const bloqueado = await req('PUT', `${api}/bloquear/${u.id}`);
    expect(json(bloqueado).bloqueado).toBe(true);
    // the answer is the user's public row: never the password hash
    expect(json(bloqueado)).not.toHaveProperty('senha_hash');
    expect(bloqueado.body).not.toContain('argon2');
    const negado = await ctx.app.inject({
      method: 'POST',
      url: '/api/administracao/autenticacao/login',
      headers: { 'x-cliente': 'demo' },
      payload: { login: corpo.login, senha: u.senha_gerada },
    });
    expect(negado.statusCode).toBe(403);
    expect(json(negado).message).toBe('Usuário bloqueado. Procure o administrador do sistema.');
    expect((await req('GET', '/api/cadastro/usuario-perfil', aberta.headers)).statusCode).toBe(401);
    const desbloqueado = await req('PUT', `${api}/desbloquear/${u.id}`);
    expect(desbloqueado.body).not.toContain('argon2');
    await ctx.login(corpo.login, 'demo', u.senha_gerada);

    const eu = (await ctx.login('admin')).sessao.usuario.id;
    const bloq = await req('PUT', `${api}/bloquear/${eu}`);
    expect(bloq.statusCode).toBe(409);
    expect(json(bloq).message).toBe('Não é possível bloquear o próprio usuário.');
    expect(json(await req('DELETE', `${api}/${eu}`)).message).toBe('Não é possível excluir o próprio usuário.');
    // a user who has worked (sessions) is kept: block instead of delete
    expect((await req('DELETE', `${api}/${u.id}`)).statusCode).toBe(409);
  });

  it('gerar-senha: a new temporary password, answered once; the old one and open sessions stop working', async () => {
    const corpo = usuarioNovo({ senha: 'minhaSenha123' });
    const u = json(await req('POST', api, admin, corpo));
    expect(u.senha_gerada).toBeNull();
    const antes = await ctx.login(corpo.login, 'demo', 'minhaSenha123');

    const semPermissao = (await ctx.login('recepcao')).headers;
    expect((await req('POST', `${api}/${u.id}/gerar-senha`, semPermissao)).statusCode).toBe(403);
    const res = await req('POST', `${api}/${u.id}/gerar-senha`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { senha } = json(res);
    expect(senha).toMatch(/[A-Za-z]/);
    expect(senha).toMatch(/\d/);
    expect(senha.length).toBeGreaterThanOrEqual(12);
    expect((await req('GET', '/api/cadastro/usuario-perfil', antes.headers)).statusCode).toBe(401);
    const velha = await ctx.app.inject({
      method: 'POST',
      url: '/api/administracao/autenticacao/login',
      headers: { 'x-cliente': 'demo' },
      payload: { login: corpo.login, senha: 'minhaSenha123' },
    });
    expect(velha.statusCode).toBe(401);
    const perfil = json(await req('GET', '/api/cadastro/usuario-perfil', (await ctx.login(corpo.login, 'demo', senha)).headers));
    expect(perfil.senha_alterada_em).toBeNull();
  });

  it('lists, searches by name, login and CPF, and filters by situation', async () => {
    const corpo = usuarioNovo({ nome: 'Zuleica Buscável Teste' });
    const u = json(await req('POST', api, admin, corpo));
    for (const termo of ['zuleica buscavel', corpo.login, corpo.cpf.slice(0, 6)]) {
      const r = json(await req('GET', `${api}/datatable?search[value]=${encodeURIComponent(termo)}`));
      expect(
        r.data.map((d: { id: number }) => d.id),
        termo,
      ).toContain(u.id);
    }
    const linha = json(await req('GET', `${api}/datatable?search[value]=${encodeURIComponent(corpo.login)}`)).data[0];
    expect(linha).toMatchObject({ nome: 'Zuleica Buscável Teste', cpf: corpo.cpf, registro: 'CRM 12345/PE', bloqueado: false });
    const bloqueados = json(await req('GET', `${api}/datatable?situacao=bloqueado&search[value]=${encodeURIComponent(corpo.login)}`));
    expect(bloqueados.data).toEqual([]);
  });

  it('keeps users of one municipality invisible to another', async () => {
    const u = json(await req('POST', api, admin, usuarioNovo()));
    for (const [m, url] of [
      ['GET', `${api}/${u.id}/edit`],
      ['GET', `${api}/${u.id}/lotacoes`],
      ['POST', `${api}/${u.id}/gerar-senha`],
      ['GET', `${api}/${u.id}/assinatura`],
      ['DELETE', `${api}/${u.id}`],
    ] as const) {
      expect((await req(m, url, outra)).statusCode, url).toBe(404);
    }
    const busca = json(await req('GET', `${api}/datatable?search[value]=${encodeURIComponent(u.login)}`, outra));
    expect(busca.data).toEqual([]);
  });
});

async function clienteId(link: string) {
  const { cliente } = await import('../../../db/schema/index.js');
  const { eq } = await import('drizzle-orm');
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, link));
  return c.id;
}
