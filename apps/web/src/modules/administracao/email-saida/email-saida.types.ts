export interface EmailSaida {
  id: number;
  destinatario: string;
  assunto: string;
  enviadoEm: string | null;
  erro: string | null;
  createdAt: string;
}

export interface EmailSaidaDetalhe extends EmailSaida {
  corpo: string;
}

export type Situacao = 'Enviado' | 'Na caixa de saída' | 'Erro';

/** A message with an error was not delivered, whatever else it has. */
export function situacao(e: Pick<EmailSaida, 'enviadoEm' | 'erro'>): Situacao {
  if (e.erro) return 'Erro';
  return e.enviadoEm ? 'Enviado' : 'Na caixa de saída';
}

export const COR_SITUACAO: Record<Situacao, string> = { Enviado: 'green', 'Na caixa de saída': 'gold', Erro: 'red' };
