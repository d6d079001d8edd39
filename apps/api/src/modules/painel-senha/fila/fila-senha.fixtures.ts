import { hojeIso, StatusSenha, type StatusSenhaId } from '@saude/shared';
import { and, eq, getTableColumns } from 'drizzle-orm';
import { criarUsuario, type TestContext, unique } from '../../../../test/helpers.js';
import { type Tx, withTenant } from '../../../db/client.js';
import {
  centroCusto,
  cliente,
  encaminhamento,
  lotacao,
  lotacaoCentroCusto,
  opcaoChamada,
  opcaoEntrada,
  painelChamada,
  senha,
  setor,
  tela,
  telaCentroCusto,
  usuario,
} from '../../../db/schema/index.js';
import { filaChamada, filaMovimento, fila as filaTabela } from '../../fila/index.js';

/**
 * The ticket queue's test ground: two throw-away queues (cost centres) of the demo UPA with their counters,
 * screens and forwarding routes, and receptionists whose lotação operates them. Everything is new, so suites
 * sharing a PostgreSQL database (and the kiosk's own tickets) never reach these queues.
 */
export interface FilaSenhaFixture {
  ctx: TestContext;
  clienteId: number;
  infraestruturaId: number;
  opcaoEntradaId: number;
  /** The queue under test and the one its route forwards to. */
  fila: number;
  destino: number;
  /** Counters: A and B of `fila` (B sends its calls to `telaDoGuiche` only), X of `destino`, and a blocked one of `fila`. */
  guiche: { a: number; b: number; x: number; bloqueado: number };
  /** `telaDaFila` shows `fila`; `telaDoGuiche` shows no queue (only calls addressed to it). */
  telaDaFila: number;
  telaDoGuiche: number;
  /** fila → destino (active), destino → fila (not from `fila`), fila → blocked route's destination. */
  rota: { valida: number; inversa: number; bloqueada: number };
  /** Receptionists of both queues, and their user ids. */
  headers: { a: Record<string, string>; b: Record<string, string> };
  usuarios: { a: number; b: number };
  lotacoes: number[];
  setorId: number;
}

const LETRAS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
let proximo = Math.floor(Math.random() * 900_000);
const prefixo = LETRAS[Math.floor(Math.random() * LETRAS.length)] + (LETRAS[Math.floor(Math.random() * LETRAS.length)] ?? 'Z');

async function receptionista(ctx: TestContext, clienteId: number, filas: number[]) {
  const login = await criarUsuario(ctx, { comoLogin: 'recepcao' });
  const ids = await withTenant(ctx.database.db, { clienteId }, async (tx) => {
    const [u] = await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.login, login));
    const [l] = await tx
      .select({ id: lotacao.id })
      .from(lotacao)
      .where(eq(lotacao.usuarioId, u?.id as number));
    for (const centroCustoId of filas) await tx.insert(lotacaoCentroCusto).values({ lotacaoId: l?.id as number, centroCustoId });
    return { usuario: u?.id as number, lotacao: l?.id as number };
  });
  return { ...ids, headers: (await ctx.login(login)).headers };
}

