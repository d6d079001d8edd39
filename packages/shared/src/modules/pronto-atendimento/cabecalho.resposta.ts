import { z } from 'zod';
import { w } from '../../wire.js';
import { pacienteCabecalhoSchema } from '../cadastro/index.js';
import type { AcaoExameImagem } from './exame-imagem.transitions.js';
import { corDeRiscoSchema } from './fila.resposta.js';

/**
 * The header of every clinical screen of an FAA (issue 14 §4), as `cabecalhoDoAtendimento` answers it: the
 * patient (cadastro's patient header: name by preference, record number, allergies, alerts) and the FAA
 * (number, arrival, urgency, status, outcome, current colour, last triage).
 */
export const cabecalhoAtendimentoSchema = pacienteCabecalhoSchema.extend({
  id: z.number(),
  numero: w.inteiroLongo,
  status: z.number(),
  recepcionadoEm: w.instante,
  urgente: z.boolean(),
  motivoUrgencia: z.string().nullable(),
  /** DestinoAtendimento of the last doctor evaluation, once there is one. */
  desfecho: z.number().nullable(),
  classificacaoRisco: z.string().nullable(),
  cor: z.string().nullable(),
  ultimaTriagem: z
    .object({
      criadaEm: w.instante,
      queixa: z.string(),
      paSistolica: z.number().nullable(),
      paDiastolica: z.number().nullable(),
      frequenciaCardiaca: z.number().nullable(),
      frequenciaRespiratoria: z.number().nullable(),
      /** numeric(4,1) as text: '37.8'. */
      temperatura: z.string().nullable(),
      saturacao: z.number().nullable(),
      glicemia: z.number().nullable(),
      /** kg, numeric as text. */
      peso: z.string().nullable(),
      altura: z.string().nullable(),
      imc: z.string().nullable(),
      glasgow: z.number().nullable(),
      dor: z.number().nullable(),
    })
    .nullable(),
});

/*
 * The answers of the screens that show the header: the header, each screen's own form, and the clinical record
 * beside it as the FAA read model (comum/atendimento.leitura) and the services that project it shape its rows.
 */
const opcoes = z.array(w.opcao);
const acaoExameImagem = z.custom<AcaoExameImagem>((v) => typeof v === 'string');

/** A check of a prescription item (given, not given) with who registered it. */
const administracaoSchema = z.object({
  id: z.number(),
  /** StatusAdministracao. */
  status: z.number(),
  administradoEm: w.instante,
  lote: z.string().nullable(),
  observacao: z.string().nullable(),
  profissional: z.string().nullable(),
});

/** A triage of the FAA as the doctor's form lists them (atendimento-medico.consulta triagensDoAtendimento). */
export const triagemDaFaaSchema = z.object({
  id: z.number(),
  criadaEm: w.instante,
  queixa: z.string(),
  classificacaoRisco: z.string(),
  cor: z.string(),
  profissional: z.string().nullable(),
});

/**
 * A doctor evaluation with what it recorded (atendimento-medico.consulta avaliacoesDoAtendimento): diagnoses,
 * internal prescription, take-home prescriptions, documents and imaging requests.
 */
export const avaliacaoMedicaSchema = z.object({
  id: z.number(),
  atendimentoId: z.number(),
  criadoEm: w.instante,
  usuarioId: z.number(),
  profissional: z.string(),
  /** Council and number ('CRM 18342'). */
  registro: z.string().nullable(),
  anamnese: z.string(),
  exameFisico: z.string().nullable(),
  conduta: z.string().nullable(),
  /** DestinoAtendimento. */
  destino: z.number(),
  destinoDetalhe: z.string().nullable(),
  destinoNome: z.string().nullable(),
  diagnosticos: z.array(z.object({ cidCodigo: z.string(), descricao: z.string(), principal: z.boolean(), cidFormatado: z.string() })),
  prescricao: z.array(
    z.object({
      id: z.number(),
      medicamentoId: z.number().nullable(),
      descricao: z.string(),
      dose: z.string().nullable(),
      via: z.string().nullable(),
      intervaloHoras: z.number().nullable(),
      quantidadeDoses: z.number().nullable(),
      seNecessario: z.boolean(),
      observacao: z.string().nullable(),
      /** StatusPrescricaoItem. */
      status: z.number(),
      suspensoEm: w.instante.nullable(),
    }),
  ),
  receitas: z.array(
    z.object({
      id: z.number(),
      tipo: z.number(),
      numeroNotificacao: z.string().nullable(),
      tipoNome: z.string().nullable(),
      itens: z.array(
        z.object({
          id: z.number(),
          medicamentoId: z.number().nullable(),
          descricao: z.string(),
          quantidade: z.string(),
          posologia: z.string(),
          usoContinuo: z.boolean(),
        }),
      ),
    }),
  ),
  documentos: z.array(
    z.object({
      id: z.number(),
      tipo: z.number(),
      dias: z.number().nullable(),
      dataInicio: w.data.nullable(),
      cidCodigo: z.string().nullable(),
      horaInicio: w.hora.nullable(),
      horaFim: w.hora.nullable(),
      acompanhante: z.string().nullable(),
      /** The referral's speciality. */
      especialidade: z.string().nullable(),
      destino: z.string().nullable(),
      texto: z.string().nullable(),
      criadoEm: w.instante,
      tipoNome: z.string().nullable(),
    }),
  ),
  examesImagem: z.array(
    z.object({
      id: z.number(),
      procedimentoCodigo: z.string(),
      procedimento: z.string(),
      justificativa: z.string(),
      status: z.number(),
      statusNome: z.string().nullable(),
    }),
  ),
});

