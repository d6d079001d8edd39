import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';
import type { AcaoAih } from './aih.transitions.js';

const acaoAih = z.custom<AcaoAih>((v) => typeof v === 'string');
/** An autocomplete choice keyed by code (CID, SIGTAP procedure). */
const itemCodigo = z.object({ id: z.string(), label: z.string() });

/** A SIGTAP procedure of an autocomplete (exame-imagem.service autocompleteProcedimentos). */
export const procedimentoAutocompleteSchema = w.dados(
  z.array(z.object({ id: z.string(), codigo: z.string(), nome: z.string(), sexo: z.string(), label: z.string() })),
);

/** A line of GET /api/pronto-atendimento/aih/datatable. */
export const aihLinhaSchema = z.object({
  id: z.number(),
  pacienteId: z.number(),
  paciente: z.string(),
  atendimentoNumero: w.inteiroLongo.nullable(),
  procedimentoCodigo: z.string(),
  procedimento: z.string(),
  cidPrincipal: z.string(),
  carater: z.number(),
  caraterNome: z.string(),
  status: z.number(),
  statusNome: z.string(),
  numeroAih: z.string().nullable(),
  hospitalDestino: z.string().nullable(),
  solicitadoEm: w.instante,
});
export const aihListaSchema = datatableResposta(aihLinhaSchema);

/** A request with the labels the screens show (aih.service carregarAih). */
export const aihCarregadaSchema = z.object({
  id: z.number(),
  pacienteId: z.number(),
  paciente: z.string(),
  pacienteCns: z.string().nullable(),
  atendimentoId: z.number().nullable(),
  atendimentoNumero: w.inteiroLongo.nullable(),
  unidadeId: z.number().nullable(),
  procedimentoCodigo: z.string(),
  procedimentoNome: z.string(),
  cidPrincipal: z.string(),
  cidPrincipalDescricao: z.string(),
  cidSecundario: z.string().nullable(),
  cidSecundarioDescricao: z.string().nullable(),
  carater: z.number(),
  caraterNome: z.string(),
  sinaisSintomas: z.string(),
  condicoesJustificativa: z.string(),
  resultadosExames: z.string().nullable(),
  solicitadoPor: z.number(),
  solicitante: z.string(),
  solicitadoEm: w.instante,
  status: z.number(),
  statusNome: z.string(),
  numeroAih: z.string().nullable(),
  hospitalDestino: z.string().nullable(),
  observacaoRegulacao: z.string().nullable(),
  situacaoEm: w.instante.nullable(),
  situacaoPor: z.number().nullable(),
  acoes: z.array(acaoAih),
  /** The labels the CID and procedure autocompletes show for the saved codes. */
  procedimentoItem: itemCodigo,
  cidPrincipalItem: itemCodigo,
  cidSecundarioItem: itemCodigo.nullable(),
});

/** POST /api/pronto-atendimento/aih, PUT …/aih/{id} and …/aih/situacao/{id}: the request and the message. */
export const aihGravadaSchema = z.object({ model: aihCarregadaSchema, message: z.string() });

/** The patient of a request (aih.service pacienteDaAih). */
export const pacienteAihSchema = z.object({
  id: z.number(),
  nome: z.string(),
  nomeSocial: z.string().nullable(),
  dataNascimento: w.data.nullable(),
  sexoId: z.number().nullable(),
  cns: z.string().nullable(),
  cpf: z.string().nullable(),
  nomeMae: z.string().nullable(),
  desconhecido: z.boolean(),
  idadeEstimada: z.number().nullable(),
});

const formAih = z.object({
  carateres: z.array(w.opcao),
  grupos: z.array(z.object({ prefixo: z.string(), nome: z.string() })).readonly(),
});

/** GET /api/pronto-atendimento/aih/create/{pacienteId?}: the form, the patient, the open FAA and what it fills in. */
export const aihCriacaoSchema = z.object({
  form: formAih,
  model: z.object({
    paciente: pacienteAihSchema.nullable(),
    atendimento: z.object({ id: z.number(), numero: w.inteiroLongo }).nullable(),
    aih: z
      .object({
        cidPrincipal: z.string().nullable(),
        cidPrincipalItem: itemCodigo.nullable(),
        sinaisSintomas: z.string().nullable(),
        resultadosExames: z.string().nullable(),
      })
      .nullable(),
  }),
});

/** GET /api/pronto-atendimento/aih/{id}/edit. */
export const aihEdicaoRespostaSchema = z.object({
  form: formAih.extend({ acoes: z.array(acaoAih) }),
  model: aihCarregadaSchema,
});

/** GET /api/pronto-atendimento/aih/paciente: the patient search of a new request, with their open FAA's number. */
export const aihPacienteBuscaSchema = w.dados(
  z.array(z.object({ id: z.number(), label: z.string(), faaAberta: w.inteiroLongo.nullable() })),
);
