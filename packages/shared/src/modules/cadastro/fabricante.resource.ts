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
    codigoPni: f.opcional(
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/, 'O código do fabricante no PNI tem só números (tabela BRFabricantePNI da RNDS).'),
    ),
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
