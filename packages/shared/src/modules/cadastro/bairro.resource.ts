import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

/** Neighbourhoods (spec 000 §2.3 cadastro/bairro), of the municipality or of a neighbouring one. */
export const bairroResource = defineResource({
  modulo: 'cadastro',
  recurso: 'bairro',
  nome: 'Bairro',
  nomePlural: 'Bairros',
  schema: z.object({
    nome: f.texto('Nome', { max: 150 }),
    municipioId: f.referencia('Município'),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'municipioNome', title: 'Município', sortable: true, searchable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
