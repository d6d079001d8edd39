import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';
import { zProcedimento } from '../../validation/zod-fields.js';
import { PORTES_CIRURGICOS } from './opcoes.js';

/** The municipality's catalogue of surgical procedures (spec 000 §2.3 parametrizacao/procedimento-cirurgico). */
export const procedimentoCirurgicoResource = defineResource({
  modulo: 'parametrizacao',
  recurso: 'procedimento-cirurgico',
  nome: 'Procedimento cirúrgico',
  nomePlural: 'Procedimentos cirúrgicos',
  schema: z.object({
    nome: f.texto('Nome', { max: 150 }),
    procedimentoCodigo: z.preprocess((v) => (v === '' || v === undefined ? null : v), zProcedimento('Procedimento SIGTAP').nullable()),
    porte: f.enumeracao(
      'Porte',
      PORTES_CIRURGICOS.map((p) => p.value),
    ),
    tempoEstimadoMinutos: f.inteiro('Tempo estimado', { min: 1, max: 1440 }),
    necessitaInternacao: f.booleano().default(false),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'procedimentoCodigo', title: 'Procedimento SIGTAP', sortable: true, searchable: true },
    { data: 'porteNome', title: 'Porte', sortable: true },
    { data: 'tempoEstimadoMinutos', title: 'Tempo estimado (min)', tipo: 'numero', sortable: true },
    { data: 'necessitaInternacao', title: 'Internação', tipo: 'booleano', sortable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [
    { name: 'porte', label: 'Porte', opcoes: PORTES_CIRURGICOS.map((p) => ({ value: String(p.value), label: p.label })) },
    SITUACAO,
  ],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