export async function fixtureFilaSenha(ctx: TestContext): Promise<FilaSenhaFixture> {
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  const clienteId = c?.id as number;
  const base = await withTenant(ctx.database.db, { clienteId }, async (tx) => {
    const [recepcao] = await tx
      .select({ infraestruturaId: centroCusto.infraestruturaId, setorId: centroCusto.setorId })
      .from(centroCusto)
      .where(eq(centroCusto.nome, 'Recepção do Pronto Atendimento'));
    const [opcao] = await tx.select({ id: opcaoEntrada.id }).from(opcaoEntrada).where(eq(opcaoEntrada.nome, 'Demanda espontânea'));
    const r = recepcao as { infraestruturaId: number; setorId: number };
    const centro = async (nome: string) =>
      (
        await tx
          .insert(centroCusto)
          .values({ nome: unique(nome), infraestruturaId: r.infraestruturaId, setorId: r.setorId })
          .returning({ id: centroCusto.id })
      )[0]?.id as number;
    const fila = await centro('Fila de senhas');
    const destino = await centro('Destino das senhas');
    const outra = await centro('Fila sem rota');
    const novaTela = async (centroCustoId: number | null) =>
      (
        await tx
          .insert(tela)
          .values({ nome: unique('TV'), centroCustoId })
          .returning({ id: tela.id })
      )[0]?.id as number;
    const telaDaFila = await novaTela(fila);
    await tx.insert(telaCentroCusto).values({ telaId: telaDaFila, centroCustoId: fila });
    const telaDoGuiche = await novaTela(null);
    const local = async (nome: string, centroCustoId: number, extra: Partial<typeof opcaoChamada.$inferInsert> = {}) =>
      (
        await tx
          .insert(opcaoChamada)
          .values({ nome, centroCustoId, ...extra })
          .returning({ id: opcaoChamada.id })
      )[0]?.id as number;
    const guiche = {
      a: await local('Guichê A', fila),
      b: await local('Guichê B', fila, { telaId: telaDoGuiche }),
      x: await local('Guichê X', destino),
      bloqueado: await local('Guichê fechado', fila, { bloqueado: true }),
    };
    const rota = async (nome: string, origem: number, para: number, bloqueado = false) =>
      (
        await tx
          .insert(encaminhamento)
          .values({ nome, origemCentroCustoId: origem, destinoCentroCustoId: para, bloqueado })
          .returning({ id: encaminhamento.id })
      )[0]?.id as number;
    return {
      setorId: r.setorId,
      infraestruturaId: r.infraestruturaId,
      opcaoEntradaId: opcao?.id as number,
      fila,
      destino,
      guiche,
      telaDaFila,
      telaDoGuiche,
      rota: {
        valida: await rota('Para o destino', fila, destino),
        inversa: await rota('De volta', destino, fila),
        bloqueada: await rota('Rota suspensa', fila, outra, true),
      },
    };
  });
  const a = await receptionista(ctx, clienteId, [base.fila, base.destino]);
  const b = await receptionista(ctx, clienteId, [base.fila, base.destino]);
  return {
    ctx,
    clienteId,
    ...base,
    headers: { a: a.headers, b: b.headers },
    usuarios: { a: a.usuario, b: b.usuario },
    lotacoes: [a.lotacao, b.lotacao],
  };
}

/** An empty queue of its own (for tests of the order), shown by a screen, with two counters, operated by both receptionists. */
export async function novaFila(f: FilaSenhaFixture): Promise<{ fila: number; guiches: [number, number]; tela: number }> {
  return withTenant(f.ctx.database.db, { clienteId: f.clienteId }, async (tx) => {
    const [c] = await tx
      .insert(centroCusto)
      .values({ nome: unique('Fila vazia'), infraestruturaId: f.infraestruturaId, setorId: f.setorId })
      .returning({ id: centroCusto.id });
    const fila = c?.id as number;
    const [t] = await tx
      .insert(tela)
      .values({ nome: unique('TV'), centroCustoId: fila })
      .returning({ id: tela.id });
    await tx.insert(telaCentroCusto).values({ telaId: t?.id as number, centroCustoId: fila });
    const guiches = await tx
      .insert(opcaoChamada)
      .values([1, 2].map((n) => ({ nome: `Guichê ${n}`, centroCustoId: fila })))
      .returning({ id: opcaoChamada.id });
    for (const lotacaoId of f.lotacoes) await tx.insert(lotacaoCentroCusto).values({ lotacaoId, centroCustoId: fila });
    return { fila, guiches: guiches.map((g) => g.id) as [number, number], tela: t?.id as number };
  });
}

export interface SenhaNova {
  peso?: number;
  /** Minutes since it was issued. */
  haMinutos?: number;
  status?: StatusSenhaId;
  centroCustoId?: number;
  data?: string;
  usuarioId?: number | null;
  opcaoChamadaId?: number | null;
  chamadas?: number;
}

/**
 * Inserts a ticket as the kiosk would have issued it (a code of its own: the daily unique index never collides),
 * with its entry of the queue engine in the given state.
 */
