import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

/** Kinds of call destination (issue 7: counters, rooms, offices). */
export const TIPOS_OPCAO_CHAMADA = { GUICHE: 1, SALA: 2, CONSULTORIO: 3, MESA: 4, OUTRO: 5 } as const;

export const TipoOpcaoChamadaNome: Record<number, string> = {
  [TIPOS_OPCAO_CHAMADA.GUICHE]: 'Guichê',
  [TIPOS_OPCAO_CHAMADA.SALA]: 'Sala',
  [TIPOS_OPCAO_CHAMADA.CONSULTORIO]: 'Consultório',
  [TIPOS_OPCAO_CHAMADA.MESA]: 'Mesa',
  [TIPOS_OPCAO_CHAMADA.OUTRO]: 'Outro',
};

export const MENSAGENS_OPCAO_CHAMADA = {
  filaNaoEncontrada: 'Fila não encontrada.',
  salaDeOutraFila: 'A sala deve ser desta fila ou de uso comum do seu local de atendimento.',
  telaNaoEncontrada: 'Tela não encontrada.',
} as const;

/**
 * painel-senha/opcao-chamada (spec 000 §2.3): where a ticket is called to — "Guichê 2", "Consultório 1".
 * It belongs to the queue (cost centre) that calls from it; `salaId` ties it to a room of that queue
 * (or a shared room of its location); `telaId` sends its calls to one screen (null: the screens that
 * show the queue). Names are unique within a queue.
 */
export const opcaoChamadaResource = defineResource({
  modulo: 'painel-senha',
  recurso: 'opcao-chamada',
  nome: 'Local de chamada',
  nomePlural: 'Locais de chamada',
  schema: z.object({
    nome: f.texto('Nome', { max: 60 }),
    tipoId: f.enumeracao('Tipo', Object.values(TIPOS_OPCAO_CHAMADA)),
    centroCustoId: f.referencia('Fila'),
    salaId: f.opcional(f.referencia('Sala')),
    telaId: f.opcional(f.referencia('Tela')),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'tipoNome', title: 'Tipo', sortable: true, width: 130 },
    { data: 'centroCustoNome', title: 'Fila', sortable: true, searchable: true },
    { data: 'salaNome', title: 'Sala', sortable: true },
    { data: 'telaNome', title: 'Tela', sortable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
