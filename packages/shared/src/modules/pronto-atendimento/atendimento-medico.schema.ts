import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { mensagens } from '../../validation/messages.js';
import { zCid } from '../../validation/zod-fields.js';
import { DestinoAtendimento, TipoDocumentoClinico, TipoReceita } from './clinico.js';
import { exameImagemSchema } from './exame-imagem.schema.js';
import { MENSAGENS_RECEITA, RECEITAS_DE_UM_ITEM } from './receita.js';

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
  cidDoAtestado: 'Informe o CID a exibir no atestado.',
  horaFim: 'A hora de fim deve ser posterior à hora de início.',
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

const receitaItemSchema = z.object({
  medicamentoId: f.opcional(f.referencia('Medicamento')),
  descricao: f.texto('Medicamento', { max: 500 }),
  quantidade: f.texto('Quantidade', { max: 60 }),
  posologia: f.texto('Posologia', { max: 1000 }),
  usoContinuo: f.booleano().default(false),
});

const receitaSchema = z
  .object({
    tipo: f.enumeracao('Tipo de receita', Object.values(TipoReceita)),
    numeroNotificacao: f.textoOpcional('Número da notificação', { max: 20 }),
    itens: z.preprocess(
      (v) => v ?? [],
      z
        .array(receitaItemSchema)
        .min(1, MENSAGENS_RECEITA.semItens)
        .max(LIMITES_ATENDIMENTO_MEDICO.itensReceita, `Informe no máximo ${LIMITES_ATENDIMENTO_MEDICO.itensReceita} itens.`),
    ),
  })
  .superRefine((r, ctx) => {
    if (RECEITAS_DE_UM_ITEM.includes(r.tipo) && r.itens.length > 1)
      ctx.addIssue({ code: 'custom', path: ['itens'], message: MENSAGENS_RECEITA.umItem(r.tipo) });
  })
  // only the blue and yellow forms carry the number of the printed pad
  .transform((r) => ({ ...r, numeroNotificacao: RECEITAS_DE_UM_ITEM.includes(r.tipo) ? r.numeroNotificacao : null }));

/** The hours of an attendance declaration: both required, the start before the end (same day). */
function refinarHoras(v: { horaInicio?: string | null; horaFim?: string | null }, ctx: z.RefinementCtx) {
  if (!v.horaInicio) ctx.addIssue({ code: 'custom', path: ['horaInicio'], message: mensagens.obrigatorio('Hora de início') });
  if (!v.horaFim) ctx.addIssue({ code: 'custom', path: ['horaFim'], message: mensagens.obrigatorio('Hora de fim') });
  if (v.horaInicio && v.horaFim && v.horaInicio >= v.horaFim)
    ctx.addIssue({ code: 'custom', path: ['horaFim'], message: MENSAGENS_ATENDIMENTO_MEDICO.horaFim });
}

const exigir = (ctx: z.RefinementCtx, valor: unknown, campo: string, rotulo: string) => {
  if (valor == null || valor === '') ctx.addIssue({ code: 'custom', path: [campo], message: mensagens.obrigatorio(rotulo) });
};

/**
 * A document issued in the attendance. One shape for the four kinds; each kind asks for its own fields:
 * the certificate its days and start (the CID only with the patient's consent, CFM Res. 1.658/2002 art. 5:
 * without consent no CID is kept on it), the declaration its hours, the referral its specialty, service and
 * reason, the guidance its text.
 */
export const documentoClinicoSchema = z
  .object({
    tipo: f.enumeracao('Tipo de documento', Object.values(TipoDocumentoClinico)),
    dias: f.opcional(f.inteiro('Dias de afastamento', { min: 1, max: 365 })),
    dataInicio: f.opcional(f.data('Data de início')),
    exibirCid: f.booleano().default(false),
    cidCodigo: f.opcional(zCid('CID')),
    horaInicio: f.opcional(f.hora('Hora de início')),
    horaFim: f.opcional(f.hora('Hora de fim')),
    acompanhante: f.textoOpcional('Acompanhante', { max: 200 }),
    especialidadeId: f.opcional(f.referencia('Especialidade')),
    destino: f.textoOpcional('Serviço de destino', { max: 500 }),
    texto: f.textoOpcional('Texto', { max: 4000 }),
  })
  .superRefine((d, ctx) => {
    switch (d.tipo) {
      case TipoDocumentoClinico.ATESTADO:
        exigir(ctx, d.dias, 'dias', 'Dias de afastamento');
        exigir(ctx, d.dataInicio, 'dataInicio', 'Data de início');
        if (d.exibirCid && !d.cidCodigo)
          ctx.addIssue({ code: 'custom', path: ['cidCodigo'], message: MENSAGENS_ATENDIMENTO_MEDICO.cidDoAtestado });
        break;
      case TipoDocumentoClinico.DECLARACAO_COMPARECIMENTO:
        refinarHoras(d, ctx);
        break;
      case TipoDocumentoClinico.ENCAMINHAMENTO:
        exigir(ctx, d.especialidadeId, 'especialidadeId', 'Especialidade');
        exigir(ctx, d.destino, 'destino', 'Serviço de destino');
        exigir(ctx, d.texto, 'texto', 'Motivo do encaminhamento');
        break;
      case TipoDocumentoClinico.ORIENTACAO:
        exigir(ctx, d.texto, 'texto', 'Orientações');
        break;
    }
  })
  // each kind keeps only its own fields
  .transform((d) => {
    const t = d.tipo;
    const { ATESTADO, DECLARACAO_COMPARECIMENTO: DECLARACAO, ENCAMINHAMENTO } = TipoDocumentoClinico;
    return {
      tipo: t,
      dias: t === ATESTADO ? d.dias : null,
      dataInicio: t === ATESTADO ? d.dataInicio : null,
      cidCodigo: t === ATESTADO && d.exibirCid ? d.cidCodigo : null,
      horaInicio: t === DECLARACAO ? d.horaInicio : null,
      horaFim: t === DECLARACAO ? d.horaFim : null,
      acompanhante: t === DECLARACAO ? d.acompanhante : null,
      especialidadeId: t === ENCAMINHAMENTO ? d.especialidadeId : null,
      destino: t === ENCAMINHAMENTO ? d.destino : null,
      texto: t === DECLARACAO || t === ATESTADO ? null : d.texto,
    };
  });
export type DocumentoClinicoInput = z.output<typeof documentoClinicoSchema>;

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
