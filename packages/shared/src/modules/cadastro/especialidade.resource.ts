import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';

/** Medical and health specialties (spec 000 §2.3 cadastro/especialidade), each tied to its CBO 2002 occupation. */
export const especialidadeResource = defineResource({
  modulo: 'cadastro',
  recurso: 'especialidade',
  nome: 'Especialidade',
  nomePlural: 'Especialidades',
  schema: z.object({
    nome: f.texto('Nome', { max: 150 }),
    ocupacaoCodigo: z.string({ error: 'O campo Ocupação (CBO) é obrigatório.' }).regex(/^\d{6}$/, 'O campo Ocupação (CBO) é obrigatório.'),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'ocupacaoCodigo', title: 'CBO', sortable: true, searchable: true, width: 100 },
    { data: 'ocupacaoNome', title: 'Ocupação', sortable: true, searchable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  // the engine's block/unblock, shown to the user as activate/deactivate
  filtros: [
    {
      name: 'situacao',
      label: 'Situação',
      opcoes: [
        { value: 'ativo', label: 'Ativas' },
        { value: 'bloqueado', label: 'Inativas' },
      ],
    },
  ],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
