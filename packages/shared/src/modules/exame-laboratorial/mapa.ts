import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { w } from '../../wire.js';

const idOpcional = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional());

/** Filters of the bench worklists (mapa-dia, mapa-producao): laboratory, sector (SETORES_LABORATORIO) and day. */
export const mapaTrabalhoFiltroSchema = z.object({
  laboratorioId: f.referencia('Laboratório'),
  setor: idOpcional,
  data: f.data('Data'),
});
export type MapaTrabalhoFiltro = z.infer<typeof mapaTrabalhoFiltroSchema>;

export const mapaTrabalhoFormSchema = w.dados(
  z.object({
    laboratorios: z.array(w.opcao),
    laboratorioPadrao: z.number().nullable(),
    setores: z.array(z.object({ value: z.number(), label: z.string() })),
  }),
);

/** One line of a worklist: an exam of a patient's scheduling, with the result fields to fill at the bench. */
export const linhaMapaSchema = z.object({
  id: z.number(),
  setor: z.number(),
  numero: w.inteiroLongo,
  hora: w.hora,
  paciente: z.string(),
  idade: z.string(),
  sexo: z.string().nullable(),
  sigla: z.string(),
  exame: z.string(),
  situacao: z.number(),
  material: z.string(),
  campos: z.array(z.string()),
});
export type LinhaMapa = z.input<typeof linhaMapaSchema>;

export const mapaTrabalhoSchema = w.dados(
  z.object({ total: z.number(), pacientes: z.number(), linhas: z.array(linhaMapaSchema), truncado: z.boolean() }),
);
