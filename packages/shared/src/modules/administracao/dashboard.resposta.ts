import { z } from 'zod';
import { menuItemSchema } from '../../menu.js';
import { notificacaoRecebidaSchema } from './notificacao.resposta.js';

/**
 * GET /api/dashboard (the API's area geral): the user's day at a glance for the current placement — the session's
 * placement, its notifications and the modules its permissions open.
 */
export const dashboardSchema = z.object({
  lotacao: z.object({
    unidadeNome: z.string(),
    infraestruturaNome: z.string(),
    ocupacaoNome: z.string().nullable(),
    centroCustoNome: z.string(),
    setorNome: z.string(),
  }),
  notificacoes: z.object({ naoLidas: z.number(), recentes: z.array(notificacaoRecebidaSchema) }),
  /** The modules the user may open (the menu without its "Início"). */
  modulos: z.array(menuItemSchema),
});
