import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { withSystem } from '../../db/client.js';
import { HttpError } from '../http-errors.js';
import { type StatusTarefa, tarefa, tarefaArquivo } from './tarefa.table.js';

/** What a job has when it runs: who asked, in which municipality, with which parameters. */
export interface TarefaEmExecucao {
  id: string;
  clienteId: number;
  usuarioId: number;
  lotacaoId: number | null;
  tipo: string;
  titulo: string;
  parametros: Record<string, unknown>;
}

export interface Progresso {
  /** Records the progress (never waits on the database); throws TarefaCancelada when the user removed the job. */
  avancar(processados: number, total?: number | null): Promise<void>;
}

export interface ArquivoGerado {
  conteudo: Buffer;
  nomeArquivo: string;
  tipoConteudo: string;
}

export type ExecutorTarefa = (t: TarefaEmExecucao, progresso: Progresso) => Promise<ArquivoGerado>;

export class TarefaCancelada extends Error {}

export interface NovaTarefa {
  tipo: string;
  titulo: string;
  parametros: Record<string, unknown>;
  usuarioId: number;
  lotacaoId?: number | null;
}

/** Files of finished jobs are kept this long, then removed. */
export const VALIDADE_TAREFA_DIAS = 7;
/** A running job whose process stopped sending signs of life is taken up again after this. */
const ABANDONO_SEGUNDOS = 120;
const INTERVALO_MS = 5_000;
const ERRO_GENERICO = 'Não foi possível gerar o arquivo. Tente novamente; se o erro continuar, avise o suporte.';

export interface FilaTarefas {
  registrar(tipo: string, executor: ExecutorTarefa): void;
  /** Creates the job inside the caller's transaction; it starts once that commits (call acordar after). */
  criar(tx: Tx, nova: NovaTarefa): Promise<{ id: string }>;
  acordar(): void;
  /** The user removed a job: a run in this process stops at its next batch (others notice at their next progress write). */
  cancelar(id: string): void;
  iniciar(): void;
  parar(): Promise<void>;
  /** Runs until no job is waiting (tests and benchmarks). */
  esvaziar(): Promise<void>;
}

/**
 * Background jobs kept in the database (issue 5): any API process claims the oldest waiting job with
 * FOR UPDATE SKIP LOCKED, runs it outside any request, records progress, and stores the file. A job
 * survives the user navigating away and the process restarting (it is claimed again when abandoned).
 */
