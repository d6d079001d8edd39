import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

/**
 * painel-senha/prioridade (spec 000 §2.3: "index, edit/{id} only"): the priorities of care come with the
 * municipality (the legal ones of Lei 10.048/2000, 10.741/2003, 12.764/2012 and 13.466/2017); the
 * municipality adjusts names and weights and blocks what it does not use, but neither creates nor deletes
 * them. `peso` orders a queue within a risk colour, higher first.
 */
export const prioridadeResource = defineResource({
  modulo: 'painel-senha',
  recurso: 'prioridade',
  nome: 'Prioridade',
  nomePlural: 'Prioridades',
  schema: z.object({
    nome: f.texto('Nome', { max: 60 }),
    peso: f.inteiro('Peso', { min: 0, max: 100 }),
    legal: f.booleano().default(false),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'peso', title: 'Peso', tipo: 'numero', sortable: true, width: 100 },
    { data: 'legal', title: 'Prioridade legal', tipo: 'booleano', sortable: true, width: 150 },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'peso', dir: 'desc' },
  filtros: [SITUACAO],
  acoes: { editar: true, bloquear: true },
});
