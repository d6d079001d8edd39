import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';

/**
 * Permissions (spec 000 §2.3 administracao/permissao: index, edit/{id}). The catalogue is the
 * product's; what a municipality edits is which of its roles hold each permission.
 */
export const permissaoResource = defineResource({
  modulo: 'administracao',
  recurso: 'permissao',
  nome: 'Permissão',
  nomePlural: 'Permissões',
  schema: z.object({ papeis: f.ids() }),
  columns: [
    { data: 'moduloNome', title: 'Módulo' },
    { data: 'modulo', title: 'Identificador do módulo', sortable: true, searchable: true },
    { data: 'funcionalidade', title: 'Funcionalidade', sortable: true, searchable: true },
    { data: 'acao', title: 'Ação', sortable: true },
    { data: 'descricao', title: 'Descrição', searchable: true },
    { data: 'papeis', title: 'Papéis' },
  ],
  defaultOrder: { column: 'modulo', dir: 'asc' },
  acoes: { editar: true },
});
