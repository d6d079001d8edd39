/**
 * What the clinical prints of every module carry (issue 17: moved from the emergency care, which issued them
 * first): the professional of the act, the patient, the unit, and where the document comes from.
 */

/** A professional as prints name them: "Ricardo Lins Cavalcanti — CRM 18342/PE", with the CBO of the act. */
export interface ProfissionalImpressao {
  nome: string;
  /** 'CRM 18342/PE', when the user has a council registration. */
  registro: string | null;
  cbo: string | null;
  cboNome: string | null;
}

export interface PacienteImpressao {
  nome: string;
  nomeSocial: string | null;
  dataNascimento: string | null;
  /** Age at the attendance ('44 anos', '7 meses', '~30 anos (estimada)'). */
  idade: string;
  sexo: string | null;
  cpf: string | null;
  cns: string | null;
  nomeMae: string | null;
  telefone: string | null;
  endereco: string;
  cidade: string | null;
  desconhecido: boolean;
}

export interface UnidadeImpressao {
  nome: string;
  local: string;
  cnes: string | null;
  endereco: string;
  cidade: string | null;
  uf: string | null;
  telefone: string | null;
}

/**
 * The record a document was issued in: "FAA nº 1234" in emergency care, "Atendimento nº 56" in the outpatient
 * clinic (`sigla` and `numero`), when the patient was attended, who and where.
 */
export interface OrigemClinica {
  sigla: string;
  numero: number;
  atendidoEm: Date;
  paciente: PacienteImpressao;
  unidade: UnidadeImpressao;
  alergias: string[];
}

/** Vital signs as the prints list them (triage, pre-consultation). */
export interface SinaisVitais {
  paSistolica: number | null;
  paDiastolica: number | null;
  frequenciaCardiaca: number | null;
  frequenciaRespiratoria: number | null;
  temperatura: string | null;
  saturacao: number | null;
  glicemia: number | null;
  dor: number | null;
  glasgow?: number | null;
  peso?: string | null;
  altura?: string | null;
  imc?: string | null;
}
