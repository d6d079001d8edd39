import { z } from 'zod';
import { documentoClinicoSchema, MENSAGENS_DOCUMENTO_CLINICO, refinarHoras } from '../../documento-clinico.js';
import { receitaSchemaDe, TipoReceita } from '../../receita.js';
import { f } from '../../resource/fields.js';
import { zCid } from '../../validation/zod-fields.js';
import { DestinoAtendimento } from './clinico.js';
import { exameImagemSchema } from './exame-imagem.schema.js';

/** Outcomes that need their detail: where the patient is transferred to, the circumstances of a death. */
export const DESTINOS_COM_DETALHE: Record<number, string> = {
  [DestinoAtendimento.TRANSFERENCIA]: 'Informe o hospital ou serviço de destino da transferência.',
  [DestinoAtendimento.OBITO]: 'Informe as circunstâncias do óbito.',
};

/** Limits of one request: sanity bounds, not rules of the spec. */
export const LIMITES_ATENDIMENTO_MEDICO = { diagnosticos: 10, prescricao: 50, receitas: 10, itensReceita: 20, documentos: 10, exames: 20 };

export const MENSAGENS_ATENDIMENTO_MEDICO = {
  semDiagnostico: 'Informe ao menos um diagnóstico (CID-10).',
  cidRepetido: 'CID informado mais de uma vez.',
  semPrincipal: 'Marque um diagnóstico como principal.',
  variosPrincipais: 'Apenas um diagnóstico pode ser o principal.',
  exameRepetido: 'Exame informado mais de uma vez.',
  cidDoAtestado: MENSAGENS_DOCUMENTO_CLINICO.cidDoAtestado,
  horaFim: MENSAGENS_DOCUMENTO_CLINICO.horaFim,
  salvo: 'Atendimento salvo.',
} as const;

const lista = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((v) => v ?? [], z.array(item).max(max, `Informe no máximo ${max} itens.`));

const diagnosticoSchema = z.object({
  cidCodigo: zCid('CID'),
  principal: f.booleano().default(false),
});

const prescricaoItemSchema = z.object({
  medicamentoId: f.opcional(f.referencia('Medicamento')),
  descricao: f.texto('Medicamento ou cuidado', { max: 500 }),
  dose: f.textoOpcional('Dose', { max: 60 }),
  via: f.textoOpcional('Via', { max: 40 }),
  intervaloHoras: f.opcional(f.inteiro('Intervalo (horas)', { min: 1, max: 72 })),
  quantidadeDoses: f.opcional(f.inteiro('Quantidade de doses', { min: 1, max: 100 })),
  seNecessario: f.booleano().default(false),
  observacao: f.textoOpcional('Observação', { max: 500 }),
});

// the prescriptions and documents are the core ones (receita.ts, documento-clinico.ts), of the four PA kinds
const receitaSchema = receitaSchemaDe(Object.values(TipoReceita));

// the request as exame-imagem/create takes it, without the FAA (it is this attendance's)
const pedidoExameImagemSchema = exameImagemSchema.omit({ atendimentoId: true });

/** Flags every repeated value of a list on its own field, after the first. */
function repetidos<T>(itens: T[], chave: (i: T) => string, ctx: z.RefinementCtx, lista: string, campo: string, mensagem: string) {
  const vistos = new Set<string>();
  itens.forEach((item, i) => {
    const k = chave(item);
    if (vistos.has(k)) ctx.addIssue({ code: 'custom', path: [lista, i, campo], message: mensagem });
    vistos.add(k);
  });
}

/**
 * The doctor evaluation of an FAA (atendimento-medico/store, issue 6 step 4): history and examination,
 * CID-10 diagnoses with one principal, the internal prescription (new items and earlier ones suspended),
 * take-home prescriptions by Portaria 344/98 form, documents, imaging requests and the destination.
 * What needs the database (CID exists and fits the patient's sex, medicine lists, queues) is the server's.
 */
export const atendimentoMedicoSchema = z
  .object({
    filaId: f.referencia('Entrada da fila'),
    plantaoId: f.opcional(f.referencia('Plantão')),
    anamnese: f.texto('Anamnese', { max: 10_000 }),
    exameFisico: f.textoOpcional('Exame físico', { max: 10_000 }),
    conduta: f.textoOpcional('Conduta', { max: 10_000 }),
    diagnosticos: z.preprocess(
      (v) => v ?? [],
      z
        .array(diagnosticoSchema)
        .min(1, MENSAGENS_ATENDIMENTO_MEDICO.semDiagnostico)
        .max(LIMITES_ATENDIMENTO_MEDICO.diagnosticos, `Informe no máximo ${LIMITES_ATENDIMENTO_MEDICO.diagnosticos} diagnósticos.`),
    ),
    prescricaoInterna: lista(prescricaoItemSchema, LIMITES_ATENDIMENTO_MEDICO.prescricao),
    suspenderItens: z.preprocess((v) => v ?? [], f.ids({ max: LIMITES_ATENDIMENTO_MEDICO.prescricao })),
    receitas: lista(receitaSchema, LIMITES_ATENDIMENTO_MEDICO.receitas),
    documentos: lista(documentoClinicoSchema, LIMITES_ATENDIMENTO_MEDICO.documentos),
    examesImagem: lista(pedidoExameImagemSchema, LIMITES_ATENDIMENTO_MEDICO.exames),
    destino: f.enumeracao('Destino', Object.values(DestinoAtendimento)),
    destinoDetalhe: f.textoOpcional('Detalhe do destino', { max: 1000 }),
    destinoCentroCustoId: f.opcional(f.referencia('Fila de destino')),
  })
  .superRefine((v, ctx) => {
    repetidos(v.diagnosticos, (d) => d.cidCodigo, ctx, 'diagnosticos', 'cidCodigo', MENSAGENS_ATENDIMENTO_MEDICO.cidRepetido);
    const principais = v.diagnosticos.filter((d) => d.principal).length;
    if (v.diagnosticos.length && principais !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['diagnosticos'],
        message: principais ? MENSAGENS_ATENDIMENTO_MEDICO.variosPrincipais : MENSAGENS_ATENDIMENTO_MEDICO.semPrincipal,
      });
    repetidos(
      v.examesImagem,
      (e) => e.procedimentoCodigo,
      ctx,
      'examesImagem',
      'procedimentoCodigo',
      MENSAGENS_ATENDIMENTO_MEDICO.exameRepetido,
    );
    const detalhe = DESTINOS_COM_DETALHE[v.destino];
    if (detalhe && !v.destinoDetalhe) ctx.addIssue({ code: 'custom', path: ['destinoDetalhe'], message: detalhe });
  });
export type AtendimentoMedicoInput = z.output<typeof atendimentoMedicoSchema>;

/** An attendance declaration issued outside the full form (atendimento-medico/declaracao-comparecimento). */
export const declaracaoComparecimentoSchema = z
  .object({
    atendimentoId: f.referencia('Atendimento'),
    horaInicio: f.opcional(f.hora('Hora de início')),
    horaFim: f.opcional(f.hora('Hora de fim')),
    acompanhante: f.textoOpcional('Acompanhante', { max: 200 }),
  })
  .superRefine(refinarHoras);
export type DeclaracaoComparecimentoInput = z.output<typeof declaracaoComparecimentoSchema>;
