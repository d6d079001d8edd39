import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

/**
 * Who performs maintenance (spec 000 §2.3 cadastro/unidade-executante-manutencao): a company or an
 * in-house team, with the kinds of service it performs.
 */
export const unidadeExecutanteManutencaoResource = defineResource({
  modulo: 'cadastro',
  recurso: 'unidade-executante-manutencao',
  nome: 'Unidade executante de manutenção',
  nomePlural: 'Unidades executantes de manutenção',
  schema: z.object({
    nome: f.texto('Nome', { max: 150 }),
    cnpj: f.opcional(f.cnpj()),
    telefone: f.opcional(f.telefone()),
    email: f.opcional(f.email()),
    responsavel: f.textoOpcional('Responsável', { max: 150 }),
    // f.ids defaults a missing list to [], which would skip its minimum: at least one service is required
    servicoIds: z
      .array(z.coerce.number().int().positive(), { error: 'Selecione ao menos um item' })
      .min(1, 'Selecione ao menos um item')
      .transform((ids) => [...new Set(ids)]),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'cnpj', title: 'CNPJ', sortable: true, searchable: true, width: 170 },
    { data: 'telefone', title: 'Telefone', width: 140 },
    { data: 'servicos', title: 'Serviços' },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
