import { convenioMedicoResource } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { convenioMedico } from './convenio-medico.table.js';

/** cadastro/convenio-medico, with the autocomplete of the citizen form's insurances (spec 001 §2). */
export function convenioMedicoRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: convenioMedicoResource,
    table: convenioMedico,
    list: { nome: convenioMedico.nome, registroAns: convenioMedico.registroAns, bloqueado: convenioMedico.bloqueado },
    search: (term) => textSearch(term, convenioMedico.nome, convenioMedico.registroAns),
    values: (input) => ({ nome: input.nome, registroAns: input.registroAns, telefone: input.telefone }),
    unique: { convenio_medico_nome_uq: 'nome' },
    autocomplete: { label: convenioMedico.nome, search: (term) => textSearch(term, convenioMedico.nome) },
    exemplo: () => ({
      nome: `Convênio de teste ${Math.random().toString(36).slice(2, 8)}`,
      registroAns: String(100000 + Math.floor(Math.random() * 899999)),
      telefone: '8133334444',
    }),
  });
}
