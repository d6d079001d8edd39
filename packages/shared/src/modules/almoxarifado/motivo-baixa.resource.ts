import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';

/** Motivos de baixa (spec 000 §2.3 almoxarifado/motivo-baixa). */
export const motivoBaixaResource = defineResource({
  modulo: 'almoxarifado',
  recurso: 'motivo-baixa',
  nome: 'Motivo de baixa',
  nomePlural: 'Motivos de baixa',
  schema: z.object({
    nome: f.texto('Nome', { max: 150 }),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
