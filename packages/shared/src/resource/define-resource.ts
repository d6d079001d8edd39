import type { z } from 'zod';
import { type Acao, type PermissaoDef, permissaoNome } from '../permissions.js';

/** A list column: `data` is the wire key of the row (snake_case on the wire, camelCase here). */
export interface ColumnDef {
  data: string;
  title: string;
  sortable?: boolean;
  searchable?: boolean;
  tipo?: 'texto' | 'numero' | 'data' | 'dataHora' | 'booleano';
  width?: number;
}

/** A list filter beside the search box: its values travel as `?name=value` (kept in the URL). */
export interface FilterDef {
  name: string;
  label: string;
  /** The fixed options (empty for a database-fed filter). */
  opcoes: { value: string; label: string }[];
  /**
   * A database-fed filter (issue 24): the options are read from this registry's autocomplete (`{ data: [{ id,
   * label }] }`, e.g. '/api/cadastro/grupo/autocomplete') and the value is the chosen row's id.
   */
  fonte?: string;
}

export type AcaoRecurso = Extract<Acao, 'visualizar' | 'cadastrar' | 'editar' | 'excluir' | 'bloquear'>;

export interface ResourceInput<S extends z.ZodObject> {
  modulo: string;
  recurso: string;
  /** Singular and plural names for titles and messages ("Papel", "Papéis"). */
  nome: string;
  nomePlural: string;
  /** The store/update payload, camelCase, with the spec's pt-BR messages. */
  schema: S;
  columns: ColumnDef[];
  defaultOrder: { column: string; dir: 'asc' | 'desc' };
  filtros?: FilterDef[];
  /** Which standard actions exist beyond listing (spec routes: index, create, edit/{id}; block where the spec has it). */
  acoes: Partial<Record<Exclude<AcaoRecurso, 'visualizar'>, boolean>>;
}

export interface ResourceDef<S extends z.ZodObject = z.ZodObject> extends ResourceInput<S> {
  /** `/modulo/recurso` — the web path prefix. */
  path: string;
  /** `/api/modulo/recurso`. */
  apiPath: string;
  permissoes: Record<AcaoRecurso, string>;
  permissaoDefs: PermissaoDef[];
}

const descricoes: Record<AcaoRecurso, string> = {
  visualizar: 'Listar e consultar',
  cadastrar: 'Cadastrar',
  editar: 'Editar',
  excluir: 'Excluir',
  bloquear: 'Bloquear e desbloquear',
};

/**
 * One declaration per registry resource drives both sides: validation, list columns, standard
 * endpoints, pages and the permission strings `acao-modulo-recurso` (spec 000 §6).
 */
export function defineResource<S extends z.ZodObject>(input: ResourceInput<S>): ResourceDef<S> {
  const acoes: AcaoRecurso[] = ['visualizar', ...(Object.keys(input.acoes) as AcaoRecurso[]).filter((a) => input.acoes[a as never])];
  const permissaoDefs = acoes.map((acao) => ({
    acao,
    modulo: input.modulo,
    funcionalidade: input.recurso,
    descricao: `${descricoes[acao]}: ${input.nomePlural}`,
  }));
  const nome = (acao: AcaoRecurso) => permissaoNome({ acao, modulo: input.modulo, funcionalidade: input.recurso });
  return {
    ...input,
    path: `/${input.modulo}/${input.recurso}`,
    apiPath: `/api/${input.modulo}/${input.recurso}`,
    permissoes: {
      visualizar: nome('visualizar'),
      cadastrar: nome('cadastrar'),
      editar: nome('editar'),
      excluir: nome('excluir'),
      bloquear: nome('bloquear'),
    },
    permissaoDefs,
  };
}
