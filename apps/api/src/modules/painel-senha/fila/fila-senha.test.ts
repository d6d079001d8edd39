import {
  EVENTO_SENHAS,
  hojeIso,
  MENSAGENS_FILA_SENHA,
  MENSAGENS_SENHA,
  StatusSenha,
  type StatusSenhaId,
  TRANSICOES_SENHA,
  topicoSenhas,
} from '@saude/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { centroCusto, encaminhamento } from '../../../db/schema/index.js';
import { HttpError } from '../../../lib/http-errors.js';
import {
  chamadasDaSenha as chamadasDaSenhaDe,
  type FilaSenhaFixture,
  fixtureFilaSenha,
  lerSenha as lerSenhaDe,
  movimentosDaSenha,
  novaFila,
  novaSenha,
} from './fila-senha.fixtures.js';
import { aplicarAcaoSenha } from './senha.service.js';

let ctx: TestContext;
let f: FilaSenhaFixture;
let triagemDemo: number;
const base = '/api/painel-senha';

beforeAll(async () => {
  ctx = await createTestContext();
  f = await fixtureFilaSenha(ctx);
  triagemDemo = await demo(
    async (tx) =>
      (await tx.select({ id: centroCusto.id }).from(centroCusto).where(eq(centroCusto.nome, 'Triagem e Classificação de Risco')))[0]
        ?.id as number,
  );
});
afterAll(() => ctx.close());

const pedir = (h: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url: `${base}/${url}`, headers: h, ...(payload ? { payload } : {}) });
const verFila = async (h: Record<string, string>, cc: number) => {
  const res = await pedir(h, 'GET', `fila?centro_custo_id=${cc}`);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data;
};
const proxima = (h: Record<string, string>, centroCustoId: number, opcaoChamadaId: number) =>
  pedir(h, 'POST', 'fila/chamar-proxima', { centro_custo_id: centroCustoId, opcao_chamada_id: opcaoChamadaId });
const demo = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(ctx.database.db, { clienteId: f.clienteId }, fn);
const lerSenha = (id: number) => lerSenhaDe(f, id);
const chamadasDaSenha = (id: number) => chamadasDaSenhaDe(f, id);

