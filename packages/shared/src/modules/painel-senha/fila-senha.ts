import { z } from 'zod';
import { mensagens } from '../../validation/messages.js';
import { MENSAGENS_SENHA } from './senha.transitions.js';

/**
 * The ticket queue at the counter (painel-senha/fila and fila-atendimento, issue 7): the bodies both sides
 * validate, the limits and the texts that are not transitions (those live in senha.transitions.ts).
 */

export const MOTIVO_EVASAO_SENHA_MAX = 500;

/** The receptionist's "call next" key: the hand is on the keyboard, not on the mouse. */
export const ATALHO_CHAMAR_PROXIMA = 'F2';

export const MENSAGENS_FILA_SENHA = {
  foraDaLotacao: 'Centro de custo não encontrado entre os da sua lotação.',
  filaNaoOperada: 'Esta senha está em uma fila que você não opera.',
  outroAtendente: 'Esta senha está com outro atendente.',
  localObrigatorio: mensagens.obrigatorio('Local de chamada'),
  encaminhamentoObrigatorio: mensagens.obrigatorio('Encaminhamento'),
  centroCustoObrigatorio: mensagens.obrigatorio('Centro de custo'),
} as const;

/** The reason the "Não compareceu" dialog proposes after `chamadas` calls. */
export const motivoNaoComparecimento = (chamadas: number) => `Não compareceu após ${chamadas} ${chamadas === 1 ? 'chamada' : 'chamadas'}`;

const idObrigatorio = (mensagem: string) => z.coerce.number({ error: mensagem }).int(mensagem).positive(mensagem);
const idOpcional = z.coerce.number().int().positive().nullish();

export const motivoEvasaoSenhaSchema = z
  .string({ error: MENSAGENS_SENHA.motivoEvasaoObrigatorio })
  .trim()
  .min(1, MENSAGENS_SENHA.motivoEvasaoObrigatorio)
  .max(MOTIVO_EVASAO_SENHA_MAX, MENSAGENS_SENHA.motivoEvasaoLongo);

/** POST painel-senha/fila/chamar-proxima. */
export const chamarProximaSchema = z.object({
  centroCustoId: idObrigatorio(MENSAGENS_FILA_SENHA.centroCustoObrigatorio),
  opcaoChamadaId: idObrigatorio(MENSAGENS_FILA_SENHA.localObrigatorio),
});

/** POST painel-senha/chamada: call again, or call one waiting ticket out of order (then the counter is required). */
export const chamadaSenhaSchema = z.object({
  senhaId: idObrigatorio(MENSAGENS_SENHA.naoEncontrada),
  opcaoChamadaId: idOpcional,
});

/** PUT …/atender/{id}: the counter where the holder is answered (optional: the ticket's own when called). */
export const atenderSenhaSchema = z
  .object({ opcaoChamadaId: idOpcional })
  .nullish()
  .transform((v) => v ?? {});

export const encaminharSenhaSchema = z.object({ encaminhamentoId: idObrigatorio(MENSAGENS_FILA_SENHA.encaminhamentoObrigatorio) });

export const evadirSenhaSchema = z.object({ motivoEvasao: motivoEvasaoSenhaSchema });
