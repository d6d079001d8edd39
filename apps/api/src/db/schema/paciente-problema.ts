import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from './common.js';
import { cidadao, usuario } from './pessoa.js';
import { ciap, cid } from './referencia-saude.js';

/**
 * The patient's problem/condition list (spec 001 §3 "Problem/condition record"): a CID-10 or CIAP-2 code with
 * its start and end dates and situation (SituacaoProblema: active, latent, resolved). Core, not a module's:
 * the outpatient attendance includes problems in it now and primary care will read and feed the same list.
 * `origem`/`origemId` say which record included it (no FK: the core cannot depend on a module's table).
 */
export const pacienteProblema = pgTable(
  'paciente_problema',
  {
    id: id(),
    clienteId: clienteId(),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    cidCodigo: varchar({ length: 4 }).references(() => cid.codigo),
    ciapCodigo: varchar({ length: 3 }).references(() => ciap.codigo),
    situacao: smallint().notNull(),
    inicioData: date({ mode: 'string' }),
    fimData: date({ mode: 'string' }),
    observacao: text(),
    /** The module of the record that included it ('ambulatorio'...), and that record's id. */
    origem: varchar({ length: 30 }),
    origemId: ref(),
    usuarioId: ref().references(() => usuario.id),
    ...timestamps,
  },
  (t) => [
    index('paciente_problema_paciente_idx').on(t.clienteId, t.pacienteId),
    check('paciente_problema_codigo_ck', sql`${t.cidCodigo} is not null or ${t.ciapCodigo} is not null`),
    check('paciente_problema_situacao_ck', sql`${t.situacao} between 1 and 3`),
    check('paciente_problema_periodo_ck', sql`${t.fimData} is null or ${t.inicioData} is null or ${t.fimData} >= ${t.inicioData}`),
  ],
);
