import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';

/** Laboratórios (spec 000 §2.3 exame-laboratorial/laboratorio). */
export const laboratorioResource = defineResource({
  modulo: 'exame-laboratorial',
  recurso: 'laboratorio',
  nome: 'Laboratório',
  nomePlural: 'Laboratórios',
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
