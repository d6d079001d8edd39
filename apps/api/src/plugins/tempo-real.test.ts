import { FECHAMENTO_TEMPO_REAL, mensagens, topicoFila } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestContext, type TestContext, urlDoBanco } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, withTenant } from '../db/client.js';
import { cliente } from '../db/schema/index.js';
import { notificarTempoReal } from './tempo-real.js';

/** A `ws` client (Node 20 has no global WebSocket, STACK G10) that queues what it receives. */
class Tela {
  readonly recebidas: Record<string, any>[] = [];
  private esperando: ((m: Record<string, any>) => void)[] = [];
  readonly fechada: Promise<{ codigo: number; motivo: string }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      const w = this.esperando.shift();
      if (w) w(m);
      else this.recebidas.push(m);
    });
    this.fechada = new Promise((resolve) => ws.on('close', (codigo, motivo) => resolve({ codigo, motivo: String(motivo) })));
  }

  static async abrir(base: string, opts: { autoPong?: boolean } = {}) {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, opts);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new Tela(ws);
  }

  /** Opens, authenticates and subscribes to the topics. */
  static async conectar(base: string, link: string, token: string, topicos: string[] = []) {
    const t = await Tela.abrir(base);
    t.enviar({ tipo: 'entrar', cliente: link, token });
    expect(await t.proxima()).toEqual({ tipo: 'pronto' });
    for (const topico of topicos) await t.assinar(topico);
    return t;
  }

  enviar(m: unknown) {
    this.ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  }

  async assinar(topico: string) {
    this.enviar({ tipo: 'assinar', topico });
    expect(await this.proxima()).toEqual({ tipo: 'assinado', topico });
  }

  /** The next message (a lost message fails the test through the test timeout). */
  proxima(): Promise<Record<string, any>> {
    const m = this.recebidas.shift();
    if (m) return Promise.resolve(m);
    return new Promise((resolve) => this.esperando.push(resolve));
  }

  fechar() {
    this.ws.close();
    return this.fechada;
  }
}

const TOPICO = topicoFila({ modulo: 'pronto-atendimento', setorTipoId: 2, centroCustoId: 15 });

async function clienteId(ctx: TestContext, link: string) {
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, link));
  return c.id;
}

async function publicar(ctx: TestContext, id: number, evento: string, dados?: unknown, topico = TOPICO) {
  await withTenant(ctx.database.db, { clienteId: id }, (tx) => notificarTempoReal(tx, { clienteId: id, topico, evento, dados }));
}

async function escutar(ctx: TestContext) {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
}

