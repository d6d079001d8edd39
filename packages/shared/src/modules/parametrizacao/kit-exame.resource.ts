import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

/** A named group of exams requested together (spec 000 §2.3 parametrizacao/kit-exame). */
export const kitExameResource = defineResource({
  modulo: 'parametrizacao',
  recurso: 'kit-exame',
  nome: 'Kit de exames',
  nomePlural: 'Kits de exames',
  schema: z.object({
    nome: f.texto('Nome', { max: 150 }),
    exames: f.ids({ min: 1 }),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'quantidadeExames', title: 'Exames', tipo: 'numero', sortable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
