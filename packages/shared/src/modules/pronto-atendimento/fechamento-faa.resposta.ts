import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';
import { cabecalhoAtendimentoSchema } from './cabecalho.resposta.js';
import type { PendenciaFaa } from './fechamento-faa.schema.js';
import { corDeRiscoSchema } from './fila.resposta.js';

const pendenciaFaa = z.custom<PendenciaFaa>((v) => typeof v === 'string');

/** The patient as the lists of the FAA's life show them (consulta-faa colunasPaciente; the social name first). */
export const pacienteDaFaaSchema = z.object({
  pacienteId: z.number(),
  pacienteNome: z.string(),
  cpf: z.string().nullable(),
  cns: z.string().nullable(),
  dataNascimento: w.data.nullable(),
  desconhecido: z.boolean(),
});

/** A reason an FAA cannot be closed yet, with its name. */
export const pendenciaFaaSchema = z.object({ codigo: pendenciaFaa, nome: z.string() });

/** A line of GET /api/pronto-atendimento/fechamento-faa/datatable (the open FAAs of the session's location). */
export const fechamentoFaaLinhaSchema = pacienteDaFaaSchema.extend({
  id: z.number(),
  numero: w.inteiroLongo,
  recepcionadoEm: w.instante,
  retroativo: z.boolean(),
  classificacaoRisco: z.string().nullable(),
  cor: z.string().nullable(),
  desfecho: z.number().nullable(),
  /** DestinoAtendimento of the last doctor evaluation, null before the first. */
  ultimoDestino: z.number().nullable(),
  cidPrincipal: z.string().nullable(),
  pendencias: z.array(pendenciaFaaSchema),
  pronta: z.boolean(),
  /** What it will bill, per SIGTAP code. */
  procedimentos: z.array(z.object({ codigo: z.string(), quantidade: z.number() })),
});
export const fechamentoFaaListaSchema = datatableResposta(fechamentoFaaLinhaSchema);

/** A procedure the FAA bills or will bill (fechamento-faa/procedimentos descrever). */
export const procedimentoFaaSchema = z.object({
  procedimentoCodigo: z.string(),
  procedimentoNome: z.string().nullable(),
  quantidade: z.number(),
  usuarioId: z.number().nullable(),
  profissionalNome: z.string().nullable(),
  ocupacaoCodigo: z.string().nullable(),
  cidCodigo: z.string().nullable(),
  realizadoEm: w.instante,
  /** AAAAMM of the performed date in Brasília time. */
  competencia: z.string(),
});

/** GET /api/pronto-atendimento/fechamento-faa/show/{atendimentoId}: the header, the pendências and the billing. */
export const fechamentoFaaDetalheSchema = z.object({
  model: z.object({
    atendimento: cabecalhoAtendimentoSchema,
    pendencias: z.array(pendenciaFaaSchema),
    pronta: z.boolean(),
    procedimentos: z.array(procedimentoFaaSchema),
  }),
});

/** Closing, reopening or cancelling one FAA: which one and the message. */
export const faaAlteradaSchema = z.object({ id: z.number(), numero: w.inteiroLongo, message: z.string() });

/** One FAA of a bulk closing: closed, or why not. */
export const resultadoFechamentoMassaSchema = z.object({
  atendimentoId: z.number(),
  numero: w.inteiroLongo.nullable(),
  fechada: z.boolean(),
  motivos: z.array(z.string()),
});

/** POST /api/pronto-atendimento/fechamento-faa-massa. */
export const fechamentoMassaRespostaSchema = z.object({
  data: z.array(resultadoFechamentoMassaSchema),
  fechadas: z.number(),
  naoFechadas: z.number(),
  message: z.string(),
});

/** A line of GET /api/pronto-atendimento/reabertura-atendimento/datatable (closed and cancelled FAAs). */
export const reaberturaLinhaSchema = pacienteDaFaaSchema.extend({
  id: z.number(),
  numero: w.inteiroLongo,
  status: z.number(),
  recepcionadoEm: w.instante,
  retroativo: z.boolean(),
  fechadoEm: w.instante.nullable(),
  fechadoPorNome: z.string().nullable(),
  /** The last closing, reopening or cancellation (OcorrenciaAtendimento). */
  ocorrenciaTipo: z.number().nullable(),
  ocorrenciaMotivo: z.string().nullable(),
  ocorrenciaEm: w.instante.nullable(),
});
export const reaberturaListaSchema = datatableResposta(reaberturaLinhaSchema);

