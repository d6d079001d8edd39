import { MENSAGEM_TELA_INVALIDA, TIPO_CHAMADA_PAINEL } from '@saude/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext, unique } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { centroCusto, cliente } from '../../../db/schema/index.js';
import { publicarChamada } from '../chamada.service.js';
import { parametrosPainelSenha } from '../parametrizacao/parametros.js';
import { aviso, avisoTela, tela } from '../registros.table.js';
import { TELA_SHOW_POR_MINUTO } from './tela-show.routes.js';

const url = (id: number) => `/api/painel-senha/tela/show/${id}`;

describe('GET /api/painel-senha/tela/show/{id} (tela pública)', () => {
  let ctx: TestContext;
  let demo: number;
  let centroCustoId: number;
  let t: { id: number; chave: string };
  let outraTela: { id: number; chave: string };
  const titulos = { minha: unique('Aviso desta tela'), outra: unique('Aviso de outra tela'), vencido: unique('Aviso vencido') };

  const noDemo = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(ctx.database.db, { clienteId: demo }, fn);
  const novaTela = (valores: Partial<typeof tela.$inferInsert> = {}) =>
    noDemo(async (tx) => {
      const [r] = await tx
        .insert(tela)
        .values({ nome: unique('TV de teste'), historico: 2, ...valores })
        .returning({ id: tela.id, chave: tela.chaveAcesso });
      return r as { id: number; chave: string };
    });
  const get = (id: number, chave: string | null, link: string | null = 'demo') =>
    ctx.app.inject({
      method: 'GET',
      url: url(id),
      headers: { ...(link ? { 'x-cliente': link } : {}), ...(chave !== null ? { 'x-tela-chave': chave } : {}) },
    });

  beforeAll(async () => {
    ctx = await createTestContext();
    [{ id: demo }] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
    [{ id: centroCustoId }] = await noDemo((tx) => tx.select({ id: centroCusto.id }).from(centroCusto).limit(1));
    t = await novaTela({ som: false });
    outraTela = await novaTela();
    await noDemo(async (tx) => {
      for (const [i, texto] of ['A001', 'A002', 'A003', 'A004'].entries()) {
        await publicarChamada(
          tx,
          { clienteId: demo, usuarioId: null },
          { tipo: TIPO_CHAMADA_PAINEL.SENHA, texto, destino: `Guichê ${i + 1}`, centroCustoId, telaId: t.id, numero: 1 },
        );
      }
      const ontem = new Date(Date.now() - 86_400_000);
      const [minha, outra] = await tx
        .insert(aviso)
        .values([
          { titulo: titulos.minha, mensagem: 'Só nesta TV.', todasTelas: false },
          { titulo: titulos.outra, mensagem: 'Só na outra TV.', todasTelas: false },
          { titulo: titulos.vencido, mensagem: 'Já passou.', todasTelas: true, fimEm: ontem },
        ])
        .returning({ id: aviso.id });
      await tx.insert(avisoTela).values([
        { avisoId: minha?.id as number, telaId: t.id },
        { avisoId: outra?.id as number, telaId: outraTela.id },
      ]);
    });
  });
  afterAll(() => ctx?.close());

  it('with its key: the screen, its last historico + 1 calls (newest first), notices, clock, municipality and speech', async () => {
    const antes = Date.now();
    const r = await get(t.id, t.chave);
    expect(r.statusCode).toBe(200);
    const b = json(r);
    expect(b.tela).toEqual({ id: t.id, nome: expect.stringMatching(/^TV de teste/), voz: true, som: false, historico: 2 });
    expect(b.chamadas.map((c: { texto: string }) => c.texto)).toEqual(['A004', 'A003', 'A002']);
    expect(b.chamadas[0]).toEqual({
      id: expect.any(Number),
      tipo: TIPO_CHAMADA_PAINEL.SENHA,
      texto: 'A004',
      destino: 'Guichê 4',
      fala: 'Senha á, 4. Guichê 4.',
      numero: 1,
      chamada_em: expect.any(String),
    });
    const titulosVistos = b.avisos.map((a: { titulo: string }) => a.titulo);
    expect(titulosVistos).toContain(titulos.minha);
    expect(titulosVistos).not.toContain(titulos.outra);
    expect(titulosVistos).not.toContain(titulos.vencido);
    expect(Date.parse(b.agora)).toBeGreaterThanOrEqual(antes - 1000);
    expect(Date.parse(b.agora)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(b.cliente.nome).toEqual(expect.any(String));
    expect(b.cliente).toHaveProperty('logotipo');
    const p = await noDemo((tx) => parametrosPainelSenha(tx)); // 1 and 90 % unless another suite saved others
    expect(b.fala).toEqual({ repeticoes: p.repeticoesFala, velocidade: p.velocidadeFalaPercentual / 100 });
  });

  it('never carries the access key, nor who called', () =>
    get(t.id, t.chave).then((r) => {
      expect(r.body).not.toContain(t.chave);
      expect(r.body).not.toMatch(/chave|usuario/);
    }));

  it('a wrong, truncated or missing key, an unknown id and a blocked screen: 404 with one message', async () => {
    const bloqueada = await novaTela({ bloqueado: true });
    for (const [id, chave] of [
      [t.id, 'f'.repeat(64)],
      [t.id, t.chave.slice(0, 63)],
      [t.id, ''],
      [t.id, null],
      [outraTela.id, t.chave],
      [999_999_999, t.chave],
      [bloqueada.id, bloqueada.chave],
    ] as const) {
      const r = await get(id, chave);
      expect(r.statusCode, `${id} ${chave}`).toBe(404);
      expect(json(r).message).toBe(MENSAGEM_TELA_INVALIDA);
    }
  });

  it('a screen of another municipality does not exist for this one, even with its key; no municipality: 401', async () => {
    const r = await get(t.id, t.chave, 'outra');
    expect(r.statusCode).toBe(404);
    expect(json(r).message).toBe(MENSAGEM_TELA_INVALIDA);
    const semCliente = await get(t.id, t.chave, null);
    expect(semCliente.statusCode).toBe(401);
    expect(json(semCliente).message).toBe('Município não informado.');
  });

  it(`is rate-limited per address and screen (${TELA_SHOW_POR_MINUTO} a minute)`, async () => {
    const limitada = await novaTela();
    for (let i = 0; i < TELA_SHOW_POR_MINUTO; i++) expect((await get(limitada.id, 'x')).statusCode).toBe(404);
    const r = await get(limitada.id, limitada.chave);
    expect(r.statusCode).toBe(429);
    expect(json(r).message).toBe('Muitas requisições. Aguarde um minuto e tente novamente.');
    // another screen from the same address is not held back
    expect((await get(t.id, t.chave)).statusCode).toBe(200);
  });
});
