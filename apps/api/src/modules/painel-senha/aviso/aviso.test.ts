import { MENSAGENS_AVISO } from '@saude/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext, unique } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { clienteIdDe, OuvinteTelas } from '../tela/tela.fixtures.js';
import { avisosDaTela } from './aviso.service.js';

const api = '/api/painel-senha/aviso';
let ctx: TestContext;
let admin: Record<string, string>;
let token: string;
let demo: number;
let tv1: number;
let tv2: number;

const HORA = 3_600_000;
const em = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  ctx = await createTestContext();
  const login = await ctx.login('admin');
  admin = login.headers;
  token = login.sessao.token;
  demo = await clienteIdDe(ctx, 'demo');
  const tela = async () =>
    json(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/painel-senha/tela',
        headers: admin,
        payload: { nome: unique('TV avisos'), centros_custo: [], historico: 3 },
      }),
    ).id as number;
  tv1 = await tela();
  tv2 = await tela();
});
afterAll(() => ctx.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  ctx.app.inject({ method, url, headers, payload });

const novoAviso = (extra: object = {}) => ({
  titulo: unique('Aviso'),
  mensagem: 'Vacinação contra a gripe na sala 3.',
  todas_telas: false,
  telas: [tv1],
  inicio_em: null,
  fim_em: null,
  ...extra,
});

/** Ids of the notices a screen shows at that instant (other suites may add their own: compare ours only). */
const naTela = (telaId: number, agora = new Date()) =>
  withTenant(ctx.database.db, { clienteId: demo }, async (tx) => (await avisosDaTela(tx, telaId, agora)).map((a) => a.id));

describe('avisos das telas', () => {
  it('requires the screens when not on every screen, an end after the start, and the text limits', async () => {
    const titulo = unique('Aviso recusado');
    const semTelas = await inject('POST', api, novoAviso({ titulo, telas: [] }));
    expect(semTelas.statusCode).toBe(422);
    expect(json(semTelas).errors).toEqual({ telas: ['Selecione ao menos um item'] });

    const periodo = await inject('POST', api, novoAviso({ titulo, inicio_em: em(2 * HORA), fim_em: em(HORA) }));
    expect(json(periodo).errors).toEqual({ fim_em: [MENSAGENS_AVISO.fimAntesDoInicio] });

    const textos = await inject('POST', api, novoAviso({ titulo: 'x'.repeat(81), mensagem: 'y'.repeat(301), telas: [] }));
    expect(json(textos).errors).toEqual({
      titulo: ['Título deve conter no máximo 80 caracteres'],
      mensagem: ['Mensagem deve conter no máximo 300 caracteres'],
      telas: ['Selecione ao menos um item'],
    });

    const telaInexistente = await inject('POST', api, novoAviso({ titulo, telas: [999_999_999] }));
    expect(json(telaInexistente).errors).toEqual({ telas: [MENSAGENS_AVISO.telaInexistente] });

    // on every screen, the list is not needed (and not kept)
    const todas = await inject('POST', api, novoAviso({ todas_telas: true, telas: [tv1] }));
    expect(todas.statusCode, todas.body).toBe(201);
    expect(json(todas)).toMatchObject({ todas_telas: true, telas: [], ativo: true, enviado_em: null });

    const lista = json(await inject('GET', `${api}/datatable?search[value]=${encodeURIComponent(titulo)}`));
    expect(lista.records_filtered).toBe(0);
  });

  it('shows a notice on its screens while active and inside its period', async () => {
    const soTv1 = json(await inject('POST', api, novoAviso()));
    const todas = json(await inject('POST', api, novoAviso({ todas_telas: true, telas: [] })));
    const futuro = json(await inject('POST', api, novoAviso({ inicio_em: em(HORA), fim_em: em(3 * HORA) })));
    const vencido = json(await inject('POST', api, novoAviso({ inicio_em: em(-3 * HORA), fim_em: em(-HORA) })));
    expect(soTv1.telas).toEqual([tv1]);

    const agora1 = await naTela(tv1);
    expect(agora1).toEqual(expect.arrayContaining([soTv1.id, todas.id]));
    expect(agora1).not.toContain(futuro.id);
    expect(agora1).not.toContain(vencido.id);
    const agora2 = await naTela(tv2);
    expect(agora2).toContain(todas.id);
    expect(agora2).not.toContain(soTv1.id);
    // two hours from now the future one runs; the end is exclusive
    expect(await naTela(tv1, new Date(Date.now() + 2 * HORA))).toContain(futuro.id);
    expect(await naTela(tv1, new Date(futuro.fim_em))).not.toContain(futuro.id);
    expect(await naTela(tv1, new Date(futuro.inicio_em))).toContain(futuro.id);

    // inactive: out of every ticker at once, back when activated again
    const inativo = await inject('PUT', `${api}/mudarStatus/${soTv1.id}`);
    expect(inativo.statusCode).toBe(200);
    expect(json(inativo)).toMatchObject({ id: soTv1.id, ativo: false, telas: [tv1] });
    expect(await naTela(tv1)).not.toContain(soTv1.id);
    const listaInativos = json(await inject('GET', `${api}/datatable?status=inativo&search[value]=${encodeURIComponent(soTv1.titulo)}`));
    expect(listaInativos.data.map((d: { id: number }) => d.id)).toEqual([soTv1.id]);
    expect(listaInativos.data[0]).toMatchObject({ ativo: false });
    const listaAtivos = json(await inject('GET', `${api}/datatable?status=ativo&search[value]=${encodeURIComponent(soTv1.titulo)}`));
    expect(listaAtivos.data).toEqual([]);
    expect(json(await inject('PUT', `${api}/mudarStatus/${soTv1.id}`)).ativo).toBe(true);
    expect(await naTela(tv1)).toContain(soTv1.id);

    const linha = json(await inject('GET', `${api}/datatable?search[value]=${encodeURIComponent(todas.titulo)}`)).data[0];
    expect(linha).toMatchObject({ titulo: todas.titulo, telas_nomes: 'Todas as telas', ativo: true, enviado_em: null });
  });

  it('sends only an active notice inside its period, and records when', async () => {
    const ativo = json(await inject('POST', api, novoAviso()));
    const futuro = json(await inject('POST', api, novoAviso({ inicio_em: em(HORA) })));
    const inativo = json(await inject('POST', api, novoAviso()));
    await inject('PUT', `${api}/mudarStatus/${inativo.id}`);

    const recusadoInativo = await inject('POST', `${api}/send/${inativo.id}`);
    expect(recusadoInativo.statusCode).toBe(422);
    expect(json(recusadoInativo).message).toBe(MENSAGENS_AVISO.inativo);
    const recusadoFuturo = await inject('POST', `${api}/send/${futuro.id}`);
    expect(recusadoFuturo.statusCode).toBe(422);
    expect(json(recusadoFuturo).message).toBe(MENSAGENS_AVISO.foraDoPeriodo);
    expect(json(await inject('GET', `${api}/${futuro.id}/edit`)).model.enviado_em).toBeNull();

    const antes = Date.now();
    const enviado = await inject('POST', `${api}/send/${ativo.id}`);
    expect(enviado.statusCode).toBe(200);
    expect(Date.parse(json(enviado).enviado_em)).toBeGreaterThanOrEqual(antes - 5_000);
    // the one just sent leads the screen's ticker
    expect((await naTela(tv1))[0]).toBe(ativo.id);

    const outro = await ctx.login('admin', 'outra');
    expect((await inject('POST', `${api}/send/${ativo.id}`, undefined, outro.headers)).statusCode).toBe(404);
    expect((await inject('PUT', `${api}/mudarStatus/${ativo.id}`, undefined, outro.headers)).statusCode).toBe(404);
  });

  it('tells the screens a notice leaves and reaches, on every write', async () => {
    const tv = await OuvinteTelas.abrir(ctx, token, [tv1, tv2]);
    try {
      const dados = novoAviso();
      const { id } = json(await inject('POST', api, dados));
      await tv.evento(tv1, 'tela.avisos');

      // moved from TV 1 to TV 2: both refetch
      await inject('PUT', `${api}/${id}`, { ...dados, telas: [tv2] });
      await tv.evento(tv1, 'tela.avisos');
      await tv.evento(tv2, 'tela.avisos');

      await inject('PUT', `${api}/mudarStatus/${id}`);
      await tv.evento(tv2, 'tela.avisos');
      await inject('PUT', `${api}/mudarStatus/${id}`);
      await tv.evento(tv2, 'tela.avisos');
      await inject('POST', `${api}/send/${id}`);
      await tv.evento(tv2, 'tela.avisos');
      // only TV 2 had it: TV 1 heard none of the last three
      expect(tv.pendentes()).not.toContain(`tela:${tv1} tela.avisos`);

      // on every screen: all of them hear
      await inject('PUT', `${api}/${id}`, { ...dados, todas_telas: true, telas: [] });
      await tv.evento(tv1, 'tela.avisos');
      await tv.evento(tv2, 'tela.avisos');

      expect((await inject('DELETE', `${api}/${id}`)).statusCode).toBe(204);
      await tv.evento(tv1, 'tela.avisos');
      await tv.evento(tv2, 'tela.avisos');
    } finally {
      tv.fechar();
    }
  });
});
