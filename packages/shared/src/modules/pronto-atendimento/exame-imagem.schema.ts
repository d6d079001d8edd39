import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { isValidProcedimentoSigtap } from '../../validation/codigos.js';
import { mensagens } from '../../validation/messages.js';
import { zInstante, zOpcional, zProcedimento } from '../../validation/zod-fields.js';
import { MENSAGENS_EXAME_IMAGEM } from './exame-imagem.transitions.js';

/**
 * SIGTAP group 02 (diagnostic procedures) subgroups that are imaging: an emergency care requests these as
 * "exame de imagem"; laboratory (0202), endoscopy (0209) and the others go elsewhere.
 */
export const SUBGRUPOS_IMAGEM = [
  { prefixo: '0204', nome: 'Radiologia' },
  { prefixo: '0205', nome: 'Ultrassonografia' },
  { prefixo: '0206', nome: 'Tomografia' },
  { prefixo: '0207', nome: 'Ressonância magnética' },
] as const;

export const ehProcedimentoImagem = (codigo: string | null | undefined): boolean =>
  SUBGRUPOS_IMAGEM.some((s) => (codigo ?? '').startsWith(s.prefixo));

export const JUSTIFICATIVA_EXAME_MAX = 2000;
export const LAUDO_MAX = 10_000;
export const MOTIVO_CANCELAMENTO_EXAME_MAX = 500;
/** A browser clock a little ahead of the server's must not make "now" a future instant. */
export const TOLERANCIA_RELOGIO_MS = 2 * 60_000;

/** The request (exame-imagem/create): an open FAA, an imaging procedure and why. */
export const exameImagemSchema = z.object({
  atendimentoId: f.referencia('Atendimento (FAA)'),
  // the imaging rule speaks only of a well-formed code (the format message comes first and alone)
  procedimentoCodigo: zProcedimento('Procedimento').refine(
    (v) => !isValidProcedimentoSigtap(v) || ehProcedimentoImagem(v),
    MENSAGENS_EXAME_IMAGEM.naoImagem,
  ),
  justificativa: f.texto('Justificativa', { max: JUSTIFICATIVA_EXAME_MAX }),
});
export type ExameImagemInput = z.infer<typeof exameImagemSchema>;

/**
 * One step of the request (exame-imagem/edit): the execution with its instant, the report, or the
 * cancellation with its reason. The order of the steps is the transitions table's; "not before the
 * request" needs the request and is checked by the server.
 */
export const exameImagemAtualizacaoSchema = z
  .object({
    acao: z.enum(['realizar', 'laudar', 'cancelar'], { error: 'Ação é inválida' }),
    realizadoEm: zOpcional(zInstante('Data da realização')),
    laudo: f.textoOpcional('Laudo', { max: LAUDO_MAX }),
    motivoCancelamento: f.textoOpcional('Motivo do cancelamento', { max: MOTIVO_CANCELAMENTO_EXAME_MAX }),
  })
  .superRefine((v, ctx) => {
    const falta = (campo: string, rotulo: string) =>
      ctx.addIssue({ code: 'custom', path: [campo], message: mensagens.obrigatorio(rotulo) });
    if (v.acao === 'realizar') {
      if (!v.realizadoEm) falta('realizadoEm', 'Data da realização');
      else if (Date.parse(v.realizadoEm) > Date.now() + TOLERANCIA_RELOGIO_MS)
        ctx.addIssue({ code: 'custom', path: ['realizadoEm'], message: MENSAGENS_EXAME_IMAGEM.realizadoFuturo });
    }
    if (v.acao === 'laudar' && !v.laudo) falta('laudo', 'Laudo');
    if (v.acao === 'cancelar' && !v.motivoCancelamento) falta('motivoCancelamento', 'Motivo do cancelamento');
  });
export type ExameImagemAtualizacao = z.infer<typeof exameImagemAtualizacaoSchema>;
