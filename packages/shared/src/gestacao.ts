import { z } from 'zod';
import { f } from './resource/fields.js';

/**
 * Pregnancy (issue 17; spec 001 §3 "Clinical code lists" and §7 `GET /geral/gestacao/calculos/{y}/{m}/{d}`):
 * the classification of a record from its CIAP-2/CID-10 codes and the pregnancy calculator. Dates are the
 * wire's 'YYYY-MM-DD' read by their parts and counted in UTC days, so no time zone shifts them (issue 14 §4).
 */

/** A record counts as pregnancy care when a code is in one of these lists (spec 001 §3). */
export const ClassificacaoGestacao = { NORMAL: 1, ALTO_RISCO: 2, DESFECHO: 3 } as const;
export type ClassificacaoGestacao = (typeof ClassificacaoGestacao)[keyof typeof ClassificacaoGestacao];
export const CLASSIFICACAO_GESTACAO_NOME: Record<number, string> = {
  1: 'Pré-natal de risco habitual',
  2: 'Pré-natal de alto risco',
  3: 'Desfecho da gestação (parto ou aborto)',
};

/**
 * CIAP-2 (spec: normal 1 code, high risk 6, outcome 6), as e-SUS APS starts and ends the prenatal follow-up:
 * W78 gravidez; W71 infecções que complicam a gravidez, W79 gravidez não desejada, W80 gravidez ectópica,
 * W81 toxemia gravídica, W84 gravidez de alto risco, W85 diabetes gestacional; W82/W83 aborto espontâneo/
 * provocado, W90–W93 parto (sem/com complicação, nascido vivo/natimorto).
 */
export const CIAP_GESTACAO: Record<ClassificacaoGestacao, readonly string[]> = {
  1: ['W78'],
  2: ['W71', 'W79', 'W80', 'W81', 'W84', 'W85'],
  3: ['W82', 'W83', 'W90', 'W91', 'W92', 'W93'],
};

/**
 * CID-10 by category (three characters; a subcategory counts by its category). Normal: Z34 supervisão de
 * gravidez normal. High risk: Z35 supervisão de gravidez de alto risco and the obstetric complications of
 * chapter XV during pregnancy (O10–O16 hipertensão, O20–O29 outros transtornos, O30–O48 feto e cavidade
 * amniótica, O98–O99 doenças maternas que complicam a gravidez). Outcome: O80 parto único espontâneo, O82
 * parto por cesariana (the spec's examples) with O81, O83, O84 (other deliveries) and O00–O08 (gravidez que
 * termina em aborto). An outcome wins over high risk, and high risk over normal.
 */
const faixa = (letra: string, de: number, ate: number) =>
  Array.from({ length: ate - de + 1 }, (_, i) => `${letra}${String(de + i).padStart(2, '0')}`);
export const CID_GESTACAO: Record<ClassificacaoGestacao, readonly string[]> = {
  1: ['Z34'],
  2: ['Z35', ...faixa('O', 10, 16), ...faixa('O', 20, 29), ...faixa('O', 30, 48), 'O98', 'O99'],
  3: [...faixa('O', 0, 8), ...faixa('O', 80, 84)],
};

/** The pregnancy class of a record's codes (the gravest wins), or null when none is about pregnancy. */
export function classificarGestacao(codigos: { cid?: string | null; ciap?: string | null }[]): ClassificacaoGestacao | null {
  let achada: ClassificacaoGestacao | null = null;
  for (const c of codigos) {
    for (const classe of [3, 2, 1] as const) {
      const cid = c.cid?.toUpperCase().replace('.', '').slice(0, 3);
      const ciap = c.ciap?.toUpperCase();
      if ((cid && CID_GESTACAO[classe].includes(cid)) || (ciap && CIAP_GESTACAO[classe].includes(ciap))) {
        if (achada === null || classe > achada) achada = classe;
        break;
      }
    }
  }
  return achada;
}

const DIA = 86_400_000;
const DATA = /^(\d{4})-(\d{2})-(\d{2})$/;

function partes(iso: string): [number, number, number] | null {
  const m = DATA.exec(iso);
  if (!m) return null;
  const [a, me, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(a, me - 1, d));
  return dt.getUTCFullYear() === a && dt.getUTCMonth() === me - 1 && dt.getUTCDate() === d ? [a, me, d] : null;
}
const utc = (iso: string) => {
  const p = partes(iso);
  return p ? Date.UTC(p[0], p[1] - 1, p[2]) : Number.NaN;
};
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const somarDias = (data: string, dias: number) => iso(utc(data) + dias * DIA);

/**
 * Naegele's rule: last menstrual period + 7 days − 3 months + 1 year (a 31 May + 7 days is 7 June, minus three
 * months 7 March). A day that does not exist in the target month falls on its last day.
 */
export function dppNaegele(dum: string): string {
  const [a, m, d] = partes(somarDias(dum, 7)) as [number, number, number];
  const mes = m - 3 <= 0 ? m + 9 : m - 3;
  const ano = m - 3 <= 0 ? a : a + 1;
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return `${ano}-${String(mes).padStart(2, '0')}-${String(Math.min(d, ultimo)).padStart(2, '0')}`;
}

