import type { RelatorioDef } from '../../relatorio.js';

/**
 * The imaging reports (spec 000 §2.3 exame-imagem): relatorio-producao, relatorio-exame-status,
 * relatorio-cota-profissional, relatorio-financeiro-exame — declared by the reports' helper (issue 22).
 */
export const RELATORIOS_EXAME_IMAGEM: readonly RelatorioDef[] = [];
