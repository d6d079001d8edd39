import { z } from 'zod';
import { camelizeKeys } from '../../casing.js';
import { f } from '../../resource/fields.js';
import { zProcedimento } from '../../validation/zod-fields.js';
import { StatusAdministracao } from './clinico.js';

/**
 * Files attached to a nursing attendance (photos of wounds, ECG strips, outside reports): PDF, JPEG or PNG,
 * at most 5 MB each and 5 per attendance. The server checks the bytes, not the name or the declared type.
 */
export const ANEXOS_ENFERMAGEM = {
  tipos: ['application/pdf', 'image/jpeg', 'image/png'],
  accept: '.pdf,.jpg,.jpeg,.png',
  maxMb: 5,
  maxBytes: 5 * 1024 * 1024,
  maxArquivos: 5,
  mensagemTipo: 'Envie apenas arquivos PDF, JPEG ou PNG.',
  mensagemTamanho: 'Cada arquivo deve ter no máximo 5 MB.',
  mensagemQuantidade: 'Envie no máximo 5 arquivos.',
} as const;

/**
 * The procedures the emergency nursing does most, offered as one-click suggestions (SIGTAP group 03.01.10,
 * "atendimento/acompanhamento em enfermagem"); any other SIGTAP procedure can still be searched.
 */
export const PROCEDIMENTOS_ENFERMAGEM_SUGERIDOS: readonly string[] = [
  '0301100195', // administração de medicamentos por via endovenosa
  '0301100209', // ... intramuscular
  '0301100217', // ... oral
  '0301100225', // ... subcutânea
  '0301100101', // inalação / nebulização
  '0301100284', // curativo simples
  '0301100276', // curativo especial
  '0301100039', // aferição de pressão arterial
  '0301100250', // aferição de temperatura
  '0301100144', // oxigenoterapia
  '0301100268', // preparação para o eletrocardiograma
  '0301100179', // sondagem gástrica
  '0301100047', // cateterismo vesical de alívio
  '0301100152', // retirada de pontos
];

/** Where the patient goes after the nursing attendance (optional: without it the patient stays in this queue). */
export const DestinoEnfermagem = { REAVALIACAO_MEDICA: 1, OBSERVACAO: 2, FINALIZAR: 3 } as const;
export type DestinoEnfermagem = (typeof DestinoEnfermagem)[keyof typeof DestinoEnfermagem];
export const DESTINO_ENFERMAGEM_NOME: Record<number, string> = {
  1: 'Retornar ao médico para reavaliação',
  2: 'Encaminhar para a observação',
  3: 'Finalizar o atendimento nesta fila',
};

export const MENSAGENS_ENFERMAGEM = {
  vazio: 'Informe uma anotação, um procedimento ou a administração de um item da prescrição.',
  motivoNaoAdministrado: 'Informe o motivo da não administração',
  itemRepetido: 'Este item da prescrição já foi checado neste registro.',
  procedimentoRepetido: 'Procedimento informado mais de uma vez.',
  itemInvalido: 'Item não encontrado na prescrição ativa deste atendimento.',
  dosesConcluidas: 'Todas as doses deste item já foram administradas.',
  procedimentoInexistente: 'Procedimento não encontrado na tabela SIGTAP.',
  quantidadeMaxima: (max: number) => `A quantidade máxima deste procedimento no atendimento é ${max}.`,
} as const;

/** A list sent as JSON text in a multipart form (keys snake_case inside) or as a plain array in JSON. */
const listaJson = <T extends z.ZodType>(item: T, max: number, rotulo: string) =>
  z.preprocess(
    (v) => {
      if (v == null || v === '') return [];
      if (typeof v !== 'string') return v;
      try {
        return camelizeKeys(JSON.parse(v));
      } catch {
        return v;
      }
    },
    z.array(item, { error: `${rotulo} inválidos` }).max(max, `Informe no máximo ${max} ${rotulo.toLowerCase()}`),
  );

export const procedimentoEnfermagemSchema = z.object({
  procedimentoCodigo: zProcedimento('Procedimento'),
  quantidade: f.inteiro('Quantidade', { min: 1, max: 999 }),
});

export const administracaoSchema = z
  .object({
    prescricaoItemId: f.referencia('Item da prescrição'),
    status: f.enumeracao('Situação', Object.values(StatusAdministracao)),
    lote: f.textoOpcional('Lote', { max: 30 }),
    observacao: f.textoOpcional('Observação', { max: 500 }),
  })
  .superRefine((v, ctx) => {
    // spec: a dose not given is recorded with its reason (refusal, absent patient, medicine missing)
    if (v.status === StatusAdministracao.NAO_ADMINISTRADO && !v.observacao)
      ctx.addIssue({ code: 'custom', path: ['observacao'], message: MENSAGENS_ENFERMAGEM.motivoNaoAdministrado });
  });

/**
 * atendimento-enfermagem store (issue 6 step 5; multipart): a note, SIGTAP procedures, the check of the
 * internal prescription and where the patient goes next. At least one of the first three. The files
 * (`anexos`) are checked by the server against ANEXOS_ENFERMAGEM.
 */
export const enfermagemSchema = z
  .object({
    filaId: f.referencia('Entrada da fila'),
    anotacao: f.textoOpcional('Anotação', { max: 4000 }),
    procedimentos: listaJson(procedimentoEnfermagemSchema, 30, 'Procedimentos'),
    administracoes: listaJson(administracaoSchema, 50, 'Administrações'),
    destino: f.opcional(f.enumeracao('Destino', Object.values(DestinoEnfermagem))),
  })
  .superRefine((v, ctx) => {
    if (!v.anotacao && !v.procedimentos.length && !v.administracoes.length)
      ctx.addIssue({ code: 'custom', path: ['anotacao'], message: MENSAGENS_ENFERMAGEM.vazio });
    const codigos = new Set<string>();
    v.procedimentos.forEach((p, i) => {
      if (codigos.has(p.procedimentoCodigo))
        ctx.addIssue({
          code: 'custom',
          path: ['procedimentos', i, 'procedimentoCodigo'],
          message: MENSAGENS_ENFERMAGEM.procedimentoRepetido,
        });
      codigos.add(p.procedimentoCodigo);
    });
    const itens = new Set<number>();
    v.administracoes.forEach((a, i) => {
      if (itens.has(a.prescricaoItemId))
        ctx.addIssue({ code: 'custom', path: ['administracoes', i, 'prescricaoItemId'], message: MENSAGENS_ENFERMAGEM.itemRepetido });
      itens.add(a.prescricaoItemId);
    });
  });
export type EnfermagemInput = z.infer<typeof enfermagemSchema>;
