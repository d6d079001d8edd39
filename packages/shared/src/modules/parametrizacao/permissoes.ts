import { type PermissaoDef, permissaoDoModulo } from '../../permissions.js';

const def = permissaoDoModulo('parametrizacao');

/** Hand-declared permissions of parametrização; exams, kits and procedures declare theirs in their resource. */
export const PERMISSOES_PARAMETRIZACAO: readonly PermissaoDef[] = [def('visualizar', 'tabela-cid', 'Consultar a tabela CID-10')];
