import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';

/** Salas de vacinação (spec 000 §2.3 imunizacao/sala-vacinacao). */
export const salaVacinacaoResource = defineResource({
  modulo: 'imunizacao',
  recurso: 'sala-vacinacao',
  nome: 'Sala de vacinação',
  nomePlural: 'Salas de vacinação',
  schema: z.object({
    centroCustoId: f.referencia('Centro de custo'),
    tipo: f.enumeracao('Tipo', [1, 2]),
    responsavelId: f.opcional(f.referencia('Responsável')),
    horario: f.opcional(f.texto('Horário de funcionamento', { max: 150 })),
    observacao: f.opcional(f.texto('Observação', { max: 500 })),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
