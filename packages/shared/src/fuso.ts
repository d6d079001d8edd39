/**
 * The municipality's clock (issue 14 §4, issue 24): dates, "today", shifts and competências are read in the
 * municipality's time zone, a setting of the municipality (`cliente.fuso_horario`, decision 0021). Code asks
 * `fusoHorario()`; each side plugs in where the zone comes from: the API from the request's (or the tenant
 * transaction's) municipality, the web from the session.
 */

/** The zone of a municipality that never chose one, and of code that runs for no municipality. */
export const FUSO_HORARIO_PADRAO = 'America/Sao_Paulo';

/** The Brazilian IANA zones a municipality may choose (the database checks the same list), with a pt-BR label. */
export const FUSOS_HORARIOS_BR = [
  { valor: 'America/Sao_Paulo', rotulo: 'Brasília (UTC-3): SP, RJ, MG, ES, PR, SC, RS, GO, DF' },
  { valor: 'America/Bahia', rotulo: 'Bahia (UTC-3)' },
  { valor: 'America/Fortaleza', rotulo: 'Fortaleza (UTC-3): CE, RN, PB, PI, MA' },
  { valor: 'America/Recife', rotulo: 'Recife (UTC-3): PE' },
  { valor: 'America/Maceio', rotulo: 'Maceió (UTC-3): AL, SE' },
  { valor: 'America/Belem', rotulo: 'Belém (UTC-3): PA leste, AP' },
  { valor: 'America/Santarem', rotulo: 'Santarém (UTC-3): PA oeste' },
  { valor: 'America/Araguaina', rotulo: 'Araguaína (UTC-3): TO' },
  { valor: 'America/Noronha', rotulo: 'Fernando de Noronha (UTC-2)' },
  { valor: 'America/Manaus', rotulo: 'Manaus (UTC-4): AM leste' },
  { valor: 'America/Cuiaba', rotulo: 'Cuiabá (UTC-4): MT' },
  { valor: 'America/Campo_Grande', rotulo: 'Campo Grande (UTC-4): MS' },
  { valor: 'America/Porto_Velho', rotulo: 'Porto Velho (UTC-4): RO' },
  { valor: 'America/Boa_Vista', rotulo: 'Boa Vista (UTC-4): RR' },
  { valor: 'America/Rio_Branco', rotulo: 'Rio Branco (UTC-5): AC' },
  { valor: 'America/Eirunepe', rotulo: 'Eirunepé (UTC-5): AM oeste' },
] as const;

export type FusoHorarioBr = (typeof FUSOS_HORARIOS_BR)[number]['valor'];

export const isFusoHorarioBr = (valor: unknown): valor is FusoHorarioBr => FUSOS_HORARIOS_BR.some((f) => f.valor === valor);

let fonte: () => string | null | undefined = () => null;

/** Where the current municipality's zone comes from (the API's request context, the web's session). */
export function definirFonteFusoHorario(nova: () => string | null | undefined): void {
  fonte = nova;
}

/** The current municipality's time zone (IANA), Brasília when none is known. */
export function fusoHorario(): string {
  return fonte() || FUSO_HORARIO_PADRAO;
}
