import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';
import { pacienteCabecalhoSchema } from '../cadastro/index.js';

/** The last active pickup of a medicine by the patient and when the next one is due (`ultima-retirada`). */
export const ultimaRetiradaItemSchema = z.object({
  dispensacaoId: w.inteiroLongo,
  data: w.data,
  quantidade: z.number(),
  proximaRetirada: w.data.nullable(),
  /** The next pickup minus the settings' tolerance: before it, a repeat is early. */
  liberadaEm: w.data.nullable(),
  centroCusto: z.string(),
});
export const ultimaRetiradaSchema = z.object({ ultima: ultimaRetiradaItemSchema.nullable(), antecipada: z.boolean() });

/** An item of a prescription as the counter sees it: what was prescribed, what was already dispensed, what remains. */
export const itemParaDispensarSchema = z.object({
  id: w.inteiroLongo,
  medicamentoId: w.inteiroLongo.nullable(),
  /** The stock item; null for a medicine typed as text (the pharmacist picks the material). */
  materialId: w.inteiroLongo.nullable(),
  material: z.string().nullable(),
  /** Portaria 344/98 list of the material ('B1'), null for a common medicine. */
  lista: z.string().nullable(),
  listaControleId: z.number().nullable(),
  descricao: z.string(),
  quantidade: z.string(),
  /** The number the quantity starts with, when it has one. */
  quantidadePrescrita: z.number().nullable(),
  posologia: z.string(),
  usoContinuo: z.boolean(),
  /** Units a day read from the posology, when it says so plainly (the pharmacist confirms). */
  unidadesPorDia: z.number().nullable(),
  /** Dispensed so far from this item (active dispensings). */
  dispensado: z.number(),
  /** What may be dispensed now (null: the text has no number; continuous use: up to the prescribed quantity each time). */
  restante: z.number().nullable(),
  /** The CID the item is for (a CEAF process), when known. */
  cid: z.string().nullable(),
  ultimaRetirada: ultimaRetiradaItemSchema.nullable(),
  /** Warnings for this medicine (allergy, active dispensing); not refusals. */
  avisos: z.array(z.string()),
});

/** A prescription of the patient to dispense from: the product's, an external one, or a CEAF process. */
export const receitaParaDispensarSchema = z.object({
  origem: z.string(),
  origemNome: z.string(),
  id: w.inteiroLongo,
  tipo: z.number(),
  tipoNome: z.string(),
  numeroNotificacao: z.string().nullable(),
  dataEmissao: w.data,
  prescritorNome: z.string(),
  prescritorConselho: z.string().nullable(),
  unidade: z.string().nullable(),
  /** A controlled prescription already retained by a dispensing: nothing more is dispensed from it. */
  retidaEm: w.data.nullable(),
  /** The last day it may be dispensed (each medicine's list decides; null for a CEAF process, valid by its competence). */
  validaAte: w.data.nullable(),
  /** The CEAF competence (first day of the month), for a process. */
  competencia: w.data.nullable(),
  itens: z.array(itemParaDispensarSchema),
});

/** GET create/{pacienteId}/{filaId?}: the pharmacy, the patient, the settings that matter here and the prescriptions. */
export const dispensacaoFarmaciaFormSchema = z.object({
  form: z.object({
    centroCusto: w.opcao,
    paciente: pacienteCabecalhoSchema,
    hoje: w.data,
    fila: z.object({ id: w.inteiroLongo, status: z.number() }).nullable(),
    parametros: z.object({
      toleranciaRetiradaDias: z.number(),
      exigeSupervisorRetiradaAntecipada: z.boolean(),
      imprimirReciboAoSalvar: z.boolean(),
      validadeReceitaComumDias: z.number(),
      cidsTalidomida: z.array(z.string()),
      /** Whether the patient is a woman of childbearing age (thalidomide's consent term). */
      idadeFertil: z.boolean(),
    }),
    receitas: z.array(receitaParaDispensarSchema),
  }),
});

/** GET solicitacao-medicamento-item/{id}: one prescription with what remains of each item. */
export const solicitacaoMedicamentoItemSchema = z.object({ receita: receitaParaDispensarSchema });

export const medicamentoAVencerSchema = z.object({
  avisos: z.array(z.object({ loteId: w.inteiroLongo, lote: z.string(), validade: w.data, quantidade: z.number(), mensagem: z.string() })),
  /** The last day of the treatment the lots were compared with. */
  fimTratamento: w.data,
});

/** POST supervisor: a short-lived authorisation for this pharmacist's early repeat. */
export const supervisorFarmaciaRespostaSchema = z.object({
  token: z.string(),
  supervisorId: w.inteiroLongo,
  nome: z.string(),
  expiraEm: w.instante,
});

