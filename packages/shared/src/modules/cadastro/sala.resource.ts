import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

/**
 * Rooms where patients are called (spec 000 §2.3 cadastro/sala; the queue call sends sala_id and
 * the TV panel shows the room's name). A room is at a service location, optionally of one cost centre.
 */
export const salaResource = defineResource({
  modulo: 'cadastro',
  recurso: 'sala',
  nome: 'Sala',
  nomePlural: 'Salas',
  schema: z.object({
    nome: f.texto('Nome', { max: 100 }),
    infraestruturaId: f.referencia('Local de atendimento'),
    centroCustoId: f.opcional(f.referencia('Centro de custo')),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'unidadeNome', title: 'Unidade', sortable: true, searchable: true },
    { data: 'infraestruturaNome', title: 'Local de atendimento', sortable: true, searchable: true },
    { data: 'centroCustoNome', title: 'Centro de custo', sortable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