describe('chamar a próxima senha', () => {
  it('takes the heaviest priority first, then the earliest arrival, as the waiting list shows them', async () => {
    const q = await novaFila(f);
    const a = await novaSenha(f, { centroCustoId: q.fila, peso: 0, haMinutos: 30 });
    const b = await novaSenha(f, { centroCustoId: q.fila, peso: 10, haMinutos: 5 });
    const c = await novaSenha(f, { centroCustoId: q.fila, peso: 0, haMinutos: 45 });
    const d = await novaSenha(f, { centroCustoId: q.fila, peso: 10, haMinutos: 10 });
    // yesterday's forgotten ticket is neither listed nor called
    await novaSenha(f, { centroCustoId: q.fila, peso: 99, haMinutos: 24 * 60, data: '2020-01-01' });

    const dados = await verFila(f.headers.a, q.fila);
    expect(dados.model.senhas.map((s: { codigo: string }) => s.codigo)).toEqual([d.codigo, b.codigo, c.codigo, a.codigo]);
    const maisAntiga = dados.model.senhas[2];
    const limiar = [...dados.form.tempos_espera].reverse().find((t: { minutos: number }) => t.minutos <= 45);
    expect(maisAntiga.espera).toMatchObject({ minutos: 45, cor: limiar?.cor ?? null, total: { dias: 0, horas: 0, minutos: 45 } });
    expect(maisAntiga.acoes).toEqual(['chamar', 'atender', 'encaminhar', 'evadir']);
    expect(dados.model.contagem).toMatchObject({ em_espera: 4, chamadas: 0, em_atendimento: 0, atendidas_hoje: 0 });
    expect(dados.model.topico).toBe(topicoSenhas(q.fila));

    const chamadas = [];
    for (let i = 0; i < 4; i++) {
      const res = await proxima(f.headers.a, q.fila, q.guiches[0]);
      expect(res.statusCode, res.body).toBe(200);
      chamadas.push(json(res).codigo);
    }
    expect(chamadas).toEqual([d.codigo, b.codigo, c.codigo, a.codigo]);
    const vazia = await proxima(f.headers.a, q.fila, q.guiches[0]);
    expect(vazia.statusCode).toBe(404);
    expect(json(vazia).message).toBe(MENSAGENS_SENHA.filaVazia);

    // the unanswered calls stay with their holder: calling next never closes them
    const minhas = json(await pedir(f.headers.a, 'GET', 'fila-atendimento')).data.senhas.map((s: { codigo: string }) => s.codigo);
    expect(minhas).toEqual(expect.arrayContaining([a.codigo, b.codigo, c.codigo, d.codigo]));
    const depois = await verFila(f.headers.a, q.fila);
    expect(depois.model.contagem).toMatchObject({ em_espera: 0, chamadas: 4 });
    expect(depois.model.ultimo_local_id).toBe(q.guiches[0]);
    expect(depois.model.senhas[0]).toMatchObject({
      status: { id: StatusSenha.CHAMADA, nome: 'Chamada' },
      opcao_chamada: { nome: 'Guichê 1' },
    });
  });

  it('gives two counters calling at the same instant two different tickets (FOR UPDATE SKIP LOCKED)', async () => {
    const q = await novaFila(f);
    const criadas = [];
    for (let i = 0; i < 8; i++) criadas.push(await novaSenha(f, { centroCustoId: q.fila, haMinutos: 20 - i }));
    const respostas = await Promise.all(
      Array.from({ length: 8 }, (_, i) => proxima(i % 2 ? f.headers.b : f.headers.a, q.fila, q.guiches[i % 2] as number)),
    );
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const ids = respostas.map((r) => json(r).id as number);
    expect(new Set(ids).size).toBe(8);
    expect([...ids].sort((x, y) => x - y)).toEqual(criadas.map((s) => s.id).sort((x, y) => x - y));
    const vazias = await Promise.all([proxima(f.headers.a, q.fila, q.guiches[0]), proxima(f.headers.b, q.fila, q.guiches[1])]);
    expect(vazias.map((r) => r.statusCode)).toEqual([404, 404]);
    // each ticket was called exactly once
    for (const s of criadas) expect((await lerSenha(s.id))?.chamadas).toBe(1);
  });

  it('refuses a counter of another queue, a blocked counter and a queue outside the lotação', async () => {
    const deOutraFila = await proxima(f.headers.a, f.fila, f.guiche.x);
    expect(deOutraFila.statusCode).toBe(422);
    expect(json(deOutraFila).errors).toEqual({ opcao_chamada_id: [MENSAGENS_SENHA.opcaoChamadaInvalida] });
    expect((await proxima(f.headers.a, f.fila, f.guiche.bloqueado)).statusCode).toBe(422);
    const semLocal = await pedir(f.headers.a, 'POST', 'fila/chamar-proxima', { centro_custo_id: f.fila });
    expect(json(semLocal).errors).toEqual({ opcao_chamada_id: [MENSAGENS_FILA_SENHA.localObrigatorio] });
    // the demo triage is a queue of the municipality, but not of these receptionists' lotação
    const alheia = await pedir(f.headers.a, 'GET', `fila?centro_custo_id=${triagemDemo}`);
    expect(alheia.statusCode).toBe(422);
    expect(json(alheia).errors).toEqual({ centro_custo_id: [MENSAGENS_FILA_SENHA.foraDaLotacao] });
    const chamarAlheia = await proxima(f.headers.a, triagemDemo, f.guiche.a);
    expect(json(chamarAlheia).errors).toEqual({ centro_custo_id: [MENSAGENS_FILA_SENHA.foraDaLotacao] });
  });
});

