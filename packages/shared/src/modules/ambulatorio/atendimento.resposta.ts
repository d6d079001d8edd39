import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';
import { pacienteCabecalhoSchema } from '../cadastro/index.js';

/**
 * Answers of the outpatient attendance (issue 17, `ambulatorio/atendimento`): the worklist, the form of an
 * office-queue entry, the store, one attendance read, the history of a patient and the printable documents.
 */

/** A printable document of an attendance (the print listing, the store's answer, the pending signatures). */
export const impressaoAmbulatorioSchema = z.object({
  /** The print's kind, as its URL names it ('receita-medica-comum', 'atestado', 'atendimento' …). */
  documento: z.string(),
  /** The row the print is made from (the attendance, the receita, the document, the exam request). */
  id: z.number(),
  titulo: z.string(),
  /** `/impressao/ambulatorio/<documento>/<id>`. */
  caminho: z.string(),
  assinado: z.boolean(),
});

/** A problem/condition as the screens show it (the attendance's and the patient's list). */
export const problemaAmbulatorioSchema = z.object({
  id: z.number(),
  cidCodigo: z.string().nullable(),
  ciapCodigo: z.string().nullable(),
  /** "I10 - Hipertensão essencial" / "K86 - Hipertensão sem complicações". */
  descricao: z.string(),
  principal: z.boolean(),
  situacao: z.number(),
  situacaoNome: z.string(),
  inicioData: w.data.nullable(),
  fimData: w.data.nullable(),
  /** The patient's age at the start and at the end ("34 anos e 2 meses", spec 001 §3). */
  idadeInicio: z.string().nullable(),
  idadeFim: z.string().nullable(),
  observacao: z.string().nullable(),
  incluirListaPaciente: z.boolean(),
});

const receitaSchema = z.object({
  id: z.number(),
  tipo: z.number(),
  tipoNome: z.string(),
  numeroNotificacao: z.string().nullable(),
  justificativa: z.string().nullable(),
  itens: z.array(
    z.object({
      medicamentoId: z.number().nullable(),
      descricao: z.string(),
      quantidade: z.string(),
      posologia: z.string(),
      usoContinuo: z.boolean(),
    }),
  ),
});
const documentoSchema = z.object({
  id: z.number(),
  tipo: z.number(),
  tipoNome: z.string(),
  dias: z.number().nullable(),
  dataInicio: w.data.nullable(),
  horaInicio: w.hora.nullable(),
  horaFim: w.hora.nullable(),
  acompanhante: z.string().nullable(),
  cidCodigo: z.string().nullable(),
  especialidadeId: z.number().nullable(),
  especialidade: z.string().nullable(),
  destino: z.string().nullable(),
  texto: z.string().nullable(),
});
const exameSchema = z.object({
  id: z.number(),
  exameId: z.number(),
  nome: z.string(),
  procedimentoCodigo: z.string(),
  quantidade: z.number(),
  justificativa: z.string().nullable(),
});
const requisicaoSchema = z.object({ id: z.number(), formulario: z.string(), titulo: z.string() });

/** One outpatient attendance, whole (read-only view, history, the correction screen). */
export const atendimentoAmbulatorioDetalheSchema = z.object({
  id: z.number(),
  atendimentoAmbulatorialId: z.number(),
  pacienteId: z.number(),
  finalizadoEm: w.instante,
  status: z.number(),
  statusNome: z.string(),
  unidade: z.string(),
  especialidade: z.string().nullable(),
  profissional: z.string(),
  /** Council registration ("CRM 18342/PE") and CBO of the act. */
  registro: z.string().nullable(),
  ocupacaoCodigo: z.string().nullable(),
  subjetivo: z.string().nullable(),
  objetivo: z.string().nullable(),
  avaliacao: z.string().nullable(),
  plano: z.string().nullable(),
  gestacao: z.number().nullable(),
  gestacaoNome: z.string().nullable(),
  dum: w.data.nullable(),
  usgData: w.data.nullable(),
  usgSemanas: z.number().nullable(),
  usgDias: z.number().nullable(),
  /** "12 semanas e 3 dias (DUM)" on the day of the attendance, and the probable delivery date. */
  idadeGestacional: z.string().nullable(),
  dpp: w.data.nullable(),
  procedimentoCodigo: z.string().nullable(),
  procedimentoNome: z.string().nullable(),
  fechadoEm: w.instante.nullable(),
  problemas: z.array(problemaAmbulatorioSchema),
  receitas: z.array(receitaSchema),
  documentos: z.array(documentoSchema),
  exames: z.array(exameSchema),
  requisicoes: z.array(requisicaoSchema),
  alteracoes: z.array(z.object({ criadoEm: w.instante, usuario: z.string(), motivo: z.string() })),
});
export type AtendimentoAmbulatorioDetalhe = z.input<typeof atendimentoAmbulatorioDetalheSchema>;

/** GET /api/ambulatorio/atendimento/{id} and historico-atendimento/{id}: one attendance, audited as a read. */
export const atendimentoAmbulatorioVisualizarSchema = z.object({
  model: atendimentoAmbulatorioDetalheSchema,
  impressoes: z.array(impressaoAmbulatorioSchema),
});

/** A line of the history lists (of a patient, or the professional's done list). */
export const atendimentoAmbulatorioLinhaSchema = z.object({
  id: z.number(),
  finalizadoEm: w.instante,
  pacienteId: z.number(),
  paciente: z.string(),
  nomeSocial: z.string().nullable(),
  unidade: z.string(),
  especialidade: z.string().nullable(),
  profissional: z.string(),
  /** "I10 - Hipertensão essencial", the principal problem (or the first). */
  problemaPrincipal: z.string().nullable(),
  status: z.number(),
  statusNome: z.string(),
  gestacao: z.number().nullable(),
});
export const atendimentoAmbulatorioListaSchema = datatableResposta(atendimentoAmbulatorioLinhaSchema);

