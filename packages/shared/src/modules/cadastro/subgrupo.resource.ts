import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

/** Subgroups of a group of stock items (spec 000 §2.3 cadastro/subgrupo). */
export const subgrupoResource = defineResource({
  modulo: 'cadastro',
  recurso: 'subgrupo',
  nome: 'Subgrupo',
  nomePlural: 'Subgrupos',
  schema: z.object({
    nome: f.texto('Nome', { max: 100 }),
    grupoId: f.referencia('Grupo'),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'grupoNome', title: 'Grupo', sortable: true, searchable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  // the group is chosen from the registry (a database-fed filter), not matched as text
  filtros: [SITUACAO, { name: 'grupo', label: 'Grupo', opcoes: [], fonte: '/api/cadastro/grupo/autocomplete' }],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
