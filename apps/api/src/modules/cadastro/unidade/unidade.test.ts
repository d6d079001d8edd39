import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, criarUsuario, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { auditoria, cliente, lotacao, lotacaoCentroCusto, usuario } from '../../../db/schema/index.js';
import { MSG_CENTRO_EM_USO, MSG_LOCAL_COM_CENTROS, MSG_LOCAL_EM_USO } from './locais.routes.js';

let ctx: TestContext;
let admin: Record<string, string>;
const cnesNovo = () => String(1_000_000 + Math.floor(Math.random() * 8_999_999));
const nome = (p: string) => `${p} ${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
});
afterAll(() => ctx.close());

async function criarUnidade(extra: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/cadastro/unidade',
    headers: admin,
    payload: { cnes: cnesNovo(), nome_fantasia: nome('USF Teste'), tipo_unidade_id: 2, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(res);
}

function multipart(nomeArquivo: string, conteudo: Buffer, tipo: string) {
  const limite = '----unidade-logo';
  return {
    payload: Buffer.concat([
      Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="logo"; filename="${nomeArquivo}"\r\nContent-Type: ${tipo}\r\n\r\n`),
      conteudo,
      Buffer.from(`\r\n--${limite}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
  };
}
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('resto do png')]);

describe('cadastro/unidade: CNES, CNPJ e contatos', () => {
  it('validates CNES, CNPJ, phones and e-mail with pt-BR messages and writes nothing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/unidade',
      headers: admin,
      payload: { cnes: '12345', cnpj: '11.222.333/0001-80', nome_fantasia: '', tipo_unidade_id: 3, telefone: '8737', email: 'x@' },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toMatchObject({
      cnes: ['O CNES informado é inválido.'],
      cnpj: ['O CNPJ informado é inválido.'],
      nome_fantasia: ['O campo Nome fantasia é obrigatório.'],
      tipo_unidade_id: ['Tipo de unidade é inválido'],
      telefone: ['Telefone deve conter 10 ou 11 dígitos.'],
      email: ['E-mail deve ser válido.'],
    });
  });

  it('stores masked values normalised, lists the type name and finds the unit by name or CNES', async () => {
    const cnes = cnesNovo();
    const nomeFantasia = nome('Unidade Básica Jardim Petrópolis');
    const u = await criarUnidade({
      cnes: `${cnes.slice(0, 3)}.${cnes.slice(3)}`,
      cnpj: '11.222.333/0001-81',
      nome_fantasia: nomeFantasia,
      telefone: '(87) 3761-1234',
      telefone2: '(87) 99999-1234',
      email: 'ubs@teste.local',
    });
    expect(u).toMatchObject({ cnes, cnpj: '11222333000181', telefone: '8737611234', telefone2: '87999991234', tem_logo: false });
    expect(u.logo).toBeUndefined();
    const porCnes = json(
      await ctx.app.inject({ method: 'GET', url: `/api/cadastro/unidade/datatable?search[value]=${cnes}`, headers: admin }),
    );
    expect(porCnes.data).toEqual([
      expect.objectContaining({ nome_fantasia: nomeFantasia, tipo_unidade_nome: 'Centro de Saúde/Unidade Básica' }),
    ]);
    const porNome = json(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/cadastro/unidade/datatable?search[value]=${encodeURIComponent('petropolis')}`,
        headers: admin,
      }),
    );
    expect(porNome.data.map((d: { id: number }) => d.id)).toContain(u.id);
  });

  it('refuses a CNES already used in the municipality, but another municipality may use it', async () => {
    const u = await criarUnidade();
    const dup = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/unidade',
      headers: admin,
      payload: { cnes: u.cnes, nome_fantasia: nome('Outra'), tipo_unidade_id: 5 },
    });
    expect(dup.statusCode).toBe(422);
    expect(json(dup).errors).toEqual({ cnes: ['Já existe um registro com este valor.'] });
    const outra = (await ctx.login('admin', 'outra')).headers;
    const la = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/unidade',
      headers: outra,
      payload: { cnes: u.cnes, nome_fantasia: nome('Homônima'), tipo_unidade_id: 5 },
    });
    expect(la.statusCode).toBe(201);
    // and never sees the first municipality's unit
    expect((await ctx.app.inject({ method: 'GET', url: `/api/cadastro/unidade/${u.id}/edit`, headers: outra })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/cadastro/unidade/${u.id}/locais`, headers: outra })).statusCode).toBe(404);
    const alheio = await ctx.app.inject({
      method: 'POST',
      url: `/api/cadastro/unidade/${u.id}/infraestrutura`,
      headers: outra,
      payload: { nome: 'Invasão' },
    });
    expect(alheio.statusCode).toBe(404);
  });
});

describe('cadastro/unidade: dados de demonstração', () => {
  it('completes the units of the demo with type, contacts and street, and adds basic-care units with rooms', async () => {
    const busca = async (termo: string) =>
      json(
        await ctx.app.inject({
          method: 'GET',
          url: `/api/cadastro/unidade/datatable?search[value]=${encodeURIComponent(termo)}`,
          headers: admin,
        }),
      ).data;
    const [upa] = await busca('UPA 24h Dr. Arnaldo Lopes');
    expect(upa).toMatchObject({ cnes: '2345002', tipo_unidade_nome: 'Pronto Atendimento' });
    const modelo = json(await ctx.app.inject({ method: 'GET', url: `/api/cadastro/unidade/${upa.id}/edit`, headers: admin })).model;
    expect(modelo.logradouro).toEqual(expect.objectContaining({ cep: expect.stringMatching(/^\d{8}$/) }));
    const [usf] = await busca('USF Heliópolis');
    expect(usf).toMatchObject({ tipo_unidade_nome: 'Centro de Saúde/Unidade Básica' });
    const locais = json(await ctx.app.inject({ method: 'GET', url: `/api/cadastro/unidade/${usf.id}/locais`, headers: admin })).data;
    const vacina = locais[0].centros_custo.find((c: { nome: string }) => c.nome === 'Vacinação USF Heliópolis');
    const salas = json(
      await ctx.app.inject({ method: 'GET', url: `/api/cadastro/sala/autocomplete?centro_custo_id=${vacina.id}`, headers: admin }),
    ).data;
    expect(salas.map((s: { label: string }) => s.label)).toEqual(['Sala de Vacina']);
  });
});

describe('cadastro/unidade: logotipo para impressos', () => {
  it('uploads, serves and removes the logo; refuses other types and files over 1 MB', async () => {
    const u = await criarUnidade();
    const url = `/api/cadastro/unidade/${u.id}/logo`;
    expect((await ctx.app.inject({ method: 'GET', url, headers: admin })).statusCode).toBe(404);

    const ok = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, ...multipart('logo.png', PNG, 'image/png').headers },
      payload: multipart('logo.png', PNG, 'image/png').payload,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const recepcao = (await ctx.login('recepcao')).headers;
    const img = await ctx.app.inject({ method: 'GET', url, headers: recepcao });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    expect(json(await ctx.app.inject({ method: 'GET', url: `/api/cadastro/unidade/${u.id}/edit`, headers: admin })).model.tem_logo).toBe(
      true,
    );
    // the binary stays out of the audit trail (db/policies.ts), its type does not
    const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
    const [trilha] = await withTenant(ctx.database.db, { clienteId: c.id }, (tx) =>
      tx
        .select({ depois: auditoria.depois })
        .from(auditoria)
        .where(and(eq(auditoria.tabela, 'unidade'), eq(auditoria.registroId, u.id)))
        .orderBy(desc(auditoria.id))
        .limit(1),
    );
    expect(trilha.depois).toMatchObject({ logo_tipo: 'image/png' });
    expect(trilha.depois).not.toHaveProperty('logo');

    const pdf = multipart('logo.png', Buffer.from('%PDF-1.4 fingindo ser png'), 'image/png');
    const ruim = await ctx.app.inject({ method: 'POST', url, headers: { ...admin, ...pdf.headers }, payload: pdf.payload });
    expect(ruim.statusCode).toBe(422);
    expect(json(ruim).errors).toEqual({ logo: ['Envie uma imagem .png, .jpg ou .svg.'] });

    const grande = multipart('grande.png', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), 'image/png');
    const enorme = await ctx.app.inject({ method: 'POST', url, headers: { ...admin, ...grande.headers }, payload: grande.payload });
    expect(enorme.statusCode).toBe(422);
    expect(json(enorme).errors).toEqual({ logo: ['O logotipo deve ter no máximo 1 MB.'] });

    const svg = multipart('x.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml');
    expect((await ctx.app.inject({ method: 'POST', url, headers: { ...admin, ...svg.headers }, payload: svg.payload })).statusCode).toBe(
      422,
    );

    // the refused uploads left the first logo in place
    expect((await ctx.app.inject({ method: 'GET', url, headers: admin })).rawPayload.equals(PNG)).toBe(true);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url, headers: admin })).statusCode).toBe(404);
    // only who edits units may change it
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: recepcao })).statusCode).toBe(403);
  });
});

describe('cadastro/unidade: locais de atendimento e centros de custo', () => {
  it('manages locations and cost centres; one a placement points at is blocked, never deleted', async () => {
    const u = await criarUnidade();
    const form = json(await ctx.app.inject({ method: 'GET', url: `/api/cadastro/unidade/${u.id}/edit`, headers: admin })).form;
    const recepcaoSetor = form.setores.find((s: { setor_tipo_id: number }) => s.setor_tipo_id === 1);

    const local = await ctx.app.inject({
      method: 'POST',
      url: `/api/cadastro/unidade/${u.id}/infraestrutura`,
      headers: admin,
      payload: { nome: '' },
    });
    expect(json(local).errors).toEqual({ nome: ['O campo Nome é obrigatório.'] });
    const inf = json(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/cadastro/unidade/${u.id}/infraestrutura`,
        headers: admin,
        payload: { nome: 'Atendimento' },
      }),
    );
    const cc = json(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/cadastro/unidade/infraestrutura/${inf.id}/centro-custo`,
        headers: admin,
        payload: { nome: 'Recepção', setor_id: recepcaoSetor.id },
      }),
    );
    expect(cc).toMatchObject({ nome: 'Recepção', infraestrutura_id: inf.id });
    const renomeado = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cadastro/unidade/infraestrutura/${inf.id}`,
      headers: admin,
      payload: { nome: 'Atendimento Geral' },
    });
    expect(json(renomeado).nome).toBe('Atendimento Geral');

    const locais = json(await ctx.app.inject({ method: 'GET', url: `/api/cadastro/unidade/${u.id}/locais`, headers: admin })).data;
    expect(locais).toEqual([
      expect.objectContaining({
        nome: 'Atendimento Geral',
        centros_custo: [expect.objectContaining({ nome: 'Recepção', setor_nome: recepcaoSetor.nome })],
      }),
    ]);

    // a location with cost centres is not deleted with them
    const comCentros = await ctx.app.inject({ method: 'DELETE', url: `/api/cadastro/unidade/infraestrutura/${inf.id}`, headers: admin });
    expect(comCentros.statusCode).toBe(409);
    expect(json(comCentros).message).toBe(MSG_LOCAL_COM_CENTROS);
    // nor is the unit that has locations
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/cadastro/unidade/${u.id}`, headers: admin })).statusCode).toBe(409);

    // a throwaway user placed here
    const login = await criarUsuario(ctx, { comoLogin: 'recepcao' });
    const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
    await withTenant(ctx.database.db, { clienteId: c.id }, async (tx) => {
      const [us] = await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.login, login));
      const [lo] = await tx.insert(lotacao).values({ usuarioId: us.id, infraestruturaId: inf.id }).returning({ id: lotacao.id });
      await tx.insert(lotacaoCentroCusto).values({ lotacaoId: lo.id, centroCustoId: cc.id });
    });
    const ccEmUso = await ctx.app.inject({ method: 'DELETE', url: `/api/cadastro/unidade/centro-custo/${cc.id}`, headers: admin });
    expect(ccEmUso.statusCode).toBe(409);
    expect(json(ccEmUso).message).toBe(MSG_CENTRO_EM_USO);
    const localEmUso = await ctx.app.inject({ method: 'DELETE', url: `/api/cadastro/unidade/infraestrutura/${inf.id}`, headers: admin });
    expect(json(localEmUso).message).toBe(MSG_LOCAL_EM_USO);

    // blocking instead: it leaves the pickers
    const ac = async () =>
      json(
        await ctx.app.inject({
          method: 'GET',
          url: `/api/cadastro/unidade/infraestrutura/autocomplete?unidade_id=${u.id}`,
          headers: admin,
        }),
      ).data;
    expect(await ac()).toEqual([expect.objectContaining({ id: inf.id, label: `${u.nome_fantasia} — Atendimento Geral` })]);
    expect(
      json(await ctx.app.inject({ method: 'PUT', url: `/api/cadastro/unidade/infraestrutura/${inf.id}/bloquear`, headers: admin }))
        .bloqueado,
    ).toBe(true);
    expect(await ac()).toEqual([]);
    await ctx.app.inject({ method: 'PUT', url: `/api/cadastro/unidade/centro-custo/${cc.id}/bloquear`, headers: admin });
    expect(
      json(await ctx.app.inject({ method: 'GET', url: `/api/cadastro/unidade/infraestrutura/${inf.id}/centro-custo`, headers: admin }))
        .data,
    ).toEqual([]);

    // unused ones are deleted
    const inf2 = json(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/cadastro/unidade/${u.id}/infraestrutura`,
        headers: admin,
        payload: { nome: 'Anexo' },
      }),
    );
    const cc2 = json(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/cadastro/unidade/infraestrutura/${inf2.id}/centro-custo`,
        headers: admin,
        payload: { nome: 'Sala', setor_id: recepcaoSetor.id },
      }),
    );
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/cadastro/unidade/centro-custo/${cc2.id}`, headers: admin })).statusCode,
    ).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/cadastro/unidade/infraestrutura/${inf2.id}`, headers: admin })).statusCode,
    ).toBe(204);
  });

  it('refuses a sector of another municipality for a cost centre', async () => {
    const outra = (await ctx.login('admin', 'outra')).headers;
    const setorAlheio = json(await ctx.app.inject({ method: 'GET', url: '/api/cadastro/setor/datatable', headers: outra })).data[0];
    const u = await criarUnidade();
    const inf = json(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/cadastro/unidade/${u.id}/infraestrutura`,
        headers: admin,
        payload: { nome: 'Local' },
      }),
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/cadastro/unidade/infraestrutura/${inf.id}/centro-custo`,
      headers: admin,
      payload: { nome: 'Centro', setor_id: setorAlheio.id },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ setor_id: ['Setor não encontrado.'] });
  });
});
