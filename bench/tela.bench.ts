import { performance } from 'node:perf_hooks';
import { withTenant } from '@saude/api/src/db/client.js';
import { centroCusto, cliente, opcaoChamada, opcaoEntrada, tela, telaCentroCusto } from '@saude/api/src/db/schema/index.js';
import { topicoTela } from '@saude/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import type { BenchApp } from './app.js';
import { fmt } from './lib.js';
import { abrirTelas, estatistica } from './tempo-real.bench.js';

const AQUECIMENTO = 10;
const RECEPCAO_PA = 'Recepção do Pronto Atendimento';

type Chamar = () => Promise<void>;

/**
 * `entrar-tela` and its two answers (`pronto`, `assinado`). They leave the server back to back and arrive in
 * one TCP read: both are collected by one listener (a second `once` would be attached too late).
 */
function entrarTela(ws: WebSocket, telaId: number, chave: string) {
  return new Promise<void>((resolve, reject) => {
    const tipos: string[] = [];
    const ouvir = (raw: Buffer) => {
      tipos.push(JSON.parse(String(raw)).tipo);
      if (tipos.length < 2) return;
      ws.off('message', ouvir);
      if (tipos[0] === 'pronto' && tipos[1] === 'assinado') resolve();
      else reject(new Error(`tela recusada: ${tipos.join(', ')}`));
    };
    ws.on('message', ouvir);
    ws.once('close', (codigo, motivo) => reject(new Error(`tela fechada: ${codigo} ${motivo}`)));
    ws.send(JSON.stringify({ tipo: 'entrar-tela', cliente: 'demo', tela: telaId, chave }));
  });
}

