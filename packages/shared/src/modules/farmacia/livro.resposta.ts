import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';
import { TIPOS_LIVRO, type TipoLinhaLivro } from './livro.js';

/** The answers of farmacia/livro-psicotropico and livro-talidomida (both books answer the same shapes). */

/** A book in the pharmacy's list. */
export const livroListaLinhaSchema = z.object({
  id: w.inteiroLongo,
  numero: z.number(),
  dataAbertura: w.data,
  dataFechamento: w.data.nullable(),
  responsavelNome: z.string(),
  responsavelConselho: z.string(),
  situacao: z.enum(['aberto', 'fechado']),
  linhas: w.inteiroLongo,
  assinaturaCodigo: z.string().nullable(),
});
export const livroDatatableSchema = datatableResposta(livroListaLinhaSchema);

/** list: every book of the pharmacy as an option ("Livro nº 2 — aberto em 01/02/2026"), newest first. */
export const livroOpcoesSchema = w.dados(z.array(w.opcao));

/** data-abertura: the date a new book opens on (the day after the last one closed, or today). */
export const livroDataAberturaSchema = z.object({
  dataAbertura: w.data,
  anterior: z.object({ id: w.inteiroLongo, numero: z.number(), dataFechamento: w.data.nullable() }).nullable(),
});

/** create: what the opening form starts with. */
export const livroFormSchema = z.object({
  form: z.object({
    centroCusto: w.opcao,
    numero: z.number(),
    dataAbertura: w.data,
    responsavelNome: z.string(),
    responsavelConselho: z.string(),
    /** The open book of this pharmacy, when there is one (a second cannot be opened). */
    livroAberto: z.object({ id: w.inteiroLongo, numero: z.number() }).nullable(),
  }),
});

/** A substance of the book: its balance when the book opened, what came in and went out, and the balance now. */
export const livroSubstanciaSchema = z.object({
  materialId: w.inteiroLongo,
  material: z.string(),
  lista: z.string().nullable(),
  saldoAnterior: z.number(),
  entradas: z.number(),
  saidas: z.number(),
  saldo: z.number(),
  linhas: z.number(),
});

export const livroModeloSchema = z.object({
  id: w.inteiroLongo,
  tipo: z.enum(TIPOS_LIVRO),
  numero: z.number(),
  centroCusto: z.string(),
  dataAbertura: w.data,
  dataFechamento: w.data.nullable(),
  responsavelNome: z.string(),
  responsavelConselho: z.string(),
  termoAbertura: z.string().nullable(),
  termoFechamento: z.string().nullable(),
  fechadoEm: w.instante.nullable(),
  fechadoPor: z.string().nullable(),
  assinaturaCodigo: z.string().nullable(),
  substancias: z.array(livroSubstanciaSchema),
});
export const livroEdicaoRespostaSchema = z.object({ model: livroModeloSchema });

/** A line of the book, as the book's table and `linha/{id}` show it. */
export const livroLinhaSchema = z.object({
  id: w.inteiroLongo,
  livroId: w.inteiroLongo,
  materialId: w.inteiroLongo,
  material: z.string(),
  data: w.data,
  tipo: z.enum(['entrada', 'saida', 'perda', 'estorno', 'ajuste'] as const satisfies readonly TipoLinhaLivro[]),
  quantidadeEntrada: z.number(),
  quantidadeSaida: z.number(),
  saldo: z.number(),
  historico: z.string(),
  pacienteId: w.inteiroLongo.nullable(),
  paciente: z.string().nullable(),
  numeroReceita: z.string().nullable(),
  prescritor: z.string().nullable(),
  /** Set on a manual line: why it was written by hand. */
  justificativa: z.string().nullable(),
  movimentoId: w.inteiroLongo.nullable(),
  usuario: z.string().nullable(),
  registradoEm: w.instante,
});
export const livroLinhasDatatableSchema = datatableResposta(livroLinhaSchema);
export const livroLinhaRespostaSchema = z.object({ model: livroLinhaSchema });

/** material/autocomplete: the substances of the book's lists, for a manual line (`{ id, label }`). */
export const livroMaterialAutocompleteSchema = w.dados(z.array(z.object({ id: w.inteiroLongo, label: z.string() })));

/** store: the new book's id. */
export const livroGravadoSchema = z.object({ id: w.inteiroLongo, message: z.string() });

/** store-livro-assinado/{id}: the signature the book now records. */
export const livroAssinadoSchema = z.object({
  message: z.string(),
  data: z.object({ codigo: z.string(), assinadoEm: w.instante }),
});
