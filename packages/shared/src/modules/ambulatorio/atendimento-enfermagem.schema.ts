import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { LIMITES_SINAIS, procedimentoEnfermagemSchema, refinarPressao, SINAIS_VITAIS } from '../pronto-atendimento/index.js';

/**
 * The kinds of outpatient nursing attendance (issue 17, route `create/{tipoAtendimento}/…`): the
 * pre-consultation before the doctor (vital signs, anthropometry) and a nursing procedure visit (dressing,
 * injection, blood-pressure check) that ends at the nursing. The numbers travel in the URL.
 */
export const TIPO_ATENDIMENTO_ENFERMAGEM = { PRE_CONSULTA: 1, PROCEDIMENTO: 2 } as const;
export type TipoAtendimentoEnfermagem = (typeof TIPO_ATENDIMENTO_ENFERMAGEM)[keyof typeof TIPO_ATENDIMENTO_ENFERMAGEM];
export const TipoAtendimentoEnfermagemNome: Record<number, string> = { 1: 'Pré-consulta', 2: 'Procedimento de enfermagem' };

export const MENSAGENS_ENFERMAGEM_AMBULATORIO = {
  vazio: 'Informe ao menos um sinal vital, uma medida, um procedimento ou uma anotação.',
  procedimentoRepetido: 'Procedimento informado mais de uma vez.',
  procedimentoInexistente: 'Procedimento não encontrado na tabela SIGTAP.',
  semConsultorio: 'A unidade não tem uma fila de consultório para receber o paciente.',
  salvaPreConsulta: 'Pré-consulta salva. O paciente foi encaminhado para o atendimento.',
  salvaProcedimento: 'Atendimento de enfermagem salvo e finalizado.',
} as const;

/**
 * POST /api/ambulatorio/atendimento-enfermagem: the vital signs with the emergency triage's limits and
 * blood-pressure rule (one source: `SINAIS_VITAIS`, `refinarPressao`), weight and height (the BMI is
 * computed by the server), SIGTAP procedures and a note. Something must be recorded.
 */
export const enfermagemAmbulatorioSchema = z
  .object({
    filaId: f.referencia('Entrada da fila'),
    tipo: f.enumeracao('Tipo de atendimento', Object.values(TIPO_ATENDIMENTO_ENFERMAGEM)),
    queixa: f.textoOpcional('Motivo da consulta', { max: 2000 }),
    ...SINAIS_VITAIS,
    peso: f.opcional(f.decimal('Peso', LIMITES_SINAIS.peso)),
    altura: f.opcional(f.decimal('Altura', LIMITES_SINAIS.altura)),
    circunferenciaAbdominal: f.opcional(f.decimal('Circunferência abdominal', { min: 20, max: 300 })),
    procedimentos: z.array(procedimentoEnfermagemSchema).max(30, 'Informe no máximo 30 procedimentos').default([]),
    anotacao: f.textoOpcional('Anotação', { max: 4000 }),
  })
  .superRefine((v, ctx) => {
    refinarPressao(v, ctx);
    const medidas = [
      v.paSistolica,
      v.frequenciaCardiaca,
      v.frequenciaRespiratoria,
      v.temperatura,
      v.saturacao,
      v.glicemia,
      v.dor,
      v.peso,
      v.altura,
      v.circunferenciaAbdominal,
    ];
    if (medidas.every((m) => m == null) && !v.procedimentos.length && !v.anotacao && !v.queixa)
      ctx.addIssue({ code: 'custom', path: ['anotacao'], message: MENSAGENS_ENFERMAGEM_AMBULATORIO.vazio });
    const vistos = new Set<string>();
    v.procedimentos.forEach((p, i) => {
      if (vistos.has(p.procedimentoCodigo))
        ctx.addIssue({
          code: 'custom',
          path: ['procedimentos', i, 'procedimentoCodigo'],
          message: MENSAGENS_ENFERMAGEM_AMBULATORIO.procedimentoRepetido,
        });
      vistos.add(p.procedimentoCodigo);
    });
  });
export type EnfermagemAmbulatorio = z.infer<typeof enfermagemAmbulatorioSchema>;
