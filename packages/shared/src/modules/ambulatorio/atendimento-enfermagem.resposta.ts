import { z } from 'zod';
import { w } from '../../wire.js';
import { pacienteCabecalhoSchema } from '../cadastro/index.js';

/** GET /api/ambulatorio/atendimento-enfermagem/create/{tipo}/{filaId}: the patient and the visit being attended. */
export const enfermagemAmbulatorioFormularioSchema = z.object({
  form: z.object({
    tipo: z.number(),
    tipoNome: z.string(),
    fila: z.object({ id: z.number(), status: z.number() }),
    /** The clinical header's patient (name by preference, age, sex, allergies, alerts). */
    paciente: pacienteCabecalhoSchema,
    atendimento: z.object({
      id: z.number(),
      chegadaEm: w.instante,
      especialidade: z.string().nullable(),
      profissional: z.string().nullable(),
      agendamentoId: z.number().nullable(),
      horaAgendada: z.string().nullable(),
    }),
    /** The suggested SIGTAP codes with their names (one click each). */
    procedimentosSugeridos: z.array(z.object({ codigo: z.string(), nome: z.string() })),
    /** The last pre-consultation of this patient (previous weight and height, for comparison). */
    anterior: z
      .object({ criadoEm: w.instante, peso: z.string().nullable(), altura: z.string().nullable(), imc: z.string().nullable() })
      .nullable(),
  }),
});

/** POST /api/ambulatorio/atendimento-enfermagem: the record, the BMI computed and the doctor's queue entry. */
export const enfermagemAmbulatorioSalvaSchema = z.object({
  enfermagem: z.object({ id: z.number(), imc: z.number().nullable() }),
  destinoFilaId: z.number().nullable(),
  message: z.string(),
});

/** A line of GET /api/ambulatorio/atendimento-enfermagem (today's nursing records of the user's unit). */
export const enfermagemAmbulatorioLinhaSchema = z.object({
  id: z.number(),
  criadoEm: w.instante,
  tipo: z.number(),
  paciente: z.string(),
  profissional: z.string().nullable(),
  paSistolica: z.number().nullable(),
  paDiastolica: z.number().nullable(),
  imc: z.string().nullable(),
  procedimentos: z.string().nullable(),
});
export const enfermagemAmbulatorioListaSchema = w.dados(z.array(enfermagemAmbulatorioLinhaSchema));
