import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/** A cost centre with the unit it belongs to (sectors and warehouses are picked across units). */
const centroComUnidade = w.opcao.extend({ unidade: z.string() });

/** A line of the periods' list (requisicao-abertura-fechamento). */
export const periodoLinhaSchema = z.object({
  id: w.inteiroLongo,
  setor: z.string(),
  unidade: z.string(),
  dataAbertura: w.data,
  dataFechamento: w.data,
  situacao: z.number(),
  quantidadeRequisicoes: w.inteiroLongo,
});
export const periodoDatatableSchema = datatableResposta(periodoLinhaSchema);

export const periodoModeloSchema = z.object({
  id: w.inteiroLongo,
  centroCustoRequisitanteId: w.inteiroLongo,
  setor: z.string(),
  dataAbertura: w.data,
  dataFechamento: w.data,
  observacao: z.string().nullable(),
  quantidadeRequisicoes: w.inteiroLongo,
});
export const periodoFormSchema = z.object({ form: z.object({ almoxarifado: w.opcao, setores: z.array(centroComUnidade) }) });
export const periodoEdicaoRespostaSchema = z.object({
  form: z.object({ almoxarifado: w.opcao, setores: z.array(centroComUnidade) }),
  model: periodoModeloSchema,
});
export const periodosGravadosSchema = z.object({ ids: z.array(w.inteiroLongo) });

/** GET requisicao-abertura-fechamento/estoque/{a}/{b}: materials with valid stock at warehouse a, as sector b sees them. */
export const estoqueParaSetorSchema = w.dados(
  z.array(
    z.object({
      materialId: w.inteiroLongo,
      material: z.string(),
      codigo: z.string().nullable(),
      unidadeFornecimento: z.string().nullable(),
      disponivel: z.number(),
      permitido: z.boolean(),
    }),
  ),
);

/** GET/PUT requisicao-abertura-fechamento/material-permitido/{setorId}. */
export const materiaisPermitidosRespostaSchema = z.object({
  setor: w.opcao,
  materiais: z.array(z.object({ id: w.inteiroLongo, nome: z.string(), codigo: z.string().nullable(), origem: z.number() })),
});

/** A line of the requisitions' lists (the sector's and the warehouse's). */
export const requisicaoLinhaSchema = z.object({
  id: w.inteiroLongo,
  data: w.data,
  setor: z.string(),
  almoxarifado: z.string(),
  situacao: z.number(),
  quantidadeItens: w.inteiroLongo,
  itensPendentes: w.inteiroLongo,
});
export const requisicaoDatatableSchema = datatableResposta(requisicaoLinhaSchema);

const loteSugerido = z.object({
  loteId: w.inteiroLongo,
  lote: z.string(),
  validade: w.data,
  disponivel: z.number(),
  quantidade: z.number(),
});

export const requisicaoItemRespostaSchema = z.object({
  id: w.inteiroLongo,
  materialId: w.inteiroLongo,
  material: z.string(),
  quantidadeSolicitada: z.number(),
  quantidadeAtendida: z.number(),
  situacao: z.number(),
  motivoRecusa: z.string().nullable(),
  /** Supply screen only: the FEFO lots for what is missing, and the valid stock here (null elsewhere). */
  sugestao: z.array(loteSugerido).nullable(),
  disponivel: z.number().nullable(),
});

export const suprimentoRespostaSchema = z.object({
  id: w.inteiroLongo,
  data: w.data,
  registradoPor: z.string().nullable(),
  situacao: z.number(),
  motivoEstorno: z.string().nullable(),
  itens: z.array(
    z.object({
      id: w.inteiroLongo,
      material: z.string(),
      lote: z.string(),
      validade: w.data,
      quantidade: z.number(),
    }),
  ),
});

export const requisicaoModeloSchema = z.object({
  id: w.inteiroLongo,
  data: w.data,
  centroCustoRequisitanteId: w.inteiroLongo,
  setor: z.string(),
  centroCustoAlmoxarifadoId: w.inteiroLongo,
  almoxarifado: z.string(),
  solicitante: z.string().nullable(),
  observacao: z.string().nullable(),
  situacao: z.number(),
  motivoSituacao: z.string().nullable(),
  itens: z.array(requisicaoItemRespostaSchema),
  suprimentos: z.array(suprimentoRespostaSchema),
});
export const requisicaoEdicaoRespostaSchema = z.object({ model: requisicaoModeloSchema });

/** GET almoxarifado/requisicao/create: the sector and the warehouses open for it today. */
export const requisicaoFormSchema = z.object({
  form: z.object({
    setor: w.opcao,
    almoxarifados: z.array(centroComUnidade.extend({ periodoId: w.inteiroLongo, dataFechamento: w.data })),
  }),
});

/** POST almoxarifado/requisicao: the requisition and how many items wait for permission. */
export const requisicaoGravadaSchema = z.object({ id: w.inteiroLongo, itensPendentes: z.number() });

/** A line of the pending items (and of their history). */
export const pendenciaLinhaSchema = z.object({
  id: w.inteiroLongo,
  requisicaoId: w.inteiroLongo,
  data: w.data,
  setor: z.string(),
  materialId: w.inteiroLongo,
  material: z.string(),
  quantidade: z.number(),
  situacao: z.number(),
  avaliadoEm: w.instante.nullable(),
  avaliadoPor: z.string().nullable(),
  motivoRecusa: z.string().nullable(),
});
export const pendenciaDatatableSchema = datatableResposta(pendenciaLinhaSchema);
export const pendenciaEdicaoRespostaSchema = z.object({
  model: pendenciaLinhaSchema.extend({
    centroCustoRequisitanteId: w.inteiroLongo,
    solicitante: z.string().nullable(),
    codigo: z.string().nullable(),
    disponivel: z.number(),
  }),
});

/** A line of the permissions' list (sector × material). */
export const permissaoLinhaSchema = z.object({
  id: w.inteiroLongo,
  setor: z.string(),
  materialId: w.inteiroLongo,
  material: z.string(),
  codigo: z.string().nullable(),
  origem: z.number(),
  createdAt: w.instante,
});
export const permissaoDatatableSchema = datatableResposta(permissaoLinhaSchema);

/** GET material-permissao/{materialId} and POST store-permissao: every sector, and whether it may ask for the material. */
export const permissaoMaterialRespostaSchema = z.object({
  material: w.opcao,
  setores: z.array(centroComUnidade.extend({ permitido: z.boolean() })),
});

/** GET importacao/create: the sectors a permission list can be imported for. */
export const importacaoFormSchema = z.object({ form: z.object({ setores: z.array(centroComUnidade) }) });

/** POST importacao: what went in, what was there already, and each refused line with its reason. */
export const importacaoResultadoSchema = z.object({
  importados: z.number(),
  jaPermitidos: z.number(),
  erros: z.array(z.object({ linha: z.number(), conteudo: z.string(), mensagem: z.string() })),
});
