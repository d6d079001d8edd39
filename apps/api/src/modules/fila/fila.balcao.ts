import { MENSAGENS_FILA, type StatusFilaId, StatusFilaNome } from '@saude/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { unprocessable } from '../../lib/http-errors.js';
import { porNome } from '../../lib/sql/texto.js';
import { sala } from '../cadastro/index.js';
import { type ChaveFila, topicoFila } from './fila.eventos.js';
import { type CamposFila, contagemFila, type FiltrosFila, type LimiarEspera, listarFila, type PerfilListaFila } from './fila.lista.js';
import { ultimoLocalDeChamada } from './fila.local.js';
import { aplicarAcaoFila, type PerfilAcoesFila } from './fila.service.js';

// The desk of a patient queue (spec 000 §2.6, 001 §7 "fila", "chamada"): what every module's queue screen asks of
// the server, written once. A module declares its URLs, permissions and answer schemas and adds its own part (which
// queue the session sees, its record beside the entry) as ordinary code around these calls.

const id = z.coerce.number().int().positive();

/** A filter by id in a desk's query: a bad value is ignored (the queue shows unfiltered). */
export const filtroId = id.optional().catch(undefined);

/** The filters every desk's list takes; the module extends it with its own (priority, specialty, risk …). */
export const consultaFilaSchema = z.object({
  busca: z.string().max(100).optional(),
  status: z.coerce
    .number()
    .int()
    .refine((s) => s in StatusFilaNome, 'Situação inválida')
    .optional(),
  tempoEsperaId: filtroId,
});

/** spec 000 §2.6/§5: the evasion's reason, required, at most 500 characters. */
const corpoEvasao = z.object({
  motivoEvasao: z
    .string({ error: MENSAGENS_FILA.motivoEvasaoObrigatorio })
    .trim()
    .min(1, MENSAGENS_FILA.motivoEvasaoObrigatorio)
    .max(500, MENSAGENS_FILA.motivoEvasaoLongo),
});

/** A forward's target queue (its cost centre). */
const corpoEncaminhamento = z.object({
  centroCustoId: z.coerce.number({ error: 'O campo Destino é obrigatório.' }).int().positive('O campo Destino é obrigatório.'),
});

type OpcoesBase = { temposEspera: LimiarEspera[]; telas: { id: number; nome: string }[] };

/**
 * What a desk reads of the ticket panel's registries (the engine knows no screen, priority or threshold): the
 * option lists of a queue's forms and whether a TV screen exists. The panel publishes it (`registrosDaFila`).
 */
export interface RegistrosDaFila<O extends OpcoesBase = OpcoesBase> {
  opcoes(tx: Tx, q: { centroCustoId: number }): Promise<O>;
  telaExiste(tx: Tx, telaId: number): Promise<boolean>;
}

/**
 * The engine's part of a desk's list (spec 001 §3 "Form data for the queue", "Queue entry"): the call options (the
 * rooms of the queue's cost centre, wait thresholds, screens, this user's last call place) and the entries with the
 * footer, live topic and highlight hours. The module answers them beside its own part; `opcoes` holds the panel's
 * lists for its filters (priorities, entry options).
 */
export async function dadosDaFila<O extends OpcoesBase, F extends FiltrosFila, C extends CamposFila, X extends object>(
  tx: Tx,
  p: {
    chave: ChaveFila;
    usuarioId: number;
    filtros: Omit<F, 'status' | 'destaqueHoras'> & { status?: number };
    destaqueHoras: number;
    perfil: PerfilListaFila<F, C, X>;
    registros: RegistrosDaFila<O>;
  },
) {
  const { chave, destaqueHoras } = p;
  const opcoes = await p.registros.opcoes(tx, { centroCustoId: chave.centroCustoId });
  const salas = await tx
    .select({ id: sala.id, nome: sala.nome })
    .from(sala)
    .where(and(eq(sala.centroCustoId, chave.centroCustoId), eq(sala.bloqueado, false)))
    .orderBy(porNome(sala.nome));
  const filtros = { ...p.filtros, status: p.filtros.status as StatusFilaId | undefined, destaqueHoras } as F;
  const fila = await listarFila(tx, chave, filtros, opcoes.temposEspera, p.perfil);
  return {
    opcoes,
    form: {
      salas,
      temposEspera: opcoes.temposEspera,
      telas: opcoes.telas,
      ultimoLocal: await ultimoLocalDeChamada(tx, chave, p.usuarioId),
    },
    model: { fila, contagem: await contagemFila(tx, chave), topico: topicoFila(chave), destaqueHoras },
  };
}

