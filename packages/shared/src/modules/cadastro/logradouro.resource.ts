import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

/**
 * Streets (spec 000 §2.3 cadastro/logradouro): the street table that the CEP existence rule of
 * spec 000 §5 checks against ("CEP não cadastrado no sistema.").
 */
export const logradouroResource = defineResource({
  modulo: 'cadastro',
  recurso: 'logradouro',
  nome: 'Logradouro',
  nomePlural: 'Logradouros',
  schema: z.object({
    tipoLogradouroCodigo: z
      .string({ error: 'O campo Tipo de logradouro é obrigatório.' })
      .regex(/^\d{3}$/, 'O campo Tipo de logradouro é obrigatório.'),
    nome: f.texto('Nome', { max: 150 }),
    cep: f.cep('CEP'),
    bairroId: f.referencia('Bairro'),
  }),
  columns: [
    { data: 'tipoLogradouroNome', title: 'Tipo', sortable: true },
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'cep', title: 'CEP', sortable: true, searchable: true },
    { data: 'bairroNome', title: 'Bairro', sortable: true, searchable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
