import { z } from 'zod';
import { datatableRequestSchema, datatableResposta } from '../../datatable.js';
import { f } from '../../resource/fields.js';
import { w } from '../../wire.js';
import {
  condutorDisponivelSchema,
  passageiroDoDiaSchema,
  veiculoDisponivelSchema,
  viagemDetalheSchema,
  viagemResumoSchema,
} from './viagem.js';

/**
 * The lookups and lists of the trip screens (spec 001 §7 "Patient transport", issue 23; decision 0020): the
 * dependent fields (load-field), the recurring trips of a date (jornada), the filter options of listagem, the paged
 * lists of gerenciamento, fechamento-viagem and reabertura-viagem, and the add-a-passenger of gerenciamento.
 */

const id = z.coerce.number().int().positive();
const dataOpcional = f.opcional(f.data('Data'));

export const MENSAGENS_TELAS_VIAGEM = {
  campoExige: (campo: string, exige: string) => `Para carregar "${campo}" informe ${exige}.`,
} as const;

/** The recurring trips (tp_jornada) that run on a date's weekday, optionally to one destination. */
export const jornadaDoDiaFiltroSchema = z.object({ data: f.data('Data'), destinoId: id.optional() });
export const jornadaDoDiaSchema = z.object({
  id: z.number(),
  nome: z.string(),
  destinoId: z.number(),
  destino: z.string(),
  horarioSaida: w.hora,
  veiculoId: z.number().nullable(),
  condutorId: z.number().nullable(),
});
export const jornadasDoDiaSchema = w.dados(z.array(jornadaDoDiaSchema));

/**
 * load-field of escolher-veiculo and transferencia-paciente: one dependent field at a time.
 * - `passageiros`: with `viagem_id`, the passengers of that trip; else with `data` (+ `destino_id`), the bookings of the
 *   day still waiting for a vehicle.
 * - `veiculos`: with `data`, the vehicles not blocked and free that day (`ocupado` false).
 * - `condutores`: with `data` (+ `veiculo_id`), the drivers free that day whose licence is valid (and covers the vehicle).
 * - `viagens`: with `agendamento_id`, the open trips of the booking's day and destination other than its own (where
 *   a transfer may take it); else with `data` (+ `destino_id`), the open trips of the day.
 */
export const CAMPOS_CARREGAVEIS = ['passageiros', 'veiculos', 'condutores', 'viagens'] as const;
export const carregarCampoSchema = z.object({
  campo: z.enum(CAMPOS_CARREGAVEIS, { error: 'Campo inválido: use passageiros, veiculos, condutores ou viagens.' }),
  data: dataOpcional,
  destinoId: id.optional(),
  veiculoId: id.optional(),
  viagemId: id.optional(),
  agendamentoId: id.optional(),
});
export const campoCarregadoSchema = w.dados(
  z.object({
    passageiros: z.array(passageiroDoDiaSchema).optional(),
    veiculos: z.array(veiculoDisponivelSchema).optional(),
    condutores: z.array(condutorDisponivelSchema).optional(),
    viagens: z.array(viagemResumoSchema).optional(),
  }),
);

/** transferencia-paciente GET index: the day (today unless asked), its open trips and the day's destinations. */
export const diaOpcionalSchema = z.object({ data: dataOpcional });
export const transferenciaIndexSchema = w.dados(
  z.object({ data: w.data, viagens: z.array(viagemResumoSchema), destinos: z.array(w.opcao) }),
);
/** transferencia-paciente GET create: the origin trip with its passengers and the open trips a passenger may go to. */
export const transferenciaCreateFiltroSchema = z.object({ viagemId: f.referencia('Viagem de origem') });
export const transferenciaCreateSchema = w.dados(z.object({ origem: viagemDetalheSchema, destinos: z.array(viagemResumoSchema) }));

/** listagem GET index: the options of the filter form for a day. */
export const listagemIndexSchema = w.dados(
  z.object({
    data: w.data,
    /** Days with trips (not cancelled) from 30 days before to 60 days after today. */
    datas: z.array(w.data),
    veiculos: z.array(w.opcao),
    municipios: z.array(w.opcao),
    bairros: z.array(z.string()),
    motoristas: z.array(w.opcao),
    jornadas: z.array(jornadaDoDiaSchema),
  }),
);
export const opcoesDoDiaSchema = w.dados(z.array(w.opcao));
export const bairrosDoDiaSchema = w.dados(z.array(z.string()));

/** A paged trip list (DataTables protocol) with the filters the screens use; `query` is the spec's search term. */
export const viagensPaginadasFiltroSchema = datatableRequestSchema.extend({
  query: z.string().max(100).optional(),
  data: dataOpcional,
  dataInicio: f.opcional(f.data('Data inicial')),
  dataFim: f.opcional(f.data('Data final')),
  veiculoId: id.optional(),
  condutorId: id.optional(),
  municipioId: id.optional(),
  destinoId: id.optional(),
  horario: f.opcional(f.hora('Horário de saída', { min: null, max: null })),
});
export const viagensPaginadasSchema = datatableResposta(viagemResumoSchema);

/** fechamento-viagem GET horario: the departure times of the trips waiting to be closed. */
export const horariosSchema = w.dados(z.array(w.hora));

/** gerenciamento GET create/{id}: the trip and whether it still takes boarding marks. */
export const gerenciamentoFormSchema = w.formModelo(
  z.object({ aberta: z.boolean(), pendentes: z.number(), passageirosEsperando: z.array(passageiroDoDiaSchema) }),
  viagemDetalheSchema,
);
/** gerenciamento POST: booked passengers of the trip's day and destination added to an open trip (a late booking). */
export const incluirPassageirosSchema = z.object({
  viagemId: f.referencia('Viagem'),
  agendamentoIds: z.array(id).min(1, 'Informe ao menos um passageiro.').max(50),
});

/** reabertura-viagem GET destino: the destinations of closed trips, optionally of one city. */
export const destinosFiltroSchema = z.object({ municipioId: id.optional() });
