import type { MenuDef } from './menu.js';
import type { PermissaoDef } from './permissions.js';
import type { RelatorioDef } from './relatorio.js';
import type { ResourceDef } from './resource/define-resource.js';

/** The default roles (identity in `papeis.ts`); a module grants its permissions to them by code. */
export type CodigoPapel =
  | 'administrador'
  | 'recepcao'
  | 'enfermagem'
  | 'medico'
  | 'farmacia'
  | 'farmacia-supervisor'
  | 'almoxarifado'
  | 'regulacao'
  | 'assistente-social'
  | 'totem'
  | 'agendador'
  | 'ambulatorio'
  | 'setor'
  | 'vacina'
  | 'imunizacao-coordenador'
  | 'laboratorio'
  | 'bioquimico'
  | 'imagem'
  | 'radiologista'
  | 'transporte'
  | 'transporte-coordenador';

/** What a module grants to the default roles: its own permission strings, per role. */
export type GrantsDoModulo = Partial<Record<CodigoPapel, readonly string[]>>;

export interface ModuloInput {
  /** The spec module, kebab-case (`pronto-atendimento`); also the first segment of its URLs and permissions. */
  id: string;
  /** As shown in the permission matrix (MODULO_NOME). */
  nome: string;
  icone?: string;
  /** See ModuloDef.anunciado. */
  anunciado?: boolean;
  /** The module's menu group (usually one top-level entry, `id` = the module's id). */
  menu?: MenuDef | readonly MenuDef[];
  /** The hand-declared permissions (registry resources declare theirs). */
  permissoes?: readonly PermissaoDef[];
  recursos?: readonly ResourceDef[];
  relatorios?: readonly RelatorioDef[];
  papeis?: GrantsDoModulo;
}

/** A module as the shared package knows it: everything it brings, in one declaration (`modules/<m>/index.ts`). */
export interface ModuloDef {
  id: string;
  nome: string;
  icone?: string;
  /**
   * False while the module's issue is open and only part of its screens exist (they are in the menu, each one
   * real): the login page's sentence names a module only once its issue lands. Default true.
   */
  anunciado?: boolean;
  menu: readonly MenuDef[];
  permissoes: readonly PermissaoDef[];
  recursos: readonly ResourceDef[];
  relatorios: readonly RelatorioDef[];
  papeis: GrantsDoModulo;
}

/**
 * Declares a module. The central lists (MENU, RECURSOS, CATALOGO_PERMISSOES, PAPEIS_PADRAO) are assembled
 * from MODULOS (`modulos.ts`), so a new screen touches only its module's folder.
 */
export function defineModulo(input: ModuloInput): ModuloDef {
  const { menu, permissoes = [], recursos = [], relatorios = [], papeis = {}, ...identidade } = input;
  return {
    ...identidade,
    menu: menu === undefined ? [] : Array.isArray(menu) ? menu : [menu as MenuDef],
    permissoes,
    recursos,
    relatorios,
    papeis,
  };
}