/** A line of GET /api/pronto-atendimento/cancelamento-evasao/datatable (the evasions of the last days). */
export const evasaoLinhaSchema = pacienteDaFaaSchema.extend({
  /** The queue entry (the id of the cancellation). */
  id: z.number(),
  atendimentoId: z.number().nullable(),
  numero: w.inteiroLongo.nullable(),
  centroCustoNome: z.string(),
  entradaEm: w.instante,
  evadidoEm: w.instante.nullable(),
  motivoEvasao: z.string().nullable(),
  evadidoPorNome: z.string().nullable(),
});
export const evasaoListaSchema = datatableResposta(evasaoLinhaSchema);

/** A line of GET /api/pronto-atendimento/paciente-busca/datatable (past attendances of the municipality). */
export const pacienteBuscaLinhaSchema = pacienteDaFaaSchema.extend({
  id: z.number(),
  numero: w.inteiroLongo,
  status: z.number(),
  retroativo: z.boolean(),
  recepcionadoEm: w.instante,
  /** "Unidade — Local". */
  unidade: z.string(),
  classificacaoRisco: z.string().nullable(),
  cor: z.string().nullable(),
  desfecho: z.number().nullable(),
  cidPrincipal: z.string().nullable(),
});
export const pacienteBuscaListaSchema = datatableResposta(pacienteBuscaLinhaSchema);

/** GET …/paciente-busca/locais: the locations with an emergency care ("Unidade — Local"). */
export const pacienteBuscaLocaisSchema = w.dados(z.array(z.object({ id: z.number(), label: z.string() })));

/** A line of GET /api/pronto-atendimento/regularizacao-cadastro/datatable: an unknown patient with their last FAA. */
export const regularizacaoLinhaSchema = z.object({
  /** The provisional record (cidadao). */
  id: z.number(),
  /** The generated name (DESCONHECIDO …) the queues show. */
  nome: z.string(),
  idadeEstimada: z.number().nullable(),
  sexoId: z.number().nullable(),
  caracteristicasFisicas: z.string().nullable(),
  createdAt: w.instante,
  atendimentoId: z.number(),
  numero: w.inteiroLongo,
  recepcionadoEm: w.instante,
  status: z.number(),
  unidade: z.string(),
  /** The queue the open FAA waits or is attended in. */
  setorAtual: z.string().nullable(),
  setorStatus: z.number().nullable(),
  totalFaas: z.number(),
});
export const regularizacaoListaSchema = datatableResposta(regularizacaoLinhaSchema);

/** A line of GET /api/pronto-atendimento/atendimento-retroativo/datatable (FAAs typed in after a downtime). */
export const retroativoLinhaSchema = pacienteDaFaaSchema.extend({
  id: z.number(),
  numero: w.inteiroLongo,
  status: z.number(),
  recepcionadoEm: w.instante,
  desfechoEm: w.instante.nullable(),
  desfecho: z.number().nullable(),
  /** The doctor of the FAA's last evaluation. */
  medico: z.string().nullable(),
  cidPrincipal: z.string().nullable(),
  digitadoPor: z.string().nullable(),
  digitadoEm: w.instante,
});
export const retroativoListaSchema = datatableResposta(retroativoLinhaSchema);

/** GET …/atendimento-retroativo/create: the unit's doctors, the risk colours, the closing destinations, the day limit. */
export const retroativoFormularioSchema = z.object({
  form: z.object({
    medicos: z.array(z.object({ id: z.number(), nome: z.string(), registro: z.string().nullable() })),
    classificacoesRisco: z.array(corDeRiscoSchema),
    destinos: z.array(w.opcao),
    maxDias: z.number(),
  }),
});

/** The vital signs of a triage or a serial note as the FAA summary shows them (numeric columns as text). */
const sinaisResumo = {
  paSistolica: z.number().nullable(),
  paDiastolica: z.number().nullable(),
  frequenciaCardiaca: z.number().nullable(),
  /** numeric(4,1) as text: '37.8'. */
  temperatura: z.string().nullable(),
  saturacao: z.number().nullable(),
};

