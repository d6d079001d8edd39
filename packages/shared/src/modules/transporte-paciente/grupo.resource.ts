import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

/** A group of patients who travel together (tp_grupo: hemodialysis, oncology …). */
export const tpGrupoSchema = z.object({
  nome: f.texto('Nome', { max: 120 }),
  descricao: f.textoOpcional('Descrição', { max: 500 }),
});

/** Grupos (spec 000 §2.3 transporte-paciente/grupo). */
export const tpGrupoResource = defineResource({
  modulo: 'transporte-paciente',
  recurso: 'grupo',
  nome: 'Grupo',
  nomePlural: 'Grupos',
  schema: tpGrupoSchema,
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'descricao', title: 'Descrição', searchable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
