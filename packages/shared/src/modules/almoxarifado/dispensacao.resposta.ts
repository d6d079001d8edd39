import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';
import { pacienteCabecalhoSchema } from '../cadastro/index.js';

/** A line of the index: who received, when, how many items, active or reversed. */
export const dispensacaoLinhaSchema = z.object({
  id: w.inteiroLongo,
  data: w.data,
  pacienteId: w.inteiroLongo,
  paciente: z.string(),
  quantidadeItens: w.inteiroLongo,
  situacao: z.number(),
});
export const dispensacaoDatatableSchema = datatableResposta(dispensacaoLinhaSchema);

/** A material the patient received within the configured interval (the form warns on it). */
const recenteSchema = z.object({ materialId: w.inteiroLongo, material: z.string(), data: w.data, quantidade: z.number() });

/** GET …/dispensacao-materiais/create/{pacienteId}: the stock, the patient header and the recent supplies. */
export const dispensacaoFormSchema = z.object({
  form: z.object({
    centroCusto: w.opcao,
    paciente: pacienteCabecalhoSchema,
    hoje: w.data,
    /** 0: no warning. */
    diasIntervalo: z.number(),
    recentes: z.array(recenteSchema),
  }),
});

export const dispensacaoModeloSchema = z.object({
  id: w.inteiroLongo,
  centroCusto: z.string(),
  paciente: pacienteCabecalhoSchema,
  data: w.data,
  observacao: z.string().nullable(),
  situacao: z.number(),
  registradoPor: z.string().nullable(),
  motivoEstorno: z.string().nullable(),
  estornadoEm: w.instante.nullable(),
  itens: z.array(
    z.object({
      id: w.inteiroLongo,
      materialId: w.inteiroLongo,
      material: z.string(),
      loteId: w.inteiroLongo,
      lote: z.string(),
      validade: w.data,
      quantidade: z.number(),
      custoUnitario: z.string(),
    }),
  ),
});
export const dispensacaoEdicaoRespostaSchema = z.object({ form: z.object({ centroCusto: w.opcao }), model: dispensacaoModeloSchema });

/** GET …/historico/{pacienteId}: every material the patient received, newest first (server-paged). */
export const dispensacaoHistoricoSchema = datatableResposta(
  z.object({
    id: w.inteiroLongo,
    dispensacaoId: w.inteiroLongo,
    data: w.data,
    centroCusto: z.string(),
    material: z.string(),
    lote: z.string(),
    validade: w.data,
    quantidade: z.number(),
    situacao: z.number(),
  }),
);

/** GET …/paciente/autocomplete: the patient picker of the index (`{ id, label }`). */
export const dispensacaoPacienteAutocompleteSchema = w.dados(z.array(z.object({ id: z.number(), label: z.string() })));