/** The whole FAA (paciente-busca/resumo-faa resumoDaFaa), as GET …/paciente-busca/show/{atendimentoId} gives it. */
export const resumoFaaSchema = z.object({
  atendimento: cabecalhoAtendimentoSchema.extend({
    /** "Unidade — Local". */
    unidade: z.string(),
    retroativo: z.boolean(),
    opcaoEntrada: z.string().nullable(),
    prioridade: z.string().nullable(),
    acompanhanteNome: z.string().nullable(),
    acompanhanteParentesco: z.string().nullable(),
    acompanhanteTelefone: z.string().nullable(),
    recepcionadoPor: z.string().nullable(),
    desfechoEm: w.instante.nullable(),
    fechadoEm: w.instante.nullable(),
    fechadoPor: z.string().nullable(),
    statusNome: z.string().nullable(),
    desfechoNome: z.string().nullable(),
  }),
  triagens: z.array(
    z.object({
      id: z.number(),
      criadaEm: w.instante,
      profissional: z.string().nullable(),
      queixa: z.string(),
      ...sinaisResumo,
      frequenciaRespiratoria: z.number().nullable(),
      glicemia: z.number().nullable(),
      /** kg, cm and BMI: numeric as text. */
      peso: z.string().nullable(),
      altura: z.string().nullable(),
      imc: z.string().nullable(),
      glasgow: z.number().nullable(),
      dor: z.number().nullable(),
      observacao: z.string().nullable(),
      classificacaoRisco: z.string(),
      cor: z.string(),
    }),
  ),
  avaliacoes: z.array(
    z.object({
      id: z.number(),
      criadoEm: w.instante,
      profissional: z.string().nullable(),
      ocupacaoCodigo: z.string().nullable(),
      anamnese: z.string(),
      exameFisico: z.string().nullable(),
      conduta: z.string().nullable(),
      /** DestinoAtendimento. */
      destino: z.number(),
      destinoDetalhe: z.string().nullable(),
      destinoNome: z.string().nullable(),
      diagnosticos: z.array(z.object({ cidCodigo: z.string(), descricao: z.string(), principal: z.boolean() })),
      prescricoes: z.array(
        z.object({
          id: z.number(),
          descricao: z.string(),
          dose: z.string().nullable(),
          via: z.string().nullable(),
          intervaloHoras: z.number().nullable(),
          quantidadeDoses: z.number().nullable(),
          /** 1 when given only if needed. */
          seNecessario: z.number(),
          observacao: z.string().nullable(),
          status: z.number(),
        }),
      ),
      receitas: z.array(
        z.object({
          id: z.number(),
          tipo: z.number(),
          criadaEm: w.instante,
          tipoNome: z.string().nullable(),
          itens: z.array(z.object({ descricao: z.string(), quantidade: z.string(), posologia: z.string() })),
        }),
      ),
      documentos: z.array(
        z.object({
          id: z.number(),
          tipo: z.number(),
          dias: z.number().nullable(),
          dataInicio: w.data.nullable(),
          texto: z.string().nullable(),
          criadoEm: w.instante,
          tipoNome: z.string().nullable(),
        }),
      ),
    }),
  ),
  enfermagem: z.array(
    z.object({
      id: z.number(),
      criadoEm: w.instante,
      profissional: z.string().nullable(),
      anotacao: z.string().nullable(),
      procedimentos: z.array(z.object({ codigo: z.string(), nome: z.string(), quantidade: z.number() })),
      administracoes: z.array(
        z.object({
          descricao: z.string(),
          status: z.number(),
          administradoEm: w.instante,
          lote: z.string().nullable(),
          observacao: z.string().nullable(),
        }),
      ),
    }),
  ),
  observacoes: z.array(
    z.object({ id: z.number(), criadaEm: w.instante, profissional: z.string().nullable(), texto: z.string(), ...sinaisResumo }),
  ),
  /** Closings, reopenings and cancellations (OcorrenciaAtendimento), oldest first. */
  ocorrencias: z.array(
    z.object({
      id: z.number(),
      tipo: z.number(),
      tipoNome: z.string().nullable(),
      motivo: z.string().nullable(),
      em: w.instante,
      usuario: z.string().nullable(),
    }),
  ),
  /** What the FAA billed (empty while open). */
  procedimentos: z.array(procedimentoFaaSchema),
});
export const resumoFaaRespostaSchema = z.object({ model: resumoFaaSchema });
