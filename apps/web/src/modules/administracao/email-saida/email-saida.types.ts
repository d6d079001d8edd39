import type { emailSaidaDetalheSchema, emailSaidaLinhaSchema, Resposta } from '@saude/shared';

/** A line of the outbox (GET …/email-saida/datatable). */
export type EmailSaida = Resposta<typeof emailSaidaLinhaSchema>;

/** GET …/email-saida/{id}: the message with its body. */
export type EmailSaidaDetalhe = Resposta<typeof emailSaidaDetalheSchema>;

export type Situacao = 'Enviado' | 'Na caixa de saída' | 'Erro';

/** A message with an error was not delivered, whatever else it has. */
export function situacao(e: Pick<EmailSaida, 'enviadoEm' | 'erro'>): Situacao {
  if (e.erro) return 'Erro';
  return e.enviadoEm ? 'Enviado' : 'Na caixa de saída';
}

export const COR_SITUACAO: Record<Situacao, string> = { Enviado: 'green', 'Na caixa de saída': 'gold', Erro: 'red' };
