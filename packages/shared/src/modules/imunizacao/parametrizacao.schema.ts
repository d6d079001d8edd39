import { z } from 'zod';
import { toSnake } from '../../casing.js';
import { mensagens } from '../../validation/messages.js';
import { lerPeriodo } from './calendario.periodo.js';
import { type Calendario, type CodigoDose, DOSE_NOME, type RegraAplicacao } from './calendario.tipos.js';
import { FAIXAS_COBERTURA } from './relatorios.js';

/**
 * imunizacao/parametrizacao/create (spec 000 §2.3, issue 20): the municipality's immunization settings, its own
 * vaccination calendar (null: the national one as shipped) and the target population of the coverage report. The
 * calendar is data the rules read (calendario.ts): it is checked here so a saved calendar always works.
 */
export const CODIGOS_DOSE = Object.keys(DOSE_NOME) as [CodigoDose, ...CodigoDose[]];
export const REGRAS_APLICACAO = [
  'dose_desconhecida',
  'data_futura',
  'dose_duplicada',
  'fora_de_ordem',
  'dose_antecipada',
  'fora_da_faixa',
  'condicao',
] as const satisfies readonly RegraAplicacao[];
export const REGRA_APLICACAO_NOME: Record<RegraAplicacao, string> = {
  dose_desconhecida: 'Vacina ou dose fora do calendário',
  data_futura: 'Data de aplicação futura',
  dose_duplicada: 'Dose já aplicada',
  fora_de_ordem: 'Dose anterior não registrada',
  dose_antecipada: 'Dose antes da idade ou do intervalo mínimo',
  fora_da_faixa: 'Fora da faixa etária',
  condicao: 'Sexo ou condição (gestante) não indicados',
};
export const CONDUTA_NOME = { recusar: 'Recusar', justificar: 'Aceitar com justificativa' } as const;
export const GRUPO_POPULACIONAL_NOME = {
  crianca: 'Criança',
  adolescente: 'Adolescente',
  adulto: 'Adulto',
  idoso: 'Idoso',
  gestante: 'Gestante',
} as const;

export const MENSAGENS_PARAMETRIZACAO_IMUNIZACAO = {
  periodo: (campo: string, v: string) => `${campo}: "${v}" não é um período válido (use anos, meses e dias, ex.: 2m, 1a6m, 42d).`,
  siglaRepetida: (s: string) => `A vacina ${s} aparece mais de uma vez no calendário.`,
  doseRepetida: (s: string, d: string) => `A vacina ${s} tem a dose ${d} mais de uma vez.`,
  semDoses: (s: string) => `A vacina ${s} precisa de ao menos uma dose.`,
  referencia: (s: string, ref: string) => `A vacina ${s} refere-se a ${ref}, que não existe no calendário.`,
  idadeMinima: (s: string, d: string) => `${s} ${d}: a idade mínima não pode ser maior que a recomendada.`,
  idadeMaxima: (s: string, d: string) => `${s} ${d}: a idade máxima não pode ser menor que a mínima.`,
  intervalo: (s: string, d: string) => `${s} ${d}: o intervalo usual não pode ser menor que o mínimo.`,
  populacaoRepetida: (ano: number, faixa: string) => `A população-alvo de ${ano} (${faixa}) foi informada mais de uma vez.`,
  solicitanteRnds: 'Identificador do solicitante na RNDS inválido: use só números (até 20).',
} as const;

const SIGLA = /^[A-Z0-9]{1,10}$/;

/** A period of the calendar ('2m', '1a6m', '42d'); the message names the field. */
const periodo = (campo: string) =>
  z
    .string({ error: mensagens.obrigatorio(campo) })
    .trim()
    .refine((v) => {
      try {
        lerPeriodo(v);
        return v !== '';
      } catch {
        return false;
      }
    }, 'Período inválido (use anos, meses e dias, ex.: 2m, 1a6m, 42d).');

/** Days of a period, near enough to compare two of them (a month 30.4 days, a year 365.25). */
export const diasDoPeriodo = (v: string) => {
  try {
    const p = lerPeriodo(v);
    return p.anos * 365.25 + p.meses * 30.44 + p.dias;
  } catch {
    // an unreadable period has its own issue; comparisons with NaN add none
    return Number.NaN;
  }
};

const refDose = z.object({ sigla: z.string().trim().regex(SIGLA, 'Sigla inválida'), dose: z.enum(CODIGOS_DOSE, 'Dose inválida') });
const conduta = z.enum(['recusar', 'justificar'], 'Conduta inválida');
/** The wire camel-cases every key: the rule names (`dose_desconhecida`) come back as `doseDesconhecida`. */
const chavesDeRegra = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [toSnake(k), x])) : v;

