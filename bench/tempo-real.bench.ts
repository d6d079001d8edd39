import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { withTenant } from '@saude/api/src/db/client.js';
import { cliente } from '@saude/api/src/db/schema/index.js';
import { notificarTempoReal } from '@saude/api/src/plugins/tempo-real.js';
import { topicoFila } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import { WebSocket, WebSocketServer } from 'ws';
import type { BenchApp } from './app.js';
import { fmt, type Stats } from './lib.js';

const AQUECIMENTO = 20;

/** Opens `n` sockets; `aoAbrir` runs the protocol's opening on each before it counts as ready. */
export async function abrirTelas(url: string, n: number, aoAbrir: (ws: WebSocket) => Promise<void>) {
  const telas: WebSocket[] = [];
  // in batches: 200 handshakes at once on 2 cores only measure the accept queue
  for (let i = 0; i < n; i += 25) {
    const lote = await Promise.all(
      Array.from({ length: Math.min(25, n - i) }, async () => {
        const ws = new WebSocket(url);
        await new Promise<void>((resolve, reject) => {
          ws.once('open', () => resolve());
          ws.once('error', reject);
        });
        await aoAbrir(ws);
        return ws;
      }),
    );
    telas.push(...lote);
  }
  return telas;
}

const proxima = (ws: WebSocket) =>
  new Promise<Record<string, any>>((resolve) => ws.once('message', (raw) => resolve(JSON.parse(String(raw)))));

/**
 * One event at a time over a set of sockets: from the start of `publicar(seq)` to the moment the LAST
 * of them has received and parsed that event (clients run in this same process, over loopback).
 */
function cronometro(telas: WebSocket[], publicar: (seq: number) => Promise<void>, qualquerEvento = false) {
  let seqAtual = -1;
  let faltam = 0;
  let terminou: (() => void) | null = null;
  for (const ws of telas) {
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      // a real queue change carries no sequence: one change at a time, so any event of the round counts
      const desta = qualquerEvento ? m.tipo === 'evento' : m.dados?.seq === seqAtual;
      if (desta && faltam > 0 && --faltam === 0) terminou?.();
    });
  }
  const tempos: number[] = [];
  const publicacoes: number[] = [];
  return {
    tempos,
    publicacoes,
    async um(seq: number, contar: boolean) {
      seqAtual = seq;
      faltam = telas.length;
      const todos = new Promise<void>((resolve) => {
        terminou = resolve;
      });
      const t0 = performance.now();
      await publicar(seq);
      const t1 = performance.now();
      await todos;
      if (contar) {
        tempos.push(performance.now() - t0);
        publicacoes.push(t1 - t0);
      }
    },
  };
}

export function estatistica(tempos: number[]): Stats & { p99: number } {
  tempos.sort((a, b) => a - b);
  const n = tempos.length;
  const at = (q: number) => tempos[Math.min(n - 1, Math.floor(q * n))];
  return { n, p50: at(0.5), p95: at(0.95), p99: at(0.99), mean: tempos.reduce((a, b) => a + b, 0) / n };
}

/**
 * The live queue (issue 6): `telas` authenticated screens subscribed to one queue topic of the demo
 * municipality; each event is published by notificarTempoReal in a committed tenant transaction
 * (pg_notify → commit → LISTEN → fan-out) and timed until the last screen has it. Reference: a bare
 * `ws` WebSocketServer broadcasting the same message text to the same number of clients.
 */
