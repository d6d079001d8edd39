import { z } from 'zod';
import { datatableRequestSchema } from '../../datatable.js';
import { f } from '../../resource/fields.js';
import { hojeIso } from '../../validation/datas.js';
import { TIPOS_LINHA_MANUAL } from './livro.js';

/**
 * The requests of farmacia/livro-psicotropico and livro-talidomida (spec 001 §7: datatable, list, create,
 * linha/{id}, store, edit, update, fechar/{id}, data-abertura). Both books take the same shapes.
 */
const hoje = () => hojeIso();
const responsavel = {
  responsavelNome: f.texto('Farmacêutico responsável', { max: 150 }),
  responsavelConselho: f.texto('Registro no conselho (CRF)', { max: 30 }),
};

/** store: opens the pharmacy's book (the term is generated from these). */
export const livroAberturaSchema = z.object({
  dataAbertura: f.data('Data de abertura', { max: hoje }),
  ...responsavel,
});
export type LivroAberturaInput = z.infer<typeof livroAberturaSchema>;

/** update: the responsible pharmacist and the opening term, while the book is open. */
export const livroEdicaoSchema = z.object({
  ...responsavel,
  termoAbertura: f.texto('Termo de abertura', { max: 4000 }),
});

/** linha (POST): what the system did not see, with the reason it is written by hand. */
export const livroLinhaManualSchema = z.object({
  livroId: f.referencia('Livro'),
  materialId: f.referencia('Substância / medicamento'),
  data: f.data('Data', { max: hoje }),
  tipo: z.enum(TIPOS_LINHA_MANUAL, { error: 'Escolha entrada, saída ou perda.' }),
  quantidade: f.inteiro('Quantidade', { min: 1, max: 1_000_000 }),
  historico: f.texto('Histórico', { max: 500 }),
  numeroReceita: f.textoOpcional('Número da receita / notificação', { max: 20 }),
  prescritor: f.textoOpcional('Prescritor', { max: 200 }),
  justificativa: f.texto('Justificativa', { min: 10, max: 1000 }),
});
export type LivroLinhaManualInput = z.infer<typeof livroLinhaManualSchema>;

/** fechar/{id}: the closing date (the term is generated with the book's figures). */
export const livroFechamentoSchema = z.object({ dataFechamento: f.data('Data de fechamento', { max: hoje }) });

/** The books of the pharmacy: the page and the situation. */
export const livroListaSchema = datatableRequestSchema.extend({ situacao: z.enum(['aberto', 'fechado']).optional() });

/** The lines of a book: the page, one substance and a period. */
export const livroLinhasQuerySchema = datatableRequestSchema.extend({
  materialId: z.coerce.number().int().positive().optional(),
  dataInicio: f.opcional(f.data('Data inicial')),
  dataFim: f.opcional(f.data('Data final')),
});

/** store-livro-assinado/{id}: the signed PDF of the closed book, as rest-pki/finish gave it (base64). */
export const livroAssinadoEntradaSchema = z.object({
  nomeArquivo: f.texto('Nome do arquivo', { max: 255 }),
  arquivo: z.string({ error: 'O campo Arquivo é obrigatório.' }).min(1, 'O campo Arquivo é obrigatório.'),
});
