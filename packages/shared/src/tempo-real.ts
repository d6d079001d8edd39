import { z } from 'zod';

/**
 * Real-time protocol of `/ws` (ARCHITECTURE §7, decision 0006). JSON text frames both ways.
 * Client → server: `entrar` first (municipality link and bearer token, never in the URL), then
 * `assinar` / `cancelar` a topic. Server → client: `pronto`, `evento`, `ressincronizar` (events may
 * have been lost: refetch everything), `erro` (a refused subscription; the socket stays open).
 * Topics are always scoped by the socket's municipality on the server.
 */

/** A topic: lower-case words, digits and hyphens, separated by colons (`fila:pronto-atendimento:2:15`). */
export const TOPICO_REGEX = /^[a-z0-9-]+(:[a-z0-9-]+)*$/;
export const TOPICO_MAX = 200;
/** Topics one socket may hold at once. */
export const TOPICOS_POR_CONEXAO = 50;

export const topicoSchema = z.string().max(TOPICO_MAX).regex(TOPICO_REGEX, 'Tópico inválido.');

/** A queue is (module, sector type, cost centre) inside one municipality. */
export interface ChaveFilaTempoReal {
  modulo: string;
  setorTipoId: number;
  centroCustoId: number;
}

/** `fila:<modulo>:<setorTipoId>:<centroCustoId>`, e.g. `fila:pronto-atendimento:2:15`. */
export const topicoFila = (c: ChaveFilaTempoReal) => `fila:${c.modulo}:${c.setorTipoId}:${c.centroCustoId}`;

/** A TV screen's own topic: the calls addressed to it and its notices (`tela:<id>`). */
export const topicoTela = (telaId: number) => `tela:${telaId}`;

/** A ticket queue (painel-senha, one cost centre): `senhas:<centroCustoId>`. */
export const topicoSenhas = (centroCustoId: number) => `senhas:${centroCustoId}`;

export const mensagemClienteSchema = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('entrar'), cliente: z.string().min(1).max(100), token: z.string().min(1).max(4000) }),
  /**
   * A public TV screen (painel-senha/tela/show): its id and access key instead of a session. The socket
   * then hears only `topicoTela(tela)`, subscribed by the server; `assinar` is refused.
   */
  z.object({
    tipo: z.literal('entrar-tela'),
    cliente: z.string().min(1).max(100),
    tela: z.number().int().positive(),
    chave: z.string().min(1).max(64),
  }),
  z.object({ tipo: z.literal('assinar'), topico: topicoSchema }),
  z.object({ tipo: z.literal('cancelar'), topico: topicoSchema }),
]);
export type MensagemCliente = z.infer<typeof mensagemClienteSchema>;

export interface EventoTempoReal<D = unknown> {
  topico: string;
  evento: string;
  /** Absent when the publisher sent none or when it did not fit in a notification (refetch). */
  dados?: D;
}

export type MensagemServidor =
  | { tipo: 'pronto' }
  /** Acknowledges `assinar`: from here on the socket receives the topic's events. */
  | { tipo: 'assinado'; topico: string }
  | ({ tipo: 'evento' } & EventoTempoReal)
  | { tipo: 'ressincronizar' }
  | { tipo: 'erro'; mensagem: string; topico?: string };

/** WebSocket close codes of the protocol (4000–4999 are the application's). */
export const FECHAMENTO_TEMPO_REAL = {
  /** Bad or missing token, unknown or inactive municipality, session ended or expired. Do not retry with the same token. */
  naoAutenticado: 4401,
  /** A frame that is not a protocol message. */
  mensagemInvalida: 4400,
  /** The server is shutting down or restarting: reconnect. */
  servidorEncerrando: 1001,
} as const;
