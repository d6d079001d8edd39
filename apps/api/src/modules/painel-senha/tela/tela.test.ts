import { telaResource } from '@saude/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext, unique } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { tela, telaCentroCusto } from '../../../db/schema/index.js';
import { clienteIdDe, OuvinteTelas, usuarioCom } from './tela.fixtures.js';

const api = '/api/painel-senha/tela';
const P = telaResource.permissoes;
let ctx: TestContext;
let admin: Record<string, string>;
let token: string;
let outra: Record<string, string>;
let demo: number;
/** Two cost centres of the demo municipality and one of the other, from the form's own list. */
let filaA: { id: number; nome: string };
let filaB: { id: number; nome: string };
let filaDeOutra: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const login = await ctx.login('admin');
  admin = login.headers;
  token = login.sessao.token;
  outra = (await ctx.login('admin', 'outra')).headers;
  demo = await clienteIdDe(ctx, 'demo');
  const filas = json(await ctx.app.inject({ method: 'GET', url: `${api}/create`, headers: admin })).form.filas;
  [filaA, filaB] = filas;
  filaDeOutra = json(await ctx.app.inject({ method: 'GET', url: `${api}/create`, headers: outra })).form.filas[0].id;
});
afterAll(() => ctx.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = admin, payload?: object) =>
  ctx.app.inject({ method, url, headers, payload });

const novaTela = (extra: object = {}) => ({
  nome: unique('TV'),
  centro_custo_id: filaA.id,
  centros_custo: [filaB.id],
  voz: true,
  som: false,
  historico: 3,
  ...extra,
});

const chaveNoBanco = async (id: number) =>
  withTenant(ctx.database.db, { clienteId: demo }, async (tx) => {
    const [t] = await tx.select({ chave: tela.chaveAcesso }).from(tela).where(eq(tela.id, id));
    return t?.chave;
  });

const filasNoBanco = async (id: number) =>
  withTenant(ctx.database.db, { clienteId: demo }, async (tx) =>
    (await tx.select({ id: telaCentroCusto.centroCustoId }).from(telaCentroCusto).where(eq(telaCentroCusto.telaId, id)))
      .map((r) => r.id)
      .sort((a, b) => a - b),
  );

