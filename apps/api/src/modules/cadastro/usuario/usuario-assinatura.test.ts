import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext, unique } from '../../../../test/helpers.js';
import { gerarCpf } from '../../../db/seed/municipio.js';
import { pfxDeTeste } from '../../../lib/signature/certificado.fixture.js';
import { MENSAGENS_CERTIFICADO } from '../../../lib/signature/certificado.js';

let ctx: TestContext;
let admin: Record<string, string>;
const api = '/api/cadastro/usuario';
let usuario: { id: number; cpf: string; login: string; senha: string };

function multipart(partes: { nome: string; valor: string | Buffer; arquivo?: string }[]) {
  const limite = '----certificado123';
  const blocos = partes.map((p) => {
    const disp = p.arquivo ? `form-data; name="${p.nome}"; filename="${p.arquivo}"` : `form-data; name="${p.nome}"`;
    const tipo = p.arquivo ? '\r\nContent-Type: application/x-pkcs12' : '';
    return Buffer.concat([
      Buffer.from(`--${limite}\r\nContent-Disposition: ${disp}${tipo}\r\n\r\n`),
      Buffer.from(p.valor),
      Buffer.from('\r\n'),
    ]);
  });
  return {
    payload: Buffer.concat([...blocos, Buffer.from(`--${limite}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
  };
}

const enviar = (pfx: Buffer, senha: string, headers = admin, id = usuario.id) => {
  const m = multipart([
    { nome: 'arquivo', valor: pfx, arquivo: 'meu certificado.pfx' },
    { nome: 'senha_certificado', valor: senha },
  ]);
  return ctx.app.inject({ method: 'POST', url: `${api}/${id}/assinatura`, headers: { ...headers, ...m.headers }, payload: m.payload });
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
  const infra = json(await ctx.app.inject({ method: 'GET', url: `${api}/infraestruturas`, headers: admin })).data[0];
  const cc = json(await ctx.app.inject({ method: 'GET', url: `${api}/centros-custo?infraestrutura_id=${infra.id}`, headers: admin }))
    .data[0];
  const papeis = json(await ctx.app.inject({ method: 'GET', url: `${api}/create`, headers: admin })).form.papeis;
  const cpf = gerarCpf(String(100000000 + Math.floor(Math.random() * 800000000)));
  const login = unique('cert').replace(/-/g, '.');
  const res = await ctx.app.inject({
    method: 'POST',
    url: api,
    headers: admin,
    payload: {
      nome: 'Médica Assinante',
      cpf,
      login,
      lotacoes: [
        {
          infraestrutura_id: infra.id,
          centro_custo_ids: [cc.id],
          papel_ids: [papeis.find((p: { nome: string }) => p.nome === 'Recepção').id],
        },
      ],
    },
  });
  usuario = { id: json(res).id, cpf, login, senha: json(res).senha_gerada };
});
afterAll(() => ctx.close());

describe('certificado de assinatura do usuário (spec 001 §7 usuario: assinatura)', () => {
  it('uploads an ICP-Brasil A1, answers its metadata (never the password), downloads it audited, replaces and deletes it', async () => {
    expect(json(await ctx.app.inject({ method: 'GET', url: `${api}/${usuario.id}/assinatura`, headers: admin }))).toEqual({ data: null });
    const senha = 'Senh@-do-PFX-9';
    const pfx = pfxDeTeste({ nome: 'MÉDICA ASSINANTE', cpf: usuario.cpf, senha });
    const res = await enviar(pfx, senha);
    expect(res.statusCode, res.body).toBe(200);
    const dados = json(res).data;
    expect(dados).toMatchObject({ subject_name: `MÉDICA ASSINANTE:${usuario.cpf}`, cpf: usuario.cpf, nome_arquivo: 'meu certificado.pfx' });
    expect(dados.thumbprint).toMatch(/^[0-9A-F]{40}$/);
    expect(new Date(dados.validade).getTime()).toBeGreaterThan(Date.now());

    const load = await ctx.app.inject({ method: 'GET', url: `${api}/${usuario.id}/assinatura`, headers: admin });
    expect(json(load).data.thumbprint).toBe(dados.thumbprint);
    expect(load.body).not.toContain(senha);
    // stored encrypted: neither the password nor the file's bytes are in the row
    const { usuarioCertificado } = await import('./usuario-certificado.table.js');
    const { withSystem } = await import('../../../db/client.js');
    const { eq: igual } = await import('drizzle-orm');
    const [linha] = await withSystem(ctx.database.db, (tx) =>
      tx.select().from(usuarioCertificado).where(igual(usuarioCertificado.usuarioId, usuario.id)),
    );
    expect(JSON.stringify(linha)).not.toContain(senha);
    expect(linha.arquivoCifrado).not.toContain(pfx.toString('base64').slice(0, 40));

    const down = await ctx.app.inject({ method: 'GET', url: `${api}/${usuario.id}/assinatura/download`, headers: admin });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/x-pkcs12');
    expect(down.headers['content-disposition']).toBe('attachment; filename="meu_certificado.pfx"');
    expect(Buffer.compare(down.rawPayload, pfx)).toBe(0);
    const { auditoria } = await import('../../../db/schema/index.js');
    const { and } = await import('drizzle-orm');
    const eq = igual;
    const leituras = await withSystem(ctx.database.db, (tx) =>
      tx
        .select()
        .from(auditoria)
        .where(and(eq(auditoria.tabela, 'usuario_certificado'), eq(auditoria.acao, 'LEITURA'), eq(auditoria.registroId, linha.id))),
    );
    expect(leituras).toHaveLength(1);
    expect(leituras[0].depois).toEqual({ operacao: 'download', usuarioId: usuario.id });

    // a new upload replaces the one there is (one per user)
    const outro = pfxDeTeste({ nome: 'MÉDICA ASSINANTE', cpf: usuario.cpf, senha });
    const troca = json(await enviar(outro, senha)).data;
    expect(troca.thumbprint).not.toBe(dados.thumbprint);
    const linhas = await withSystem(ctx.database.db, (tx) => tx.select().from(usuarioCertificado));
    expect(linhas.filter((l) => l.usuarioId === usuario.id)).toHaveLength(1);

    expect((await ctx.app.inject({ method: 'DELETE', url: `${api}/${usuario.id}/assinatura`, headers: admin })).statusCode).toBe(204);
    expect(json(await ctx.app.inject({ method: 'GET', url: `${api}/${usuario.id}/assinatura`, headers: admin })).data).toBeNull();
    const de2 = await ctx.app.inject({ method: 'DELETE', url: `${api}/${usuario.id}/assinatura`, headers: admin });
    expect(de2.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${api}/${usuario.id}/assinatura/download`, headers: admin })).statusCode).toBe(404);
  });

  it('refuses a wrong password, an expired certificate, another person’s CPF, a file without key and garbage', async () => {
    const senha = 'certo123';
    const casos: [Buffer, string, Record<string, string[]>][] = [
      [pfxDeTeste({ nome: 'X', cpf: usuario.cpf, senha }), 'errada', { senha_certificado: [MENSAGENS_CERTIFICADO.senha] }],
      [pfxDeTeste({ nome: 'X', cpf: usuario.cpf, senha, expirado: true }), senha, { arquivo: [MENSAGENS_CERTIFICADO.expirado] }],
      [pfxDeTeste({ nome: 'X', cpf: '52998224725', senha }), senha, { arquivo: [MENSAGENS_CERTIFICADO.cpf] }],
      [pfxDeTeste({ nome: 'X', cpf: usuario.cpf, senha, semChave: true }), senha, { arquivo: [MENSAGENS_CERTIFICADO.semChave] }],
      [Buffer.from('isto não é um pfx'), senha, { arquivo: [MENSAGENS_CERTIFICADO.invalido] }],
    ];
    for (const [pfx, s, erros] of casos) {
      const res = await enviar(pfx, s);
      expect(res.statusCode, res.body).toBe(422);
      expect(json(res).errors).toEqual(erros);
    }
    expect(MENSAGENS_CERTIFICADO.senha).toBe('Senha do certificado incorreta.');
    expect(MENSAGENS_CERTIFICADO.expirado).toBe('Certificado expirado.');
    expect(MENSAGENS_CERTIFICADO.cpf).toBe('O CPF do certificado não corresponde ao do usuário.');
    // a certificate without the ICP-Brasil CPF is accepted (nothing to compare)
    expect((await enviar(pfxDeTeste({ nome: 'SEM CPF', cpf: null, senha }), senha)).statusCode).toBe(200);
    expect(json(await ctx.app.inject({ method: 'GET', url: `${api}/${usuario.id}/assinatura`, headers: admin })).data.cpf).toBeNull();
    const semArquivo = await ctx.app.inject({
      method: 'POST',
      url: `${api}/${usuario.id}/assinatura`,
      headers: admin,
      payload: { senha_certificado: 'x' },
    });
    expect(json(semArquivo).errors.arquivo).toEqual(['O campo Certificado (arquivo .pfx ou .p12) é obrigatório.']);
  });

  it('needs the certificate permission, and another municipality sees nothing', async () => {
    const senha = 'certo123';
    const pfx = pfxDeTeste({ nome: 'X', cpf: usuario.cpf, senha });
    const recepcao = (await ctx.login('recepcao')).headers;
    expect((await enviar(pfx, senha, recepcao)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `${api}/${usuario.id}/assinatura/download`, headers: recepcao })).statusCode).toBe(
      403,
    );
    const outra = (await ctx.login('admin', 'outra')).headers;
    expect((await enviar(pfx, senha, outra)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${api}/${usuario.id}/assinatura/download`, headers: outra })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${api}/${usuario.id}/assinatura`, headers: outra })).statusCode).toBe(404);
  });
});
