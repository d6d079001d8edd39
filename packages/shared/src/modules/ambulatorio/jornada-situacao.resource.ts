import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';

/** Statuses of agendas (spec 000 §2.3 ambulatorio/jornada-situacao): "Ativa", "Suspensa", "Encerrada" … */
export const jornadaSituacaoResource = defineResource({
  modulo: 'ambulatorio',
  recurso: 'jornada-situacao',
  nome: 'Situação de agenda',
  nomePlural: 'Situações de agenda',
  schema: z.object({
    nome: f.texto('Nome', { max: 150 }),
    /** An agenda in a status that does not allow booking shows no free slots. */
    permiteAgendamento: f.booleano().default(true),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'permiteAgendamento', title: 'Permite agendamento', tipo: 'booleano', sortable: true, width: 170 },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 120 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