/** A line of the worklist's queue part: today's office-queue entries of the professional's unit. */
export const atendimentoFilaLinhaSchema = z.object({
  filaId: z.number(),
  status: z.number(),
  statusNome: z.string(),
  chegadaEm: w.instante,
  pacienteId: z.number(),
  paciente: z.string(),
  nomeSocial: z.string().nullable(),
  especialidade: z.string().nullable(),
  profissional: z.string().nullable(),
  agendamentoId: z.number().nullable(),
  horaAgendada: w.hora.nullable(),
  prioridade: z.string().nullable(),
  /** In attendance by this user: "Continuar" instead of "Atender". */
  emAtendimentoPorVoce: z.boolean(),
});
export const atendimentoFilaListaSchema = datatableResposta(atendimentoFilaLinhaSchema);

const preConsultaSchema = z.object({
  criadoEm: w.instante,
  profissional: z.string().nullable(),
  queixa: z.string().nullable(),
  paSistolica: z.number().nullable(),
  paDiastolica: z.number().nullable(),
  frequenciaCardiaca: z.number().nullable(),
  frequenciaRespiratoria: z.number().nullable(),
  temperatura: z.string().nullable(),
  saturacao: z.number().nullable(),
  glicemia: z.number().nullable(),
  dor: z.number().nullable(),
  peso: z.string().nullable(),
  altura: z.string().nullable(),
  imc: z.string().nullable(),
  circunferenciaAbdominal: z.string().nullable(),
  anotacao: z.string().nullable(),
  procedimentos: z.array(z.string()),
});

/** GET /api/ambulatorio/atendimento/create/{filaId}/{agendamentoId?}: the form of an office-queue entry. */
export const atendimentoAmbulatorioFormularioSchema = z.object({
  form: z.object({
    fila: z.object({ id: z.number(), status: z.number(), emAtendimentoPorVoce: z.boolean() }),
    paciente: pacienteCabecalhoSchema,
    atendimento: z.object({
      id: z.number(),
      chegadaEm: w.instante,
      unidade: z.string(),
      especialidade: z.string().nullable(),
      profissional: z.string().nullable(),
      agendamentoId: z.number().nullable(),
      horaAgendada: w.hora.nullable(),
    }),
    preConsulta: preConsultaSchema.nullable(),
    /** The patient's problem/condition list (active and latent first). */
    problemasPaciente: z.array(problemaAmbulatorioSchema),
    /** The last outpatient attendances of the patient (the history summary; each opens read-only). */
    historico: z.array(atendimentoAmbulatorioLinhaSchema),
    /** The pregnancy being followed: the dating of the last prenatal attendance, recomputed for today. */
    gestacao: z
      .object({ dum: w.data, metodo: z.string(), idadeGestacional: z.string(), dpp: w.data, usgData: w.data.nullable() })
      .nullable(),
    opcoes: z.object({
      tiposReceita: z.array(w.opcao),
      tiposDocumento: z.array(w.opcao),
      situacoesProblema: z.array(w.opcao),
      especialidades: z.array(w.opcao),
      formulariosRequisicao: z.array(z.object({ codigo: z.string(), titulo: z.string() })),
    }),
  }),
});

/**
 * GET /api/ambulatorio/atendimento/edit/{id}: a reopened attendance for its author's correction — the record, the
 * national exam requests as they were sent (kept as they are unless removed), and the form's options.
 */
export const atendimentoCorrecaoFormularioSchema = z.object({
  model: atendimentoAmbulatorioDetalheSchema,
  pacienteNome: z.string(),
  requisicoes: z.array(z.record(z.string(), z.unknown())),
  opcoes: atendimentoAmbulatorioFormularioSchema.shape.form.shape.opcoes,
});

/** POST /api/ambulatorio/atendimento: the attendance saved and what it printed (the web asks to sign). */
export const atendimentoAmbulatorioSalvoSchema = z.object({
  atendimento: z.object({ id: z.number() }),
  impressoes: z.array(impressaoAmbulatorioSchema),
  message: z.string(),
});

/** GET /api/ambulatorio/atendimento/exame-dentro-prazo-validade: the warning of a repeated exam (never a refusal). */
export const exameDentroPrazoSchema = z.object({
  data: z.object({
    dentroDoPrazo: z.boolean(),
    ultimaSolicitacao: w.data.nullable(),
    validadeDias: z.number().nullable(),
    message: z.string().nullable(),
  }),
});

/** GET /api/ambulatorio/atendimento/impressoes?origem=atendimento&atendimento_id= (spec 001 §7). */
export const impressoesAmbulatorioSchema = z.object({
  data: z.object({ form: z.object({ impressoes: z.array(impressaoAmbulatorioSchema) }) }),
});

/** The lookups of the form: medicines (with their Portaria 344/98 list) and the exam registry. */
export const medicamentoAmbulatorioOpcaoSchema = z.object({
  id: z.number(),
  label: z.string(),
  listaControleId: z.number().nullable(),
  receitaExigida: z.union([z.number(), z.literal('proscrito')]).nullable(),
});
export const medicamentoAmbulatorioAutocompleteSchema = w.dados(z.array(medicamentoAmbulatorioOpcaoSchema));
export const exameAmbulatorioAutocompleteSchema = w.dados(
  z.array(z.object({ id: z.number(), label: z.string(), procedimentoCodigo: z.string(), validadeDias: z.number().nullable() })),
);
