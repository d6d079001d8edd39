import { SetorTipo, TIPO_CHAMADA_PAINEL } from '@saude/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, unique } from '../../../../test/helpers.js';
import { Socket } from '../../../../test/tela-socket.js';
import { withTenant } from '../../../db/client.js';
import { cliente } from '../../../db/schema/index.js';
import { tela } from '../../painel-senha/index.js';
import { fixturePa, pacienteNoSetor } from '../pa.fixtures.js';

/** Emergency-queue calls reach the ticket panel's TV screens (issue 7) over /ws. */
describe('tempo real: chamada da fila do pronto atendimento numa tela pública', () => {
  let ctx: TestContext;
  let base: string;
  const telas: Record<'a', { id: number; chave: string }> = { a: { id: 0, chave: '' } };

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
    const [{ id: demo }] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
    telas.a = await withTenant(ctx.database.db, { clienteId: demo }, async (tx) => {
      const [t] = await tx
        .insert(tela)
        .values({ nome: unique('TV de teste') })
        .returning({ id: tela.id, chave: tela.chaveAcesso });
      return t as { id: number; chave: string };
    });
  });
  afterAll(() => ctx?.close());

  it('an emergency-queue call with tela_id reaches the chosen screen, with the short name only', async () => {
    const f = await fixturePa(ctx);
    const { filaId } = await pacienteNoSetor(f, { atender: false });
    const tv = await Socket.tela(base, 'demo', telas.a.id, telas.a.chave);
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/pronto-atendimento/chamada',
      headers: f.headers.admin,
      payload: { fila_id: filaId, tela_id: telas.a.id },
    });
    expect(r.statusCode).toBe(200);
    const m = await tv.proxima();
    expect(m).toMatchObject({ tipo: 'evento', evento: 'tela.chamada', dados: { tipo: TIPO_CHAMADA_PAINEL.NOME, numero: 1 } });
    // the fixture's patient is "Paciente PA-<pid>-<rand>": the first name and an initial, never the full name
    expect(m.dados.texto).toBe('Paciente P.');
    await tv.fechar();

    // the queue answer tells this user where they last called from (the web's fallback after a logout)
    const consultorios = f.cc['Consultórios do Pronto Atendimento'];
    const lista = await ctx.app.inject({
      method: 'GET',
      url: `/api/pronto-atendimento/fila?centro_custo_id=${consultorios}&setor_tipo_id=${SetorTipo.CONSULTORIO}`,
      headers: f.headers.admin,
    });
    expect(lista.statusCode).toBe(200);
    expect(lista.json().data.form.ultimo_local).toEqual({ tela_id: telas.a.id, sala_id: null });
    const outro = await ctx.app.inject({
      method: 'GET',
      url: `/api/pronto-atendimento/fila?centro_custo_id=${consultorios}&setor_tipo_id=${SetorTipo.CONSULTORIO}`,
      headers: f.headers.medico,
    });
    // another user's calls are not theirs (the doctor may have called before in this shared database: not the admin's TV)
    expect(outro.json().data.form.ultimo_local?.tela_id).not.toBe(telas.a.id);
  });
});