/** What a module's desk routes have in common. */
export interface BalcaoFila<A extends string> {
  tags: string[];
  /** The module whose entries these routes act on (an entry of another module is not found). */
  modulo: string;
  /** The queue kind's profile of the transitions table (default: the patient queues'). */
  perfil?: PerfilAcoesFila<A>;
  /** The answer of an action: the engine's result through it (a field not in it is not sent). */
  resposta: z.ZodType;
}

const contexto = (req: FastifyRequest) => ({ clienteId: req.cliente.id, usuarioId: req.auth.usuarioId });

/**
 * POST `url` (spec 001 §7 "chamada": fila_id, tela_id, sala_id): the call, to the TV through the engine's listeners
 * (`aoChamar`) and to the room. `antes` is the module's guard of the entry (its queue), checked first.
 */
export function rotaChamadaDaFila<A extends string>(
  app: FastifyInstance,
  b: BalcaoFila<A> & {
    url: string;
    permissao: string;
    registros: Pick<RegistrosDaFila, 'telaExiste'>;
    antes?: (tx: Tx, req: FastifyRequest, filaId: number) => Promise<unknown>;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    b.url,
    {
      schema: {
        tags: b.tags,
        body: z.object({ filaId: id, telaId: id.nullish(), salaId: id.nullish() }),
        response: { 200: b.resposta },
      },
      config: { permission: b.permissao },
    },
    (req) =>
      req.tx(async (tx) => {
        const { filaId, telaId, salaId } = req.body;
        await b.antes?.(tx, req, filaId);
        if (salaId) {
          const [s] = await tx.select({ id: sala.id }).from(sala).where(eq(sala.id, salaId));
          if (!s) throw unprocessable({ sala_id: ['Sala não encontrada.'] });
        }
        if (telaId && !(await b.registros.telaExiste(tx, telaId))) throw unprocessable({ tela_id: ['Tela não encontrada.'] });
        return aplicarAcaoFila(tx, contexto(req), { filaId, acao: 'chamar' as A, modulo: b.modulo, perfil: b.perfil, telaId, salaId });
      }),
  );
}

/** One action of the transitions table under the module's path (`…/:id`). */
export interface AcaoDoBalcao<A extends string> {
  acao: A;
  url: string;
  permissao: string;
  /** PUT by default (the outpatient list's delete is a DELETE). */
  metodo?: 'PUT' | 'DELETE';
}

type Feito = Awaited<ReturnType<typeof aplicarAcaoFila>>;

/**
 * The actions of a desk (spec 001 §7 "fila: evade, undo-evade, send-back …"): each applies one row of the
 * transitions table through the engine in the request's transaction. The evasion takes its reason and a forward its
 * target (`destino`: the module's rule of where an entry may go); `antes` guards the entry and reads the module's
 * record, `depois` makes that record follow and shapes the answer (default: the engine's result).
 */
export function rotasDeAcoesDaFila<A extends string, T = undefined>(
  app: FastifyInstance,
  b: BalcaoFila<A> & {
    acoes: AcaoDoBalcao<A>[];
    antes?: (tx: Tx, req: FastifyRequest, filaId: number) => Promise<T>;
    destino?: (tx: Tx, filaId: number, centroCustoId: number) => Promise<ChaveFila>;
    depois?: (tx: Tx, x: { acao: A; antes: T; feito: Feito }) => Promise<unknown>;
  },
) {
  const params = z.object({ id });
  for (const { acao, url, permissao, metodo = 'PUT' } of b.acoes) {
    const corpo = acao === 'evadir' ? corpoEvasao : acao === 'encaminhar' ? corpoEncaminhamento : undefined;
    app.withTypeProvider<ZodTypeProvider>().route({
      method: metodo,
      url,
      schema: { tags: b.tags, params, ...(corpo ? { body: corpo } : {}), response: { 200: b.resposta } },
      config: { permission: permissao },
      handler: (req) =>
        req.tx(async (tx) => {
          const filaId = (req.params as { id: number }).id;
          const c = (req.body ?? {}) as { motivoEvasao?: string; centroCustoId?: number };
          const antes = (await b.antes?.(tx, req, filaId)) as T;
          const destino = acao === 'encaminhar' && c.centroCustoId && b.destino ? await b.destino(tx, filaId, c.centroCustoId) : undefined;
          const feito = await aplicarAcaoFila(tx, contexto(req), {
            filaId,
            acao,
            modulo: b.modulo,
            perfil: b.perfil,
            motivoEvasao: c.motivoEvasao,
            destino,
          });
          return b.depois ? b.depois(tx, { acao, antes, feito }) : feito;
        }),
    });
  }
}
