import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../cabecalho.js';
import { dataBr } from '../formatos.js';
import { mm } from '../pdf.js';
import { bobina, horaCurta, linha, type OpcoesImpressao, papel, separador } from './comum.js';

/** Ticket printout (spec 001 §3 "Ticket printout"): 8 cm roll. */
export const SENHA_LARGURA_CM = 8;

export interface SenhaDados {
  /** The place (infrastructure) that issued the ticket: "UPA 24h — Recepção". */
  infraestrutura: string;
  setor: string;
  senha: string;
  /** YYYY-MM-DD. */
  data: string;
  /** 'HH:MM[:SS]'. */
  hora: string;
  /** The municipality's name ("Garanhuns"). */
  cliente: string;
  /** A short closing line from the ticket panel's settings ("Aguarde ser chamado pelo painel."); empty: none. */
  mensagem?: string | null;
}

/** Infrastructure and sector, the ticket in large letters, date, time, the municipal health secretariat and an optional message. */
export function senha(dados: SenhaDados, cabecalho: CabecalhoImpressao, _opcoes: OpcoesImpressao = {}): TDocumentDefinitions {
  const p = papel(SENHA_LARGURA_CM);
  return bobina(
    p,
    { titulo: `Senha ${dados.senha}`, cabecalho },
    [
      { ...linha(dados.infraestrutura, p.util, 12, { negrito: true, minimo: 8, alinhamento: 'center' }) },
      { ...linha(dados.setor, p.util, 10, { minimo: 7, alinhamento: 'center' }) },
      separador(p),
      { text: 'SENHA', alignment: 'center', fontSize: 9, margin: [0, mm(1), 0, 0] },
      { ...linha(dados.senha, p.util, 48, { negrito: true, minimo: 24, alinhamento: 'center' }), lineHeight: 1 },
      { text: `${dataBr(dados.data)}   ${horaCurta(dados.hora)}`, alignment: 'center', fontSize: 10, margin: [0, mm(1), 0, 0] },
      separador(p),
      { text: 'Secretaria Municipal de Saúde', alignment: 'center', bold: true, fontSize: 8 },
      { text: dados.cliente, alignment: 'center', fontSize: 8 },
      ...(dados.mensagem?.trim()
        ? [{ text: dados.mensagem.trim(), alignment: 'center', fontSize: 8, margin: [0, mm(1.5), 0, 0] } as Content]
        : []),
    ],
    8,
  );
}
