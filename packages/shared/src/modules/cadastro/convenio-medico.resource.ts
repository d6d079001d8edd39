import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

/** Health insurances a citizen may hold (spec 000 §2.3 cadastro/convenio-medico, 001 §2 conveniosMedicos). */
export const convenioMedicoResource = defineResource({
  modulo: 'cadastro',
  recurso: 'convenio-medico',
  nome: 'Convênio médico',
  nomePlural: 'Convênios médicos',
  schema: z.object({
    nome: f.texto('Nome', { max: 100 }),
    // ANS operator registry number: 6 digits
    registroAns: f.opcional(
      z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'Registro ANS deve conter 6 dígitos'),
    ),
    telefone: f.opcional(f.telefone('Telefone')),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'registroAns', title: 'Registro ANS', sortable: true, searchable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
