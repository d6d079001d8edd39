import type { Tx } from '../../../db/client.js';
import { lerParametrizacaoImagem } from '../parametrizacao/parametrizacao.service.js';

export interface ParametrosAgendamentoImagem {
  bloquearAcimaCota: boolean;
  mensagemComprovante: string | null;
  prazoLaudoDias: number;
}

/** What scheduling reads of the imaging settings (parametrizacao's `lerParametrizacaoImagem`, defaults on first read). */
export async function parametrosAgendamentoImagem(tx: Tx): Promise<ParametrosAgendamentoImagem> {
  const p = await lerParametrizacaoImagem(tx);
  return { bloquearAcimaCota: p.bloquearAcimaCota, mensagemComprovante: p.mensagemComprovante, prazoLaudoDias: p.prazoLaudoDias };
}
