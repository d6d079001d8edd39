import { z } from 'zod';
import { type Resposta, w } from '../../wire.js';
import { avisoPainelSchema, chamadaPainelSchema } from './senha.js';

/**
 * The public TV screen (`painel-senha/tela/show/{id}`, issue 7). It has no session: it proves itself with
 * the municipality's link and the screen's access key (64 hex digits), both in the address the screen
 * registry hands out, and then only ever sees its own calls (`painel_chamada`) and notices.
 */

/** HTTP header carrying the screen's key (never in the URL of an API call: it would reach access logs). */
export const TELA_CHAVE_HEADER = 'x-tela-chave';

/** The one answer to a wrong id, key, municipality or a blocked screen (nothing tells which). */
export const MENSAGEM_TELA_INVALIDA = 'Tela não encontrada ou endereço inválido.';

/** The address a TV opens once (the page stores both values and removes them from the address bar). */
export const caminhoTelaShow = (telaId: number, cliente: string, chave: string) =>
  `/painel-senha/tela/show/${telaId}?${new URLSearchParams({ cliente, chave }).toString()}`;

/** Notices one screen's ticker carries at most (the oldest beyond this wait for the next ones to expire). */
export const AVISOS_POR_TELA = 20;

/** `GET /api/painel-senha/tela/show/{id}`: everything the screen paints. */
export const telaShowSchema = z.object({
  tela: z.object({ id: z.number(), nome: z.string(), voz: z.boolean(), som: z.boolean(), historico: z.number() }),
  /** Newest first: the current call and then `historico` previous ones. */
  chamadas: z.array(chamadaPainelSchema),
  avisos: z.array(avisoPainelSchema),
  /** The server's clock when it answered: the screen's clock runs on it, not on the TV's. */
  agora: w.instante,
  cliente: z.object({ nome: z.string(), logotipo: z.string().nullable() }),
  /** From the panel's settings: how many times each call is spoken, and the rate (1 = normal). */
  fala: z.object({ repeticoes: z.number(), velocidade: z.number() }),
});
export type TelaShow = Resposta<typeof telaShowSchema>;
