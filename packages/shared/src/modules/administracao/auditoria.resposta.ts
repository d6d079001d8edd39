import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/** A line of the audit trail (GET /api/administracao/auditoria/datatable). */
export const auditoriaLinhaSchema = z.object({
  id: z.number(),
  momento: w.instante,
  usuarioId: z.number().nullable(),
  usuarioNome: z.string().nullable(),
  lotacaoId: z.number().nullable(),
  /** INSERT, UPDATE, DELETE, LEITURA, LOGIN, LOGOUT. */
  acao: z.string(),
  tabela: z.string(),
  registroId: z.number().nullable(),
});
export const auditoriaListaSchema = datatableResposta(auditoriaLinhaSchema);

/** GET /api/administracao/auditoria/{id}: the line with the row before and after, keyed by column as stored. */
export const auditoriaDetalheSchema = auditoriaLinhaSchema.extend({
  antes: z.record(z.string(), z.unknown()).nullable(),
  depois: z.record(z.string(), z.unknown()).nullable(),
  requestId: z.string().nullable(),
});

/** A line of the e-mail outbox (GET /api/administracao/email-saida/datatable). */
export const emailSaidaLinhaSchema = z.object({
  id: z.number(),
  destinatario: z.string(),
  assunto: z.string(),
  enviadoEm: w.instante.nullable(),
  erro: z.string().nullable(),
  createdAt: w.instante,
});
export const emailSaidaListaSchema = datatableResposta(emailSaidaLinhaSchema);

/** GET /api/administracao/email-saida/{id}: the message with its body. */
export const emailSaidaDetalheSchema = emailSaidaLinhaSchema.extend({ corpo: z.string(), updatedAt: w.instante });

/** The user and role pickers of the history reports (…/usuario/autocomplete, …/papel/autocomplete). */
export const relatorioHistoricoAutocompleteSchema = w.dados(z.array(z.object({ id: z.number(), label: z.string() })));
