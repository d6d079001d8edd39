import { z } from 'zod';
import { f } from '../../resource/fields.js';

/** Vital-sign limits (spec 000 §9: blood pressure at most 300 each; the others are physiological bounds). */
export const LIMITES_SINAIS = {
  paSistolica: { min: 40, max: 300 },
  paDiastolica: { min: 20, max: 300 },
  frequenciaCardiaca: { min: 20, max: 300 },
  frequenciaRespiratoria: { min: 4, max: 80 },
  temperatura: { min: 30, max: 45 },
  saturacao: { min: 40, max: 100 },
  glicemia: { min: 10, max: 1500 },
  peso: { min: 0.3, max: 400 },
  altura: { min: 20, max: 250 },
  glasgow: { min: 3, max: 15 },
  dor: { min: 0, max: 10 },
} as const;

const inteiro = (rotulo: string, l: { min: number; max: number }) => f.opcional(f.inteiro(rotulo, l));
const decimal = (rotulo: string, l: { min: number; max: number }) => f.opcional(f.decimal(rotulo, l));

/** The optional vital signs measured at the triage and again in observation, each within its limits. */
export const SINAIS_VITAIS = {
  paSistolica: inteiro('Pressão sistólica', LIMITES_SINAIS.paSistolica),
  paDiastolica: inteiro('Pressão diastólica', LIMITES_SINAIS.paDiastolica),
  frequenciaCardiaca: inteiro('Frequência cardíaca', LIMITES_SINAIS.frequenciaCardiaca),
  frequenciaRespiratoria: inteiro('Frequência respiratória', LIMITES_SINAIS.frequenciaRespiratoria),
  temperatura: decimal('Temperatura', LIMITES_SINAIS.temperatura),
  saturacao: inteiro('Saturação de O₂', LIMITES_SINAIS.saturacao),
  glicemia: inteiro('Glicemia', LIMITES_SINAIS.glicemia),
  glasgow: inteiro('Glasgow', LIMITES_SINAIS.glasgow),
  dor: inteiro('Escala de dor', LIMITES_SINAIS.dor),
};

/** Body-mass index from kg and cm, two decimals (the route /api/geral/imc answers the same). */
export function calcularImc(pesoKg: number, alturaCm: number): number | null {
  if (!(pesoKg > 0) || !(alturaCm > 0)) return null;
  const m = alturaCm / 100;
  return Math.round((pesoKg / (m * m)) * 100) / 100;
}

/** WHO adult classes. */
export function classificarImc(imc: number): string {
  if (imc < 18.5) return 'Baixo peso';
  if (imc < 25) return 'Peso adequado';
  if (imc < 30) return 'Sobrepeso';
  if (imc < 35) return 'Obesidade grau I';
  if (imc < 40) return 'Obesidade grau II';
  return 'Obesidade grau III';
}

/** The blood-pressure rule of every vital-signs form: both or neither, and the systolic above the diastolic. */
export function refinarPressao(v: { paSistolica?: number | null; paDiastolica?: number | null }, ctx: z.RefinementCtx) {
  if ((v.paSistolica == null) !== (v.paDiastolica == null)) {
    const campo = v.paSistolica == null ? 'paSistolica' : 'paDiastolica';
    ctx.addIssue({ code: 'custom', path: [campo], message: 'Informe a pressão sistólica e a diastólica' });
  } else if (v.paSistolica != null && v.paDiastolica != null && v.paSistolica <= v.paDiastolica)
    ctx.addIssue({ code: 'custom', path: ['paDiastolica'], message: 'A pressão diastólica deve ser menor que a sistólica' });
}

/**
 * Triage and risk classification (issue 6, atendimento-triagem/create): the complaint, the vital signs
 * with their limits, the colour, and the queue the patient goes to next (omitted for a re-classification
 * that keeps the patient where they are).
 */
export const triagemSchema = z
  .object({
    filaId: f.referencia('Entrada da fila'),
    queixa: f.texto('Queixa principal', { max: 2000 }),
    ...SINAIS_VITAIS,
    peso: decimal('Peso', LIMITES_SINAIS.peso),
    altura: decimal('Altura', LIMITES_SINAIS.altura),
    classificacaoRiscoId: f.referencia('Classificação de risco'),
    observacao: f.textoOpcional('Observação', { max: 2000 }),
    destinoCentroCustoId: f.opcional(f.referencia('Destino')),
  })
  .superRefine(refinarPressao);
export type Triagem = z.infer<typeof triagemSchema>;
