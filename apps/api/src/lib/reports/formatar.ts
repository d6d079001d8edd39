// One rule for the screen, the PDF and the CSV: the shared formatter of report cells.
export { ehColunaNumerica as ehNumerica, textoCelulaRelatorio as textoCelula } from '@saude/shared';
