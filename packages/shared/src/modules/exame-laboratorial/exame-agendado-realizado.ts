import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { f } from '../../resource/fields.js';
import { w } from '../../wire.js';

const idOpcional = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional());

/** exame-agendado-realizado: the scheduled exams of a period (scheduling date) with their status. */
export const exameAgendadoRealizadoFiltroSchema = z.object({
  dataInicio: f.data('Data inicial'),
  dataFim: f.data('Data final'),
  situacao: idOpcional,
  laboratorioId: idOpcional,
  /** 1: only the ones still to confirm (collected, not confirmed); 2: only confirmed. */
  realizado: idOpcional,
});

export const exameAgendadoRealizadoLinhaSchema = z.object({
  id: z.number(),
  numero: w.inteiroLongo,
  data: w.data,
  paciente: z.string(),
  exame: z.string(),
  sigla: z.string(),
  laboratorio: z.string(),
  situacao: z.number(),
  coletadaEm: w.instante.nullable(),
  realizadoEm: w.instante.nullable(),
});

export const exameAgendadoRealizadoDatatableSchema = datatableResposta(exameAgendadoRealizadoLinhaSchema);

export const confirmarRealizadoSchema = z.object({ ids: f.ids({ min: 1, max: 5000 }) });

export const confirmarRealizadoGravadoSchema = w.dados(z.object({ confirmados: z.number() }));
