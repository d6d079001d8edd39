import { FAIXA_RESULTADO } from './opcoes.js';

/** A reference range of a numeric field (lab_exame_referencia), numbers already parsed. */
export interface FaixaReferencia {
  sexo: 'M' | 'F' | null;
  idadeMinimaDias: number | null;
  idadeMaximaDias: number | null;
  minimo: number | null;
  maximo: number | null;
  criticoMinimo: number | null;
  criticoMaximo: number | null;
  texto: string | null;
}

/**
 * The range that applies to a patient: the first whose sex (null: both) and age in days (nulls: open ends) match,
 * preferring one for the patient's own sex over one for both.
 */
export function faixaDoPaciente(faixas: readonly FaixaReferencia[], sexo: string | null, idadeDias: number): FaixaReferencia | null {
  const serve = (f: FaixaReferencia) =>
    (f.idadeMinimaDias == null || idadeDias >= f.idadeMinimaDias) && (f.idadeMaximaDias == null || idadeDias <= f.idadeMaximaDias);
  return faixas.find((f) => f.sexo != null && f.sexo === sexo && serve(f)) ?? faixas.find((f) => f.sexo == null && serve(f)) ?? null;
}

/** Where a value falls: below / inside / above the range (null: no range or no limit that applies), and critical. */
export function classificarValor(valor: number | null, faixa: FaixaReferencia | null): { faixa: -1 | 0 | 1 | null; critico: boolean } {
  if (valor == null || !faixa) return { faixa: null, critico: false };
  const critico =
    (faixa.criticoMinimo != null && valor < faixa.criticoMinimo) || (faixa.criticoMaximo != null && valor > faixa.criticoMaximo);
  if (faixa.minimo == null && faixa.maximo == null) return { faixa: null, critico };
  if (faixa.minimo != null && valor < faixa.minimo) return { faixa: FAIXA_RESULTADO.abaixo, critico };
  if (faixa.maximo != null && valor > faixa.maximo) return { faixa: FAIXA_RESULTADO.acima, critico };
  return { faixa: FAIXA_RESULTADO.normal, critico };
}

/** Completed days between a birth date and a day (YYYY-MM-DD): the age the ranges are written in. */
export function idadeEmDias(nascimento: string, dia: string): number {
  return Math.floor((Date.parse(`${dia}T00:00:00Z`) - Date.parse(`${nascimento}T00:00:00Z`)) / 86_400_000);
}

/** A result value as the report prints it: the field's decimals, comma as decimal separator. */
export function formatarValorResultado(valor: number | null, casas: number | null): string {
  if (valor == null) return '';
  return valor.toLocaleString('pt-BR', { minimumFractionDigits: casas ?? 0, maximumFractionDigits: casas ?? 4 });
}
