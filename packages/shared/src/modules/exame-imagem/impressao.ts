import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/**
 * Signature (assinatura), print (impressao) and reprint (reimpressao-resultado) of imaging reports (issue 22):
 * the inputs and the typed answers of their routes.
 */

const dataIso = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe uma data válida.')
  .optional();
const idOpcional = z.coerce.number().int().positive().optional();

/** The messages the server and the screens share. */
export const MENSAGENS_LAUDO_IMAGEM = {
  jaAssinado: 'Este laudo já foi assinado.',
  naoLancado: 'Somente laudos lançados (aguardando assinatura) podem ser assinados.',
  somentePdf: 'Envie o PDF assinado do laudo.',
  naoAssinadoAqui: 'O arquivo não é um documento assinado por você neste sistema.',
  outroDocumento: 'O arquivo assinado é de outro laudo.',
  naoAssinado: 'Laudo não assinado não pode ser impresso (parametrização do serviço de imagem).',
  substituido: 'Este laudo foi substituído por uma versão mais recente.',
  nenhum: 'Escolha ao menos um laudo.',
} as const;

/** The Keywords of a report's PDF: a signed copy of another document is refused. */
export const identificacaoPdfLaudoImagem = (laudoId: number) => `saude-municipal:exame-imagem:laudo:${laudoId}`;

// ── assinatura ─────────────────────────────────────────────────────────────────────────────────────────

export const assinaturaLaudoFiltroSchema = z.object({
  /** Whose reports (who wrote them); the screen starts with the logged professional. */
  profissionalId: idOpcional,
  equipamentoId: idOpcional,
  dataInicio: dataIso,
  dataFim: dataIso,
});

export const laudoAssinarLinhaSchema = z.object({
  id: z.number(),
  imgExameId: z.number(),
  paciente: z.string(),
  exame: z.string(),
  equipamento: z.string().nullable(),
  versao: z.number(),
  realizadoEm: w.instante.nullable(),
  lancadoEm: w.instante,
  lancadoPor: z.string().nullable(),
});
export const laudoAssinarDatatableSchema = datatableResposta(laudoAssinarLinhaSchema);

/** POST assinatura/store/{id}: the report's PDF signed through rest-pki (PAdES). */
export const laudoAssinadoSchema = z.object({ arquivo: z.string().min(1, MENSAGENS_LAUDO_IMAGEM.somentePdf) });
export const laudoAssinadoRespostaSchema = z.object({
  message: z.string(),
  data: z.object({ codigo: z.string(), assinadoEm: w.instante }),
});

// ── impressao, reimpressao-resultado ───────────────────────────────────────────────────────────────────

export const impressaoLaudoFiltroSchema = z.object({
  dataInicio: dataIso,
  dataFim: dataIso,
  pacienteId: idOpcional,
  equipamentoId: idOpcional,
});

export const laudoImpressaoLinhaSchema = z.object({
  /** The report version (img_laudo). */
  id: z.number(),
  imgExameId: z.number(),
  paciente: z.string(),
  exame: z.string(),
  equipamento: z.string().nullable(),
  versao: z.number(),
  realizadoEm: w.instante.nullable(),
  situacao: z.number(),
  assinadoEm: w.instante.nullable(),
  assinadoPor: z.string().nullable(),
  /** The last print of this version (null: never printed). */
  impressoEm: w.instante.nullable(),
  impressoes: z.number(),
});
export const laudoImpressaoDatatableSchema = datatableResposta(laudoImpressaoLinhaSchema);

/** GET impressao/pdf and reimpressao-resultado/pdf: one PDF of the chosen reports. */
export const impressaoLaudosQuerySchema = z.object({
  laudoIds: z
    .string({ message: MENSAGENS_LAUDO_IMAGEM.nenhum })
    .regex(/^\d+(,\d+)*$/, MENSAGENS_LAUDO_IMAGEM.nenhum)
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});
