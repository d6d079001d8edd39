import { FECHAMENTO_TEMPO_REAL, MENSAGEM_TELA_INVALIDA, TIPO_CHAMADA_PAINEL, topicoFila, topicoTela } from '@saude/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, unique } from '../../../../test/helpers.js';
import { Socket } from '../../../../test/tela-socket.js';
import { withTenant } from '../../../db/client.js';
import { centroCusto, cliente } from '../../../db/schema/index.js';
import { notificarTempoReal } from '../../../plugins/tempo-real.js';
import { publicarChamada } from '../chamada.service.js';
import { tela } from '../registros.table.js';

describe('tempo real: telas públicas (entrar-tela)', () => {
  let ctx: TestContext;
  let base: string;
  let demo: number;
  let centroCustoId: number;
  /** Screens of this suite (suites sharing a PostgreSQL database must not touch the seed's). */
  const telas: Record<'a' | 'b', { id: number; chave: string }> = { a: { id: 0, chave: '' }, b: { id: 0, chave: '' } };

  const novaTela = () =>
    withTenant(ctx.database.db, { clienteId: demo }, async (tx) => {
      const [t] = await tx
        .insert(tela)
        .values({ nome: unique('TV de teste') })
        .returning({ id: tela.id, chave: tela.chaveAcesso });
      return t as { id: number; chave: string };
    });
  const mudarTela = (id: number, valores: Partial<typeof tela.$inferInsert>) =>
    withTenant(ctx.database.db, { clienteId: demo }, (tx) => tx.update(tela).set(valores).where(eq(tela.id, id)));
  const chamar = (telaId: number, texto: string) =>
    withTenant(ctx.database.db, { clienteId: demo }, (tx) =>
      publicarChamada(
        tx,
        { clienteId: demo, usuarioId: null },
        { tipo: TIPO_CHAMADA_PAINEL.SENHA, texto, destino: 'Guichê 2', centroCustoId, telaId, numero: 1 },
      ),
    );

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
    [{ id: demo }] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
    [{ id: centroCustoId }] = await withTenant(ctx.database.db, { clienteId: demo }, (tx) =>
      tx.select({ id: centroCusto.id }).from(centroCusto).limit(1),
    );
    telas.a = await novaTela();
    telas.b = await novaTela();
  });
  afterAll(() => ctx?.close());

  it('a screen with its key is subscribed by the server and receives its calls as they are committed', async () => {
    const tv = await Socket.tela(base, 'demo', telas.a.id, telas.a.chave);
    expect(ctx.app.deps.tempoReal.assinantes(demo, topicoTela(telas.a.id))).toBe(1);
    const [chamada] = await chamar(telas.a.id, 'A007');
    expect(await tv.proxima()).toEqual({ tipo: 'evento', topico: topicoTela(telas.a.id), evento: 'tela.chamada', dados: chamada });
    expect(chamada).toMatchObject({ texto: 'A007', destino: 'Guichê 2', fala: 'Senha á, 7. Guichê 2.' });
    await tv.fechar();
  });

  it('may not subscribe or cancel anything but its own topic (erro, socket kept), and hears no other screen', async () => {
    const tv = await Socket.tela(base, 'demo', telas.a.id, telas.a.chave);
    const fila = topicoFila({ modulo: 'pronto-atendimento', setorTipoId: 2, centroCustoId: 15 });
    for (const m of [
      { tipo: 'assinar', topico: fila },
      { tipo: 'assinar', topico: topicoTela(telas.b.id) },
      { tipo: 'cancelar', topico: topicoTela(telas.a.id) },
    ]) {
      tv.enviar(m);
      expect(await tv.proxima()).toEqual({
        tipo: 'erro',
        topico: m.topico,
        mensagem: 'Uma tela recebe somente as próprias chamadas e avisos.',
      });
    }
    tv.enviar({ tipo: 'entrar', cliente: 'demo', token: 'x' });
    expect(await tv.proxima()).toEqual({ tipo: 'erro', mensagem: 'Conexão já autenticada.' });
    // its own topic again: an echo (the TV probes a silent connection with it)
    tv.enviar({ tipo: 'assinar', topico: topicoTela(telas.a.id) });
    expect(await tv.proxima()).toEqual({ tipo: 'assinado', topico: topicoTela(telas.a.id) });
    expect(ctx.app.deps.tempoReal.assinantes(demo, fila)).toBe(0);

    await withTenant(ctx.database.db, { clienteId: demo }, (tx) =>
      notificarTempoReal(tx, { clienteId: demo, topico: fila, evento: 'fila.atualizada' }),
    );
    await chamar(telas.b.id, 'B001');
    await chamar(telas.a.id, 'A008');
    expect(await tv.proxima()).toMatchObject({ topico: topicoTela(telas.a.id), dados: { texto: 'A008' } });
    await tv.fechar();
  });

  it('refuses a wrong key, an unknown id, a screen of another municipality and a blocked one with 4401', async () => {
    const bloqueada = await novaTela();
    await mudarTela(bloqueada.id, { bloqueado: true });
    const casos = [
      { cliente: 'demo', tela: telas.a.id, chave: 'f'.repeat(64) },
      { cliente: 'demo', tela: telas.a.id, chave: telas.a.chave.slice(0, 63) },
      { cliente: 'demo', tela: 999_999_999, chave: telas.a.chave },
      { cliente: 'outra', tela: telas.a.id, chave: telas.a.chave },
      { cliente: 'demo', tela: bloqueada.id, chave: bloqueada.chave },
    ];
    for (const c of casos) {
      const s = await Socket.abrir(base);
      s.enviar({ tipo: 'entrar-tela', ...c });
      expect(await s.fechada).toEqual({ codigo: FECHAMENTO_TEMPO_REAL.naoAutenticado, motivo: MENSAGEM_TELA_INVALIDA });
      expect(s.recebidas).toEqual([]);
    }
    const s = await Socket.abrir(base);
    s.enviar({ tipo: 'entrar-tela', cliente: 'nao-existe', tela: telas.a.id, chave: telas.a.chave });
    expect(await s.fechada).toEqual({ codigo: 4401, motivo: 'Município não encontrado.' });
  });

  it('the heartbeat closes a screen given a new key or blocked (4401) and keeps the others, without a session check', async () => {
    const nova = await novaTela();
    const bloquear = await novaTela();
    const tvNova = await Socket.tela(base, 'demo', nova.id, nova.chave);
    const tvBloquear = await Socket.tela(base, 'demo', bloquear.id, bloquear.chave);
    const tvFica = await Socket.tela(base, 'demo', telas.a.id, telas.a.chave);

    await mudarTela(nova.id, { chaveAcesso: 'a'.repeat(64) });
    await mudarTela(bloquear.id, { bloqueado: true });
    await ctx.app.deps.tempoReal.batimento(); // a screen has no session: only its key and state are checked

    expect(await tvNova.fechada).toEqual({ codigo: 4401, motivo: MENSAGEM_TELA_INVALIDA });
    expect(await tvBloquear.fechada).toEqual({ codigo: 4401, motivo: MENSAGEM_TELA_INVALIDA });
    await chamar(telas.a.id, 'A009');
    expect(await tvFica.proxima()).toMatchObject({ evento: 'tela.chamada', dados: { texto: 'A009' } });
    await tvFica.fechar();

    // the new address works at once
    const tvDeNovo = await Socket.tela(base, 'demo', nova.id, 'a'.repeat(64));
    await tvDeNovo.fechar();
  });
});