describe('a chamada nas telas', () => {
  it("reaches the screens that show the queue, or only the counter's own screen, and counts every call", async () => {
    const s = await novaSenha(f, { haMinutos: 3 });
    const primeira = await pedir(f.headers.a, 'POST', 'chamada', { senha_id: s.id, opcao_chamada_id: f.guiche.a });
    expect(primeira.statusCode, primeira.body).toBe(200);
    expect(json(primeira)).toMatchObject({ id: s.id, codigo: s.codigo, status: StatusSenha.CHAMADA, chamadas: 1, telas: 1 });
    let linhas = await chamadasDaSenha(s.id);
    expect(linhas.map((l) => ({ tela: l.telaId, texto: l.texto, destino: l.destino, numero: l.numero, tipo: l.tipo }))).toEqual([
      { tela: f.telaDaFila, texto: s.codigo, destino: 'Guichê A', numero: 1, tipo: 1 },
    ]);
    expect(linhas[0]?.centroCustoId).toBe(f.fila);

    // call again (counted), from the counter it is held at
    const denovo = await pedir(f.headers.a, 'POST', 'chamada', { senha_id: s.id });
    expect(json(denovo)).toMatchObject({ status: StatusSenha.CHAMADA, chamadas: 2 });
    // from Guichê B, whose calls go to its own screen only
    const noB = await pedir(f.headers.a, 'POST', 'chamada', { senha_id: s.id, opcao_chamada_id: f.guiche.b });
    expect(json(noB)).toMatchObject({ chamadas: 3, opcao_chamada_id: f.guiche.b, telas: 1 });
    linhas = await chamadasDaSenha(s.id);
    expect(linhas.map((l) => [l.telaId, l.numero, l.destino])).toEqual([
      [f.telaDaFila, 1, 'Guichê A'],
      [f.telaDaFila, 2, 'Guichê A'],
      [f.telaDoGuiche, 3, 'Guichê B'],
    ]);
    expect(linhas[2]?.fala).toMatch(/^Senha .+\. Guichê B\.$/);
    const movimentos = await movimentosDaSenha(f, s.id);
    expect(movimentos.map((m) => [m.acao, m.deStatus, m.paraStatus, m.opcaoChamadaId, m.usuarioId])).toEqual([
      ['chamar', 1, 5, f.guiche.a, f.usuarios.a],
      ['rechamar', 5, 5, f.guiche.a, f.usuarios.a],
      ['rechamar', 5, 5, f.guiche.b, f.usuarios.a],
    ]);
  });

  it('asks for the counter on a first call out of order, and lists the calls in the history (datatable)', async () => {
    const s = await novaSenha(f);
    const semLocal = await pedir(f.headers.a, 'POST', 'chamada', { senha_id: s.id });
    expect(semLocal.statusCode).toBe(422);
    expect(json(semLocal).errors).toEqual({ opcao_chamada_id: [MENSAGENS_FILA_SENHA.localObrigatorio] });
    expect((await lerSenha(s.id))?.status).toBe(StatusSenha.EM_ESPERA);
    expect((await pedir(f.headers.a, 'POST', 'chamada', { senha_id: s.id, opcao_chamada_id: f.guiche.a })).statusCode).toBe(200);
    expect((await pedir(f.headers.a, 'POST', 'chamada', { senha_id: s.id, opcao_chamada_id: f.guiche.b })).statusCode).toBe(200);

    const admin = (await ctx.login('admin')).headers;
    const res = await pedir(admin, 'GET', `chamada/datatable?search[value]=${s.codigo}&centro_custo_id=${f.fila}`);
    expect(res.statusCode, res.body).toBe(200);
    const tabela = json(res);
    expect(tabela.records_filtered).toBe(2);
    expect(tabela.data.map((c: Record<string, unknown>) => [c.texto, c.destino, c.numero, c.centro_custo_nome])).toEqual([
      [s.codigo, 'Guichê B', 2, expect.stringContaining('Fila de senhas')],
      [s.codigo, 'Guichê A', 1, expect.stringContaining('Fila de senhas')],
    ]);
    const periodoVazio = await pedir(
      admin,
      'GET',
      `chamada/datatable?search[value]=${s.codigo}&data_inicio=2020-01-01&data_fim=2020-01-02`,
    );
    expect(json(periodoVazio).records_total).toBe(0);
    // the reception calls, but the call history is a supervisor's reading
    expect((await pedir(f.headers.a, 'GET', 'chamada/datatable')).statusCode).toBe(403);
  });
});