const regraDose = z.object({
  dose: z.enum(CODIGOS_DOSE, 'Dose inválida'),
  rotulo: z.string().trim().max(40).optional(),
  idadeRecomendada: periodo('Idade recomendada'),
  idadeMinima: periodo('Idade mínima'),
  idadeMaxima: periodo('Idade máxima').optional(),
  apos: refDose.nullable().optional(),
  intervaloMinimo: periodo('Intervalo mínimo').optional(),
  intervaloUsual: periodo('Intervalo usual').optional(),
  tolerancia: periodo('Tolerância').optional(),
  sexo: z.enum(['F', 'M']).optional(),
  condicao: z.literal('gestante').optional(),
  dispensadaPor: z.array(refDose).optional(),
  somenteSeAnteriorAntesDe: periodo('Somente se a anterior antes de').optional(),
  repetirACada: periodo('Repetir a cada').optional(),
  contam: z.array(z.string().regex(SIGLA)).optional(),
  inicial: z.boolean().optional(),
});

const vacinaCalendario = z.object({
  sigla: z.string().trim().toUpperCase().regex(SIGLA, 'Sigla inválida: até 10 letras ou números, sem espaços.'),
  codigoPni: z.string().trim().max(4).nullable(),
  nome: z.string().trim().min(1, mensagens.obrigatorio('Nome da vacina')).max(120),
  grupos: z.array(z.enum(['crianca', 'adolescente', 'adulto', 'idoso', 'gestante'])).min(1, 'Informe ao menos um grupo.'),
  doses: z.array(regraDose),
  equivaleA: z.partialRecord(z.enum(CODIGOS_DOSE), z.array(refDose)).optional(),
  condutas: z.preprocess(chavesDeRegra, z.partialRecord(z.enum(REGRAS_APLICACAO), conduta)).optional(),
});

/**
 * A `Calendario` as the rules need it: every period readable, the doses known, each reference (`apos`,
 * `dispensadaPor`, `equivaleA`, `contam`) to a vaccine and dose of the same calendar, ages and intervals in order.
 * Issues carry their path (`vacinas.3.doses.1.idade_minima`) so the page shows them on the line.
 */
export const calendarioSchema = z
  .object({
    versao: z.string().trim().min(1).max(60),
    toleranciaPadrao: periodo('Tolerância padrão'),
    condutas: z.preprocess(
      chavesDeRegra,
      z.object(Object.fromEntries(REGRAS_APLICACAO.map((r) => [r, conduta])) as Record<RegraAplicacao, typeof conduta>),
    ),
    vacinas: z.array(vacinaCalendario).min(1, 'O calendário precisa de ao menos uma vacina.'),
  })
  .superRefine((cal, ctx) => {
    const M = MENSAGENS_PARAMETRIZACAO_IMUNIZACAO;
    const doses = new Map<string, Set<string>>();
    cal.vacinas.forEach((v, i) => {
      if (doses.has(v.sigla)) ctx.addIssue({ code: 'custom', path: ['vacinas', i, 'sigla'], message: M.siglaRepetida(v.sigla) });
      doses.set(v.sigla, new Set(v.doses.map((d) => d.dose)));
      if (!v.doses.length) ctx.addIssue({ code: 'custom', path: ['vacinas', i, 'doses'], message: M.semDoses(v.sigla) });
      const vistas = new Set<string>();
      v.doses.forEach((d, j) => {
        // a periodic dose may have one rule per group (children, elderly, pregnant women)
        if (d.dose !== 'DP' && vistas.has(d.dose))
          ctx.addIssue({ code: 'custom', path: ['vacinas', i, 'doses', j, 'dose'], message: M.doseRepetida(v.sigla, d.dose) });
        vistas.add(d.dose);
      });
    });
    const existe = (r: { sigla: string; dose: string }) => doses.get(r.sigla)?.has(r.dose) ?? false;
    cal.vacinas.forEach((v, i) => {
      const ref = (r: { sigla: string; dose: string }, path: (string | number)[]) => {
        if (!existe(r))
          ctx.addIssue({ code: 'custom', path: ['vacinas', i, ...path], message: M.referencia(v.sigla, `${r.sigla} ${r.dose}`) });
      };
      for (const [dose, lista] of Object.entries(v.equivaleA ?? {}))
        (lista ?? []).forEach((r, k) => {
          ref(r, ['equivaleA', dose, k]);
        });
      v.doses.forEach((d, j) => {
        const nome = DOSE_NOME[d.dose];
        if (d.apos) ref(d.apos, ['doses', j, 'apos']);
        d.dispensadaPor?.forEach((r, k) => {
          ref(r, ['doses', j, 'dispensadaPor', k]);
        });
        d.contam?.forEach((s, k) => {
          if (!doses.has(s))
            ctx.addIssue({ code: 'custom', path: ['vacinas', i, 'doses', j, 'contam', k], message: M.referencia(v.sigla, s) });
        });
        if (diasDoPeriodo(d.idadeMinima) > diasDoPeriodo(d.idadeRecomendada))
          ctx.addIssue({ code: 'custom', path: ['vacinas', i, 'doses', j, 'idadeMinima'], message: M.idadeMinima(v.sigla, nome) });
        if (d.idadeMaxima && diasDoPeriodo(d.idadeMaxima) < diasDoPeriodo(d.idadeMinima))
          ctx.addIssue({ code: 'custom', path: ['vacinas', i, 'doses', j, 'idadeMaxima'], message: M.idadeMaxima(v.sigla, nome) });
        if (d.intervaloMinimo && d.intervaloUsual && diasDoPeriodo(d.intervaloUsual) < diasDoPeriodo(d.intervaloMinimo))
          ctx.addIssue({ code: 'custom', path: ['vacinas', i, 'doses', j, 'intervaloUsual'], message: M.intervalo(v.sigla, nome) });
      });
    });
  });

