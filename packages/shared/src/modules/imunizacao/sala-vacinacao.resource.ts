import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';
import { TIPO_SALA_VACINACAO_NOME } from './codigos.js';

/**
 * Salas de vacinação (spec 000 §2.3 imunizacao/sala-vacinacao): a room of a unit or the municipal cold store. Each
 * is a cost centre with its own stock; creating one creates its cost centre at the chosen location (the sector of
 * type "Sala de vacinação" or "Rede de frio"), and renaming it renames the cost centre.
 */
export const salaVacinacaoResource = defineResource({
  modulo: 'imunizacao',
  recurso: 'sala-vacinacao',
  nome: 'Sala de vacinação',
  nomePlural: 'Salas de vacinação',
  schema: z.object({
    infraestruturaId: f.referencia('Local da unidade'),
    nome: f.texto('Nome', { min: 3, max: 150 }),
    tipo: f.enumeracao('Tipo', [1, 2]),
    responsavelId: f.opcional(f.referencia('Responsável')),
    horario: f.textoOpcional('Horário de funcionamento', { max: 150 }),
    observacao: f.textoOpcional('Observação', { max: 500 }),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'unidade', title: 'Unidade', sortable: true, searchable: true },
    { data: 'tipoNome', title: 'Tipo', sortable: true, width: 140 },
    { data: 'responsavel', title: 'Responsável', sortable: true },
    { data: 'horario', title: 'Horário' },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [
    SITUACAO,
    {
      name: 'tipo',
      label: 'Tipo',
      opcoes: Object.entries(TIPO_SALA_VACINACAO_NOME).map(([value, label]) => ({ value, label })),
    },
  ],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
