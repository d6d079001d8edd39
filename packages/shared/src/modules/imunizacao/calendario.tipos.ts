/**
 * The shape of a vaccination calendar (issue 20 "Vaccination"): the PNI schedule is data a municipality can
 * override (calendario.dados.ts holds the national one); the rules in calendario.ts read only these fields.
 * Ages and intervals are short period strings read by `lerPeriodo`: '2m', '1m15d', '4a11m29d', '42d'.
 */

/** Dose codes of the card. DN: newborn dose; DP: a periodic dose (annual, each pregnancy, every 10 years). */
export type CodigoDose = 'DN' | 'D1' | 'D2' | 'D3' | 'REF' | 'REF1' | 'REF2' | 'DU' | 'DP';

export const DOSE_NOME: Record<CodigoDose, string> = {
  DN: 'Dose ao nascer',
  D1: '1ª dose',
  D2: '2ª dose',
  D3: '3ª dose',
  REF: 'Reforço',
  REF1: '1º reforço',
  REF2: '2º reforço',
  DU: 'Dose única',
  DP: 'Dose periódica',
};

export type GrupoPopulacional = 'crianca' | 'adolescente' | 'adulto' | 'idoso' | 'gestante';

/** A dose of a vaccine: `sigla` is the calendar's key of the vaccine. */
export interface RefDose {
  sigla: string;
  dose: CodigoDose;
}

export interface RegraDose {
  dose: CodigoDose;
  /** Label on the card when the code's default does not say it ('Dose anual'). */
  rotulo?: string;
  idadeRecomendada: string;
  idadeMinima: string;
  /** Last age at which the dose may be given (inclusive: '4a11m29d'); none means no upper limit. */
  idadeMaxima?: string;
  /** The dose that must come before; by default the previous rule of the vaccine, null for a first dose. */
  apos?: RefDose | null;
  /** Minimum interval from `apos` (earlier is a "dose antecipada"). */
  intervaloMinimo?: string;
  /** Usual interval from `apos`: the next-dose date (aprazamento). */
  intervaloUsual?: string;
  /** Tolerance after the due date before the dose counts as late; the calendar's default otherwise. */
  tolerancia?: string;
  /** Only for this sex / only during pregnancy. */
  sexo?: 'F' | 'M';
  condicao?: 'gestante';
  /** The dose is not needed when the patient has any of these (a child who completed Penta needs no HB scheme). */
  dispensadaPor?: RefDose[];
  /** Only when `apos` was given before this age (yellow fever booster: first dose before 5 years). */
  somenteSeAnteriorAntesDe?: string;
  /**
   * A periodic dose: due again this long after the last dose of any vaccine in `contam` (the vaccine itself
   * by default); listed only once one of those doses exists, unless `inicial` says it starts the series.
   */
  repetirACada?: string;
  contam?: string[];
  inicial?: boolean;
}

/** What a rule breach does: refuse the record or accept it with a written reason. */
export type Conduta = 'recusar' | 'justificar';
export type RegraAplicacao =
  | 'dose_desconhecida'
  | 'data_futura'
  | 'dose_duplicada'
  | 'fora_de_ordem'
  | 'dose_antecipada'
  | 'fora_da_faixa'
  | 'condicao';

export interface VacinaCalendario {
  sigla: string;
  /** Immunobiological code of SI-PNI / RNDS (CodeSystem BRImunobiologico), null when not confirmed. */
  codigoPni: string | null;
  nome: string;
  grupos: GrupoPopulacional[];
  doses: RegraDose[];
  /** A combined product recorded instead of others (tetraviral = SCR D2 + varicela D1): not listed as due. */
  equivaleA?: Partial<Record<CodigoDose, RefDose[]>>;
  /** Overrides of the calendar's conducts for this vaccine. */
  condutas?: Partial<Record<RegraAplicacao, Conduta>>;
}

export interface Calendario {
  versao: string;
  toleranciaPadrao: string;
  condutas: Record<RegraAplicacao, Conduta>;
  vacinas: VacinaCalendario[];
}

export interface PacienteVacinal {
  nascimento: string;
  sexo: 'F' | 'M' | null;
  gestante: boolean;
}

/** A dose in the patient's history (given here or transcribed). */
export interface DoseAplicada extends RefDose {
  data: string;
}
