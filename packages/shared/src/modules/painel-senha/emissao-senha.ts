import { z } from 'zod';
import { mensagens } from '../../validation/messages.js';
import { type Resposta, w } from '../../wire.js';
import { PS } from './permissoes.js';

/**
 * painel-senha/emissao-senha (issue 7): the kiosk where a citizen takes a ticket, and its external
 * address (spec 000 §2.2) that logs the kiosk's own user in. The server and the screens share these.
 */

/** The kiosk page (logged in, empty layout, full screen). */
export const EMISSAO_SENHA_PATH = '/painel-senha/emissao-senha/create';

/** Spec 000 §2.2: the external kiosk route; its credentials leave the address bar as soon as the page reads them. */
export const EMISSAO_SENHA_EXTERNO_PATH = '/painel-senha/emissao-senha/externo/:cliente/:usuario/:senha/:centroCustoId/:lotacaoId';
/** Where the external address goes the instant its credentials are read: the same page, without them. */
export const EMISSAO_SENHA_ENTRADA_PATH = '/painel-senha/emissao-senha/externo';

/** Event of a ticket queue's topic (`topicoSenhas(centroCustoId)`): a ticket arrived or changed there. */
export const EVENTO_SENHAS = 'senhas.atualizada';

/** POST /api/painel-senha/emissao-senha. */
export const emitirSenhaSchema = z.object({
  opcaoEntradaId: z.coerce
    .number({ error: mensagens.obrigatorio('Opção de entrada') })
    .int('Opção de entrada inválida')
    .positive(mensagens.obrigatorio('Opção de entrada')),
  /** Optional: none is the "Não, atendimento normal" answer. */
  prioridadeId: z.coerce.number({ error: 'Prioridade inválida' }).int('Prioridade inválida').positive('Prioridade inválida').nullish(),
});
export type EmitirSenhaInput = z.infer<typeof emitirSenhaSchema>;

export const MENSAGENS_EMISSAO_SENHA = {
  opcaoIndisponivel: 'Esta opção não está disponível no totem desta unidade.',
  prefixoInvalido: 'A opção de entrada está sem um prefixo de senha válido. Procure a recepção.',
  prioridadeIndisponivel: 'Prioridade não encontrada ou bloqueada.',
  esgotada: 'Não foi possível gerar um número de senha livre. Procure a recepção.',
  naoEncontrada: 'Senha não encontrada.',
} as const;

/** A kiosk button (GET …/emissao-senha/create). */
export const opcaoTotemSchema = z.object({
  id: z.number(),
  nome: z.string(),
  /** The kiosk asks "Atendimento prioritário?" after this button. */
  perguntarPrioridade: z.boolean(),
  /** Priority tickets of this option take their own prefix (and sequence). */
  temPrefixoPrioridade: z.boolean(),
});
export type OpcaoTotem = Resposta<typeof opcaoTotemSchema>;

export const formularioEmissaoSenhaSchema = z.object({
  opcoes: z.array(opcaoTotemSchema),
  /** The legal priorities, heaviest first. */
  prioridades: z.array(w.opcao),
  /** Unit and sector of the kiosk's session (shown at the top of the kiosk). */
  unidade: z.string(),
  setor: z.string(),
  parametros: z.object({ segundosRetornoTotem: z.number(), imprimirSenha: z.boolean() }),
});
export type FormularioEmissaoSenha = Resposta<typeof formularioEmissaoSenhaSchema>;

/** GET /api/painel-senha/emissao-senha/create. */
export const emissaoSenhaFormularioRespostaSchema = z.object({ form: formularioEmissaoSenhaSchema });

/** The answer of POST …/emissao-senha (201). */
export const senhaEmitidaSchema = z.object({
  id: z.number(),
  codigo: z.string(),
  sequencia: z.number(),
  /** Brasília date, YYYY-MM-DD. */
  data: w.data,
  emitidaEm: w.instante,
  centroCustoId: z.number(),
  opcaoEntrada: w.opcao,
  prioridade: w.opcao.nullable(),
});
export type SenhaEmitida = Resposta<typeof senhaEmitidaSchema>;

/**
 * The kiosk's own user (role "totem") holds the issue permission and nothing else: such a session only
 * ever sees the kiosk, whatever address it opens.
 */
export const somenteEmissaoSenha = (permissoes: readonly string[] | null | undefined): boolean =>
  !!permissoes?.length && permissoes.every((p) => p === PS.emitir);
