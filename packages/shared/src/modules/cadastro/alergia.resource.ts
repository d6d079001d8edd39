import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';
import { idsDe, TIPOS_ALERGENO } from './suprimentos.enums.js';

/** Allergens the citizen's allergy list picks from (spec 000 §2.3 cadastro/alergia, 001 §2). */
export const alergiaResource = defineResource({
  modulo: 'cadastro',
  recurso: 'alergia',
  nome: 'Alergia',
  nomePlural: 'Alergias',
  schema: z.object({
    nome: f.texto('Nome', { max: 100 }),
    tipoId: f.enumeracao('Tipo', idsDe(TIPOS_ALERGENO)),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'tipoNome', title: 'Tipo', sortable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