describe('tempo real (/ws)', () => {
  let ctx: TestContext;
  let base: string;
  let demo: number;
  let outra: number;
  let tokenDemo: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    base = await escutar(ctx);
    demo = await clienteId(ctx, 'demo');
    outra = await clienteId(ctx, 'outra');
    tokenDemo = (await ctx.login('admin')).sessao.token;
  });
  afterAll(() => ctx?.close());

  it('delivers an event committed through notificarTempoReal, and nothing of a rolled-back transaction', async () => {
    const tela = await Tela.conectar(base, 'demo', tokenDemo, [TOPICO]);
    expect(ctx.app.deps.tempoReal.assinantes(demo, TOPICO)).toBeGreaterThanOrEqual(1);

    await expect(
      withTenant(ctx.database.db, { clienteId: demo }, async (tx) => {
        await notificarTempoReal(tx, { clienteId: demo, topico: TOPICO, evento: 'fila.desfeita' });
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    await publicar(ctx, demo, 'fila.atualizada', { filaId: 7 });

    // the first message after the rollback is the committed event: the rolled-back one never went out
    expect(await tela.proxima()).toEqual({ tipo: 'evento', topico: TOPICO, evento: 'fila.atualizada', dados: { filaId: 7 } });
    await tela.fechar();
  });

  it('never sends an event to a socket of another municipality, even on the same topic', async () => {
    const daqui = await Tela.conectar(base, 'demo', tokenDemo, [TOPICO]);
    const dali = await Tela.conectar(base, 'outra', (await ctx.login('admin', 'outra')).sessao.token, [TOPICO]);
    expect(ctx.app.deps.tempoReal.assinantes(outra, TOPICO)).toBeGreaterThanOrEqual(1);

    await publicar(ctx, demo, 'fila.atualizada', { de: 'demo' });
    await publicar(ctx, outra, 'marcador', { de: 'outra' });

    expect(await daqui.proxima()).toMatchObject({ evento: 'fila.atualizada', dados: { de: 'demo' } });
    expect(await dali.proxima()).toMatchObject({ evento: 'marcador', dados: { de: 'outra' } });
    await daqui.fechar();
    await dali.fechar();
  });

  it('routes by topic and stops after cancelar; counts subscribers per topic', async () => {
    const outroTopico = topicoFila({ modulo: 'pronto-atendimento', setorTipoId: 3, centroCustoId: 15 });
    const tela = await Tela.conectar(base, 'demo', tokenDemo, [TOPICO, outroTopico]);
    const antes = ctx.app.deps.tempoReal.assinantes(demo, outroTopico);

    await publicar(ctx, demo, 'no-outro', undefined, outroTopico);
    expect(await tela.proxima()).toEqual({ tipo: 'evento', topico: outroTopico, evento: 'no-outro' });

    tela.enviar({ tipo: 'cancelar', topico: outroTopico });
    // messages of one socket are handled in order: the ack of a later `assinar` proves `cancelar` ran
    await tela.assinar(TOPICO);
    expect(ctx.app.deps.tempoReal.assinantes(demo, outroTopico)).toBe(antes - 1);
    await publicar(ctx, demo, 'ignorado', undefined, outroTopico);
    await publicar(ctx, demo, 'marcador');
    expect(await tela.proxima()).toMatchObject({ topico: TOPICO, evento: 'marcador' });

    const n = ctx.app.deps.tempoReal.assinantes(demo, TOPICO);
    await tela.fechar();
    await expect.poll(() => ctx.app.deps.tempoReal.assinantes(demo, TOPICO)).toBe(n - 1);
  });

  it('sends only topic and event when the data would not fit in a notification (clients refetch)', async () => {
    const tela = await Tela.conectar(base, 'demo', tokenDemo, [TOPICO]);
    await publicar(ctx, demo, 'grande', { texto: 'x'.repeat(9000) });
    expect(await tela.proxima()).toEqual({ tipo: 'evento', topico: TOPICO, evento: 'grande' });
    await tela.fechar();
  });

  it('refuses a bad token, an unknown municipality, another municipality’s token and messages before entrar with 4401', async () => {
    const casos = [
      { tipo: 'entrar', cliente: 'demo', token: 'nao-e-um-token' },
      { tipo: 'entrar', cliente: 'nao-existe', token: tokenDemo },
      { tipo: 'entrar', cliente: 'outra', token: tokenDemo },
      { tipo: 'assinar', topico: TOPICO },
    ];
    const motivos = [];
    for (const m of casos) {
      const tela = await Tela.abrir(base);
      tela.enviar(m);
      const f = await tela.fechada;
      expect(f.codigo).toBe(FECHAMENTO_TEMPO_REAL.naoAutenticado);
      motivos.push(f.motivo);
      expect(tela.recebidas).toEqual([]);
    }
    expect(motivos).toEqual([mensagens.naoAutenticado, 'Município não encontrado.', mensagens.naoAutenticado, mensagens.naoAutenticado]);
  });

  it('refuses an inactive municipality with 4401 and its reason', async () => {
    const tela = await Tela.abrir(base);
    tela.enviar({ tipo: 'entrar', cliente: 'inativa', token: tokenDemo });
    const f = await tela.fechada;
    expect(f.codigo).toBe(4401);
    expect(f.motivo).toMatch(/^Município inativo: Contrato encerrado/);
    expect(Buffer.byteLength(f.motivo)).toBeLessThanOrEqual(123);
  });

  it('closes with 4400 on a frame that is not a protocol message, and refuses a bad topic', async () => {
    for (const m of ['não é json', { tipo: 'desconhecido' }]) {
      const tela = await Tela.abrir(base);
      tela.enviar(m);
      expect((await tela.fechada).codigo).toBe(FECHAMENTO_TEMPO_REAL.mensagemInvalida);
    }
    const tela = await Tela.conectar(base, 'demo', tokenDemo);
    tela.enviar({ tipo: 'assinar', topico: 'Fila Com Espaço' });
    expect((await tela.fechada).codigo).toBe(FECHAMENTO_TEMPO_REAL.mensagemInvalida);
    await expect(publicar(ctx, demo, 'x', undefined, 'Tópico Ruim')).rejects.toThrow('tópico inválido');
  });

  it('answers erro past 50 topics on one socket and keeps it open', async () => {
    const tela = await Tela.conectar(base, 'demo', tokenDemo);
    for (let i = 1; i <= 50; i++) tela.enviar({ tipo: 'assinar', topico: `teste:${i}` });
    for (let i = 1; i <= 50; i++) expect(await tela.proxima()).toEqual({ tipo: 'assinado', topico: `teste:${i}` });
    tela.enviar({ tipo: 'assinar', topico: 'teste:51' });
    expect(await tela.proxima()).toEqual({ tipo: 'erro', topico: 'teste:51', mensagem: 'Limite de 50 tópicos por conexão.' });
    await tela.assinar('teste:1'); // re-subscribing one it holds is fine
    await tela.fechar();
  });

  it('the heartbeat closes a socket whose session ended (4401) and drops one that stopped answering pings', async () => {
    const { headers, sessao } = await ctx.login('admin');
    const sairDepois = await Tela.conectar(base, 'demo', sessao.token, [TOPICO]);
    const surda = await Tela.abrir(base, { autoPong: false });
    surda.enviar({ tipo: 'entrar', cliente: 'demo', token: tokenDemo });
    expect(await surda.proxima()).toEqual({ tipo: 'pronto' });
    const viva = await Tela.conectar(base, 'demo', tokenDemo, [TOPICO]);

    const logout = await ctx.app.inject({ method: 'POST', url: '/api/administracao/autenticacao/logout', headers });
    expect(logout.statusCode).toBeLessThan(300);

    const pingada = new Promise((r) => viva.ws.once('ping', r));
    await ctx.app.deps.tempoReal.batimento(); // pings everyone; checks sessions
    expect(await sairDepois.fechada).toEqual({ codigo: 4401, motivo: 'Sessão encerrada.' });
    // the live socket answered the ping before this round trip (one TCP stream, in order)
    await pingada;
    await viva.assinar(TOPICO);
    await ctx.app.deps.tempoReal.batimento(); // the silent one missed its pong
    expect((await surda.fechada).codigo).toBe(1006);

    await publicar(ctx, demo, 'ainda-aqui');
    expect(await viva.proxima()).toMatchObject({ evento: 'ainda-aqui' });
    await viva.fechar();
  });

  it('is LISTENing, and closing the app closes the sockets with 1001', async () => {
    expect(ctx.app.deps.tempoReal.ouvindo()).toBe(true);
    const c2 = await createTestContext();
    try {
      const base2 = await escutar(c2);
      const tela = await Tela.conectar(base2, 'demo', (await c2.login('admin')).sessao.token, [TOPICO]);
      await c2.app.close();
      expect(await tela.fechada).toEqual({ codigo: 1001, motivo: 'Servidor encerrando.' });
      expect(c2.app.deps.tempoReal.ouvindo()).toBe(false);
    } finally {
      if (c2.database.kind === 'pg') await c2.database.close(); // PGlite: the worker's instance stays open
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('tempo real entre processos (PostgreSQL)', () => {
  let a: TestContext;
  let b: TestContext;
  let baseB: string;
  let demo: number;

  beforeAll(async () => {
    a = await createTestContext();
    b = await createTestContext();
    await escutar(a);
    baseB = await escutar(b);
    demo = await clienteId(a, 'demo');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('an event published through instance A reaches a socket connected to instance B', async () => {
    const tela = await Tela.conectar(baseB, 'demo', (await a.login('admin')).sessao.token, [TOPICO]);
    expect(a.app.deps.tempoReal.assinantes(demo, TOPICO)).toBe(0);
    await publicar(a, demo, 'de-a', { processo: 'A' });
    expect(await tela.proxima()).toEqual({ tipo: 'evento', topico: TOPICO, evento: 'de-a', dados: { processo: 'A' } });
    await tela.fechar();
  });

  it('closes cleanly when the database is closed in an onClose hook, as server.ts does (STACK G23)', async () => {
    const database = await openDatabase({ url: urlDoBanco() });
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: '/nonexistent' }), database);
    app.addHook('onClose', () => database.close()); // runs before the app's own onClose hooks
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect(app.deps.tempoReal.ouvindo()).toBe(true);
    await app.close(); // hangs (test timeout) if the LISTEN client is still out of the pool
    expect(app.deps.tempoReal.ouvindo()).toBe(false);
  });

  it('re-LISTENs after losing its connection, tells sockets to refetch, and delivers again', async () => {
    const tela = await Tela.conectar(baseB, 'demo', (await b.login('admin')).sessao.token, [TOPICO]);
    const pid = b.app.deps.tempoReal.ouvintePid();
    expect(pid).toBeTypeOf('number');
    await a.database.db.execute(sql`select pg_terminate_backend(${pid})`);

    expect(await tela.proxima()).toEqual({ tipo: 'ressincronizar' });
    expect(b.app.deps.tempoReal.ouvindo()).toBe(true);
    expect(b.app.deps.tempoReal.ouvintePid()).not.toBe(pid);
    await publicar(a, demo, 'depois-da-queda');
    expect(await tela.proxima()).toMatchObject({ evento: 'depois-da-queda' });
    await tela.fechar();
  });
});
