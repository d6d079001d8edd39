import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';
import { COR_HEX } from '../../validation/codigos.js';
import { mensagens } from '../../validation/messages.js';

/** The Manchester triage system's colours and maximum waits to the doctor: the default of every municipality (issue 6). */
export const CLASSIFICACAO_RISCO_MANCHESTER = [
  { nome: 'Vermelho', cor: '#d32f2f', tempoAlvoMinutos: 0, ordem: 1, descricao: 'Emergência' },
  { nome: 'Laranja', cor: '#f57c00', tempoAlvoMinutos: 10, ordem: 2, descricao: 'Muito urgente' },
  { nome: 'Amarelo', cor: '#fbc02d', tempoAlvoMinutos: 60, ordem: 3, descricao: 'Urgente' },
  { nome: 'Verde', cor: '#388e3c', tempoAlvoMinutos: 120, ordem: 4, descricao: 'Pouco urgente' },
  { nome: 'Azul', cor: '#1976d2', tempoAlvoMinutos: 240, ordem: 5, descricao: 'Não urgente' },
] as const;

/**
 * Risk-classification colours with their target times (spec 000 §2.3 pronto-atendimento/classificacao-risco;
 * issue 6: Manchester by default). `ordem` 1 is the most urgent: the queue sorts by it.
 */
export const classificacaoRiscoResource = defineResource({
  modulo: 'pronto-atendimento',
  recurso: 'classificacao-risco',
  nome: 'Classificação de risco',
  nomePlural: 'Classificações de risco',
  schema: z.object({
    nome: f.texto('Nome', { max: 50 }),
    cor: z
      .string({ error: mensagens.obrigatorio('Cor') })
      .trim()
      .min(1, mensagens.obrigatorio('Cor'))
      .regex(COR_HEX, 'Cor deve estar no formato #RRGGBB.')
      .transform((v) => v.toLowerCase()),
    tempoAlvoMinutos: f.inteiro('Tempo alvo (minutos)', { min: 0, max: 1440 }),
    ordem: f.inteiro('Ordem', { min: 1, max: 99 }),
    descricao: f.textoOpcional('Descrição', { max: 500 }),
  }),
  columns: [
    { data: 'ordem', title: 'Ordem', tipo: 'numero', sortable: true, width: 90 },
    { data: 'cor', title: 'Cor', width: 130 },
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'tempoAlvoMinutos', title: 'Tempo alvo', tipo: 'numero', sortable: true, width: 130 },
    { data: 'descricao', title: 'Descrição', searchable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'ordem', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