describe('as transições da senha', () => {
  const status: StatusSenhaId[] = [
    StatusSenha.EM_ESPERA,
    StatusSenha.CHAMADA,
    StatusSenha.EM_ATENDIMENTO,
    StatusSenha.FINALIZADA,
    StatusSenha.EVADIDA,
  ];

  it('applies exactly the table: every action from every status, or a 409 with its pt-BR message', async () => {
    for (const de of status)
      for (const t of TRANSICOES_SENHA) {
        const segura = de === StatusSenha.CHAMADA || de === StatusSenha.EM_ATENDIMENTO;
        const s = await novaSenha(f, {
          status: de,
          usuarioId: segura ? f.usuarios.a : null,
          opcaoChamadaId: segura ? f.guiche.a : null,
        });
        const fazer = demo((tx) =>
          aplicarAcaoSenha(
            tx,
            { clienteId: f.clienteId, usuarioId: f.usuarios.a },
            { senhaId: s.id, acao: t.acao, opcaoChamadaId: f.guiche.a, encaminhamentoId: f.rota.valida, motivoEvasao: 'Saiu' },
          ),
        );
        if (t.de.includes(de)) {
          const r = await fazer;
          expect(r.status, `${t.acao} de ${de}`).toBe(t.para ?? de);
          expect((await lerSenha(s.id))?.status).toBe(t.para ?? de);
        } else {
          const erro = await fazer.then(
            () => null,
            (e: unknown) => e,
          );
          expect(erro, `${t.acao} de ${de}`).toBeInstanceOf(HttpError);
          expect((erro as HttpError).statusCode).toBe(409);
          expect((erro as HttpError).message).toBe(MENSAGENS_SENHA.transicaoInvalida(t.acao, de));
          expect((await lerSenha(s.id))?.status).toBe(de);
        }
      }
  });

  it('walks a ticket through the counter: called, answered, finalized; the illegal steps answer 409', async () => {
    const s = await novaSenha(f);
    const h = f.headers.a;
    expect((await pedir(h, 'PUT', `fila-atendimento/devolver/${s.id}`)).statusCode).toBe(409);
    expect((await pedir(h, 'POST', 'chamada', { senha_id: s.id, opcao_chamada_id: f.guiche.a })).statusCode).toBe(200);
    const cedo = await pedir(h, 'PUT', `fila-atendimento/finalizar/${s.id}`);
    expect(cedo.statusCode).toBe(409);
    expect(json(cedo).message).toBe('Não é possível finalizar uma senha já chamada.');
    const atendida = await pedir(h, 'PUT', `fila-atendimento/atender/${s.id}`);
    expect(json(atendida)).toMatchObject({ status: StatusSenha.EM_ATENDIMENTO, opcao_chamada_id: f.guiche.a });
    const emAtendimento = json(await pedir(h, 'GET', 'fila-atendimento')).data.senhas.find((x: { id: number }) => x.id === s.id);
    expect(emAtendimento).toMatchObject({ status: { id: 2, nome: 'Em atendimento' }, opcao_chamada: { nome: 'Guichê A' }, chamadas: 1 });
    expect(emAtendimento.acoes).toEqual(['rechamar', 'devolver', 'encaminhar', 'evadir', 'finalizar']);
    expect((await pedir(h, 'PUT', `fila-atendimento/finalizar/${s.id}`)).statusCode).toBe(200);
    const denovo = await pedir(h, 'PUT', `fila-atendimento/finalizar/${s.id}`);
    expect(denovo.statusCode).toBe(409);
    expect(json(denovo).message).toBe('Não é possível finalizar uma senha finalizada.');
    const rechamar = await pedir(h, 'POST', 'chamada', { senha_id: s.id });
    expect(json(rechamar).message).toBe('Não é possível chamar novamente uma senha finalizada.');
    const fim = await lerSenha(s.id);
    expect(fim).toMatchObject({ status: StatusSenha.FINALIZADA, usuarioId: f.usuarios.a });
    expect(fim?.finalizadaEm).toBeInstanceOf(Date);
    expect(fim?.atendidaEm).toBeInstanceOf(Date);
    expect(json(await pedir(h, 'GET', 'fila-atendimento')).data.senhas.some((x: { id: number }) => x.id === s.id)).toBe(false);
  });

  it('sends a called ticket back to its place in the queue, free of its counter', async () => {
    const q = await novaFila(f);
    const primeira = await novaSenha(f, { centroCustoId: q.fila, haMinutos: 30 });
    const segunda = await novaSenha(f, { centroCustoId: q.fila, haMinutos: 10 });
    expect(json(await proxima(f.headers.a, q.fila, q.guiches[0])).id).toBe(primeira.id);
    const devolvida = await pedir(f.headers.a, 'PUT', `fila-atendimento/devolver/${primeira.id}`);
    expect(json(devolvida)).toMatchObject({ status: StatusSenha.EM_ESPERA, opcao_chamada_id: null });
    expect(await lerSenha(primeira.id)).toMatchObject({ usuarioId: null, opcaoChamadaId: null, chamadas: 1 });
    // it kept its arrival: it is the next again
    expect(json(await proxima(f.headers.b, q.fila, q.guiches[1])).id).toBe(primeira.id);
    expect(json(await proxima(f.headers.b, q.fila, q.guiches[1])).id).toBe(segunda.id);
  });

  it("keeps the counter's own actions to the ticket's holder; the waiting list acts on any ticket of the queue", async () => {
    const s = await novaSenha(f);
    expect((await pedir(f.headers.a, 'POST', 'chamada', { senha_id: s.id, opcao_chamada_id: f.guiche.a })).statusCode).toBe(200);
    for (const [metodo, url, corpo] of [
      ['PUT', `fila-atendimento/devolver/${s.id}`, undefined],
      ['PUT', `fila-atendimento/atender/${s.id}`, undefined],
      ['PUT', `fila-atendimento/evadir/${s.id}`, { motivo_evasao: 'Saiu' }],
      ['POST', 'chamada', { senha_id: s.id }],
    ] as const) {
      const res = await pedir(f.headers.b, metodo, url, corpo);
      expect(res.statusCode, url).toBe(409);
      expect(json(res).message).toBe(MENSAGENS_FILA_SENHA.outroAtendente);
    }
    expect(json(await pedir(f.headers.b, 'GET', 'fila-atendimento')).data.senhas.some((x: { id: number }) => x.id === s.id)).toBe(false);
    // the patient walked up to counter B: answering from the waiting list takes it over
    const atendida = await pedir(f.headers.b, 'PUT', `fila/atender/${s.id}`, { opcao_chamada_id: f.guiche.b });
    expect(json(atendida)).toMatchObject({ status: StatusSenha.EM_ATENDIMENTO, opcao_chamada_id: f.guiche.b });
    expect(await lerSenha(s.id)).toMatchObject({ usuarioId: f.usuarios.b });
  });
});

