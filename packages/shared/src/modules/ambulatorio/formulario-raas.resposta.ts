import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/** A line of the RAAS list (GET …/formulario-raas/datatable). */
export const raasItemSchema = z.object({
  id: z.number(),
  competencia: z.string(),
  unidadeNome: z.string(),
  cnes: z.string(),
  pacienteId: z.number(),
  pacienteNome: z.string(),
  pacienteCns: z.string(),
  cidPrincipal: z.string(),
  capsTipo: z.string(),
  destino: z.string(),
  acoes: z.number(),
  quantidade: z.number(),
  updatedAt: w.instante,
});
export const raasDatatableSchema = datatableResposta(raasItemSchema);

const acaoSchema = z.object({
  id: z.number(),
  procedimentoCodigo: z.string(),
  procedimentoNome: z.string(),
  profissionalId: z.number(),
  profissionalNome: z.string(),
  cbo: z.string(),
  data: w.data,
  quantidade: z.number(),
  local: z.string(),
});

/** GET …/formulario-raas/{id}: the sheet as the form edits it (codes without masks, CIDs with their labels). */
export const raasRespostaSchema = z.object({
  data: z.object({
    id: z.number(),
    unidadeId: z.number(),
    cnes: z.string(),
    competencia: z.string(),
    pacienteId: z.number(),
    pacienteLabel: z.string(),
    pacienteCns: z.string(),
    pacienteNome: z.string(),
    pacienteNascimento: w.data,
    pacienteSexo: z.string(),
    pacienteRacaCor: z.string(),
    pacienteMunicipioId: z.number(),
    pacienteMunicipioNome: z.string(),
    dataInicio: w.data,
    origem: z.string(),
    capsTipo: z.string(),
    coberturaEsf: z.boolean(),
    cnesEsf: z.string().nullable(),
    cidPrincipal: z.string(),
    cidsSecundarios: z.array(z.string()),
    cidCausaAssociada: z.string().nullable(),
    /** The CIDs above with their labels ('F20.0 - Esquizofrenia paranóide'), for the autocompletes. */
    cids: z.array(z.object({ codigo: z.string(), label: z.string() })),
    destino: z.string(),
    dataSaida: w.data.nullable(),
    situacaoRua: z.boolean(),
    usoAlcool: z.boolean(),
    usoCrack: z.boolean(),
    usoOutrasDrogas: z.boolean(),
    acoes: z.array(acaoSchema),
  }),
});

export const raasSalvaSchema = z.object({ data: z.object({ id: z.number() }), message: z.string() });

/** GET …/formulario-raas/create: what the form chooses from. */
export const raasFormSchema = z.object({
  form: z.object({
    /** The session's unit first. */
    unidades: z.array(w.opcao.extend({ cnes: z.string() })),
    unidadePadrao: z.number().nullable(),
    profissionais: z.array(w.opcao.extend({ cbos: z.array(z.string()) })),
    procedimentos: z.array(z.object({ codigo: z.string(), nome: z.string() })),
  }),
});

/** GET …/formulario-raas/paciente/{id}: the record's data as the sheet's defaults. */
export const raasPacienteSchema = z.object({
  data: z.object({
    pacienteId: z.number(),
    pacienteCns: z.string().nullable(),
    pacienteNome: z.string(),
    pacienteNascimento: w.data.nullable(),
    pacienteSexo: z.string().nullable(),
    pacienteRacaCor: z.string(),
    pacienteMunicipioId: z.number().nullable(),
    pacienteMunicipioNome: z.string().nullable(),
  }),
});