export async function novaSenha(f: FilaSenhaFixture, s: SenhaNova = {}): Promise<{ id: number; codigo: string }> {
  proximo += 1;
  const codigo = `${prefixo}${proximo}`;
  const centroCustoId = s.centroCustoId ?? f.fila;
  const emitidaEm = new Date(Date.now() - (s.haMinutos ?? 0) * 60_000);
  return withTenant(f.ctx.database.db, { clienteId: f.clienteId }, async (tx: Tx) => {
    const [nova] = await tx
      .insert(senha)
      .values({
        infraestruturaId: f.infraestruturaId,
        opcaoEntradaId: f.opcaoEntradaId,
        peso: s.peso ?? 0,
        data: s.data ?? hojeIso(),
        sequencia: proximo,
        codigo,
        emitidaEm,
      })
      .returning({ id: senha.id, codigo: senha.codigo });
    const [tipo] = await tx
      .select({ id: setor.setorTipoId })
      .from(centroCusto)
      .innerJoin(setor, eq(setor.id, centroCusto.setorId))
      .where(eq(centroCusto.id, centroCustoId));
    await tx.insert(filaTabela).values({
      modulo: 'painel-senha',
      setorTipoId: tipo?.id as number,
      centroCustoId,
      referenciaId: nova?.id as number,
      senha: codigo,
      peso: s.peso ?? 0,
      status: s.status ?? StatusSenha.EM_ESPERA,
      chamadas: s.chamadas ?? 0,
      profissionalAtualId: s.usuarioId ?? null,
      localChamadaId: s.opcaoChamadaId ?? null,
      entradaEm: emitidaEm,
    });
    return nova as { id: number; codigo: string };
  });
}

const daSenha = (id: number) => and(eq(filaTabela.modulo, 'painel-senha'), eq(filaTabela.referenciaId, id));

/** A ticket with its queue state (its engine entry) under the names the ticket had before issue 14. */
export async function lerSenha(f: FilaSenhaFixture, id: number) {
  const [l] = await withTenant(f.ctx.database.db, { clienteId: f.clienteId }, (tx) =>
    tx
      .select({
        ...getTableColumns(senha),
        status: filaTabela.status,
        centroCustoId: filaTabela.centroCustoId,
        chamadas: filaTabela.chamadas,
        ultimaChamadaEm: filaTabela.ultimaChamadaEm,
        opcaoChamadaId: filaTabela.localChamadaId,
        usuarioId: filaTabela.profissionalAtualId,
        atendidaEm: filaTabela.atendidoEm,
        finalizadaEm: filaTabela.saidaEm,
        motivoEvasao: filaTabela.motivoEvasao,
        evadidaEm: filaTabela.evadidoEm,
      })
      .from(senha)
      .innerJoin(filaTabela, daSenha(id))
      .where(eq(senha.id, id)),
  );
  return l;
}

/** The moves of a ticket's entry, oldest first (the counter's place as `opcaoChamadaId`). */
export async function movimentosDaSenha(f: FilaSenhaFixture, id: number) {
  const rows = await withTenant(f.ctx.database.db, { clienteId: f.clienteId }, (tx) =>
    tx
      .select(getTableColumns(filaMovimento))
      .from(filaMovimento)
      .innerJoin(filaTabela, eq(filaTabela.id, filaMovimento.filaId))
      .where(daSenha(id))
      .orderBy(filaMovimento.id),
  );
  return rows.map((m) => ({ ...m, opcaoChamadaId: m.localChamadaId }));
}

/** What the TV screens got of a ticket's calls, oldest first. */
export function chamadasDaSenha(f: FilaSenhaFixture, id: number) {
  return withTenant(f.ctx.database.db, { clienteId: f.clienteId }, (tx) =>
    tx
      .select(getTableColumns(painelChamada))
      .from(painelChamada)
      .innerJoin(filaChamada, eq(filaChamada.id, painelChamada.filaChamadaId))
      .innerJoin(filaTabela, eq(filaTabela.id, filaChamada.filaId))
      .where(daSenha(id))
      .orderBy(painelChamada.id),
  );
}
