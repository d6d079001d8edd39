import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

export const MENSAGENS_ENCAMINHAMENTO = {
  mesmaFila: 'A fila de destino deve ser diferente da fila de origem.',
  filaNaoEncontrada: 'Fila não encontrada.',
} as const;

/**
 * painel-senha/encaminhamento (spec 000 §2.3): a forwarding route between ticket queues — the attendant
 * of the origin queue sends a ticket on to the destination ("Acolhimento na triagem"). One route per pair.
 */
export const encaminhamentoResource = defineResource({
  modulo: 'painel-senha',
  recurso: 'encaminhamento',
  nome: 'Encaminhamento',
  nomePlural: 'Encaminhamentos',
  schema: z
    .object({
      nome: f.texto('Nome', { max: 60 }),
      origemCentroCustoId: f.referencia('Fila de origem'),
      destinoCentroCustoId: f.referencia('Fila de destino'),
    })
    .superRefine((v, ctx) => {
      if (v.origemCentroCustoId && v.origemCentroCustoId === v.destinoCentroCustoId)
        ctx.addIssue({ code: 'custom', path: ['destinoCentroCustoId'], message: MENSAGENS_ENCAMINHAMENTO.mesmaFila });
    }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'origemNome', title: 'Fila de origem', sortable: true, searchable: true },
    { data: 'destinoNome', title: 'Fila de destino', sortable: true, searchable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