export async function tempoRealBench(b: BenchApp, n: number, telas = 200) {
  const [{ id: clienteId }] = await b.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  // the admin's cost centre, as the login answers it on the wire (snake_case)
  const cc = (b.sessao as unknown as { centro_custo: { id: number; setor: { setor_tipo_id: number } } }).centro_custo;
  const topico = topicoFila({ modulo: 'pronto-atendimento', setorTipoId: cc.setor.setor_tipo_id, centroCustoId: cc.id });
  const dados = (seq: number) => ({ seq, filaId: 1000 + seq, statusId: 2, chamadas: 1, telaId: 3, salaId: 7 });

  // --- the app: /ws, login message, subscription, NOTIFY after commit --------------------------
  const wsUrl = `${b.base.replace(/^http/, 'ws')}/ws`;
  const t0 = performance.now();
  const sockets = await abrirTelas(wsUrl, telas, async (ws) => {
    ws.send(JSON.stringify({ tipo: 'entrar', cliente: 'demo', token: b.sessao.token }));
    if ((await proxima(ws)).tipo !== 'pronto') throw new Error('login do socket recusado');
    ws.send(JSON.stringify({ tipo: 'assinar', topico }));
    if ((await proxima(ws)).tipo !== 'assinado') throw new Error('assinatura recusada');
  });
  const conexao = performance.now() - t0;
  const assinantes = b.app.deps.tempoReal.assinantes(clienteId, topico);
  if (assinantes !== telas) throw new Error(`esperava ${telas} assinantes, há ${assinantes}`);
  // --- reference: a bare ws server broadcasting the same text to as many clients -------------
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const refSockets = await abrirTelas(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, telas, async () => {});

  const app = cronometro(sockets, (seq) =>
    withTenant(b.database.db, { clienteId }, (tx) =>
      notificarTempoReal(tx, { clienteId, topico, evento: 'fila.atualizada', dados: dados(seq) }),
    ),
  );
  const ref = cronometro(refSockets, async (seq) => {
    const texto = JSON.stringify({ tipo: 'evento', topico, evento: 'fila.atualizada', dados: dados(seq) });
    for (const c of wss.clients) c.send(texto);
  });
  // alternated event by event, so both see the same machine load (2 shared cores)
  for (let seq = 0; seq < AQUECIMENTO + n; seq++) {
    await app.um(seq, seq >= AQUECIMENTO);
    await ref.um(seq, seq >= AQUECIMENTO);
  }
  for (const ws of [...sockets, ...refSockets]) ws.terminate();
  await new Promise<void>((resolve) => wss.close(() => resolve()));

  const a = { ate: estatistica(app.tempos), publicacao: estatistica(app.publicacoes) };
  const r = estatistica(ref.tempos);
  const p99 = (s: { p99: number }) => `p99 ${s.p99.toFixed(2)} ms`;
  return [
    `Fila ao vivo (${b.banco}): ${telas} telas autenticadas num tópico, da publicação à última tela`,
    `  conexão + login + assinatura das ${telas} telas: ${conexao.toFixed(0)} ms`,
    `  notificarTempoReal (commit → NOTIFY → fan-out): ${fmt(a.ate)} · ${p99(a.ate)}`,
    `    dos quais a transação que publica (até o commit): p50 ${a.publicacao.p50.toFixed(2)} ms · ${p99(a.publicacao)}`,
    `  referência (ws puro, broadcast):                 ${fmt(r)} · ${p99(r)}`,
    `  Razão p50: ${(a.ate.p50 / r.p50).toFixed(2)}×  (acréscimo p50 ${(a.ate.p50 - r.p50).toFixed(2)} ms)`,
  ].join('\n');
}

/**
 * The same 200 screens, driven by a real queue change through the API (issue 6: "time from a change to
 * the last screen updated"): each round calls a waiting patient of the demo triage queue
 * (POST /api/pronto-atendimento/chamada: lock, conditional UPDATE, call row, history, NOTIFY, commit)
 * and waits until the last screen has the event. The HTTP round trip and the queue's transaction are
 * inside the figure; the bare broadcast of tempoRealBench is the reference.
 */
export async function filaAoVivoBench(b: BenchApp, n: number, telas = 200) {
  const [{ id: clienteId }] = await b.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  const alvo = await withTenant(b.database.db, { clienteId }, async (tx) => {
    const { rows } = await tx.execute<{ fila_id: number; centro_custo_id: number }>(sql`
      select f.id as fila_id, f.centro_custo_id from fila f join cidadao c on c.id = f.paciente_id
       where f.modulo = 'pronto-atendimento' and f.setor_tipo_id = 2 and f.status = 1 and not c.provisorio
       order by f.id limit 1`);
    return rows[0];
  });
  if (!alvo) throw new Error('nenhum paciente em espera na triagem da demonstração');
  const topico = topicoFila({ modulo: 'pronto-atendimento', setorTipoId: 2, centroCustoId: Number(alvo.centro_custo_id) });
  const wsUrl = `${b.base.replace(/^http/, 'ws')}/ws`;
  const sockets = await abrirTelas(wsUrl, telas, async (ws) => {
    ws.send(JSON.stringify({ tipo: 'entrar', cliente: 'demo', token: b.sessao.token }));
    if ((await proxima(ws)).tipo !== 'pronto') throw new Error('login do socket recusado');
    ws.send(JSON.stringify({ tipo: 'assinar', topico }));
    if ((await proxima(ws)).tipo !== 'assinado') throw new Error('assinatura recusada');
  });
  const chamar = cronometro(
    sockets,
    async () => {
      const r = await fetch(`${b.base}/api/pronto-atendimento/chamada`, {
        method: 'POST',
        headers: { ...b.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ fila_id: Number(alvo.fila_id) }),
      });
      if (r.status !== 200) throw new Error(`chamada: HTTP ${r.status}`);
      await r.arrayBuffer();
    },
    true,
  );
  for (let seq = 0; seq < AQUECIMENTO + n; seq++) await chamar.um(seq, seq >= AQUECIMENTO);
  for (const ws of sockets) ws.terminate();
  const s = estatistica(chamar.tempos);
  const api = estatistica(chamar.publicacoes);
  return [
    `Fila ao vivo por uma mudança real (${b.banco}): POST /api/pronto-atendimento/chamada até a última de ${telas} telas`,
    `  da requisição à última tela: ${fmt(s)} · p99 ${s.p99.toFixed(2)} ms`,
    `    dos quais a resposta HTTP da chamada: p50 ${api.p50.toFixed(2)} ms · p99 ${api.p99.toFixed(2)} ms`,
  ].join('\n');
}
