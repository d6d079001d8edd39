import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, smallint, text, time, unique, varchar } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { unidade } from '../../../db/schema/estrutura.js';
import { usuario } from '../../../db/schema/pessoa.js';
import { municipio } from '../../../db/schema/referencia.js';
import { procedimentoSigtap } from '../../../db/schema/referencia-saude.js';

/**
 * The registries of patient transport (issue 23, spec 000 §2.3 transporte-paciente): drivers, vehicles, destinations
 * and their places of care, boarding points, groups, trip reasons, recurring trips and supervisors.
 */

/** A driver. A licence expired or of a category below the vehicle's cannot be put on a trip (TIPOS_VEICULO). */
export const tpCondutor = pgTable(
  'tp_condutor',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    cpf: varchar({ length: 11 }),
    telefone: varchar({ length: 20 }),
    cnhNumero: varchar({ length: 11 }).notNull(),
    /** CATEGORIAS_CNH_CONDUTOR. */
    cnhCategoria: varchar({ length: 2 }).notNull(),
    cnhValidade: date({ mode: 'string' }).notNull(),
    /** The user account of the driver, when they have one (not required). */
    usuarioId: ref().references(() => usuario.id),
    observacao: text(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [unique('tp_condutor_cnh_uq').on(t.clienteId, t.cnhNumero), index('tp_condutor_nome_idx').on(t.clienteId, t.nome)],
);

/** A vehicle of the fleet: seats for seated passengers plus wheelchair and stretcher places. */
export const tpVeiculo = pgTable(
  'tp_veiculo',
  {
    id: id(),
    clienteId: clienteId(),
    /** Normalised (normalizarPlaca): AAA-#### or AAA#A##. */
    placa: varchar({ length: 8 }).notNull(),
    /** TIPO_VEICULO. */
    tipo: smallint().notNull(),
    descricao: text().notNull(),
    /** Seats for seated passengers and companions (the driver's not counted). */
    lugares: smallint().notNull(),
    lugaresCadeirante: smallint().notNull().default(0),
    lugaresMaca: smallint().notNull().default(0),
    acessivel: boolean().notNull().default(false),
    /** PROPRIEDADE_VEICULO. */
    propriedade: smallint().notNull().default(1),
    contrato: text(),
    renavam: varchar({ length: 11 }),
    /** Average consumption, km per litre (the accountability report's estimate when a trip has no fuel note). */
    consumoKmLitro: numeric({ precision: 5, scale: 2 }),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    unique('tp_veiculo_placa_uq').on(t.clienteId, t.placa),
    check('tp_veiculo_lugares', sql`${t.lugares} >= 0 and ${t.lugaresCadeirante} >= 0 and ${t.lugaresMaca} >= 0`),
  ],
);

/** A destination city (IBGE) with a name as the sector calls it ("Recife", "Caruaru – hemodiálise"). */
export const tpDestino = pgTable(
  'tp_destino',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    municipioId: integer()
      .notNull()
      .references(() => municipio.id),
    /** One-way distance from the municipality, km (the accountability report and the assembly's arrival estimate). */
    distanciaKm: integer(),
    /** Usual travel time, minutes (the suggested departure = earliest appointment − this − margin). */
    tempoViagemMin: integer(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [unique('tp_destino_nome_uq').on(t.clienteId, t.nome)],
);

/** A place of care in a destination (hospital, clinic), where the vehicle leaves the patient. */
export const tpDestinoLocal = pgTable(
  'tp_destino_local',
  {
    id: id(),
    clienteId: clienteId(),
    destinoId: ref()
      .notNull()
      .references(() => tpDestino.id, { onDelete: 'cascade' }),
    nome: text().notNull(),
    endereco: text(),
    telefone: varchar({ length: 20 }),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [unique('tp_destino_local_nome_uq').on(t.destinoId, t.nome)],
);

/** A boarding point in the municipality (a square, a health unit, a district's stop). */
export const tpPonto = pgTable(
  'tp_ponto',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    endereco: text(),
    bairro: text(),
    referencia: text(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [unique('tp_ponto_nome_uq').on(t.clienteId, t.nome)],
);

/** A group of patients who travel together on a schedule (hemodialysis, oncology, physiotherapy). */
export const tpGrupo = pgTable(
  'tp_grupo',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    descricao: text(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [unique('tp_grupo_nome_uq').on(t.clienteId, t.nome)],
);

/** A trip reason, tied to the SIGTAP procedure billed for it (TFD allowances: 08.03.01…). */
export const tpMotivo = pgTable(
  'tp_motivo',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    procedimentoCodigo: varchar({ length: 10 }).references(() => procedimentoSigtap.codigo),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [unique('tp_motivo_nome_uq').on(t.clienteId, t.nome)],
);

/** A supervisor of the transport of a unit (receives its requests; the "supervisor" screen). */
export const tpSupervisor = pgTable(
  'tp_supervisor',
  {
    id: id(),
    clienteId: clienteId(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    unidadeId: ref()
      .notNull()
      .references(() => unidade.id),
    ...timestamps,
  },
  (t) => [unique('tp_supervisor_uq').on(t.clienteId, t.usuarioId, t.unidadeId)],
);

/**
 * A recurring trip: on these weekdays, at this time, to this destination, in this type of vehicle (the usual vehicle
 * and driver optional). Bookings name it; the day's assembly starts from it.
 */
export const tpJornada = pgTable(
  'tp_jornada',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    destinoId: ref()
      .notNull()
      .references(() => tpDestino.id),
    /** 0 = Sunday … 6 = Saturday. */
    diasSemana: smallint().array().notNull(),
    horarioSaida: time().notNull(),
    /** TIPO_VEICULO. */
    tipoVeiculo: smallint().notNull(),
    veiculoId: ref().references(() => tpVeiculo.id),
    condutorId: ref().references(() => tpCondutor.id),
    pontoId: ref().references(() => tpPonto.id),
    grupoId: ref().references(() => tpGrupo.id),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [unique('tp_jornada_nome_uq').on(t.clienteId, t.nome), index('tp_jornada_destino_idx').on(t.clienteId, t.destinoId)],
);
