import { z } from 'zod';
import { w } from '../../wire.js';
import { pacienteCabecalhoSchema } from '../cadastro/index.js';
import type { AcaoExameImagem } from './exame-imagem.transitions.js';

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
 * The answers of the screens that show the header. The header and each screen's own form are declared here;
 * the clinical record beside it (prescriptions, earlier records, evaluations, the observation timeline) is the
 * FAA read model's and passes through untyped until that model declares it (`registrosDaFaa`).
 */
const registrosDaFaa = z.array(z.looseObject({}));
const opcoes = z.array(w.opcao);
const acaoExameImagem = z.custom<AcaoExameImagem>((v) => typeof v === 'string');

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
    triagens: registrosDaFaa,
    avaliacoes: registrosDaFaa,
    prescricaoAtiva: registrosDaFaa,
  }),
});

/** GET /api/pronto-atendimento/atendimento-medico/{id}: one evaluation read with its FAA's header. */
export const atendimentoMedicoVisualizarSchema = z.object({
  model: z.object({ atendimento: cabecalhoAtendimentoSchema, avaliacao: z.looseObject({}) }),
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
    prescricao: registrosDaFaa,
    anteriores: registrosDaFaa,
  }),
});

/** GET /api/pronto-atendimento/enfermagem/{id}: one nursing record (the read model's) with its FAA's header. */
export const enfermagemRegistroSchema = z.object({
  model: z.looseObject({ atendimento: cabecalhoAtendimentoSchema }),
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
    prescricao: registrosDaFaa,
    evolucao: registrosDaFaa,
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

/** A risk colour as the triage and the queue offer it. */
const corDeRisco = z.object({ id: z.number(), nome: z.string(), cor: z.string(), tempoAlvoMinutos: z.number(), ordem: z.number() });

/** GET /api/pronto-atendimento/triagem/create/{filaId}: the colours, the destinations, the header and the history. */
export const triagemFormularioSchema = z.object({
  form: z.object({
    classificacoesRisco: z.array(corDeRisco),
    destinos: z.array(z.object({ id: z.number(), nome: z.string(), setorTipoId: z.number() })),
  }),
  model: z.object({
    fila: z.object({ id: z.number(), status: z.number() }),
    atendimento: cabecalhoAtendimentoSchema,
    /** Earlier classifications of this attendance, newest first (a re-classification keeps them). */
    historico: z.array(
      z.object({
        id: z.number(),
        criadaEm: w.instante,
        queixa: z.string(),
        classificacaoRisco: z.string(),
        cor: z.string(),
        profissional: z.string().nullable(),
      }),
    ),
  }),
});
