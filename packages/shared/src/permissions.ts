/**
 * Permission strings are `acao-modulo-funcionalidade` (spec 000 §6). Each module declares its
 * permissions once, in its folder (`modules/<modulo>/permissoes.ts` and its resources); `catalogo.ts`
 * gathers them from MODULOS. The server syncs them into the `permissao` table at start, checks them on
 * every route and builds the menu from them; the web mirrors them with <Authorized>. This file is core:
 * it imports no module.
 */
export const ACOES = {
  visualizar: 'Visualizar',
  cadastrar: 'Cadastrar',
  editar: 'Editar',
  excluir: 'Excluir',
  bloquear: 'Bloquear',
  imprimir: 'Imprimir',
  exportar: 'Exportar',
  // submissions to national systems (BNAFAR; decision 0015)
  enviar: 'Enviar',
} as const;
export type Acao = keyof typeof ACOES;

export interface PermissaoDef {
  acao: Acao;
  modulo: string;
  funcionalidade: string;
  descricao: string;
}

export function permissaoNome(p: Pick<PermissaoDef, 'acao' | 'modulo' | 'funcionalidade'>): string {
  return `${p.acao}-${p.modulo}-${p.funcionalidade}`;
}

/** The declaring helper of a module's hand-written permissions: `const def = permissaoDoModulo('cadastro')`. */
export const permissaoDoModulo =
  (modulo: string) =>
  (acao: Acao, funcionalidade: string, descricao: string): PermissaoDef => ({ acao, modulo, funcionalidade, descricao });

/** Spec 000 §6: allowed when nothing is required; otherwise the exact string must be held. */
export function hasPermission(held: readonly string[] | null | undefined, required?: string | null): boolean {
  if (!required) return true;
  if (!held) return false;
  return held.includes(required);
}
