import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { isValidProcedimentoSigtap } from '../../validation/codigos.js';
import { mensagens } from '../../validation/messages.js';
import { zCid, zOpcional, zProcedimento } from '../../validation/zod-fields.js';
import { MENSAGENS_AIH } from './aih.transitions.js';
import { StatusAih } from './clinico.js';

/** Caráter da internação of the AIH form (SIH): the emergency care asks mostly for urgência. */
export const CaraterAih = { ELETIVA: 1, URGENCIA: 2 } as const;
export const CARATER_AIH_NOME: Record<number, string> = { 1: 'Eletiva', 2: 'Urgência' };

/**
 * SIGTAP groups of procedures billed in an AIH. The procedure table here has no registration instrument
 * (rl_procedimento_registro is not loaded), so the server also asks for média/alta complexidade and a
 * hospital price: a procedure priced only as outpatient (SA without SH, e.g. a consultation) is not one.
 */
export const GRUPOS_PROCEDIMENTO_AIH = [
  { prefixo: '03', nome: 'Procedimentos clínicos' },
  { prefixo: '04', nome: 'Procedimentos cirúrgicos' },
  { prefixo: '05', nome: 'Transplantes de órgãos, tecidos e células' },
] as const;
export const COMPLEXIDADES_AIH: readonly number[] = [2, 3];
export const ehGrupoAih = (codigo: string | null | undefined) => GRUPOS_PROCEDIMENTO_AIH.some((g) => (codigo ?? '').startsWith(g.prefixo));

export const LIMITES_AIH = {
  sinaisSintomas: 2000,
  condicoesJustificativa: 1000,
  resultadosExames: 1000,
  hospitalDestino: 200,
  observacaoRegulacao: 500,
} as const;

/**
 * Does a sex restriction (CID-10 RESTRSEXO or SIGTAP TP_SEXO: 'F', 'M'; anything else restricts nothing)
 * admit the patient's sex (e-SUS: 0 masculino, 1 feminino, other or unknown: cannot be judged, admitted)?
 */
export function sexoCompativel(restricao: string | null | undefined, sexoId: number | null | undefined): boolean {
  if (restricao === 'F') return sexoId !== 0;
  if (restricao === 'M') return sexoId !== 1;
  return true;
}

const campos = {
  procedimentoCodigo: zProcedimento('Procedimento solicitado').refine(
    (v) => !isValidProcedimentoSigtap(v) || ehGrupoAih(v),
    MENSAGENS_AIH.naoHospitalar,
  ),
  cidPrincipal: zCid('CID principal'),
  cidSecundario: zOpcional(zCid('CID secundário')),
  carater: f.enumeracao('Caráter da internação', [CaraterAih.ELETIVA, CaraterAih.URGENCIA]),
  sinaisSintomas: f.texto('Principais sinais e sintomas clínicos', { max: LIMITES_AIH.sinaisSintomas }),
  condicoesJustificativa: f.texto('Condições que justificam a internação', { max: LIMITES_AIH.condicoesJustificativa }),
  resultadosExames: f.textoOpcional('Principais resultados de provas diagnósticas', { max: LIMITES_AIH.resultadosExames }),
};

const cidsDiferentes = (v: { cidPrincipal?: string; cidSecundario?: string | null }, ctx: z.RefinementCtx) => {
  if (v.cidSecundario && v.cidSecundario === v.cidPrincipal)
    ctx.addIssue({ code: 'custom', path: ['cidSecundario'], message: MENSAGENS_AIH.cidIgual });
};

/** The request (aih/create/{pacienteId}): the fields of the national "Laudo para solicitação de AIH". */
export const aihSchema = z.object({ pacienteId: f.referencia('Paciente'), ...campos }).superRefine(cidsDiferentes);
export type AihInput = z.infer<typeof aihSchema>;

/** Editing a request still waiting (aih/edit/{id}): the same fields, the patient stays. */
export const aihEdicaoSchema = z.object(campos).superRefine(cidsDiferentes);
export type AihEdicao = z.infer<typeof aihEdicaoSchema>;

/** The AIH number the regulation gives: 13 digits. */
export const NUMERO_AIH = /^\d{13}$/;

/**
 * The regulation's answer (PUT situacao/{id}): authorised with the AIH number and the hospital, denied
 * with the reason, or cancelled with the reason.
 */
export const aihSituacaoSchema = z
  .object({
    status: f.enumeracao('Situação', [StatusAih.AUTORIZADA, StatusAih.NEGADA, StatusAih.CANCELADA]),
    numeroAih: z.preprocess(
      (v) => (typeof v === 'string' ? v.replace(/\D/g, '') : v),
      // a wider cap than 13: a 14-digit number reads "13 dígitos", not a length message
      f.textoOpcional('Número da AIH', { max: 30 }),
    ),
    hospitalDestino: f.textoOpcional('Hospital de destino', { max: LIMITES_AIH.hospitalDestino }),
    observacaoRegulacao: f.textoOpcional('Motivo', { max: LIMITES_AIH.observacaoRegulacao }),
  })
  .superRefine((v, ctx) => {
    const issue = (campo: string, message: string) => ctx.addIssue({ code: 'custom', path: [campo], message });
    if (v.status === StatusAih.AUTORIZADA) {
      if (!v.numeroAih) issue('numeroAih', mensagens.obrigatorio('Número da AIH'));
      else if (!NUMERO_AIH.test(v.numeroAih)) issue('numeroAih', MENSAGENS_AIH.numeroAih);
      if (!v.hospitalDestino) issue('hospitalDestino', mensagens.obrigatorio('Hospital de destino'));
    } else if (!v.observacaoRegulacao) issue('observacaoRegulacao', mensagens.obrigatorio('Motivo'));
  });
export type AihSituacao = z.infer<typeof aihSituacaoSchema>;
