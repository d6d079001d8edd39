import { z } from 'zod';
import { defineResource, type FilterDef } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';

/** Modules that have supervisors (spec 000 §6: pharmacy, regulation, outpatient, transport, registry). */
export const SupervisorModuloNome = {
  farmacia: 'Farmácia',
  regulacao: 'Regulação',
  ambulatorio: 'Ambulatório',
  transporte: 'Transporte',
  cadastro: 'Cadastro',
} as const;
export type SupervisorModulo = keyof typeof SupervisorModuloNome;
export const SUPERVISOR_MODULOS = Object.keys(SupervisorModuloNome) as SupervisorModulo[];

const FILTRO_MODULO: FilterDef = {
  name: 'modulo',
  label: 'Módulo',
  opcoes: Object.entries(SupervisorModuloNome).map(([value, label]) => ({ value, label })),
};

/** A user who supervises a module (spec 000 §2.3 cadastro/supervisor); one row per user and module. */
export const supervisorResource = defineResource({
  modulo: 'cadastro',
  recurso: 'supervisor',
  nome: 'Supervisor',
  nomePlural: 'Supervisores',
  schema: z.object({
    usuarioId: f.referencia('Usuário'),
    modulo: z.enum(SUPERVISOR_MODULOS as [SupervisorModulo, ...SupervisorModulo[]], { error: 'O campo Módulo é obrigatório.' }),
  }),
  columns: [
    { data: 'usuarioNome', title: 'Usuário', sortable: true, searchable: true },
    { data: 'login', title: 'Login', sortable: true, searchable: true },
    { data: 'moduloNome', title: 'Módulo', sortable: true },
  ],
  defaultOrder: { column: 'usuarioNome', dir: 'asc' },
  filtros: [FILTRO_MODULO],
  acoes: { cadastrar: true, editar: true, excluir: true },
});
