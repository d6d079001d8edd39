import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

/** Groups of stock items (spec 000 §2.3 cadastro/grupo): Medicamentos, Material médico-hospitalar… */
export const grupoResource = defineResource({
  modulo: 'cadastro',
  recurso: 'grupo',
  nome: 'Grupo',
  nomePlural: 'Grupos',
  schema: z.object({
    nome: f.texto('Nome', { max: 100 }),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'subgrupos', title: 'Subgrupos', tipo: 'numero', sortable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
