import { z } from 'zod';
import { TipoDocumentoClinico } from '../../documento-clinico.js';
import { f } from '../../resource/fields.js';
import { TipoDocumentoAssinado } from './clinico.js';

/**
 * Prints and electronic signatures of the emergency care (issue 6 step 7): the FAA (simples and
 * completa), the take-home prescription forms, the clinical documents and the nursing checklist of the
 * internal prescription; the signed copies kept with the FAA (FAA eletrônica).
 */
export const IMPRESSAO_PA = '/impressao/pronto-atendimento';

export const MODELOS_FAA = ['simples', 'completa'] as const;
export type ModeloFaa = (typeof MODELOS_FAA)[number];
export const MODELO_FAA_NOME: Record<ModeloFaa, string> = { simples: 'FAA simples', completa: 'FAA completa' };

/** Where each printable document of an FAA is (the print screen and the pending signatures open these). */
export const caminhoImpressaoPa = {
  faa: (atendimentoId: number, modelo: ModeloFaa) => `${IMPRESSAO_PA}/faa/${atendimentoId}?modelo=${modelo}`,
  receita: (receitaId: number) => `${IMPRESSAO_PA}/receita/${receitaId}`,
  documento: (documentoId: number) => `${IMPRESSAO_PA}/documento/${documentoId}`,
  prescricaoInterna: (atendimentoId: number) => `${IMPRESSAO_PA}/prescricao-interna/${atendimentoId}`,
};

export const TIPO_DOCUMENTO_ASSINADO_NOME: Record<TipoDocumentoAssinado, string> = {
  FAA: 'FAA (atendimento médico)',
  RECEITA: 'Receita',
  ATESTADO: 'Atestado médico',
  DECLARACAO: 'Declaração de comparecimento',
  ENCAMINHAMENTO: 'Encaminhamento',
  ORIENTACAO: 'Orientações ao paciente',
};

/** The kind of signed document of each clinical document (documento_clinico.tipo). */
export const TIPO_ASSINADO_DO_DOCUMENTO: Record<number, TipoDocumentoAssinado> = {
  [TipoDocumentoClinico.ATESTADO]: TipoDocumentoAssinado.ATESTADO,
  [TipoDocumentoClinico.DECLARACAO_COMPARECIMENTO]: TipoDocumentoAssinado.DECLARACAO,
  [TipoDocumentoClinico.ENCAMINHAMENTO]: TipoDocumentoAssinado.ENCAMINHAMENTO,
  [TipoDocumentoClinico.ORIENTACAO]: TipoDocumentoAssinado.ORIENTACAO,
};

/** Where a signed copy of each kind is stored (the pending-signatures screen picks the route by kind). */
export const ROTA_DOCUMENTO_ASSINADO = {
  faa: '/api/pronto-atendimento/atendimento-medico/store-faa-assinada',
  receita: '/api/pronto-atendimento/atendimento-medico/store-receita-assinada',
  documento: '/api/pronto-atendimento/assinatura-eletronica/documento',
} as const;

/** How many days back the pending-signatures screen looks. */
export const ASSINATURA_PENDENTE_DIAS = 30;

export const MENSAGENS_DOCUMENTO_ASSINADO = {
  salvo: 'Documento assinado salvo com sucesso!',
  somentePdf: 'O arquivo deve ser um PDF.',
  /** 422 message when the file is not a document this user signed here (spec 001 §8 'Certificado inválido!'). */
  certificadoInvalido: 'Certificado inválido!',
  naoAssinado: 'O arquivo não é um documento assinado por você neste sistema. Assine o documento novamente.',
  outroDocumento: 'O arquivo assinado é de outro documento.',
  naoEncontrado: 'Documento não encontrado.',
  outroAutor: 'Somente o profissional que emitiu o documento pode assiná-lo.',
  faaCancelada: 'A FAA foi cancelada.',
  tipoDocumento: 'Tipo de documento inválido.',
} as const;

const nomeArquivo = f.texto('Nome do arquivo', { max: 255 });
/** The signed PDF in base64 (a data: prefix is accepted); the server checks it is a PDF this user signed. */
const arquivo = z.string({ error: 'O campo Arquivo é obrigatório.' }).min(1, 'O campo Arquivo é obrigatório.');

/** POST atendimento-medico/store-faa-assinada (the doctor screen sends exactly this). */
export const storeFaaAssinadaSchema = z.object({
  atendimentoMedicoId: f.referencia('Atendimento médico'),
  nomeArquivo,
  arquivo,
});

/** POST atendimento-medico/store-receita-assinada. */
export const storeReceitaAssinadaSchema = z.object({ receitaId: f.referencia('Receita'), nomeArquivo, arquivo });

/** POST assinatura-eletronica/documento: any kind, by its reference. */
export const documentoAssinadoSchema = z.object({
  tipo: z.enum(Object.values(TipoDocumentoAssinado) as [TipoDocumentoAssinado, ...TipoDocumentoAssinado[]], {
    error: MENSAGENS_DOCUMENTO_ASSINADO.tipoDocumento,
  }),
  referenciaId: f.referencia('Documento'),
  nomeArquivo,
  arquivo,
});
export type DocumentoAssinadoEntrada = z.infer<typeof documentoAssinadoSchema>;

/**
 * What the PDF of a printable document carries in its Keywords, so a signed copy stored later can be
 * matched with the document it was printed from.
 */
export const identificacaoPdfPa = (tipo: 'FAA' | 'RECEITA' | 'DOCUMENTO' | 'PRESCRICAO', id: number) => `saude-municipal:pa:${tipo}:${id}`;
