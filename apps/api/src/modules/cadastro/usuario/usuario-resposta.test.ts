import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext, unique } from '../../../../test/helpers.js';
import { withSystem } from '../../../db/client.js';
import { usuario } from '../../../db/schema/index.js';
import { gerarCpf } from '../../../db/seed/municipio.js';
import { pfxDeTeste } from '../../../lib/signature/certificado.fixture.js';
import { usuarioCertificado } from './usuario-certificado.table.js';

/**
 * The typed wire of the user routes (issue 14): a user row carries the password hash and the certificate row
 * the PFX and its password (encrypted). None of them may reach an answer, whatever the service selects.
 */
let ctx: TestContext;
let admin: Record<string, string>;
const api = '/api/cadastro/usuario';
const SENHA = 'Senha#Forte2026';
const SENHA_PFX = 'segredo-do-a1';

function multipart(pfx: Buffer, senha: string) {
  const limite = '----resposta123';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="arquivo"; filename="a1.pfx"\r\nContent-Type: application/x-pkcs12\r\n\r\n`,
      ),
      pfx,
      Buffer.from(`\r\n--${limite}\r\nContent-Disposition: form-data; name="senha_certificado"\r\n\r\n${senha}\r\n--${limite}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
  };
}

/** Every name and value that must never be on the wire, for one user. */
async function segredosDe(id: number, pfx: Buffer) {
  const [u] = await withSystem(ctx.database.db, (tx) => tx.select({ hash: usuario.senhaHash }).from(usuario).where(eq(usuario.id, id)));
  const [c] = await withSystem(ctx.database.db, (tx) =>
    tx
      .select({ arquivo: usuarioCertificado.arquivoCifrado, senha: usuarioCertificado.senhaCifrada })
      .from(usuarioCertificado)
      .where(eq(usuarioCertificado.usuarioId, id)),
  );
  expect(u.hash).toMatch(/^\$argon2/);
  return [
    'senha_hash',
    'senhaHash',
    'arquivo_cifrado',
    'senha_cifrada',
    u.hash,
    c.arquivo,
    c.senha,
    SENHA,
    SENHA_PFX,
    pfx.toString('base64').slice(0, 40),
  ];
}

const semSegredos = (corpo: string, segredos: string[]) => {
  for (const s of segredos) expect(corpo, `a resposta contém ${s.slice(0, 12)}…`).not.toContain(s);
};

let criado: { id: number; login: string; body: string };
let pfx: Buffer;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
  const infra = json(await ctx.app.inject({ method: 'GET', url: `${api}/infraestruturas`, headers: admin })).data[0];
  const cc = json(await ctx.app.inject({ method: 'GET', url: `${api}/centros-custo?infraestrutura_id=${infra.id}`, headers: admin }))
    .data[0];
  const papeis = json(await ctx.app.inject({ method: 'GET', url: `${api}/create`, headers: admin })).form.papeis;
  const cpf = gerarCpf(String(100000000 + Math.floor(Math.random() * 800000000)));
  const login = unique('resp').replace(/-/g, '.');
  const res = await ctx.app.inject({
    method: 'POST',
    url: api,
    headers: admin,
    payload: {
      nome: 'Profissional Sem Segredos',
      cpf,
      login,
      senha: SENHA,
      lotacoes: [
        {
          infraestrutura_id: infra.id,
          centro_custo_ids: [cc.id],
          papel_ids: [papeis.find((p: { nome: string }) => p.nome === 'Recepção').id],
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  criado = { id: json(res).id, login, body: res.body };
  pfx = pfxDeTeste({ nome: 'PROFISSIONAL SEM SEGREDOS', cpf, senha: SENHA_PFX });
  const m = multipart(pfx, SENHA_PFX);
  const up = await ctx.app.inject({
    method: 'POST',
    url: `${api}/${criado.id}/assinatura`,
    headers: { ...admin, ...m.headers },
    payload: m.payload,
  });
  expect(up.statusCode, up.body).toBe(200);
});
afterAll(() => ctx.close());

describe('respostas do cadastro de usuários (issue 14)', () => {
  it('create, edit, update, placements and certificate answers carry no password hash, key or certificate bytes', async () => {
    const segredos = await segredosDe(criado.id, pfx);
    semSegredos(criado.body, segredos);

    const edit = await ctx.app.inject({ method: 'GET', url: `${api}/${criado.id}/edit`, headers: admin });
    expect(edit.statusCode).toBe(200);
    // what is shown of the certificate: metadata only
    expect(json(edit).model.certificado).toEqual({
      subject_name: expect.stringContaining('PROFISSIONAL SEM SEGREDOS'),
      validade: expect.any(String),
    });
    semSegredos(edit.body, segredos);

    const model = json(edit).model;
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `${api}/${criado.id}`,
      headers: admin,
      payload: {
        nome: model.nome,
        cpf: model.cpf,
        login: model.login,
        lotacoes: model.lotacoes.map((l: Record<string, unknown>) => ({
          id: l.id,
          infraestrutura_id: l.infraestrutura_id,
          centro_custo_ids: l.centro_custo_ids,
          papel_ids: l.papel_ids,
        })),
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(json(put).id).toBe(criado.id);
    semSegredos(put.body, segredos);

    for (const url of [`${api}/${criado.id}/lotacoes`, `${api}/${criado.id}/assinatura`, `${api}/cidadao/${model.cpf}`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: admin });
      expect(res.statusCode, url).toBe(200);
      semSegredos(res.body, segredos);
    }
    const cert = json(await ctx.app.inject({ method: 'GET', url: `${api}/${criado.id}/assinatura`, headers: admin })).data;
    expect(Object.keys(cert).sort()).toEqual([
      'cpf',
      'enviado_em',
      'nome_arquivo',
      'subject_name',
      'thumbprint',
      'validade',
      'validade_inicio',
    ]);
  });

  it('the profile and its certificate answers carry none of them either', async () => {
    const segredos = await segredosDe(criado.id, pfx);
    const { headers } = await ctx.login(criado.login, 'demo', SENHA);
    const perfil = await ctx.app.inject({ method: 'GET', url: '/api/cadastro/usuario-perfil', headers });
    expect(perfil.statusCode).toBe(200);
    expect(json(perfil)).toMatchObject({ id: criado.id, login: criado.login });
    semSegredos(perfil.body, segredos);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/cadastro/usuario-perfil',
      headers,
      payload: { email: 'sem.segredos@teste.local', telefone: '' },
    });
    expect(put.statusCode, put.body).toBe(200);
    semSegredos(put.body, segredos);
    const cert = await ctx.app.inject({ method: 'GET', url: '/api/cadastro/usuario-perfil/assinatura', headers });
    expect(json(cert).data.thumbprint).toMatch(/^[0-9A-F]{40}$/);
    semSegredos(cert.body, segredos);
  });

  it('deleting answers 204 with no body', async () => {
    const { headers } = await ctx.login(criado.login, 'demo', SENHA);
    const apagar = await ctx.app.inject({ method: 'DELETE', url: '/api/cadastro/usuario-perfil/assinatura', headers });
    expect(apagar.statusCode).toBe(204);
    expect(apagar.body).toBe('');
    const sem = json(await ctx.app.inject({ method: 'GET', url: '/api/cadastro/usuario-perfil/assinatura', headers }));
    expect(sem).toEqual({ data: null });
  });
});