describe('encaminhar e registrar o não comparecimento', () => {
  it('forwards only by an active route out of the ticket’s queue, and tells the screens of both queues', async () => {
    const s = await novaSenha(f);
    expect((await pedir(f.headers.a, 'POST', 'chamada', { senha_id: s.id, opcao_chamada_id: f.guiche.a })).statusCode).toBe(200);
    const semRota = await pedir(f.headers.a, 'PUT', `fila/encaminhar/${s.id}`, {});
    expect(json(semRota).errors).toEqual({ encaminhamento_id: [MENSAGENS_FILA_SENHA.encaminhamentoObrigatorio] });
    for (const rota of [f.rota.inversa, f.rota.bloqueada, 999999999]) {
      const res = await pedir(f.headers.a, 'PUT', `fila/encaminhar/${s.id}`, { encaminhamento_id: rota });
      expect(res.statusCode).toBe(422);
      expect(json(res).errors).toEqual({ encaminhamento_id: [MENSAGENS_SENHA.encaminhamentoInvalido] });
    }
    expect(await lerSenha(s.id)).toMatchObject({ status: StatusSenha.CHAMADA, centroCustoId: f.fila });

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
    ws.send(JSON.stringify({ tipo: 'entrar', cliente: 'demo', token: f.headers.a.authorization?.slice(7) }));
    await chegar(1);
    ws.send(JSON.stringify({ tipo: 'assinar', topico: topicoSenhas(f.fila) }));
    ws.send(JSON.stringify({ tipo: 'assinar', topico: topicoSenhas(f.destino) }));
    await chegar(3);

    const res = await pedir(f.headers.a, 'PUT', `fila/encaminhar/${s.id}`, { encaminhamento_id: f.rota.valida });
    expect(json(res)).toMatchObject({ status: StatusSenha.EM_ESPERA, centro_custo_id: f.destino, chamadas: 0 });
    await chegar(5);
    ws.close();
    expect(recebidas.slice(3).map((m) => [m.topico, m.evento, m.dados])).toEqual(
      expect.arrayContaining([
        [topicoSenhas(f.fila), EVENTO_SENHAS, { id: s.id }],
        [topicoSenhas(f.destino), EVENTO_SENHAS, { id: s.id }],
      ]),
    );

    expect(await lerSenha(s.id)).toMatchObject({ centroCustoId: f.destino, codigo: s.codigo, usuarioId: null, opcaoChamadaId: null });
    const [, mov] = await movimentosDaSenha(f, s.id);
    expect(mov).toMatchObject({ acao: 'encaminhar', deCentroCustoId: f.fila, paraCentroCustoId: f.destino, detalhe: 'Para o destino' });
    const destino = await verFila(f.headers.a, f.destino);
    expect(destino.model.senhas.find((x: { id: number }) => x.id === s.id)).toMatchObject({ status: { id: 1 }, chamadas: 0 });
    expect((await verFila(f.headers.a, f.fila)).model.senhas.some((x: { id: number }) => x.id === s.id)).toBe(false);
    // in its new queue, it is called from the new queue's counters only
    expect((await pedir(f.headers.a, 'POST', 'chamada', { senha_id: s.id, opcao_chamada_id: f.guiche.a })).statusCode).toBe(422);
    expect((await pedir(f.headers.a, 'POST', 'chamada', { senha_id: s.id, opcao_chamada_id: f.guiche.x })).statusCode).toBe(200);
  });

  it('needs a reason (at most 500 characters) to register that the holder did not come', async () => {
    const s = await novaSenha(f);
    expect((await pedir(f.headers.a, 'POST', 'chamada', { senha_id: s.id, opcao_chamada_id: f.guiche.a })).statusCode).toBe(200);
    for (const [corpo, mensagem] of [
      [{}, MENSAGENS_SENHA.motivoEvasaoObrigatorio],
      [{ motivo_evasao: '   ' }, MENSAGENS_SENHA.motivoEvasaoObrigatorio],
      [{ motivo_evasao: 'x'.repeat(501) }, MENSAGENS_SENHA.motivoEvasaoLongo],
    ] as const) {
      const res = await pedir(f.headers.a, 'PUT', `fila-atendimento/evadir/${s.id}`, corpo);
      expect(res.statusCode).toBe(422);
      expect(json(res).errors).toEqual({ motivo_evasao: [mensagem] });
    }
    expect((await lerSenha(s.id))?.status).toBe(StatusSenha.CHAMADA);
    const res = await pedir(f.headers.a, 'PUT', `fila-atendimento/evadir/${s.id}`, { motivo_evasao: ' Não compareceu após 1 chamada ' });
    expect(json(res)).toMatchObject({ status: StatusSenha.EVADIDA });
    expect(await lerSenha(s.id)).toMatchObject({ motivoEvasao: 'Não compareceu após 1 chamada', usuarioId: null, opcaoChamadaId: null });
    // a waiting ticket is closed from the list too
    const outra = await novaSenha(f);
    expect(json(await pedir(f.headers.b, 'PUT', `fila/evadir/${outra.id}`, { motivo_evasao: 'Desistiu' }))).toMatchObject({
      status: StatusSenha.EVADIDA,
    });
  });
});

