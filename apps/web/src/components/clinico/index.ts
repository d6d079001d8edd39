export { codigoSigtap, type LinhaProcedimento, type ProcedimentoSugerido, ProcedimentosField } from './ProcedimentosField';
export { regraTriagem, SinaisVitais } from './SinaisVitais';
