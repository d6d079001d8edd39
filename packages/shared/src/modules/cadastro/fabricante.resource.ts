import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

/** Manufacturers of materials, medicines and vaccines (spec 000 §2.3 cadastro/fabricante). */
export const fabricanteResource = defineResource({
  modulo: 'cadastro',
  recurso: 'fabricante',
  nome: 'Fabricante',
  nomePlural: 'Fabricantes',
  schema: z.object({
    nome: f.texto('Nome', { max: 150 }),
    cnpj: f.opcional(f.cnpj('CNPJ')),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'cnpj', title: 'CNPJ', sortable: true, searchable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
