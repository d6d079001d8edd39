import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';
import { zProcedimento } from '../../validation/zod-fields.js';

/** A trip reason tied to the SIGTAP procedure billed for it (tp_motivo; TFD allowances 08.03…). */
export const tpMotivoSchema = z.object({
  nome: f.texto('Nome', { max: 150 }),
  procedimentoCodigo: f.opcional(zProcedimento('Procedimento SIGTAP')),
});

/** Motivos de viagem (spec 000 §2.3 transporte-paciente/motivo-viagem-procedimento), with their own autocomplete. */
export const tpMotivoResource = defineResource({
  modulo: 'transporte-paciente',
  recurso: 'motivo-viagem-procedimento',
  nome: 'Motivo de viagem',
  nomePlural: 'Motivos de viagem',
  schema: tpMotivoSchema,
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'procedimento', title: 'Procedimento SIGTAP', sortable: true, searchable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
