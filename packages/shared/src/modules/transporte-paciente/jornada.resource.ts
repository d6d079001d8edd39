import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';
import { TIPOS_VEICULO } from './opcoes.js';

/** Weekdays of a recurring trip: 0 = Sunday … 6 = Saturday. */
export const DIAS_SEMANA_TRANSPORTE = [
  { value: 1, label: 'Seg' },
  { value: 2, label: 'Ter' },
  { value: 3, label: 'Qua' },
  { value: 4, label: 'Qui' },
  { value: 5, label: 'Sex' },
  { value: 6, label: 'Sáb' },
  { value: 0, label: 'Dom' },
] as const;

export const MENSAGENS_JORNADA_TRANSPORTE = {
  dias: 'Selecione ao menos um dia da semana.',
  emUso: 'Há viagens recorrentes selecionadas com agendamentos ou viagens: bloqueie-as em vez de excluir.',
  nenhuma: 'Selecione ao menos um item',
} as const;

const idOpcional = (label: string) => f.opcional(f.referencia(label));

/** A recurring trip (tp_jornada): weekdays, departure time, destination and vehicle type; usual vehicle and driver. */
export const tpJornadaSchema = z.object({
  nome: f.texto('Nome', { max: 120 }),
  destinoId: f.referencia('Destino'),
  diasSemana: z
    .array(z.coerce.number().int().min(0).max(6), { error: MENSAGENS_JORNADA_TRANSPORTE.dias })
    .min(1, MENSAGENS_JORNADA_TRANSPORTE.dias)
    .transform((d) => [...new Set(d)].sort((a, b) => a - b)),
  horarioSaida: f.hora('Horário de saída'),
  tipoVeiculo: f.enumeracao(
    'Tipo de veículo',
    TIPOS_VEICULO.map((t) => t.value),
  ),
  veiculoId: idOpcional('Veículo'),
  condutorId: idOpcional('Condutor'),
  pontoId: idOpcional('Ponto de embarque'),
  grupoId: idOpcional('Grupo'),
});

/** POST /jornada/delete: the ids selected on the list, deleted together. */
export const tpJornadaExclusaoSchema = z.object({ ids: f.ids({ min: 1, max: 500 }) });

/** Viagens recorrentes (spec 000 §2.3 transporte-paciente/jornada). */
export const tpJornadaResource = defineResource({
  modulo: 'transporte-paciente',
  recurso: 'jornada',
  nome: 'Viagem recorrente',
  nomePlural: 'Viagens recorrentes',
  schema: tpJornadaSchema,
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'destinoNome', title: 'Destino', sortable: true, searchable: true },
    { data: 'dias', title: 'Dias', width: 200 },
    { data: 'horarioSaida', title: 'Saída', sortable: true, width: 90 },
    { data: 'tipoVeiculoNome', title: 'Veículo', sortable: true, width: 130 },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});

/** The answer of POST /jornada/delete: how many were deleted. */
export const tpJornadaExclusaoResposta = z.object({ excluidos: z.number() });
