/**
 * The municipality's clock (issue 14 §4): dates, "today", shifts and competências are read in Brasília time,
 * named here once for the server's SQL, the prints and the web. A municipality in another zone would need a
 * setting (docs/decisions/0009).
 */
export const FUSO_HORARIO = 'America/Sao_Paulo';
