import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

/** Housing developments (spec 000 §2.3 cadastro/loteamento), chosen in the citizen's address (spec 001 §3 loteamentoId). */
export const loteamentoResource = defineResource({
  modulo: 'cadastro',
  recurso: 'loteamento',
  nome: 'Loteamento',
  nomePlural: 'Loteamentos',
  schema: z.object({
    nome: f.texto('Nome', { max: 150 }),
    bairroId: f.referencia('Bairro'),
    cep: f.opcional(f.cep('CEP')),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'bairroNome', title: 'Bairro', sortable: true, searchable: true },
    { data: 'cep', title: 'CEP', sortable: true, width: 120 },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
