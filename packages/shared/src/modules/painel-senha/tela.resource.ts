import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';
import type { Resposta } from '../../wire.js';

/** Calls listed beside the current one on the TV (the column is a smallint; more would not fit a screen). */
export const TELA_HISTORICO = { min: 1, max: 10 } as const;

/** Queues one screen may show: a TV hangs in one place, a handful of counters and rooms around it. */
export const TELA_MAX_FILAS = 20;

/**
 * A TV screen of the ticket panel (spec 000 §2.3 painel-senha/tela: index, create, edit; issue 7). It shows
 * the calls addressed to it and those of the queues (cost centres) in `centrosCusto`; the main queue
 * (`centroCustoId`) is always one of them. Its public address carries a secret key that never travels in
 * these forms: `tela/{id}/endereco` gives it to who may edit the screen.
 */
export const telaResource = defineResource({
  modulo: 'painel-senha',
  recurso: 'tela',
  nome: 'Tela',
  nomePlural: 'Telas (TV)',
  schema: z.object({
    nome: f.texto('Nome', { max: 100 }),
    centroCustoId: f.opcional(f.referencia('Fila principal')),
    centrosCusto: z.preprocess((v) => v ?? [], f.ids({ max: TELA_MAX_FILAS })),
    voz: f.booleano().default(true),
    som: f.booleano().default(true),
    historico: f.inteiro('Chamadas anteriores exibidas', TELA_HISTORICO),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'centroCustoNome', title: 'Fila principal', sortable: true, searchable: true },
    { data: 'filas', title: 'Filas exibidas' },
    { data: 'voz', title: 'Fala', tipo: 'booleano', sortable: true, width: 80 },
    { data: 'som', title: 'Som', tipo: 'booleano', sortable: true, width: 80 },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});

/** `GET painel-senha/tela/{id}/endereco` and `PUT …/nova-chave`: the public address of the screen. */
export const enderecoTelaSchema = z.object({
  /** `/painel-senha/tela/show/{id}?cliente=<link>&chave=<chave>`, relative to the site. */
  url: z.string(),
});
export type EnderecoTela = Resposta<typeof enderecoTelaSchema>;
