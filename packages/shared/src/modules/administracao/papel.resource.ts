import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

/** Roles (spec 000 §2.3 administracao/papel: index, create, edit/{id}); hold permissions. */
export const papelResource = defineResource({
  modulo: 'administracao',
  recurso: 'papel',
  nome: 'Papel',
  nomePlural: 'Papéis',
  schema: z.object({
    nome: f.texto('Nome', { max: 100 }),
    descricao: f.textoOpcional('Descrição', { max: 500 }),
    permissoes: f.ids(),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'descricao', title: 'Descrição', searchable: true },
    { data: 'quantidadePermissoes', title: 'Permissões', tipo: 'numero', sortable: true },
    { data: 'padrao', title: 'Padrão do sistema', tipo: 'booleano', sortable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
export type PapelInput = import('zod').infer<typeof papelResource.schema>;
