import { z } from 'zod';
import { type Resposta, w } from './wire.js';

/*
 * The answers of the API's cross-cutting area geral (it is no module of the menu): the national reference
 * lookups (intranet, CID-10, CBO, CIAP-2, LEDI, SIGTAP), the small helpers every form reads (invalid terms,
 * BMI) and the user's background jobs. The reference tables are national: no tenant, no audit columns.
 */

/** GET /api/intranet/estado: the 27 federative units (IBGE codes), by name. */
export const estadosRespostaSchema = w.dados(z.array(z.object({ id: z.number(), uf: z.string(), nome: z.string() })));

/** GET /api/intranet/municipio/autocomplete: IBGE municipalities, "Nome - UF". */
export const municipiosAutocompleteSchema = w.dados(
  z.array(z.object({ id: z.number(), nome: z.string(), uf: z.string(), estadoId: z.number(), label: z.string() })),
);

/** GET /api/intranet/pais/autocomplete: the countries of the e-SUS/LEDI list (Brasil = 31). */
export const paisesAutocompleteSchema = w.dados(z.array(z.object({ id: z.number(), nome: z.string(), label: z.string() })));

/** A CIAP-2 rubric, by its code ('K86'), with the CID-10 e-SUS maps it to. */
export const ciapItemSchema = z.object({
  id: z.string(),
  codigo: z.string(),
  descricao: z.string(),
  cidCodigo: z.string().nullable(),
  label: z.string(),
});
/** GET /api/geral/ciap and /api/geral/ciap/autocomplete. */
export const ciapListaSchema = w.dados(z.array(ciapItemSchema));

/** GET /api/geral/ledi/{tabela}: a LEDI APS code list in LEDI's order. */
export const lediListaSchema = w.dados(z.array(z.object({ codigo: z.string(), descricao: z.string() })));

/** GET /api/cid/autocomplete: CID-10 codes by code (with or without the dot) or description. */
export const cidAutocompleteSchema = w.dados(
  z.array(
    z.object({
      /** Without the dot (A000). */
      id: z.string(),
      /** With the dot (A00.0). */
      codigo: z.string(),
      descricao: z.string(),
      label: z.string(),
      subcategoria: z.boolean(),
      /** The only sex the code is valid for, null when any. */
      sexo: z.string().nullable(),
    }),
  ),
);

/** GET /api/ocupacoes/autocomplete: CBO 2002 occupations by code or title. */
export const ocupacoesAutocompleteSchema = w.dados(
  z.array(z.object({ id: z.string(), codigo: z.string(), nome: z.string(), label: z.string() })),
);

/** GET /api/geral/termo-invalido: the municipality's invalid terms (lower case). */
export const termosInvalidosRespostaSchema = w.dados(z.array(z.string()));

/** GET /api/geral/imc/{peso}/{altura}: the BMI and its class (null when it cannot be computed). */
export const imcRespostaSchema = z.object({ imc: z.number().nullable(), classificacao: z.string().nullable() });

/** A SIGTAP procedure as its pickers show it (the code without the mask). */
export const procedimentoSigtapItemSchema = z.object({
  id: z.string(),
  codigo: z.string(),
  nome: z.string(),
  label: z.string(),
  /** TP_COMPLEXIDADE: 0 não se aplica, 1 atenção básica, 2 média, 3 alta complexidade. */
  complexidade: z.number(),
  /** TP_SEXO: M, F, I (ambos) or N (não se aplica). */
  sexo: z.string(),
  /** Months; null where SIGTAP says not applicable. */
  idadeMinima: z.number().nullable(),
  idadeMaxima: z.number().nullable(),
});
export type ProcedimentoSigtapItem = Resposta<typeof procedimentoSigtapItemSchema>;

/** GET /api/sigtap/servico/autocomplete. */
export const procedimentosSigtapAutocompleteSchema = w.dados(z.array(procedimentoSigtapItemSchema));

/** GET /api/sigtap/servico/list: one page of procedures. */
export const procedimentosSigtapPaginaSchema = z.object({
  data: z.array(procedimentoSigtapItemSchema),
  total: z.number(),
  currentPage: z.number(),
  perPage: z.number(),
  lastPage: z.number(),
});

/** GET /api/sigtap/servico/{codigo}: the procedure with SIGTAP's names of its codes. */
export const procedimentoSigtapSchema = z.object({
  id: z.string(),
  codigo: z.string(),
  nome: z.string(),
  label: z.string(),
  complexidade: z.number(),
  complexidadeNome: z.string().nullable(),
  sexo: z.string(),
  sexoNome: z.string().nullable(),
  quantidadeMaxima: z.number().nullable(),
  idadeMinima: z.number().nullable(),
  idadeMaxima: z.number().nullable(),
  /** numeric(12,2) as text: '12.47'. */
  valorSh: z.string(),
  valorSa: z.string(),
  valorSp: z.string(),
  financiamento: z.string(),
  financiamentoNome: z.string().nullable(),
  /** AAAAMM of the SIGTAP release. */
  competencia: z.string(),
});

/** GET /api/sigtap/servico/{codigo}/cids: the CIDs SIGTAP allows with the procedure, principal ones first. */
export const procedimentoSigtapCidsSchema = w.dados(
  z.array(
    z.object({
      /** Without the dot (A000). */
      id: z.string(),
      /** With the dot (A00.0). */
      codigo: z.string(),
      /** Null for a code the CID table does not hold yet (a newer competência). */
      descricao: z.string().nullable(),
      label: z.string(),
      principal: z.boolean(),
      sexo: z.string().nullable(),
    }),
  ),
);

/** GET /api/sigtap/servico/{codigo}/ocupacoes: the CBOs that may perform it (SUS-specific ones come without a name). */
export const procedimentoSigtapOcupacoesSchema = w.dados(
  z.array(z.object({ id: z.string(), codigo: z.string(), nome: z.string().nullable(), label: z.string() })),
);

/** GET /api/sigtap/competencia: the competência in use (the highest loaded) and what was loaded with it. */
export const sigtapCompetenciaSchema = z.object({
  competencia: z.string(),
  /** MM/AAAA. */
  competenciaFormatada: z.string(),
  carregadoEm: w.instante,
  arquivo: z.string(),
  procedimentos: z.number(),
  procedimentosCid: z.number(),
  procedimentosOcupacao: z.number(),
});

/** A background job's status (issue 5). */
export const statusTarefaSchema = z.enum(['PENDENTE', 'EXECUTANDO', 'CONCLUIDA', 'ERRO']);

/** A background job of the logged-in user (GET /api/geral/tarefa). */
export const tarefaSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  /** pdf, xlsx or csv: the format the job was asked for (null for a job without a file format). */
  formato: z.string().nullable(),
  status: statusTarefaSchema,
  processados: z.number(),
  total: z.number().nullable(),
  /** 0–100 */
  progresso: z.number(),
  /** The error text when status is ERRO. */
  mensagem: z.string().nullable(),
  nomeArquivo: z.string().nullable(),
  /** Bytes of the finished file. */
  tamanho: z.number().nullable(),
  criadaEm: w.instante,
  concluidaEm: w.instante.nullable(),
});
export type TarefaResposta = Resposta<typeof tarefaSchema>;

/** GET /api/geral/tarefa: the user's recent jobs (20 at most), newest first. */
export const tarefasRespostaSchema = w.dados(z.array(tarefaSchema));
