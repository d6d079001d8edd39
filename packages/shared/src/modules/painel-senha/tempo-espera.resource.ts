import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { COR_HEX } from '../../validation/codigos.js';
import { mensagens } from '../../validation/messages.js';

/**
 * painel-senha/tempo-espera (spec 000 §2.3; spec 001 §3 "wait times (id, minutes)"): the thresholds of the
 * queues' battery icon. Once a wait passes `minutos`, the icon takes `cor`; the emergency queue and the
 * ticket queue read the same rows (painel-senha.lookup).
 */
export const tempoEsperaResource = defineResource({
  modulo: 'painel-senha',
  recurso: 'tempo-espera',
  nome: 'Tempo de espera',
  nomePlural: 'Tempos de espera',
  schema: z.object({
    minutos: f.inteiro('Minutos', { min: 0, max: 1440 }),
    cor: z
      .string({ error: mensagens.obrigatorio('Cor') })
      .trim()
      .min(1, mensagens.obrigatorio('Cor'))
      .regex(COR_HEX, 'Cor deve estar no formato #RRGGBB.')
      .transform((v) => v.toLowerCase()),
  }),
  columns: [
    { data: 'minutos', title: 'A partir de', tipo: 'numero', sortable: true },
    { data: 'cor', title: 'Cor', searchable: true },
  ],
  defaultOrder: { column: 'minutos', dir: 'asc' },
  acoes: { cadastrar: true, editar: true, excluir: true },
});