const ordenados = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('telas do painel de senhas', () => {
  it('keeps the queues shown, the main one always among them, and never sends the key in the CRUD answers', async () => {
    const dados = novaTela();
    const criada = await inject('POST', api, admin, dados);
    expect(criada.statusCode, criada.body).toBe(201);
    const c = json(criada);
    expect(c).toMatchObject({ nome: dados.nome, centro_custo_id: filaA.id, voz: true, som: false, historico: 3, bloqueado: false });
    expect(ordenados(c.centros_custo)).toEqual(ordenados([filaA.id, filaB.id]));
    expect(c.filas.map((f: { nome: string }) => f.nome).sort()).toEqual([filaA.nome, filaB.nome].sort());
    expect(c).not.toHaveProperty('chave_acesso');
    expect(await filasNoBanco(c.id)).toEqual(ordenados([filaA.id, filaB.id]));

    const edit = json(await inject('GET', `${api}/${c.id}/edit`));
    expect(ordenados(edit.model.centros_custo)).toEqual(ordenados([filaA.id, filaB.id]));
    expect(edit.model).not.toHaveProperty('chave_acesso');
    expect(JSON.stringify(edit)).not.toContain(await chaveNoBanco(c.id));

    const lista = json(await inject('GET', `${api}/datatable?search[value]=${encodeURIComponent(dados.nome)}`));
    expect(lista.data).toHaveLength(1);
    expect(lista.data[0]).toMatchObject({ nome: dados.nome, centro_custo_nome: filaA.nome.split(' — ')[0], voz: true, som: false });
    expect(lista.data[0].filas).toContain(filaB.nome.split(' — ')[0]);
    expect(lista.data[0]).not.toHaveProperty('chave_acesso');

    // the main queue moves to B and A is dropped: B alone remains
    const alterada = await inject(
      'PUT',
      `${api}/${c.id}`,
      admin,
      novaTela({ nome: dados.nome, centro_custo_id: filaB.id, centros_custo: [] }),
    );
    expect(alterada.statusCode, alterada.body).toBe(200);
    expect(json(alterada).centros_custo).toEqual([filaB.id]);
    expect(json(alterada)).not.toHaveProperty('chave_acesso');
    expect(await filasNoBanco(c.id)).toEqual([filaB.id]);

    // no main queue: only the chosen ones
    const semPrincipal = json(
      await inject('PUT', `${api}/${c.id}`, admin, novaTela({ nome: dados.nome, centro_custo_id: null, centros_custo: [filaA.id] })),
    );
    expect(semPrincipal.centros_custo).toEqual([filaA.id]);

    const bloqueada = json(await inject('PUT', `${api}/bloquear/${c.id}`));
    expect(bloqueada.bloqueado).toBe(true);
    expect(bloqueada).not.toHaveProperty('chave_acesso');
  });

  it('refuses bad input field by field and writes nothing', async () => {
    const nome = unique('TV recusada');
    const ruim = await inject('POST', api, admin, novaTela({ nome, historico: 11, centros_custo: [999_999_999] }));
    expect(ruim.statusCode).toBe(422);
    expect(json(ruim).errors.historico).toEqual(['Chamadas anteriores exibidas deve ser menor ou igual a 10']);

    const filaInexistente = await inject('POST', api, admin, novaTela({ nome, centros_custo: [999_999_999] }));
    expect(filaInexistente.statusCode).toBe(422);
    expect(json(filaInexistente).errors).toEqual({ centros_custo: ['Uma das filas escolhidas não existe.'] });

    // a cost centre of another municipality does not exist here
    const deOutra = await inject('POST', api, admin, novaTela({ nome, centro_custo_id: filaDeOutra, centros_custo: [] }));
    expect(deOutra.statusCode).toBe(422);
    expect(json(deOutra).errors).toEqual({ centro_custo_id: ['A fila principal escolhida não existe.'] });

    const semNome = await inject('POST', api, admin, novaTela({ nome: '  ', historico: 0 }));
    expect(json(semNome).errors).toMatchObject({
      nome: ['O campo Nome é obrigatório.'],
      historico: ['Chamadas anteriores exibidas deve ser maior ou igual a 1'],
    });

    const lista = json(await inject('GET', `${api}/datatable?search[value]=${encodeURIComponent(nome)}`));
    expect(lista.records_filtered).toBe(0);
  });

  it('gives the address with the key only to who may edit the screen, and a new key replaces the old one', async () => {
    const { id } = json(await inject('POST', api, admin, novaTela()));
    const leitor = await usuarioCom(ctx, [P.visualizar]);
    const editor = await usuarioCom(ctx, [P.visualizar, P.editar]);

    expect((await inject('GET', `${api}/datatable`, leitor)).statusCode).toBe(200);
    expect((await inject('GET', `${api}/${id}/endereco`, leitor)).statusCode).toBe(403);
    expect((await inject('PUT', `${api}/${id}/nova-chave`, leitor)).statusCode).toBe(403);
    expect((await inject('GET', `${api}/${id}/endereco`, outra)).statusCode).toBe(404);
    expect((await inject('PUT', `${api}/${id}/nova-chave`, outra)).statusCode).toBe(404);

    const chave = await chaveNoBanco(id);
    expect(chave).toMatch(/^[0-9a-f]{64}$/);
    const endereco = await inject('GET', `${api}/${id}/endereco`, editor);
    expect(endereco.statusCode).toBe(200);
    expect(json(endereco)).toEqual({ url: `/painel-senha/tela/show/${id}?cliente=demo&chave=${chave}` });

    const nova = await inject('PUT', `${api}/${id}/nova-chave`, editor);
    expect(nova.statusCode).toBe(200);
    const novaChave = await chaveNoBanco(id);
    expect(novaChave).toMatch(/^[0-9a-f]{64}$/);
    expect(novaChave).not.toBe(chave);
    expect(json(nova)).toEqual({ url: `/painel-senha/tela/show/${id}?cliente=demo&chave=${novaChave}` });
    expect(json(await inject('GET', `${api}/${id}/endereco`, editor)).url).toContain(`chave=${novaChave}`);
  });

  it('tells the open TV of every change to its screen: edit, block, unblock, new address', async () => {
    const dados = novaTela();
    const { id } = json(await inject('POST', api, admin, dados));
    const outraTela = json(await inject('POST', api, admin, novaTela())).id;
    const tv = await OuvinteTelas.abrir(ctx, token, [id, outraTela]);
    try {
      expect((await inject('PUT', `${api}/${id}`, admin, { ...dados, historico: 7 })).statusCode).toBe(200);
      await tv.evento(id, 'tela.alterada');
      await inject('PUT', `${api}/bloquear/${id}`);
      await tv.evento(id, 'tela.alterada');
      await inject('PUT', `${api}/desbloquear/${id}`);
      await tv.evento(id, 'tela.alterada');
      await inject('PUT', `${api}/${id}/nova-chave`);
      await tv.evento(id, 'tela.alterada');
      // an edit refused inside its transaction (after the notice was queued) tells nobody: NOTIFY left with the rollback
      expect((await inject('PUT', `${api}/${id}`, admin, { ...dados, centros_custo: [999_999_999] })).statusCode).toBe(422);
      await inject('PUT', `${api}/${outraTela}/nova-chave`);
      await tv.evento(outraTela, 'tela.alterada');
      // (on a shared database other suites' events may arrive too: only this screen's changes count)
      expect(tv.pendentes().filter((e) => e === `tela:${id} tela.alterada`)).toEqual([]);
    } finally {
      tv.fechar();
    }
  });
});