/** An item of the active internal prescription as the doctor's screen shows it (checks newest first). */
export const itemAtivoMedicoSchema = z.object({
  id: z.number(),
  atendimentoMedicoId: z.number(),
  medicamentoId: z.number().nullable(),
  descricao: z.string(),
  dose: z.string().nullable(),
  via: z.string().nullable(),
  intervaloHoras: z.number().nullable(),
  quantidadeDoses: z.number().nullable(),
  seNecessario: z.boolean(),
  observacao: z.string().nullable(),
  prescritoEm: w.instante,
  prescritoPor: z.string().nullable(),
  administracoes: z.array(administracaoSchema),
});

/** An item of the active internal prescription as the nurse's checklist shows it, with its schedule. */
export const itemPrescricaoEnfermagemSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  dose: z.string().nullable(),
  via: z.string().nullable(),
  intervaloHoras: z.number().nullable(),
  quantidadeDoses: z.number().nullable(),
  seNecessario: z.boolean(),
  observacao: z.string().nullable(),
  prescritoEm: w.instante,
  prescritor: z.string().nullable(),
  /** Newest first. */
  administracoes: z.array(administracaoSchema),
  dosesAdministradas: z.number(),
  ultimaAdministracaoEm: w.instante.nullable(),
  /** The interval counted from the last dose given; null when complete, if needed only, or never given. */
  proximaDoseEm: w.instante.nullable(),
  atrasado: z.boolean(),
  concluido: z.boolean(),
});

/** A nursing attendance (enfermagem.service atendimentosDeEnfermagem): note, procedures, checks and the files' list. */
export const registroEnfermagemSchema = z.object({
  id: z.number(),
  atendimentoId: z.number(),
  criadoEm: w.instante,
  anotacao: z.string().nullable(),
  profissional: z.string().nullable(),
  procedimentos: z.array(z.object({ codigo: z.string(), nome: z.string(), quantidade: z.number() })),
  administracoes: z.array(
    z.object({
      id: z.number(),
      descricao: z.string(),
      dose: z.string().nullable(),
      via: z.string().nullable(),
      status: z.number(),
      lote: z.string().nullable(),
      observacao: z.string().nullable(),
    }),
  ),
  anexos: z.array(z.object({ id: z.number(), nome: z.string(), tipoConteudo: z.string(), tamanho: z.number() })),
});

const eventoBase = { id: z.number(), em: w.instante, profissional: z.string().nullable() };

/** An event of the observation timeline (paciente-observacao.service linhaDoTempo), newest first. */
export const eventoEvolucaoSchema = z.discriminatedUnion('tipo', [
  z.object({
    tipo: z.literal('evolucao'),
    ...eventoBase,
    texto: z.string(),
    paSistolica: z.number().nullable(),
    paDiastolica: z.number().nullable(),
    frequenciaCardiaca: z.number().nullable(),
    frequenciaRespiratoria: z.number().nullable(),
    /** numeric(4,1) as text: '37.8'. */
    temperatura: z.string().nullable(),
    saturacao: z.number().nullable(),
    glicemia: z.number().nullable(),
    dor: z.number().nullable(),
    glasgow: z.number().nullable(),
  }),
  z.object({
    tipo: z.literal('medico'),
    ...eventoBase,
    anamnese: z.string(),
    exameFisico: z.string().nullable(),
    conduta: z.string().nullable(),
    destino: z.number(),
    destinoDetalhe: z.string().nullable(),
    destinoNome: z.string().nullable(),
  }),
  /** Only notes with text are listed. */
  z.object({ tipo: z.literal('enfermagem'), ...eventoBase, anotacao: z.string().nullable() }),
  z.object({
    tipo: z.literal('administracao'),
    ...eventoBase,
    descricao: z.string(),
    dose: z.string().nullable(),
    via: z.string().nullable(),
    status: z.number(),
    lote: z.string().nullable(),
    observacao: z.string().nullable(),
  }),
]);

