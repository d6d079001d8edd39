import { z } from 'zod';
import { idadeEmAnosMesesDias, MAIORIDADE_ANOS } from '../../idade.js';
import { w } from '../../wire.js';
import { nomeExibicao } from './paciente.resource.js';

/**
 * The patient at the top of every clinical screen (issue 14 §4, "one patient header"): who (the name by the
 * patient's preference), how old, the record number, allergies and alerts. A module's header (the FAA's in
 * emergency care) extends this schema with its own encounter; the web's `CabecalhoPaciente` renders it.
 */

/** What a header flags about the patient, only when the record says so. */
export const ALERTA_PACIENTE = {
  NAO_IDENTIFICADO: 'nao-identificado',
  MENOR_DE_IDADE: 'menor-de-idade',
  GESTANTE: 'gestante',
} as const;
export type AlertaPacienteId = (typeof ALERTA_PACIENTE)[keyof typeof ALERTA_PACIENTE];

export const ALERTA_PACIENTE_NOME: Record<AlertaPacienteId, string> = {
  [ALERTA_PACIENTE.NAO_IDENTIFICADO]: 'Paciente não identificado',
  [ALERTA_PACIENTE.MENOR_DE_IDADE]: 'Menor de idade',
  [ALERTA_PACIENTE.GESTANTE]: 'Gestante',
};

const alertaPacienteSchema = z.object({
  codigo: z.enum([ALERTA_PACIENTE.NAO_IDENTIFICADO, ALERTA_PACIENTE.MENOR_DE_IDADE, ALERTA_PACIENTE.GESTANTE]),
  nome: z.string(),
});
export type AlertaPaciente = z.infer<typeof alertaPacienteSchema>;

/** The patient part of a clinical header, camelCase (wire.ts). */
export const pacienteCabecalhoSchema = z.object({
  pacienteId: z.number(),
  /** The record number (nº do prontuário): the patient's id, as the queue and the prints show it. */
  prontuario: z.number(),
  /** The civil name (an unknown patient's provisional name). */
  pacienteNome: z.string(),
  nomeSocial: z.string().nullable(),
  /** PREFERENCIA_NOME: the social name is shown when the patient prefers it. */
  preferenciaNomeId: z.number().nullable(),
  dataNascimento: w.data.nullable(),
  sexoId: z.number().nullable(),
  cns: z.string().nullable(),
  /** Arrived without identification (a provisional record, regularised later). */
  desconhecido: z.boolean(),
  /** An unknown patient's estimated age, in years. */
  idadeEstimada: z.number().nullable(),
  alergias: z.array(z.object({ nome: z.string(), observacao: z.string().nullable() })),
  alertas: z.array(alertaPacienteSchema),
});
export type PacienteCabecalho = z.input<typeof pacienteCabecalhoSchema>;

/**
 * The alerts of a patient on a day ('YYYY-MM-DD', the municipality's today): unknown, minor (by the birth date,
 * else by the estimated age), pregnant (the "Gestante" risk factor of the record).
 */
export function alertasDoPaciente(
  p: { desconhecido: boolean; dataNascimento: string | null; idadeEstimada: number | null; gestante: boolean },
  hoje: string,
): AlertaPaciente[] {
  const idade = idadeEmAnosMesesDias(p.dataNascimento, hoje);
  const anos = idade ? idade.anos : p.idadeEstimada;
  const codigos: AlertaPacienteId[] = [
    ...(p.desconhecido ? [ALERTA_PACIENTE.NAO_IDENTIFICADO] : []),
    ...(anos != null && anos < MAIORIDADE_ANOS ? [ALERTA_PACIENTE.MENOR_DE_IDADE] : []),
    ...(p.gestante ? [ALERTA_PACIENTE.GESTANTE] : []),
  ];
  return codigos.map((codigo) => ({ codigo, nome: ALERTA_PACIENTE_NOME[codigo] }));
}

/** The name a header calls the patient by: the social name when preferred (Decreto 8.727/2016). */
export const nomeNoCabecalho = (p: Pick<PacienteCabecalho, 'pacienteNome' | 'nomeSocial' | 'preferenciaNomeId'>) =>
  nomeExibicao({ nome: p.pacienteNome, nomeSocial: p.nomeSocial, preferenciaNomeId: p.preferenciaNomeId });
