import type { FilterDef } from './define-resource.js';

/** The usual filter of resources that can be blocked. */
export const SITUACAO: FilterDef = {
  name: 'situacao',
  label: 'Situação',
  opcoes: [
    { value: 'ativo', label: 'Ativos' },
    { value: 'bloqueado', label: 'Bloqueados' },
  ],
};
