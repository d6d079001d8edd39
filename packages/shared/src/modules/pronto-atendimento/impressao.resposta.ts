import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/** One printable document of an FAA: its name and the /impressao path that makes its PDF. */
export const impressaoDisponivelSchema = z.object({ chave: z.string(), nome: z.string(), url: z.string() });

/** A line of GET /api/pronto-atendimento/impressao/index: an FAA with what can be printed for it. */
export const faaParaImprimirSchema = z.object({
  id: z.number(),
  numero: w.inteiroLongo,
  recepcionadoEm: w.instante,
  status: z.number(),
  paciente: z.string(),
  nomeSocial: z.string().nullable(),
  classificacaoRisco: z.string().nullable(),
  cor: z.string().nullable(),
  impressoes: z.array(impressaoDisponivelSchema),
});
export const impressaoIndexSchema = datatableResposta(faaParaImprimirSchema);

/** A signed document of the FAA eletrônica, with its download. */
export const documentoFaaEletronicaSchema = z.object({
  id: z.number(),
  /** TipoDocumentoAssinado. */
  tipo: z.string(),
  referenciaId: z.number(),
  documento: z.string(),
  nomeArquivo: z.string(),
  assinadoEm: w.instante,
  /** Who signed (the certificate's name, else the user). */
  signatario: z.string(),
  /** The verification code, formatted; null without a signature record. */
  codigo: z.string().nullable(),
  /** The download of the signed PDF. */
  url: z.string(),
});

/** A line of GET /api/pronto-atendimento/impressao-faa-eletronica/index: an FAA with its signed documents. */
export const faaEletronicaSchema = z.object({
  id: z.number(),
  numero: w.inteiroLongo,
  recepcionadoEm: w.instante,
  status: z.number(),
  paciente: z.string(),
  nomeSocial: z.string().nullable(),
  documentos: z.array(documentoFaaEletronicaSchema),
});
export const faaEletronicaListaSchema = datatableResposta(faaEletronicaSchema);
