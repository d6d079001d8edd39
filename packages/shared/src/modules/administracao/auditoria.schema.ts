import { z } from 'zod';
import { datatableRequestSchema } from '../../datatable.js';
import { MENSAGENS_RELATORIO } from '../../relatorio.js';
import { f } from '../../resource/fields.js';
import { isPeriodoDentroDoLimite } from '../../validation/datas.js';
import { mensagens } from '../../validation/messages.js';
import { ACOES_AUDITORIA } from './auditoria.tabelas.js';

const vazioComoAusente = (v: unknown) => (v === '' ? undefined : v);
const id = z.preprocess(vazioComoAusente, z.coerce.number().int().positive().optional());

/**
 * The trail's filters (GET /api/administracao/auditoria/datatable, issue 16 item 12): a period of Brasília days
 * (this month when none is given; at most one year), the user, the patient, the action, the record type, and
 * whether the session rows (logins and logouts) show.
 */
export const auditoriaFiltrosSchema = datatableRequestSchema
  .extend({
    dataInicio: f.opcional(f.data('Data inicial')),
    dataFim: f.opcional(f.data('Data final')),
    usuarioId: id,
    pacienteId: id,
    acao: z.preprocess(vazioComoAusente, z.enum(ACOES_AUDITORIA, { error: 'Ação inválida.' }).optional()),
    tabela: z.preprocess(vazioComoAusente, z.string().max(63).optional()),
    registroId: id,
    sessoes: z.preprocess(vazioComoAusente, f.booleano().optional()),
  })
  .superRefine((v, ctx) => {
    const { dataInicio: inicio, dataFim: fim } = v;
    if (!inicio || !fim) return;
    if (fim < inicio) ctx.addIssue({ code: 'custom', path: ['dataFim'], message: mensagens.dataFinalMenor });
    else if (!isPeriodoDentroDoLimite(inicio, fim))
      ctx.addIssue({ code: 'custom', path: ['dataFim'], message: MENSAGENS_RELATORIO.periodoLongo });
  });
export type AuditoriaFiltros = z.infer<typeof auditoriaFiltrosSchema>;
