import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';

/** A supervisor of a unit's transport (tp_supervisor): receives the unit's requests. */
export const tpSupervisorSchema = z.object({
  usuarioId: f.referencia('Usuário'),
  unidadeId: f.referencia('Unidade'),
});

/** Supervisores do transporte (spec 000 §2.3 transporte-paciente/supervisor; CRUD without block). */
export const tpSupervisorResource = defineResource({
  modulo: 'transporte-paciente',
  recurso: 'supervisor',
  nome: 'Supervisor',
  nomePlural: 'Supervisores',
  schema: tpSupervisorSchema,
  columns: [
    { data: 'usuarioNome', title: 'Usuário', sortable: true, searchable: true },
    { data: 'login', title: 'Login', sortable: true, searchable: true, width: 160 },
    { data: 'unidadeNome', title: 'Unidade', sortable: true, searchable: true },
  ],
  defaultOrder: { column: 'usuarioNome', dir: 'asc' },
  acoes: { cadastrar: true, editar: true, excluir: true },
});
