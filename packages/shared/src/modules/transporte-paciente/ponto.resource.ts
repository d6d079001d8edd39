import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

/** A boarding point in the municipality (tp_ponto). */
export const tpPontoSchema = z.object({
  nome: f.texto('Nome', { max: 120 }),
  endereco: f.textoOpcional('Endereço', { max: 300 }),
  bairro: f.textoOpcional('Bairro', { max: 120 }),
  referencia: f.textoOpcional('Ponto de referência', { max: 300 }),
});

/** Pontos de embarque (spec 000 §2.3 transporte-paciente/ponto). */
export const tpPontoResource = defineResource({
  modulo: 'transporte-paciente',
  recurso: 'ponto',
  nome: 'Ponto de embarque',
  nomePlural: 'Pontos de embarque',
  schema: tpPontoSchema,
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'endereco', title: 'Endereço', searchable: true },
    { data: 'bairro', title: 'Bairro', sortable: true, searchable: true, width: 180 },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
