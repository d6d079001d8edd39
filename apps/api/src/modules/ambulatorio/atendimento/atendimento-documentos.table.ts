import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, smallint, text, time, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea } from '../../../db/schema/columns.js';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { cidadao, usuario } from '../../../db/schema/pessoa.js';
import { cid, procedimentoSigtap } from '../../../db/schema/referencia-saude.js';
import { assinaturaDocumento } from '../../assinatura/assinatura.tables.js';
import { especialidade, medicamento } from '../../cadastro/cadastro.tables.js';
import { exame } from '../../parametrizacao/parametrizacao.tables.js';
import { ambulatorioAtendimento } from './atendimento.table.js';

/**
 * What the professional issues in an outpatient attendance (decision 0014): prescriptions of the six outpatient
 * forms, certificates/declarations/letters/guidance/referrals, and exam requests. Own tables (PA's `receita` and
 * `documento_clinico` hang on the FAA); the wire schemas, the print models and the web sections are shared.
 */

/** Take-home prescription: TipoReceitaAmbulatorio (common, special, blue B, yellow A, non-standard common/special). */
export const ambulatorioReceita = pgTable(
  'ambulatorio_receita',
  {
    id: id(),
    clienteId: clienteId(),
    ambulatorioAtendimentoId: ref()
      .notNull()
      .references(() => ambulatorioAtendimento.id, { onDelete: 'cascade' }),
    tipo: smallint().notNull(),
    /** Number of the notification form (blue/yellow), typed from the printed pad. */
    numeroNotificacao: varchar({ length: 20 }),
    /** Non-standard medicine (outside the municipal list): why it is needed, printed on its request. */
    justificativa: text(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('ambulatorio_receita_atendimento_idx').on(t.ambulatorioAtendimentoId),
    check('ambulatorio_receita_tipo_ck', sql`${t.tipo} between 1 and 6`),
  ],
);

export const ambulatorioReceitaItem = pgTable(
  'ambulatorio_receita_item',
  {
    id: id(),
    clienteId: clienteId(),
    receitaId: ref()
      .notNull()
      .references(() => ambulatorioReceita.id, { onDelete: 'cascade' }),
    medicamentoId: ref().references(() => medicamento.id),
    descricao: text().notNull(),
    quantidade: varchar({ length: 60 }).notNull(),
    posologia: text().notNull(),
    usoContinuo: smallint().notNull().default(0),
  },
  (t) => [index('ambulatorio_receita_item_receita_idx').on(t.receitaId)],
);

/** Certificate, attendance declaration, medical letter, guidance or referral (TipoDocumentoAmbulatorio). */
export const ambulatorioDocumento = pgTable(
  'ambulatorio_documento',
  {
    id: id(),
    clienteId: clienteId(),
    ambulatorioAtendimentoId: ref()
      .notNull()
      .references(() => ambulatorioAtendimento.id, { onDelete: 'cascade' }),
    tipo: smallint().notNull(),
    dias: integer(),
    dataInicio: date({ mode: 'string' }),
    horaInicio: time(),
    horaFim: time(),
    acompanhante: text(),
    /** Certificate: printed only with the patient's consent (CFM Res. 1.658/2002). */
    cidCodigo: varchar({ length: 4 }).references(() => cid.codigo),
    especialidadeId: ref().references(() => especialidade.id),
    destino: text(),
    texto: text(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('ambulatorio_documento_atendimento_idx').on(t.ambulatorioAtendimentoId),
    check('ambulatorio_documento_tipo_ck', sql`${t.tipo} between 1 and 5`),
  ],
);

/**
 * An exam requested in the attendance (an item of the exam registry, billed as its SIGTAP procedure).
 * `pacienteId` + `exameId` + `criadoEm` is indexed for the validity check (exame-dentro-prazo-validade).
 */
export const ambulatorioExameSolicitado = pgTable(
  'ambulatorio_exame_solicitado',
  {
    id: id(),
    clienteId: clienteId(),
    ambulatorioAtendimentoId: ref()
      .notNull()
      .references(() => ambulatorioAtendimento.id, { onDelete: 'cascade' }),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    exameId: ref()
      .notNull()
      .references(() => exame.id),
    procedimentoCodigo: varchar({ length: 10 })
      .notNull()
      .references(() => procedimentoSigtap.codigo),
    quantidade: smallint().notNull().default(1),
    justificativa: text(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('ambulatorio_exame_solicitado_atendimento_idx').on(t.ambulatorioAtendimentoId),
    index('ambulatorio_exame_solicitado_paciente_idx').on(t.clienteId, t.pacienteId, t.exameId, t.criadoEm),
  ],
);

/**
 * An exam request on one of the national forms (cytopathology, mammography/histopathology, APAC, SADT): the form's
 * code (FORMULARIO_REQUISICAO_EXAME of shared) and its clinical fields as `requisicaoExameSchema` validated them.
 * The plain exams of the registry (above) print together on the SADT exam request of the attendance.
 */
export const ambulatorioRequisicaoExame = pgTable(
  'ambulatorio_requisicao_exame',
  {
    id: id(),
    clienteId: clienteId(),
    ambulatorioAtendimentoId: ref()
      .notNull()
      .references(() => ambulatorioAtendimento.id, { onDelete: 'cascade' }),
    formulario: varchar({ length: 40 }).notNull(),
    dados: jsonb().notNull(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('ambulatorio_requisicao_exame_atendimento_idx').on(t.ambulatorioAtendimentoId)],
);

/**
 * A signed PDF of an outpatient attendance (store-atendimento-assinado): the attendance itself or one of its
 * documents. `tipo` is the print's kind (DocumentoImpressaoAmbulatorio) and `referenciaId` its row; a later
 * signature of the same document replaces the earlier one.
 */
export const ambulatorioDocumentoAssinado = pgTable(
  'ambulatorio_documento_assinado',
  {
    id: id(),
    clienteId: clienteId(),
    ambulatorioAtendimentoId: ref()
      .notNull()
      .references(() => ambulatorioAtendimento.id),
    tipo: varchar({ length: 60 }).notNull(),
    referenciaId: ref().notNull(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    assinaturaDocumentoId: ref().references(() => assinaturaDocumento.id),
    nomeArquivo: text().notNull(),
    conteudo: bytea().notNull(),
    assinadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ambulatorio_documento_assinado_uq').on(t.clienteId, t.tipo, t.referenciaId),
    index('ambulatorio_documento_assinado_atendimento_idx').on(t.ambulatorioAtendimentoId),
  ],
);
