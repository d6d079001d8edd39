import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

/** Kinds of maintenance service (spec 000 §2.3 cadastro/servico-manutencao): electrical, plumbing, IT… */
export const servicoManutencaoResource = defineResource({
  modulo: 'cadastro',
  recurso: 'servico-manutencao',
  nome: 'Serviço de manutenção',
  nomePlural: 'Serviços de manutenção',
  schema: z.object({
    nome: f.texto('Nome', { max: 150 }),
    descricao: f.textoOpcional('Descrição', { max: 1000 }),
    prazoAtendimentoDias: f.opcional(f.inteiro('Prazo de atendimento (dias)', { min: 1, max: 365 })),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'descricao', title: 'Descrição', searchable: true },
    { data: 'prazoAtendimentoDias', title: 'Prazo (dias)', tipo: 'numero', sortable: true, width: 120 },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