describe('a tela da fila, permissões e municípios', () => {
  it('gives the options of the queue and counts the day: waiting, called, in attendance, answered and the average wait', async () => {
    const q = await novaFila(f);
    const um = await novaSenha(f, { centroCustoId: q.fila, haMinutos: 20 });
    await novaSenha(f, { centroCustoId: q.fila, haMinutos: 10 });
    await novaSenha(f, { centroCustoId: q.fila, haMinutos: 5 });
    await proxima(f.headers.a, q.fila, q.guiches[0]);
    await pedir(f.headers.a, 'PUT', `fila-atendimento/atender/${um.id}`);
    await proxima(f.headers.a, q.fila, q.guiches[0]);
    const dados = await verFila(f.headers.a, q.fila);
    expect(dados.model.contagem).toEqual({
      em_espera: 1,
      chamadas: 1,
      em_atendimento: 1,
      atendidas_hoje: 1,
      tempo_medio_espera_minutos: 20,
    });
    expect(dados.form.opcoes_chamada.map((o: { nome: string }) => o.nome)).toEqual(['Guichê 1', 'Guichê 2']);
    expect(dados.model.chamadas_para_nao_comparecimento).toBeGreaterThanOrEqual(1);

    const principal = await verFila(f.headers.a, f.fila);
    expect(principal.form.opcoes_chamada.map((o: { nome: string }) => o.nome)).toEqual(['Guichê A', 'Guichê B']);
    expect(principal.form.encaminhamentos).toEqual([
      { id: f.rota.valida, nome: 'Para o destino', destino: { id: f.destino, nome: expect.any(String) } },
    ]);
    expect(principal.form.centros_custo.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([f.fila, f.destino]));
    // a blocked route is not offered
    await demo((tx) => tx.update(encaminhamento).set({ bloqueado: true }).where(eq(encaminhamento.id, f.rota.valida)));
    expect((await verFila(f.headers.a, f.fila)).form.encaminhamentos).toEqual([]);
    await demo((tx) => tx.update(encaminhamento).set({ bloqueado: false }).where(eq(encaminhamento.id, f.rota.valida)));
  });

  it("opens on the session's cost centre when none is given", async () => {
    const recepcao = (await ctx.login('recepcao')).headers;
    const res = await pedir(recepcao, 'GET', 'fila');
    expect(res.statusCode, res.body).toBe(200);
    const { model, form } = json(res).data;
    expect(form.centros_custo.map((c: { nome: string }) => c.nome)).toEqual(['Recepção do Pronto Atendimento']);
    expect(model.centro_custo_id).toBe(form.centros_custo[0].id);
    expect(model.senhas.every((s: { emitida_em: string }) => s.emitida_em.length > 0)).toBe(true);
  });

  it('answers 403 without the permissions, before any validation', async () => {
    const totem = (await ctx.login('totem')).headers;
    const s = await novaSenha(f);
    for (const [metodo, url] of [
      ['GET', `fila?centro_custo_id=${f.fila}`],
      ['GET', 'fila-atendimento'],
      ['POST', 'fila/chamar-proxima'],
      ['POST', 'chamada'],
      ['PUT', `fila/atender/${s.id}`],
      ['PUT', `fila/encaminhar/${s.id}`],
      ['PUT', `fila/evadir/${s.id}`],
      ['PUT', `fila-atendimento/atender/${s.id}`],
      ['PUT', `fila-atendimento/devolver/${s.id}`],
      ['PUT', `fila-atendimento/finalizar/${s.id}`],
      ['PUT', `fila-atendimento/evadir/${s.id}`],
      ['GET', 'chamada/datatable'],
    ] as const) {
      const res = await pedir(totem, metodo, url, metodo === 'GET' ? undefined : {});
      expect(res.statusCode, url).toBe(403);
    }
    expect((await pedir({ 'x-cliente': 'demo' }, 'GET', 'fila')).statusCode).toBe(401);
    expect((await lerSenha(s.id))?.status).toBe(StatusSenha.EM_ESPERA);
  });

  it('never lets another municipality see or touch these tickets', async () => {
    const outra = (await ctx.login('admin', 'outra')).headers;
    const s = await novaSenha(f);
    expect((await pedir(outra, 'PUT', `fila/atender/${s.id}`, {})).statusCode).toBe(404);
    expect((await pedir(outra, 'PUT', `fila/evadir/${s.id}`, { motivo_evasao: 'x' })).statusCode).toBe(404);
    expect((await pedir(outra, 'POST', 'chamada', { senha_id: s.id, opcao_chamada_id: f.guiche.a })).statusCode).toBe(404);
    expect((await pedir(outra, 'GET', `fila?centro_custo_id=${f.fila}`)).statusCode).toBe(422);
    expect((await proxima(outra, f.fila, f.guiche.a)).statusCode).toBe(422);
    const historico = json(await pedir(outra, 'GET', `chamada/datatable?data_inicio=${hojeIso()}&data_fim=${hojeIso()}`));
    expect(historico.data.some((c: { centro_custo_nome: string | null }) => c.centro_custo_nome?.includes('Fila de senhas'))).toBe(false);
    expect(await lerSenha(s.id)).toMatchObject({ status: StatusSenha.EM_ESPERA, chamadas: 0 });
  });
});

describe('documentação', () => {
  it('documents the queue routes with the wire’s snake_case names', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = json(res);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/painel-senha/fila',
        '/api/painel-senha/fila/chamar-proxima',
        '/api/painel-senha/fila/atender/{id}',
        '/api/painel-senha/fila-atendimento/devolver/{id}',
        '/api/painel-senha/chamada',
        '/api/painel-senha/chamada/datatable',
      ]),
    );
    const corpo = doc.paths['/api/painel-senha/fila/chamar-proxima'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(corpo.properties)).toEqual(['centro_custo_id', 'opcao_chamada_id']);
  });
});