/** GET /api/pronto-atendimento/atendimento-medico/create/{filaId}: the doctor's form. */
export const atendimentoMedicoFormularioSchema = z.object({
  form: z.object({
    destinos: opcoes,
    destinosComDetalhe: z.array(z.number()),
    tiposReceita: opcoes,
    tiposDocumento: opcoes,
    centrosObservacao: opcoes,
    centrosMedicacao: opcoes,
    especialidades: opcoes,
    vias: z.array(z.string()),
  }),
  model: z.object({
    fila: z.object({
      id: z.number(),
      status: z.number(),
      setorTipoId: z.number().optional(),
      centroCustoId: z.number(),
      emAtendimentoPorVoce: z.boolean(),
    }),
    atendimento: cabecalhoAtendimentoSchema,
    /** Newest first. */
    triagens: z.array(triagemDaFaaSchema),
    avaliacoes: z.array(avaliacaoMedicaSchema),
    prescricaoAtiva: z.array(itemAtivoMedicoSchema),
  }),
});

/** GET /api/pronto-atendimento/atendimento-medico/{id}: one evaluation read with its FAA's header. */
export const atendimentoMedicoVisualizarSchema = z.object({
  model: z.object({ atendimento: cabecalhoAtendimentoSchema, avaliacao: avaliacaoMedicaSchema }),
});

/** GET /api/pronto-atendimento/enfermagem/create/{filaId}: the nursing form. */
export const enfermagemFormularioSchema = z.object({
  form: z.object({
    procedimentosSugeridos: z.array(z.object({ codigo: z.string(), nome: z.string(), quantidadeMaxima: z.number().nullable() })),
    destinos: opcoes,
  }),
  model: z.object({
    fila: z.object({ id: z.number(), status: z.number(), setorTipoId: z.number() }),
    atendimento: cabecalhoAtendimentoSchema,
    prescricao: z.array(itemPrescricaoEnfermagemSchema),
    /** Newest first. */
    anteriores: z.array(registroEnfermagemSchema),
  }),
});

/** GET /api/pronto-atendimento/enfermagem/{id}: one nursing record with its FAA's header. */
export const enfermagemRegistroSchema = z.object({
  model: registroEnfermagemSchema.extend({ atendimento: cabecalhoAtendimentoSchema }),
});

/** GET /api/pronto-atendimento/paciente-observacao/create/{filaId}: the observation screen. */
export const observacaoFormularioSchema = z.object({
  model: z.object({
    fila: z.object({
      id: z.number(),
      status: z.number(),
      setorTipoId: z.number().optional(),
      /** The first entry in an observation queue (the stay's clock). */
      observacaoDesde: w.instante.nullable().optional(),
      minutosEmObservacao: z.number().nullable().optional(),
      excedido: z.boolean().nullable().optional(),
    }),
    atendimento: cabecalhoAtendimentoSchema,
    prescricao: z.array(itemPrescricaoEnfermagemSchema),
    evolucao: z.array(eventoEvolucaoSchema),
  }),
});

/** An imaging request as the edit screen reads it (exame-imagem.service carregarExame). */
export const exameImagemCarregadoSchema = z.object({
  id: z.number(),
  atendimentoId: z.number(),
  atendimentoNumero: w.inteiroLongo,
  atendimentoStatus: z.number(),
  procedimentoCodigo: z.string(),
  procedimentoNome: z.string(),
  justificativa: z.string(),
  status: z.number(),
  statusNome: z.string(),
  solicitadoEm: w.instante,
  solicitadoPor: z.number(),
  solicitante: z.string(),
  realizadoEm: w.instante.nullable(),
  realizadoPorNome: z.string().nullable(),
  laudo: z.string().nullable(),
  laudadoEm: w.instante.nullable(),
  laudadoPor: z.number().nullable(),
  laudadoPorNome: z.string().nullable(),
  motivoCancelamento: z.string().nullable(),
  canceladoEm: w.instante.nullable(),
  canceladoPorNome: z.string().nullable(),
  acoes: z.array(acaoExameImagem),
});

/** GET /api/pronto-atendimento/exame-imagem/create: the request form, with the FAA's header when one is given. */
export const exameImagemFormularioSchema = z.object({
  form: z.object({ subgrupos: z.array(z.object({ prefixo: z.string(), nome: z.string() })).readonly() }),
  model: z.object({ atendimento: cabecalhoAtendimentoSchema.nullable() }),
});

/** GET /api/pronto-atendimento/exame-imagem/{id}/edit: the request, its next actions and the FAA's header. */
export const exameImagemEdicaoSchema = z.object({
  form: z.object({ acoes: z.array(acaoExameImagem) }),
  model: z.object({ exame: exameImagemCarregadoSchema, atendimento: cabecalhoAtendimentoSchema }),
});

/** GET /api/pronto-atendimento/triagem/create/{filaId}: the colours, the destinations, the header and the history. */
export const triagemFormularioSchema = z.object({
  form: z.object({
    classificacoesRisco: z.array(corDeRiscoSchema),
    destinos: z.array(z.object({ id: z.number(), nome: z.string(), setorTipoId: z.number() })),
  }),
  model: z.object({
    fila: z.object({ id: z.number(), status: z.number() }),
    atendimento: cabecalhoAtendimentoSchema,
    /** Earlier classifications of this attendance, newest first (a re-classification keeps them). */
    historico: z.array(triagemDaFaaSchema),
  }),
});