/** Limits of the calculator: a pregnancy is not dated past 44 weeks, an ultrasound measures 4 to 42 weeks. */
export const LIMITES_GESTACAO = { semanasMax: 44, usgSemanasMin: 4, usgSemanasMax: 42 } as const;

export const MENSAGENS_GESTACAO = {
  dataInvalida: 'Data inválida.',
  dumFutura: 'A data da última menstruação não pode ser posterior à data de referência.',
  usgFutura: 'A data da ultrassonografia não pode ser posterior à data de referência.',
  longaDemais: `A idade gestacional calculada passa de ${LIMITES_GESTACAO.semanasMax} semanas: confira a data informada.`,
  usgSemanas: `Informe as semanas medidas na ultrassonografia (de ${LIMITES_GESTACAO.usgSemanasMin} a ${LIMITES_GESTACAO.usgSemanasMax}).`,
  usgDias: 'Informe os dias medidos na ultrassonografia (de 0 a 6).',
} as const;

export interface CalculoGestacao {
  /** 'DUM' (last menstrual period) or 'USG' (dated by an ultrasound). */
  metodo: 'DUM' | 'USG';
  /** The LMP given, or the one the ultrasound implies (DUM corrigida). */
  dum: string;
  referencia: string;
  semanas: number;
  dias: number;
  /** "12 semanas e 3 dias". */
  idadeGestacional: string;
  /** Data provável do parto. */
  dpp: string;
  trimestre: 1 | 2 | 3;
}

export const textoIdadeGestacional = (semanas: number, dias: number) =>
  `${semanas} ${semanas === 1 ? 'semana' : 'semanas'}${dias ? ` e ${dias} ${dias === 1 ? 'dia' : 'dias'}` : ''}`;

function resultado(metodo: 'DUM' | 'USG', dum: string, referencia: string, dpp: string): CalculoGestacao | string {
  const total = Math.round((utc(referencia) - utc(dum)) / DIA);
  const semanas = Math.floor(total / 7);
  if (semanas > LIMITES_GESTACAO.semanasMax || (semanas === LIMITES_GESTACAO.semanasMax && total % 7 > 0))
    return MENSAGENS_GESTACAO.longaDemais;
  const dias = total % 7;
  return {
    metodo,
    dum,
    referencia,
    semanas,
    dias,
    idadeGestacional: textoIdadeGestacional(semanas, dias),
    dpp,
    // 1st trimester to 13 weeks and 6 days, 2nd to 27 weeks and 6 days (Ministry of Health, Caderno 32)
    trimestre: semanas < 14 ? 1 : semanas < 28 ? 2 : 3,
  };
}

/** Gestational age at `referencia` and DPP by Naegele from the LMP; a pt-BR message when the dates cannot be. */
export function calcularPorDum(dum: string, referencia: string): CalculoGestacao | string {
  if (!partes(dum) || !partes(referencia)) return MENSAGENS_GESTACAO.dataInvalida;
  if (dum > referencia) return MENSAGENS_GESTACAO.dumFutura;
  return resultado('DUM', dum, referencia, dppNaegele(dum));
}

/**
 * From an ultrasound that measured `semanas`+`dias` on `data`: the LMP it implies (data − the age measured) and
 * the DPP 40 weeks after it (the ultrasound's own date plus what is left to 40 weeks).
 */
export function calcularPorUsg(data: string, semanas: number, dias: number, referencia: string): CalculoGestacao | string {
  if (!partes(data) || !partes(referencia)) return MENSAGENS_GESTACAO.dataInvalida;
  if (!Number.isInteger(semanas) || semanas < LIMITES_GESTACAO.usgSemanasMin || semanas > LIMITES_GESTACAO.usgSemanasMax)
    return MENSAGENS_GESTACAO.usgSemanas;
  if (!Number.isInteger(dias) || dias < 0 || dias > 6) return MENSAGENS_GESTACAO.usgDias;
  if (data > referencia) return MENSAGENS_GESTACAO.usgFutura;
  const dum = somarDias(data, -(semanas * 7 + dias));
  return resultado('USG', dum, referencia, somarDias(dum, 280));
}

/** GET /api/geral/gestacao/calculos/{ano}/{mes}/{dia}: the date is the LMP, or the ultrasound's when `semanas` comes. */
export const gestacaoCalculoConsultaSchema = z.object({
  semanas: f.opcional(f.inteiro('Semanas', { min: LIMITES_GESTACAO.usgSemanasMin, max: LIMITES_GESTACAO.usgSemanasMax })),
  dias: f.opcional(f.inteiro('Dias', { min: 0, max: 6 })),
  referencia: f.opcional(f.data('Data de referência')),
});

export const gestacaoCalculoRespostaSchema = z.object({
  data: z.object({
    metodo: z.enum(['DUM', 'USG']),
    dum: z.string(),
    referencia: z.string(),
    semanas: z.number(),
    dias: z.number(),
    idadeGestacional: z.string(),
    dpp: z.string(),
    trimestre: z.number(),
  }),
});
