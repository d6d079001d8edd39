import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';

/** Outpatient services (spec 000 §2.3 ambulatorio/servico): an agenda may belong to one (curativo, ECG …). */
export const servicoResource = defineResource({
  modulo: 'ambulatorio',
  recurso: 'servico',
  nome: 'Serviço',
  nomePlural: 'Serviços',
  schema: z.object({
    nome: f.texto('Nome', { max: 150 }),
    descricao: f.textoOpcional('Descrição', { max: 500 }),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 120 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
