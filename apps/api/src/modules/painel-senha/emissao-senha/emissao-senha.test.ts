import { EVENTO_SENHAS, MENSAGENS_EMISSAO_SENHA, mensagens, StatusSenha, topicoSenhas } from '@saude/shared';
import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestContext, json, type TestContext, unique } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { centroCusto, cliente, senhaSequencia } from '../../../db/schema/index.js';
import { lerPdf } from '../../../lib/print/pdf-teste.js';
import { filaMovimento, fila as filaTabela } from '../../fila/index.js';
import { opcaoEntrada, prioridade } from '../registros.table.js';
import { senha } from '../senha.table.js';
import { emitirSenha } from './emissao-senha.service.js';

/**
 * The kiosk (issue 7) against the real database. Suites share a PostgreSQL database when DATABASE_URL is
 * set, so this one issues its tickets into a queue (cost centre) of its own at the demo UPA, through kiosk
 * options of its own with two-letter prefixes drawn at random: its sequences start at 1 whatever else runs.
 */

const base = '/api/painel-senha/emissao-senha';
const LETRAS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const CODIGO_FALAVEL = /^[A-HJ-NP-Z]{1,2}\d{3,}$/;

let ctx: TestContext;
let clienteId: number;
let h: { totem: Record<string, string>; recepcao: Record<string, string>; admin: Record<string, string>; medico: Record<string, string> };
let sessaoTotem: { usuarioId: number; centroCustoId: number };
let fila: number;
/** A queue of this suite at the Policlínica: another unit. */
let filaFora: number;
const prefixos: string[] = [];
/** A ticket's queue state lives in its entry of the queue engine (issue 14). */
const daSenha = and(eq(filaTabela.modulo, 'painel-senha'), eq(filaTabela.referenciaId, senha.id));
/** Kiosk options of this suite: `comPrioridade` has its own priority prefix, `simples` does not. */
const op = { comPrioridade: 0, simples: 0, concorrencia: 0, outraUnidade: 0, semTotem: 0, bloqueada: 0, semFila: 0 };
const prio = { idoso80: 0, gestante: 0, bloqueada: 0 };

const emitir = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: base, headers, payload });
const tenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(ctx.database.db, { clienteId }, fn);

function prefixoNovo(): string {
  for (;;) {
    const p = `${LETRAS[Math.floor(Math.random() * LETRAS.length)]}${LETRAS[Math.floor(Math.random() * LETRAS.length)]}`;
    if (!prefixos.includes(p)) {
      prefixos.push(p);
      return p;
    }
  }
}

async function novaOpcao(extra: Partial<typeof opcaoEntrada.$inferInsert> = {}) {
  const [o] = await tenant((tx) =>
    tx
      .insert(opcaoEntrada)
      .values({ nome: unique('Totem teste'), totem: true, prefixo: prefixoNovo(), centroCustoId: fila, ordem: 50, ...extra })
      .returning({ id: opcaoEntrada.id }),
  );
  return o?.id as number;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  clienteId = c?.id as number;
  const t = await ctx.login('totem');
  h = {
    totem: t.headers,
    recepcao: (await ctx.login('recepcao')).headers,
    // the head office: another file of the worker may have left the admin at the UPA
    admin: await ctx.loginNoCentro('admin', 'Administração Geral'),
    medico: (await ctx.login('medico')).headers,
  };
  sessaoTotem = { usuarioId: t.sessao.usuario.id, centroCustoId: t.sessao.centro_custo.id };
  await tenant(async (tx) => {
    const [recepcao] = await tx.select().from(centroCusto).where(eq(centroCusto.id, sessaoTotem.centroCustoId));
    const [nova] = await tx
      .insert(centroCusto)
      .values({ nome: unique('Fila de senhas de teste'), infraestruturaId: recepcao.infraestruturaId, setorId: recepcao.setorId })
      .returning({ id: centroCusto.id });
    fila = nova?.id as number;
    const [amb] = await tx.select().from(centroCusto).where(eq(centroCusto.nome, 'Recepção do Ambulatório'));
    const [fora] = await tx
      .insert(centroCusto)
      .values({ nome: unique('Fila de senhas de teste'), infraestruturaId: amb.infraestruturaId, setorId: amb.setorId })
      .returning({ id: centroCusto.id });
    filaFora = fora?.id as number;
    for (const p of await tx.select({ id: prioridade.id, nome: prioridade.nome }).from(prioridade)) {
      if (p.nome === 'Idoso 80+') prio.idoso80 = p.id;
      if (p.nome === 'Gestante') prio.gestante = p.id;
    }
    const [b] = await tx
      .insert(prioridade)
      .values({ nome: unique('Prioridade bloqueada'), peso: 5, legal: true, bloqueado: true })
      .returning();
    prio.bloqueada = b?.id as number;
  });
  op.comPrioridade = await novaOpcao({ prefixoPrioridade: prefixoNovo() });
  op.simples = await novaOpcao();
  op.concorrencia = await novaOpcao();
  op.outraUnidade = await novaOpcao({ centroCustoId: filaFora });
  op.semTotem = await novaOpcao({ totem: false });
  op.bloqueada = await novaOpcao({ bloqueado: true });
  // no queue of its own: its tickets wait in the queue of whoever issues them
  op.semFila = await novaOpcao({ centroCustoId: null });
});
afterAll(() => ctx.close());

