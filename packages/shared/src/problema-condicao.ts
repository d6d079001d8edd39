import { z } from 'zod';
import { idadeEmAnosMesesDias } from './idade.js';
import { f } from './resource/fields.js';
import { hojeIso } from './validation/datas.js';
import { zCid } from './validation/zod-fields.js';

/**
 * The problem/condition record (spec 001 §3): a CIAP-2 and/or CID-10 code with its situation, start and end, and
 * whether it goes to the patient's problem list. Core (issue 17): the outpatient attendance records them now,
 * primary care will too, and both feed one list per patient (`paciente_problema`).
 */
export const SituacaoProblema = { ATIVO: 1, LATENTE: 2, RESOLVIDO: 3 } as const;
export type SituacaoProblema = (typeof SituacaoProblema)[keyof typeof SituacaoProblema];
export const SITUACAO_PROBLEMA_NOME: Record<number, string> = { 1: 'Ativo', 2: 'Latente', 3: 'Resolvido' };

export const MENSAGENS_PROBLEMA = {
  semCodigo: 'Informe o CIAP-2 ou o CID-10 do problema/condição.',
  ciap: 'O CIAP-2 informado é inválido.',
  fimSemResolver: 'A data de fim só se informa para problema/condição resolvido.',
  fimAntesDoInicio: 'A data de fim deve ser igual ou posterior à data de início.',
  antesDoNascimento: 'A data não pode ser anterior ao nascimento do paciente.',
} as const;

/** CIAP-2 rubric: a chapter letter and two digits ('K86'), as the national table stores it. */
export const zCiap = () =>
  z
    .string({ error: MENSAGENS_PROBLEMA.ciap })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[A-Z]\d{2}$/.test(v), MENSAGENS_PROBLEMA.ciap);

/**
 * "34 anos e 2 meses": the patient's age on a date of the record, in years and leftover months (spec 001 §3:
 * "computed from the patient's birth date, in years and leftover months (modulo 12)"). Null without either date.
 */
export function idadeNaData(
  nascimento: string | null | undefined,
  data: string | null | undefined,
): { anos: number; meses: number } | null {
  if (!data) return null;
  const i = idadeEmAnosMesesDias(nascimento, data);
  return i ? { anos: i.anos, meses: i.meses } : null;
}

export function textoIdadeNaData(idade: { anos: number; meses: number } | null): string | null {
  if (!idade) return null;
  const anos = `${idade.anos} ${idade.anos === 1 ? 'ano' : 'anos'}`;
  return idade.meses ? `${anos} e ${idade.meses} ${idade.meses === 1 ? 'mês' : 'meses'}` : anos;
}

/**
 * One problem/condition of a record. Dates not after today, the end only for a resolved one and not before the
 * start; the birth-date check needs the patient and is the server's (`MENSAGENS_PROBLEMA.antesDoNascimento`).
 */
export const problemaCondicaoSchema = z
  .object({
    ciapCodigo: f.opcional(zCiap()),
    cidCodigo: f.opcional(zCid('CID')),
    principal: f.booleano().default(false),
    situacao: f.enumeracao('Situação', Object.values(SituacaoProblema)).default(SituacaoProblema.ATIVO),
    inicioData: f.opcional(f.data('Data de início', { max: () => hojeIso() })),
    fimData: f.opcional(f.data('Data de fim', { max: () => hojeIso() })),
    observacao: f.textoOpcional('Observação', { max: 1000 }),
    incluirListaPaciente: f.booleano().default(false),
  })
  .superRefine((p, ctx) => {
    if (!p.ciapCodigo && !p.cidCodigo) ctx.addIssue({ code: 'custom', path: ['cidCodigo'], message: MENSAGENS_PROBLEMA.semCodigo });
    if (p.fimData && p.situacao !== SituacaoProblema.RESOLVIDO)
      ctx.addIssue({ code: 'custom', path: ['fimData'], message: MENSAGENS_PROBLEMA.fimSemResolver });
    if (p.fimData && p.inicioData && p.fimData < p.inicioData)
      ctx.addIssue({ code: 'custom', path: ['fimData'], message: MENSAGENS_PROBLEMA.fimAntesDoInicio });
  });
export type ProblemaCondicaoInput = z.output<typeof problemaCondicaoSchema>;