export const receitaExternaGravadaSchema = z.object({ id: w.inteiroLongo });

const loteDispensadoSchema = z.object({ loteId: w.inteiroLongo, lote: z.string(), validade: w.data, quantidade: z.number() });

export const receitaDispensadaSchema = z.object({
  id: w.inteiroLongo,
  origem: z.string(),
  origemNome: z.string(),
  receitaOrigemId: w.inteiroLongo.nullable(),
  tipo: z.number(),
  tipoNome: z.string(),
  numeroNotificacao: z.string().nullable(),
  prescritorNome: z.string().nullable(),
  prescritorConselho: z.string().nullable(),
  dataEmissao: w.data,
  retida: z.boolean(),
});

export const itemDispensadoSchema = z.object({
  id: w.inteiroLongo,
  dispensacaoReceitaId: w.inteiroLongo.nullable(),
  materialId: w.inteiroLongo,
  material: z.string(),
  prescrito: z.string().nullable(),
  posologia: z.string().nullable(),
  quantidadePrescrita: z.number().nullable(),
  quantidade: z.number(),
  unidadesPorDia: z.string().nullable(),
  diasTratamento: z.number().nullable(),
  proximaRetirada: w.data.nullable(),
  cid: z.string().nullable(),
  termoResponsabilidade: z.string().nullable(),
  lotes: z.array(loteDispensadoSchema),
});

export const dispensacaoFarmaciaModeloSchema = z.object({
  id: w.inteiroLongo,
  centroCusto: z.string(),
  paciente: pacienteCabecalhoSchema,
  data: w.data,
  dataHora: w.instante,
  situacao: z.number(),
  observacao: z.string().nullable(),
  registradoPor: z.string().nullable(),
  supervisor: z.string().nullable(),
  justificativaAntecipada: z.string().nullable(),
  processoAltoCustoId: w.inteiroLongo.nullable(),
  motivoEstorno: z.string().nullable(),
  estornadoEm: w.instante.nullable(),
  estornadoPor: z.string().nullable(),
  receitas: z.array(receitaDispensadaSchema),
  itens: z.array(itemDispensadoSchema),
});
export const dispensacaoFarmaciaEdicaoRespostaSchema = z.object({
  form: z.object({ centroCusto: w.opcao }),
  model: dispensacaoFarmaciaModeloSchema,
});

/** A line of the index (and of the reversal screen): who received what, when, active or reversed. */
export const dispensacaoFarmaciaLinhaSchema = z.object({
  id: w.inteiroLongo,
  data: w.data,
  dataHora: w.instante,
  pacienteId: w.inteiroLongo,
  paciente: z.string(),
  medicamentos: z.string(),
  quantidadeItens: w.inteiroLongo,
  situacao: z.number(),
  usuario: z.string().nullable(),
  antecipada: z.boolean(),
});
export const dispensacaoFarmaciaDatatableSchema = datatableResposta(dispensacaoFarmaciaLinhaSchema);

/** GET historico-receitas/{pacienteId}: every medicine the patient received at any pharmacy, newest first (server-paged). */
export const historicoReceitasSchema = datatableResposta(
  z.object({
    id: w.inteiroLongo,
    dispensacaoId: w.inteiroLongo,
    dispensacaoReceitaId: w.inteiroLongo.nullable(),
    data: w.data,
    centroCusto: z.string(),
    material: z.string(),
    quantidade: z.number(),
    proximaRetirada: w.data.nullable(),
    receita: z.string().nullable(),
    situacao: z.number(),
  }),
);

/** GET receita-dispensada/{id}: one prescription as a dispensing recorded it, and what that dispensing gave of it. */
export const receitaDispensadaRespostaSchema = z.object({
  receita: receitaDispensadaSchema,
  dispensacao: z.object({
    id: w.inteiroLongo,
    data: w.data,
    situacao: z.number(),
    centroCusto: z.string(),
    usuario: z.string().nullable(),
  }),
  itens: z.array(itemDispensadoSchema),
});

/** GET receita-historico/{id}?origem=: every dispensing of one prescription (what each gave). */
export const receitaHistoricoSchema = z.object({
  data: z.array(
    z.object({
      dispensacaoId: w.inteiroLongo,
      dispensacaoReceitaId: w.inteiroLongo,
      data: w.data,
      situacao: z.number(),
      centroCusto: z.string(),
      usuario: z.string().nullable(),
      itens: z.array(z.object({ material: z.string(), quantidade: z.number(), proximaRetirada: w.data.nullable() })),
    }),
  ),
});

/** GET …/paciente/autocomplete: the patient picker of the index (`{ id, label }`). */
export const dispensacaoFarmaciaPacienteAutocompleteSchema = w.dados(z.array(z.object({ id: z.number(), label: z.string() })));
