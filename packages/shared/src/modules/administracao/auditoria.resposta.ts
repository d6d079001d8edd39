import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/** A line of the audit trail (GET /api/administracao/auditoria/datatable), in words (issue 16 item 12). */
export const auditoriaLinhaSchema = z.object({
  id: z.number(),
  momento: w.instante,
  /** The instant on Brasília's clock, 'DD/MM/AAAA HH:MM:SS' (the municipality's, whatever the device's zone). */
  momentoLocal: z.string(),
  usuarioId: z.number().nullable(),
  usuarioNome: z.string().nullable(),
  lotacaoId: z.number().nullable(),
  /** As stored: INSERT, UPDATE, DELETE, LEITURA, UNIFICACAO. */
  acao: z.string(),
  /** As shown (ACAO_AUDITORIA): a session opened is ENTRADA, a session ended SAIDA. */
  acaoExibida: z.string(),
  tabela: z.string(),
  /** The table's noun (NOME_TABELA_AUDITORIA). */
  tabelaNome: z.string(),
  registroId: z.number().nullable(),
  pacienteId: z.number().nullable(),
  pacienteNome: z.string().nullable(),
  /** "Leitura do prontuário de MARIA DAS DORES (FAA 123)". */
  descricao: z.string(),
});
export const auditoriaListaSchema = datatableResposta(auditoriaLinhaSchema).extend({ contagemLimitada: z.boolean().optional() });

/** GET /api/administracao/auditoria/{id}: the line with the row before and after, keyed by column as stored. */
export const auditoriaDetalheSchema = auditoriaLinhaSchema.extend({
  antes: z.record(z.string(), z.unknown()).nullable(),
  depois: z.record(z.string(), z.unknown()).nullable(),
  requestId: z.string().nullable(),
});

/** The user and patient pickers of the trail's filters (…/auditoria/usuario|paciente/autocomplete). */
export const auditoriaAutocompleteSchema = w.dados(z.array(z.object({ id: z.number(), label: z.string() })));

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