export function criarFilaTarefas(db: Db, log: FastifyBaseLogger): FilaTarefas {
  const executores = new Map<string, ExecutorTarefa>();
  let rodando: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let parado = false;
  let ultimaLimpeza = 0;
  /** Jobs removed by their user in this process while running: the executor stops at its next batch. */
  const canceladas = new Set<string>();

  async function reivindicar(): Promise<TarefaEmExecucao | null> {
    return withSystem(db, async (tx) => {
      const { rows } = await tx.execute<{
        id: string;
        cliente_id: string | number;
        usuario_id: string | number;
        lotacao_id: string | number | null;
        tipo: string;
        titulo: string;
        parametros: Record<string, unknown>;
      }>(sql`
        update tarefa set status = 'EXECUTANDO', iniciada_em = coalesce(iniciada_em, now()), sinal_em = now()
         where id = (select id from tarefa
                      where status = 'PENDENTE'
                         or (status = 'EXECUTANDO' and sinal_em < now() - make_interval(secs => ${ABANDONO_SEGUNDOS}))
                      order by criada_em
                      for update skip locked
                      limit 1)
        returning id, cliente_id, usuario_id, lotacao_id, tipo, titulo, parametros`);
      const r = rows[0];
      if (!r) return null;
      return {
        id: r.id,
        clienteId: Number(r.cliente_id),
        usuarioId: Number(r.usuario_id),
        lotacaoId: r.lotacao_id === null ? null : Number(r.lotacao_id),
        tipo: r.tipo,
        titulo: r.titulo,
        parametros: r.parametros,
      };
    });
  }

  async function marcar(id: string, valores: Partial<typeof tarefa.$inferInsert>, status?: StatusTarefa) {
    const feitas = await withSystem(db, (tx) =>
      tx
        .update(tarefa)
        .set({ ...valores, sinalEm: new Date() })
        .where(status ? and(eq(tarefa.id, id), eq(tarefa.status, status)) : eq(tarefa.id, id))
        .returning({ id: tarefa.id }),
    );
    return feitas.length > 0;
  }

  async function executar(t: TarefaEmExecucao) {
    const executor = executores.get(t.tipo);
    // Progress lives in memory and is written by a separate loop: the executor may be inside a long read
    // transaction, and on PGlite (one connection) waiting there for another transaction would never end.
    const estado = { processados: 0, total: undefined as number | null | undefined, gravado: -1, cancelada: false };
    const gravar = async () => {
      if (estado.processados === estado.gravado) return;
      const valores = { processados: estado.processados, ...(estado.total !== undefined ? { total: estado.total } : {}) };
      estado.gravado = estado.processados;
      if (!(await marcar(t.id, valores, 'EXECUTANDO'))) estado.cancelada = true;
    };
    let gravando: Promise<void> = Promise.resolve();
    const relogio = setInterval(() => {
      gravando = gravando.then(gravar).catch(() => undefined);
    }, 1_000);
    relogio.unref();
    const progresso: Progresso = {
      async avancar(processados, total) {
        if (estado.cancelada || canceladas.has(t.id)) throw new TarefaCancelada();
        estado.processados = processados;
        if (total !== undefined) estado.total = total;
      },
    };
    try {
      if (!executor) throw new Error(`tarefa sem executor: ${t.tipo}`);
      const arquivo = await executor(t, progresso);
      clearInterval(relogio);
      await gravando;
      await withSystem(db, async (tx) => {
        const [viva] = await tx.select({ id: tarefa.id }).from(tarefa).where(eq(tarefa.id, t.id)).for('update');
        if (!viva) return; // removed by the user while it ran
        await tx.insert(tarefaArquivo).values({ tarefaId: t.id, clienteId: t.clienteId, conteudo: arquivo.conteudo }).onConflictDoNothing();
        await tx
          .update(tarefa)
          .set({
            status: 'CONCLUIDA',
            processados: estado.processados,
            ...(estado.total !== undefined ? { total: estado.total } : {}),
            nomeArquivo: arquivo.nomeArquivo,
            tipoConteudo: arquivo.tipoConteudo,
            tamanho: arquivo.conteudo.length,
            concluidaEm: new Date(),
            sinalEm: new Date(),
          })
          .where(eq(tarefa.id, t.id));
      });
    } catch (e) {
      clearInterval(relogio);
      await gravando;
      if (e instanceof TarefaCancelada) return;
      const mensagem = e instanceof HttpError ? e.message : ERRO_GENERICO;
      if (!(e instanceof HttpError)) log.error({ err: e, tarefaId: t.id, tipo: t.tipo }, 'tarefa falhou');
      await marcar(t.id, { status: 'ERRO', mensagem, concluidaEm: new Date() }).catch(() => undefined);
    } finally {
      canceladas.delete(t.id);
    }
  }

  async function limparVencidas() {
    if (Date.now() - ultimaLimpeza < 10 * 60_000) return;
    ultimaLimpeza = Date.now();
    await withSystem(db, (tx) => tx.delete(tarefa).where(sql`${tarefa.expiraEm} < now()`));
  }

  async function ciclo() {
    try {
      await limparVencidas();
      for (let t = await reivindicar(); t && !parado; t = await reivindicar()) await executar(t);
    } catch (e) {
      log.error({ err: e }, 'fila de tarefas');
    }
  }

  const fila: FilaTarefas = {
    registrar(tipo, executor) {
      executores.set(tipo, executor);
    },
    async criar(tx, nova) {
      const [t] = await tx
        .insert(tarefa)
        .values({
          usuarioId: nova.usuarioId,
          lotacaoId: nova.lotacaoId ?? null,
          tipo: nova.tipo,
          titulo: nova.titulo,
          parametros: nova.parametros,
          expiraEm: sql`now() + make_interval(days => ${VALIDADE_TAREFA_DIAS})`,
        })
        .returning({ id: tarefa.id });
      if (!t) throw new Error('tarefa não criada');
      return t;
    },
    cancelar(id) {
      canceladas.add(id);
    },
    acordar() {
      if (parado || rodando) return;
      rodando = new Promise<void>((ok) => setImmediate(ok)).then(ciclo).finally(() => {
        rodando = null;
      });
    },
    iniciar() {
      parado = false;
      timer = setInterval(() => fila.acordar(), INTERVALO_MS);
      timer.unref();
      fila.acordar();
    },
    async parar() {
      parado = true;
      if (timer) clearInterval(timer);
      await rodando;
    },
    async esvaziar() {
      while (rodando) await rodando;
      await ciclo();
    },
  };
  return fila;
}
