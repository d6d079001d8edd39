import { type CodigoDose, GRUPOS_ATENDIMENTO } from '@saude/shared';
import type { CondicaoMaternal, RegistroRia } from '../../../lib/integracoes/rnds/ria.js';
import { instanteLocal } from '../../../lib/integracoes/rnds/ria.js';

/**
 * Our vaccination record → the RIA-R input (lib/integracoes/rnds/ria.ts). The code lists differ from ours:
 * - Dose (BRDose = LEDI Dose): D1 1, D2 2, D3 3, REF1 6 (1º reforço), REF2 7 (2º reforço), REF 38 (Reforço), DU 9
 *   (Única); DN (newborn dose: hepatitis B at birth) and DP (a periodic dose: annual influenza, dT every 10 years,
 *   dTpa each pregnancy) have no code of their own: both go as 8 "Dose" — the generic dose SI-PNI uses for them.
 *   INFERRED (DN, DP): verify against the RNDS homologation validator.
 * - Route (BRViaAdministracao, version 201701A: 1 oral, 2 intramuscular, 3 subcutânea, 4 intradérmica): ours 1 ID → 4,
 *   2 IM → 2, 3 SC → 3, 4 oral → 1; nasal has no code in that version: left empty (validation says so).
 * - Site (BRLocalAplicacao 201701A: 1 deltoide D, 2 deltoide E, 3/4 vasto lateral D/E, 5/6 ventroglúteo D/E,
 *   7 glúteo, 8 ferimento local): ours 1–6 are the same codes; 7 (inserção inferior do deltoide direito, BCG) → 1
 *   INFERRED; antebraço, boca, narina have no code: left empty.
 */
export const DOSE_RNDS: Record<CodigoDose, string> = {
  D1: '1',
  D2: '2',
  D3: '3',
  REF1: '6',
  REF2: '7',
  REF: '38',
  DU: '9',
  DN: '8',
  DP: '8',
};
export const VIA_RNDS: Record<number, string> = { 1: '4', 2: '2', 3: '3', 4: '1' };
export const LOCAL_RNDS: Record<number, string> = { 1: '1', 2: '2', 3: '3', 4: '4', 5: '5', 6: '6', 7: '1' };

/** A row of the export's query (snake_case from raw SQL). */
export interface LinhaExportacao {
  id: number;
  paciente_cns: string | null;
  paciente_cpf: string | null;
  nascimento: string | null;
  cnes: string | null;
  vacinador_cns: string | null;
  vacinador_cbo: string | null;
  codigo_imunobiologico: string | null;
  /** BRFabricantePNI code of the lot's manufacturer (cadastro/fabricante). */
  fabricante_codigo: string | null;
  lote_numero: string | null;
  dose: string;
  via: number | null;
  local_aplicacao: number | null;
  estrategia: number;
  grupo_atendimento: number;
  gestante: boolean;
  puerpera: boolean;
  contato_hanseniase: boolean | null;
  data_aplicacao: string;
  registrado_em: string | Date;
  origem: number;
}

const texto = (v: unknown) => (v == null || v === '' ? null : String(v));

export function registroRiaDe(l: LinhaExportacao): RegistroRia {
  const condicao: CondicaoMaternal = l.gestante ? '2' : l.puerpera ? '3' : '1';
  return {
    idLocal: String(l.id),
    paciente: { cns: texto(l.paciente_cns), cpf: texto(l.paciente_cpf), nascimento: texto(l.nascimento) ?? '' },
    cnes: texto(l.cnes) ?? '',
    vacinador: { cns: texto(l.vacinador_cns), cbo: texto(l.vacinador_cbo) },
    imunobiologico: texto(l.codigo_imunobiologico) ?? '',
    fabricante: texto(l.fabricante_codigo),
    lote: texto(l.lote_numero),
    dose: DOSE_RNDS[l.dose as CodigoDose] ?? '',
    via: (l.via != null && VIA_RNDS[Number(l.via)]) || '',
    local: (l.local_aplicacao != null && LOCAL_RNDS[Number(l.local_aplicacao)]) || '',
    estrategia: String(l.estrategia),
    grupoAtendimento: GRUPOS_ATENDIMENTO.find((g) => g.codigo === Number(l.grupo_atendimento))?.rnds ?? '',
    condicaoMaternal: condicao,
    contatoHanseniase: l.contato_hanseniase,
    dataAplicacao: l.data_aplicacao,
    dataRegistro: instanteLocal(new Date(l.registrado_em)),
    origem: Number(l.origem) === 2 ? 'transcricao' : Number(l.origem) === 3 ? 'exterior' : 'unidade',
    pais: null,
  };
}