export const populacaoAlvoSchema = z.object({
  ano: z.coerce
    .number({ error: mensagens.obrigatorio('Ano') })
    .int('Ano inválido')
    .min(2000, 'Ano inválido')
    .max(2100, 'Ano inválido'),
  faixa: z.enum(Object.keys(FAIXAS_COBERTURA) as [keyof typeof FAIXAS_COBERTURA], 'Faixa etária inválida'),
  populacao: z.coerce
    .number({ error: mensagens.obrigatorio('População') })
    .int('A população deve ser um número inteiro')
    .min(1, 'A população deve ser maior que zero')
    .max(10_000_000, 'População grande demais'),
});

export const parametrizacaoImunizacaoSchema = z
  .object({
    solicitanteRnds: z
      .string()
      .trim()
      .max(20, MENSAGENS_PARAMETRIZACAO_IMUNIZACAO.solicitanteRnds)
      .regex(/^\d*$/, MENSAGENS_PARAMETRIZACAO_IMUNIZACAO.solicitanteRnds)
      .nullish()
      .transform((v) => v || null),
    diasAlertaValidade: z.coerce
      .number({ error: mensagens.obrigatorio('Dias de alerta de validade') })
      .int('Dias de alerta de validade deve ser um número inteiro')
      .min(0, 'Dias de alerta de validade deve ser maior ou igual a 0')
      .max(365, 'Dias de alerta de validade deve ser menor ou igual a 365'),
    imprimirCartaoAoSalvar: z.boolean(),
    /** null: the national calendar (CALENDARIO_PNI) as shipped ("Restaurar calendário nacional"). */
    calendario: calendarioSchema.nullable(),
    populacaoAlvo: z.array(populacaoAlvoSchema).max(500).default([]),
  })
  .superRefine((v, ctx) => {
    const vistos = new Set<string>();
    v.populacaoAlvo.forEach((p, i) => {
      const k = `${p.ano}:${p.faixa}`;
      if (vistos.has(k))
        ctx.addIssue({
          code: 'custom',
          path: ['populacaoAlvo', i, 'ano'],
          message: MENSAGENS_PARAMETRIZACAO_IMUNIZACAO.populacaoRepetida(p.ano, FAIXAS_COBERTURA[p.faixa].nome),
        });
      vistos.add(k);
    });
  });
export type ParametrizacaoImunizacaoEntrada = z.infer<typeof parametrizacaoImunizacaoSchema>;

/** GET/PUT answer: the settings, the calendar in force (own or national) and whether it is the national one. */
export const parametrizacaoImunizacaoModeloSchema = z.object({
  solicitanteRnds: z.string().nullable(),
  diasAlertaValidade: z.number(),
  imprimirCartaoAoSalvar: z.boolean(),
  calendario: z.custom<Calendario>(),
  calendarioNacional: z.boolean(),
  populacaoAlvo: z.array(z.object({ ano: z.number(), faixa: z.string(), populacao: z.number() })),
});
