import { z } from 'zod';
import { type Resposta, w } from '../../wire.js';

/** A notification as its recipient (the placement) reads it (administracao/notificacao/recebida). */
export const notificacaoRecebidaSchema = z.object({
  /** The recipient row's id (what PATCH …/recebida/{id} marks read). */
  id: z.number(),
  lotacaoId: z.number(),
  tipoNome: z.string(),
  titulo: z.string(),
  mensagem: z.string(),
  visualizado: z.boolean(),
  /** The message's own time (reading it does not move it). */
  dataHoraAtualizacao: w.instante,
});
export type NotificacaoRecebida = Resposta<typeof notificacaoRecebidaSchema>;

/** GET /api/administracao/notificacao/recebida: the placement's notifications and its unread count. */
export const notificacoesRecebidasRespostaSchema = z.object({ data: z.array(notificacaoRecebidaSchema), naoLidas: z.number() });

/** GET …/recebida/nao-lidas: the badge's counter. */
export const notificacoesNaoLidasRespostaSchema = z.object({ quantidade: z.number() });

/** PATCH …/recebida/{id}: the notification as marked, and the unread count after it. */
export const notificacaoMarcadaRespostaSchema = notificacaoRecebidaSchema.extend({ naoLidas: z.number() });
