import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';

/** Medicamentos não padronizados (spec 000 §2.3 farmacia/medicamento-nao-padronizado). */
export const medicamentoNaoPadronizadoResource = defineResource({
  modulo: 'farmacia',
  recurso: 'medicamento-nao-padronizado',
  nome: 'Medicamento não padronizado',
  nomePlural: 'Medicamentos não padronizados',
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
