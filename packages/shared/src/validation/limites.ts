/** Limits of spec 000 §5 and §9 that the validation rules share, named once. */
export const PRESSAO_ARTERIAL_MAXIMA = 300;
export const JORNADA_MAXIMA_HORAS = 24;
export const PERIODO_MAXIMO_ANOS = 1;