async function post(b: BenchApp, headers: Record<string, string>, caminho: string, corpo: unknown) {
  const r = await fetch(`${b.base}${caminho}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(corpo),
  });
  const texto = await r.text();
  if (r.status >= 300) throw new Error(`${caminho}: HTTP ${r.status} ${texto.slice(0, 200)}`);
  return texto;
}

/**
 * One call at a time: from the request's start to the moment the LAST socket has received and decoded its
 * `tela.chamada` (the HTTP answer may come after that: the event leaves at commit), and the HTTP time apart.
 */
function cronometroTelas(sockets: WebSocket[], chamar: Chamar) {
  let faltam = 0;
  let chegou: (() => void) | null = null;
  for (const ws of sockets) {
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      if (m.tipo === 'evento' && m.evento === 'tela.chamada' && faltam > 0 && --faltam === 0) chegou?.();
    });
  }
  return async () => {
    faltam = sockets.length;
    let fim = 0;
    const todas = new Promise<void>((resolve) => {
      chegou = () => {
        fim = performance.now();
        resolve();
      };
    });
    const t0 = performance.now();
    await chamar();
    const http = performance.now() - t0;
    await todas;
    return { ateTelas: fim - t0, http };
  };
}

/**
 * The ticket call (issue 7): `rodadas` tickets issued at the UPA's reception kiosk option by the demo
 * receptionist, then each round is "call next" to Guichê 1. The call reaches the screens that show the
 * reception queue (the demo's "TV da recepção do PA").
 */
async function chamadaDeSenha(b: BenchApp, clienteId: number, rodadas: number): Promise<{ telaId: number; chamar: Chamar }> {
  const alvo = await withTenant(b.database.db, { clienteId }, async (tx) => {
    const [cc] = await tx.select({ id: centroCusto.id }).from(centroCusto).where(eq(centroCusto.nome, RECEPCAO_PA));
    if (!cc) throw new Error('sem a recepção do PA na demonstração');
    const [guiche] = await tx
      .select({ id: opcaoChamada.id })
      .from(opcaoChamada)
      .where(and(eq(opcaoChamada.centroCustoId, cc.id), eq(opcaoChamada.nome, 'Guichê 1')));
    const [entrada] = await tx.select({ id: opcaoEntrada.id }).from(opcaoEntrada).where(eq(opcaoEntrada.nome, 'Demanda espontânea'));
    const [t] = await tx
      .select({ id: tela.id })
      .from(telaCentroCusto)
      .innerJoin(tela, eq(tela.id, telaCentroCusto.telaId))
      .where(and(eq(telaCentroCusto.centroCustoId, cc.id), eq(tela.bloqueado, false)))
      .limit(1);
    if (!guiche || !entrada || !t) throw new Error('sem guichê, opção do totem ou tela da recepção na demonstração');
    return { centroCustoId: cc.id, guicheId: guiche.id, entradaId: entrada.id, telaId: t.id };
  });
  const login = JSON.parse(
    await post(b, { 'x-cliente': 'demo' }, '/api/administracao/autenticacao/login', { login: 'recepcao', senha: 'saude123' }),
  ) as { token: string };
  const headers = { 'x-cliente': 'demo', authorization: `Bearer ${login.token}` };
  for (let i = 0; i < rodadas; i++) await post(b, headers, '/api/painel-senha/emissao-senha', { opcao_entrada_id: alvo.entradaId });
  const chamar = async () => {
    await post(b, headers, '/api/painel-senha/fila/chamar-proxima', {
      centro_custo_id: alvo.centroCustoId,
      opcao_chamada_id: alvo.guicheId,
    });
  };
  await chamar(); // proves the path before the screens connect
  return { telaId: alvo.telaId, chamar };
}

/** The emergency queue's call with tela_id (issue 6 → 7): a waiting triage patient called to the chosen screen. */
async function chamadaDoProntoAtendimento(b: BenchApp, clienteId: number): Promise<{ telaId: number; chamar: Chamar }> {
  const alvo = await withTenant(b.database.db, { clienteId }, async (tx) => {
    const { rows } = await tx.execute<{ fila_id: number }>(sql`
      select f.id as fila_id from fila f join cidadao c on c.id = f.paciente_id
       where f.modulo = 'pronto-atendimento' and f.setor_tipo_id = 2 and f.status = 1 and not c.provisorio
       order by f.id limit 1`);
    const [t] = await tx.select({ id: tela.id }).from(tela).where(eq(tela.bloqueado, false)).orderBy(tela.id).limit(1);
    return rows[0] && t ? { filaId: Number(rows[0].fila_id), telaId: t.id } : null;
  });
  if (!alvo) throw new Error('nenhum paciente em espera na triagem ou nenhuma tela na demonstração');
  return {
    telaId: alvo.telaId,
    chamar: async () => {
      await post(b, b.headers, '/api/pronto-atendimento/chamada', { fila_id: alvo.filaId, tela_id: alvo.telaId });
    },
  };
}

/**
 * Call-to-TV latency (issue 7): `telas` TV sockets authenticated with `entrar-tela` (id and access key, no
 * session) on the screen a real call goes to; each round makes the call through the HTTP API and is timed
 * from the request's start until the LAST socket has received and decoded the `tela.chamada` event. The
 * ticket queue's "call next" when it works; otherwise the emergency queue's call with tela_id.
 */
export async function telaBench(b: BenchApp, n: number, telas = 50) {
  const [{ id: clienteId }] = await b.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  let caminho = 'POST /api/painel-senha/fila/chamar-proxima (senha)';
  let alvo: { telaId: number; chamar: Chamar };
  try {
    alvo = await chamadaDeSenha(b, clienteId, AQUECIMENTO + n + 1);
  } catch (err) {
    caminho = `POST /api/pronto-atendimento/chamada com tela_id (fila de senhas indisponível: ${(err as Error).message.slice(0, 120)})`;
    alvo = await chamadaDoProntoAtendimento(b, clienteId);
  }
  const [{ chave }] = await withTenant(b.database.db, { clienteId }, (tx) =>
    tx.select({ chave: tela.chaveAcesso }).from(tela).where(eq(tela.id, alvo.telaId)),
  );

  const wsUrl = `${b.base.replace(/^http/, 'ws')}/ws`;
  const t0 = performance.now();
  const sockets: WebSocket[] = await abrirTelas(wsUrl, telas, (ws) => entrarTela(ws, alvo.telaId, chave));
  const conexao = performance.now() - t0;
  const ouvintes = b.app.deps.tempoReal.assinantes(clienteId, topicoTela(alvo.telaId));
  if (ouvintes !== telas) throw new Error(`esperava ${telas} telas no tópico, há ${ouvintes}`);

  const rodada = cronometroTelas(sockets, alvo.chamar);
  const ateTelas: number[] = [];
  const http: number[] = [];
  for (let i = 0; i < AQUECIMENTO + n; i++) {
    const r = await rodada();
    if (i < AQUECIMENTO) continue;
    ateTelas.push(r.ateTelas);
    http.push(r.http);
  }
  for (const ws of sockets) ws.terminate();

  const ate = estatistica(ateTelas);
  const resposta = estatistica(http);
  return [
    `Chamada até a TV (${b.banco}): ${telas} telas conectadas (entrar-tela), ${caminho}`,
    `  conexão + entrar-tela das ${telas} telas: ${conexao.toFixed(0)} ms`,
    `  da requisição à última tela: ${fmt(ate)} · máx ${ateTelas[ateTelas.length - 1]?.toFixed(2)} ms`,
    `  (referência: a resposta HTTP a quem chamou: p50 ${resposta.p50.toFixed(2)} ms · p95 ${resposta.p95.toFixed(2)} ms)`,
  ].join('\n');
}
