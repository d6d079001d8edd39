import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';
import { pacienteCabecalhoSchema } from '../cadastro/index.js';

/** A line of the index: whose process, which medicine and CID, its status and validity. */
export const processoAltoCustoLinhaSchema = z.object({
  id: w.inteiroLongo,
  pacienteId: w.inteiroLongo,
  paciente: z.string(),
  medicamento: z.string(),
  /** With the dot (M05.8). */
  cid: z.string(),
  status: z.number(),
  validadeInicio: w.data,
  validadeFim: w.data,
  numeroLme: z.string().nullable(),
  renovacaoDeId: w.inteiroLongo.nullable(),
});
export const processoAltoCustoDatatableSchema = datatableResposta(processoAltoCustoLinhaSchema);

/** GET …/retirada-pendente: authorised processes whose competence of this month was not (fully) picked up. */
export const retiradaPendenteLinhaSchema = z.object({
  id: w.inteiroLongo,
  pacienteId: w.inteiroLongo,
  paciente: z.string(),
  telefone: z.string().nullable(),
  medicamento: z.string(),
  competencia: w.data,
  mes: z.number(),
  quantidadeAutorizada: z.number(),
  quantidadeDispensada: z.number(),
  validadeFim: w.data,
});
export const retiradaPendenteDatatableSchema = datatableResposta(retiradaPendenteLinhaSchema);

/** The pickers of the form: `{ id, label }` plus what each one carries. */
export const medicamentoAltoCustoAutocompleteSchema = w.dados(
  z.array(z.object({ id: w.inteiroLongo, label: z.string(), materialId: w.inteiroLongo })),
);
export const procedimentoCeafAutocompleteSchema = w.dados(
  z.array(z.object({ id: z.string(), codigo: z.string(), nome: z.string(), label: z.string() })),
);

/** The LME fields as the form edits them, with the labels of its pickers. */
export const processoAltoCustoLmeModeloSchema = z.object({
  medicamentoId: w.inteiroLongo,
  medicamento: z.string(),
  procedimentoCodigo: z.string().nullable(),
  procedimento: z.string().nullable(),
  cidCodigo: z.string(),
  cid: z.string(),
  medicoNome: z.string(),
  medicoCns: z.string().nullable(),
  medicoConselho: z.string().nullable(),
  dataSolicitacao: w.data,
  validadeInicio: w.data,
  quantidadeMes1: z.number(),
  quantidadeMes2: z.number(),
  quantidadeMes3: z.number(),
  numeroLme: z.string().nullable(),
  observacao: z.string().nullable(),
});

const vinculoSchema = z.object({ id: w.inteiroLongo, status: z.number(), validadeInicio: w.data, validadeFim: w.data });

/** GET …/create/{pacienteId}: the patient, the pharmacy and, for a renewal, the LME of the process renewed. */
export const processoAltoCustoFormSchema = z.object({
  form: z.object({
    paciente: pacienteCabecalhoSchema,
    centroCusto: w.opcao,
    hoje: w.data,
    renovacaoDe: vinculoSchema.nullable(),
    /** Prefilled from the renewed process (validity from the month after its end), or null. */
    modelo: processoAltoCustoLmeModeloSchema.nullable(),
  }),
});

export const processoAltoCustoModeloSchema = processoAltoCustoLmeModeloSchema.extend({
  id: w.inteiroLongo,
  paciente: pacienteCabecalhoSchema,
  centroCusto: z.string(),
  materialId: w.inteiroLongo,
  status: z.number(),
  motivoStatus: z.string().nullable(),
  validadeFim: w.data,
  registradoPor: z.string().nullable(),
  criadoEm: w.instante,
  renovacaoDe: vinculoSchema.nullable(),
  renovadoPor: vinculoSchema.nullable(),
  competencias: z.array(
    z.object({ mes: z.number(), competencia: w.data, quantidadeAutorizada: z.number(), quantidadeDispensada: z.number() }),
  ),
  situacoes: z.array(
    z.object({ id: w.inteiroLongo, status: z.number(), motivo: z.string().nullable(), em: w.instante, usuario: z.string().nullable() }),
  ),
  documentos: z.array(
    z.object({
      id: w.inteiroLongo,
      descricao: z.string(),
      nomeArquivo: z.string(),
      tipoConteudo: z.string(),
      tamanho: z.number(),
      criadoEm: w.instante,
      criadoPor: z.string().nullable(),
    }),
  ),
  /** The monthly pickups (active dispensings of the process), newest first. */
  retiradas: z.array(
    z.object({ id: w.inteiroLongo, data: w.data, quantidade: z.number(), centroCusto: z.string(), usuario: z.string().nullable() }),
  ),
});

/** GET …/{id}/edit */
export const processoAltoCustoEdicaoSchema = z.object({ form: z.object({ hoje: w.data }), model: processoAltoCustoModeloSchema });

/** POST answers: the id created. */
export const processoAltoCustoGravadoSchema = z.object({ id: w.inteiroLongo });
