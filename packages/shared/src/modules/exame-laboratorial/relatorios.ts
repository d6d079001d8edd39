import type { RelatorioDef } from '../../relatorio.js';

/**
 * The laboratory reports (spec 000 §2.3 exame-laboratorial "Index reports"): one declaration each, read by the
 * server (one SQL query in apps/api …/exame-laboratorial/relatorios) and by the web page.
 */
export const RELATORIOS_EXAME_LABORATORIAL: readonly RelatorioDef[] = [];
