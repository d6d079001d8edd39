import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';
import { TipoDocumentoAssinado } from './clinico.js';

/** A line of GET /api/pronto-atendimento/assinatura-eletronica/index: a document of the user still without a signed copy. */
export const documentoPendenteSchema = z.object({
  /** `${tipo}-${referenciaId}`: the row key. */
  chave: z.string(),
  tipo: z.enum(TipoDocumentoAssinado),
  referenciaId: z.number(),
  atendimentoId: z.number(),
  numero: z.number(),
  paciente: z.string(),
  nomeSocial: z.string().nullable(),
  em: w.instante,
  documento: z.string(),
  /** The /impressao path of the PDF to sign. */
  url: z.string(),
  nomeArquivo: z.string(),
});
export const documentosPendentesSchema = datatableResposta(documentoPendenteSchema);

/** POST …/store-faa-assinada, …/store-receita-assinada and …/assinatura-eletronica/documento: the signed copy kept. */
export const documentoAssinadoGravadoSchema = z.object({
  message: z.string(),
  data: z.object({
    id: z.number(),
    /** TipoDocumentoAssinado. */
    tipo: z.string(),
    referenciaId: z.number(),
    atendimentoId: z.number(),
    nomeArquivo: z.string(),
    assinadoEm: w.instante,
    /** The signature's verification code. */
    codigo: z.string(),
  }),
});