describe('semente de demonstração', () => {
  it("opens the UPA reception's ticket queue with the morning's kiosk tickets", async () => {
    const linhas = await tenant((tx) =>
      tx
        .select({ codigo: senha.codigo, peso: senha.peso, status: filaTabela.status })
        .from(senha)
        .innerJoin(filaTabela, daSenha)
        .where(and(eq(filaTabela.centroCustoId, sessaoTotem.centroCustoId), eq(senha.emitidaPor, sessaoTotem.usuarioId)))
        .orderBy(senha.id)
        .limit(8),
    );
    expect(linhas.map((l) => l.codigo)).toEqual(['A001', 'A002', 'P001', 'R001', 'A003', 'P002', 'A004', 'A005']);
    expect(linhas.filter((l) => l.peso > 0).map((l) => l.codigo)).toEqual(['P001', 'P002']);
    expect(new Set(linhas.map((l) => l.status))).toEqual(new Set([StatusSenha.EM_ESPERA]));
  });
});

describe('GET emissao-senha/create', () => {
  it("lists the kiosk buttons of the session's unit in order, the legal priorities by weight and the settings", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${base}/create`, headers: h.totem });
    expect(res.statusCode).toBe(200);
    const { form } = json(res);
    const nomes = form.opcoes.map((o: { nome: string }) => o.nome);
    expect(nomes.slice(0, 2)).toEqual(['Demanda espontânea', 'Retorno']);
    const ids = form.opcoes.map((o: { id: number }) => o.id);
    expect(ids).toEqual(expect.arrayContaining([op.comPrioridade, op.simples, op.semFila]));
    for (const fora of [op.outraUnidade, op.semTotem, op.bloqueada]) expect(ids).not.toContain(fora);
    expect(form.opcoes[0]).toMatchObject({ perguntar_prioridade: true, tem_prefixo_prioridade: true });
    expect(form.opcoes[1]).toMatchObject({ nome: 'Retorno', tem_prefixo_prioridade: false });
    expect(form.prioridades[0]).toEqual({ id: prio.idoso80, nome: 'Idoso 80+' });
    const nomesPrio = form.prioridades.map((p: { nome: string }) => p.nome);
    expect(nomesPrio).not.toContain('Sem prioridade');
    expect(form.prioridades.map((p: { id: number }) => p.id)).not.toContain(prio.bloqueada);
    expect(form.unidade).toBe('UPA 24h Dr. Arnaldo Lopes');
    expect(form.setor).toBe('Recepção do Pronto Atendimento');
    expect(form.parametros).toEqual({ segundos_retorno_totem: 8, imprimir_senha: true });
  });

  it('offers no button of the UPA to a session at the head office', async () => {
    const { form } = json(await ctx.app.inject({ method: 'GET', url: `${base}/create`, headers: h.admin }));
    expect(form.setor).toBe('Administração Geral');
    const nomes = form.opcoes.map((o: { nome: string }) => o.nome);
    expect(nomes).not.toContain('Demanda espontânea');
    expect(nomes).not.toContain('Retorno');
    // only an option without a queue of its own: it would feed the head office's own queue
    const ids = form.opcoes.map((o: { id: number }) => o.id);
    expect(ids).toContain(op.semFila);
    for (const daUpa of [op.simples, op.comPrioridade, op.concorrencia]) expect(ids).not.toContain(daUpa);
  });

  it('refuses who lacks the issue permission (403) and who is not logged in (401)', async () => {
    const semPermissao = await ctx.app.inject({ method: 'GET', url: `${base}/create`, headers: h.medico });
    expect(semPermissao.statusCode).toBe(403);
    expect(json(semPermissao).message).toBe(mensagens.semPermissao);
    expect((await emitir(h.medico, { opcao_entrada_id: op.simples })).statusCode).toBe(403);
    expect((await emitir({ 'x-cliente': 'demo' }, { opcao_entrada_id: op.simples })).statusCode).toBe(401);
  });
});

describe('POST emissao-senha', () => {
  it("numbers each option's tickets in its own daily sequence, with the priority prefix when the option has one", async () => {
    const [pNormal, pPrio] = await tenant((tx) =>
      tx
        .select({ p: opcaoEntrada.prefixo, pp: opcaoEntrada.prefixoPrioridade })
        .from(opcaoEntrada)
        .where(eq(opcaoEntrada.id, op.comPrioridade))
        .then((r) => [r[0]?.p, r[0]?.pp]),
    );
    const codigos: string[] = [];
    for (const body of [
      { opcao_entrada_id: op.comPrioridade },
      { opcao_entrada_id: op.comPrioridade },
      { opcao_entrada_id: op.comPrioridade, prioridade_id: prio.idoso80 },
      { opcao_entrada_id: op.comPrioridade },
      { opcao_entrada_id: op.comPrioridade, prioridade_id: prio.gestante },
    ]) {
      const res = await emitir(h.totem, body);
      expect(res.statusCode).toBe(201);
      codigos.push(json(res).codigo);
    }
    expect(codigos).toEqual([`${pNormal}001`, `${pNormal}002`, `${pPrio}001`, `${pNormal}003`, `${pPrio}002`]);

    // no priority prefix: the priority only weighs in the queue, the number follows the option's sequence
    const a = json(await emitir(h.recepcao, { opcao_entrada_id: op.simples }));
    const b = json(await emitir(h.totem, { opcao_entrada_id: op.simples, prioridade_id: prio.idoso80 }));
    expect([a.sequencia, b.sequencia]).toEqual([1, 2]);
    expect(b).toMatchObject({ prioridade: { id: prio.idoso80, nome: 'Idoso 80+' }, centro_custo_id: fila });
    expect(b.codigo).toMatch(CODIGO_FALAVEL);

    const [linha] = await tenant((tx) =>
      tx
        .select({ ...getTableColumns(senha), status: filaTabela.status, centroCustoId: filaTabela.centroCustoId })
        .from(senha)
        .innerJoin(filaTabela, daSenha)
        .where(eq(senha.id, b.id)),
    );
    expect(linha).toMatchObject({
      status: StatusSenha.EM_ESPERA,
      peso: 20,
      centroCustoId: fila,
      emitidaPor: sessaoTotem.usuarioId,
      sequencia: 2,
    });
    const movimentos = await tenant((tx) =>
      tx
        .select(getTableColumns(filaMovimento))
        .from(filaMovimento)
        .innerJoin(filaTabela, eq(filaTabela.id, filaMovimento.filaId))
        .where(and(eq(filaTabela.modulo, 'painel-senha'), eq(filaTabela.referenciaId, b.id))),
    );
    expect(movimentos).toEqual([
      expect.objectContaining({ acao: 'emitir', deStatus: null, paraStatus: StatusSenha.EM_ESPERA, paraCentroCustoId: fila }),
    ]);
  });

  it("sends an option without a queue of its own to the issuing session's queue", async () => {
    // a session working in this suite's queue (the demo reception's queue is left alone)
    const r = await tenant((tx) =>
      emitirSenha(tx, { clienteId, usuarioId: sessaoTotem.usuarioId, centroCustoId: fila }, { opcaoEntradaId: op.semFila }),
    );
    expect(r.centroCustoId).toBe(fila);
  });

  it('restarts every day (Brasília date), so 23:30 in Brasília still counts for that day', async () => {
    const ctxTotem = { clienteId, ...sessaoTotem };
    const numeros = await tenant(async (tx) => [
      await emitirSenha(tx, ctxTotem, { opcaoEntradaId: op.simples }, new Date('2020-03-01T12:00:00Z')),
      await emitirSenha(tx, ctxTotem, { opcaoEntradaId: op.simples }, new Date('2020-03-02T02:30:00Z')),
      await emitirSenha(tx, ctxTotem, { opcaoEntradaId: op.simples }, new Date('2020-03-02T03:30:00Z')),
    ]);
    expect(numeros.map((n) => `${n.data} ${n.sequencia}`)).toEqual(['2020-03-01 1', '2020-03-01 2', '2020-03-02 1']);
  });

  it('refuses, with pt-BR field messages and nothing written, what the kiosk cannot issue', async () => {
    // only this suite's options: another file of the worker may issue tickets meanwhile (the demo kiosk's)
    const dasOpcoes = () => tenant((tx) => tx.$count(senha, inArray(senha.opcaoEntradaId, Object.values(op))));
    const antes = await dasOpcoes();
    const casos: [Record<string, unknown>, string, string][] = [
      [{ opcao_entrada_id: op.outraUnidade }, 'opcao_entrada_id', MENSAGENS_EMISSAO_SENHA.opcaoIndisponivel],
      [{ opcao_entrada_id: op.semTotem }, 'opcao_entrada_id', MENSAGENS_EMISSAO_SENHA.opcaoIndisponivel],
      [{ opcao_entrada_id: op.bloqueada }, 'opcao_entrada_id', MENSAGENS_EMISSAO_SENHA.opcaoIndisponivel],
      [{ opcao_entrada_id: 987654321 }, 'opcao_entrada_id', MENSAGENS_EMISSAO_SENHA.opcaoIndisponivel],
      [{ opcao_entrada_id: op.simples, prioridade_id: prio.bloqueada }, 'prioridade_id', MENSAGENS_EMISSAO_SENHA.prioridadeIndisponivel],
      [{ opcao_entrada_id: op.simples, prioridade_id: 987654321 }, 'prioridade_id', MENSAGENS_EMISSAO_SENHA.prioridadeIndisponivel],
      [{}, 'opcao_entrada_id', 'O campo Opção de entrada é obrigatório.'],
      [{ opcao_entrada_id: 'abc' }, 'opcao_entrada_id', 'O campo Opção de entrada é obrigatório.'],
      [{ opcao_entrada_id: 1e20 }, 'opcao_entrada_id', 'Opção de entrada inválida'],
      [{ opcao_entrada_id: op.simples, prioridade_id: 'x' }, 'prioridade_id', 'Prioridade inválida'],
    ];
    for (const [body, campo, mensagem] of casos) {
      const res = await emitir(h.totem, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(json(res).errors[campo]).toEqual([mensagem]);
    }
    // an option of the UPA from a session at the head office: another unit
    const deFora = await emitir(h.admin, { opcao_entrada_id: op.simples });
    expect(json(deFora).errors.opcao_entrada_id).toEqual([MENSAGENS_EMISSAO_SENHA.opcaoIndisponivel]);
    expect(await dasOpcoes()).toBe(antes);
  });

  it('never issues a code with I or O: a prefix that slipped past the registry is refused', async () => {
    const errada = await novaOpcao({ prefixo: 'IO' });
    const res = await emitir(h.totem, { opcao_entrada_id: errada });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.opcao_entrada_id).toEqual([MENSAGENS_EMISSAO_SENHA.prefixoInvalido]);
    const codigos = await tenant((tx) =>
      tx.select({ c: senha.codigo }).from(senha).innerJoin(filaTabela, daSenha).where(eq(filaTabela.centroCustoId, fila)),
    );
    expect(codigos.length).toBeGreaterThan(0);
    for (const { c } of codigos) expect(c).toMatch(CODIGO_FALAVEL);
  });

  it('skips a code another option with the same prefix already gave today instead of failing', async () => {
    const [{ p }] = await tenant((tx) => tx.select({ p: opcaoEntrada.prefixo }).from(opcaoEntrada).where(eq(opcaoEntrada.id, op.simples)));
    const gemea = await novaOpcao({ prefixo: p });
    const res = await emitir(h.totem, { opcao_entrada_id: gemea });
    expect(res.statusCode).toBe(201);
    const hoje = json(await emitir(h.totem, { opcao_entrada_id: op.simples }));
    expect(json(res).codigo).not.toBe(`${p}001`);
    expect(json(res).codigo).not.toBe(hoje.codigo);
  });

  it('tells the screens of the ticket queue after commit', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    const recebidas: Record<string, any>[] = [];
    let avisar: () => void = () => {};
    ws.on('message', (raw) => {
      recebidas.push(JSON.parse(String(raw)));
      avisar();
    });
    const chegar = (n: number) =>
      new Promise<void>((resolve) => {
        avisar = () => recebidas.length >= n && resolve();
        avisar();
      });
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(JSON.stringify({ tipo: 'entrar', cliente: 'demo', token: h.recepcao.authorization?.slice(7) }));
    await chegar(1);
    ws.send(JSON.stringify({ tipo: 'assinar', topico: topicoSenhas(fila) }));
    await chegar(2);
    const emitida = json(await emitir(h.totem, { opcao_entrada_id: op.simples }));
    await chegar(3);
    ws.close();
    expect(recebidas[2]).toEqual({ tipo: 'evento', topico: topicoSenhas(fila), evento: EVENTO_SENHAS, dados: { id: emitida.id } });
  });
});

describe('200 tickets from 50 kiosks at the same instant', () => {
  it('gives 200 different codes, numbered 1 to 200 without a gap', async () => {
    const sessoes = [h.totem, h.recepcao];
    for (let i = 0; i < 3; i++) sessoes.push((await ctx.login('totem')).headers);
    const respostas = await Promise.all(
      Array.from({ length: 50 }, async (_, cliente) => {
        const minhas = [];
        for (let i = 0; i < 4; i++)
          minhas.push(await emitir(sessoes[cliente % sessoes.length] as Record<string, string>, { opcao_entrada_id: op.concorrencia }));
        return minhas;
      }),
    );
    const todas = respostas.flat();
    expect(todas.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
    const emitidas = todas.map((r) => json(r));
    expect(new Set(emitidas.map((e) => e.codigo)).size).toBe(200);
    expect(emitidas.map((e) => e.sequencia).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    const [seq] = await tenant((tx) =>
      tx
        .select({ ultimo: senhaSequencia.ultimo })
        .from(senhaSequencia)
        .where(and(eq(senhaSequencia.opcaoEntradaId, op.concorrencia))),
    );
    expect(seq?.ultimo).toBe(200);
  }, 120_000);
});

describe('GET /impressao/painel-senha/senha/{id}', () => {
  it('prints the ticket on an 8 cm roll: unit, queue, the code, date and time, the municipality and the message', async () => {
    const emitida = json(await emitir(h.totem, { opcao_entrada_id: op.simples }));
    for (const headers of [h.totem, h.recepcao]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/impressao/painel-senha/senha/${emitida.id}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = await lerPdf(res.rawPayload);
      expect(pdf.paginas).toHaveLength(1);
      expect(Math.abs((pdf.paginas[0]?.larguraCm ?? 0) - 8)).toBeLessThan(0.05);
      const texto = (pdf.textos[0] ?? '').replace(/[ \t]+/g, ' ');
      expect(texto).toContain('UPA 24h Dr. Arnaldo Lopes');
      expect(texto).toMatch(/Fila de senhas de teste/);
      expect(texto).toContain(emitida.codigo);
      const [a, m, d] = String(emitida.data).split('-');
      expect(texto).toContain(`${d}/${m}/${a}`);
      expect(texto).toContain('Secretaria Municipal de Saúde');
      expect(texto).toContain('Garanhuns');
      expect(texto).toContain('Aguarde ser chamado pelo painel.');
      expect(pdf.titulo).toBe(`Senha ${emitida.codigo}`);
    }
  });

  it('does not print a ticket of another unit (404), nor an id that is not a number (422)', async () => {
    const deFora = await tenant((tx) =>
      emitirSenha(tx, { clienteId, usuarioId: sessaoTotem.usuarioId, centroCustoId: filaFora }, { opcaoEntradaId: op.semFila }),
    );
    const res = await ctx.app.inject({ method: 'GET', url: `/impressao/painel-senha/senha/${deFora.id}`, headers: h.totem });
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe(MENSAGENS_EMISSAO_SENHA.naoEncontrada);
    expect((await ctx.app.inject({ method: 'GET', url: '/impressao/painel-senha/senha/abc', headers: h.totem })).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: `/impressao/painel-senha/senha/${deFora.id}`, headers: h.medico })).statusCode).toBe(
      403,
    );
  });
});
