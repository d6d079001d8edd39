import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, smallint, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { bytea } from '../../../db/schema/columns.js';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { cidadao } from '../../../db/schema/pessoa.js';
import { cid } from '../../../db/schema/referencia-saude.js';
import { material, medicamento } from '../../cadastro/cadastro.tables.js';

/**
 * A patient's process of the Componente Especializado da Assistência Farmacêutica (CEAF, high-cost medicines;
 * spec 000 §2.3 farmacia/alto-custo-gerenciamento-processo): the LME (Laudo de Solicitação, Avaliação e Autorização
 * de Medicamentos) with the medicine, the CID allowed for it, the doctor and the quantity of each of its three
 * months; validity from `validade_inicio` (three competences); `status` 1 em análise, 2 autorizado, 3 indeferido,
 * 4 suspenso, 5 vencido. A renewal is a new process pointing at the one it renews.
 */
export const farmaciaProcessoAltoCusto = pgTable(
  'farmacia_processo_alto_custo',
  {
    id: id(),
    clienteId: clienteId(),
    /** The pharmacy (stock) that keeps the process and dispenses it. */
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    medicamentoId: ref().references(() => medicamento.id),
    materialId: ref()
      .notNull()
      .references(() => material.id),
    cidCodigo: varchar({ length: 4 })
      .notNull()
      .references(() => cid.codigo),
    /**
     * The CEAF procedure of the LME (SIGTAP group 06.04, e.g. 0604380011 Adalimumabe 40 mg): its `procedimento_cid`
     * rows are the CIDs the medicine is allowed for. No foreign key: a newer competência may drop a code.
     */
    procedimentoCodigo: varchar({ length: 10 }),
    medicoNome: text().notNull(),
    medicoCns: varchar({ length: 15 }),
    medicoConselho: varchar({ length: 30 }),
    dataSolicitacao: date({ mode: 'string' }).notNull(),
    /** First day of the first competence the LME covers; the process covers three months from it. */
    validadeInicio: date({ mode: 'string' }).notNull(),
    validadeFim: date({ mode: 'string' }).notNull(),
    quantidadeMes1: integer().notNull(),
    quantidadeMes2: integer().notNull(),
    quantidadeMes3: integer().notNull(),
    status: smallint().notNull().default(1),
    motivoStatus: text(),
    statusEm: timestamp({ withTimezone: true }),
    statusPor: bigint({ mode: 'number' }),
    /** The process this one renews. */
    renovacaoDeId: ref(),
    numeroLme: varchar({ length: 30 }),
    observacao: text(),
    ...timestamps,
  },
  (t) => [
    index('farmacia_processo_alto_custo_paciente_idx').on(t.clienteId, t.pacienteId),
    index('farmacia_processo_alto_custo_status_idx').on(t.clienteId, t.status, t.validadeFim),
    index('farmacia_processo_alto_custo_cid_idx').on(t.clienteId, t.cidCodigo),
    index('farmacia_processo_alto_custo_renovacao_idx').on(t.renovacaoDeId),
    check('farmacia_processo_alto_custo_status_ck', sql`${t.status} between 1 and 5`),
    check('farmacia_processo_alto_custo_qtd_ck', sql`${t.quantidadeMes1} >= 0 and ${t.quantidadeMes2} >= 0 and ${t.quantidadeMes3} >= 0`),
    check('farmacia_processo_alto_custo_validade_ck', sql`${t.validadeFim} >= ${t.validadeInicio}`),
  ],
);

/** Documents attached to a CEAF process (LME, prescription, exams, identity): PDF or image, up to 5 MB. */
export const farmaciaProcessoAltoCustoDocumento = pgTable(
  'farmacia_processo_alto_custo_documento',
  {
    id: id(),
    clienteId: clienteId(),
    processoId: ref()
      .notNull()
      .references(() => farmaciaProcessoAltoCusto.id, { onDelete: 'cascade' }),
    descricao: text().notNull(),
    nomeArquivo: text().notNull(),
    tipoConteudo: varchar({ length: 100 }).notNull(),
    tamanho: integer().notNull(),
    conteudo: bytea().notNull(),
    ...timestamps,
  },
  (t) => [index('farmacia_processo_alto_custo_documento_idx').on(t.processoId)],
);

/** What a monthly pickup counts against: competence (1st of the month) and quantity, per process. */
export const farmaciaProcessoAltoCustoCompetencia = pgTable(
  'farmacia_processo_alto_custo_competencia',
  {
    id: id(),
    clienteId: clienteId(),
    processoId: ref()
      .notNull()
      .references(() => farmaciaProcessoAltoCusto.id, { onDelete: 'cascade' }),
    /** 1, 2 or 3: the month of the LME. */
    mes: smallint().notNull(),
    competencia: date({ mode: 'string' }).notNull(),
    quantidadeAutorizada: integer().notNull(),
    /** Dispensed so far in the competence; never above the authorised quantity (a conditional UPDATE keeps it). */
    quantidadeDispensada: integer().notNull().default(0),
  },
  (t) => [
    unique('farmacia_processo_alto_custo_competencia_uq').on(t.processoId, t.mes),
    index('farmacia_processo_alto_custo_competencia_idx').on(t.clienteId, t.competencia),
    check('farmacia_processo_alto_custo_competencia_mes_ck', sql`${t.mes} between 1 and 3`),
    check(
      'farmacia_processo_alto_custo_competencia_qtd_ck',
      sql`${t.quantidadeDispensada} >= 0 and ${t.quantidadeDispensada} <= ${t.quantidadeAutorizada}`,
    ),
  ],
);

/** The status history of a CEAF process (the timeline of its screen): every change, who made it and why. */
export const farmaciaProcessoAltoCustoSituacao = pgTable(
  'farmacia_processo_alto_custo_situacao',
  {
    id: id(),
    clienteId: clienteId(),
    processoId: ref()
      .notNull()
      .references(() => farmaciaProcessoAltoCusto.id, { onDelete: 'cascade' }),
    status: smallint().notNull(),
    motivo: text(),
    /** Null when the system changed it (a validity that ended). */
    usuarioId: bigint({ mode: 'number' }),
    em: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('farmacia_processo_alto_custo_situacao_idx').on(t.processoId, t.em),
    check('farmacia_processo_alto_custo_situacao_status_ck', sql`${t.status} between 1 and 5`),
  ],
);
