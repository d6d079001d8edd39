import { index, integer, numeric, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { cidadao, usuario } from '../../../db/schema/pessoa.js';
import { procedimentoSigtap } from '../../../db/schema/referencia-saude.js';
import { atendimentoAmbulatorial } from '../recepcao/atendimento-ambulatorial.table.js';

/**
 * A nursing attendance of the outpatient clinic (issue 17): the pre-consultation (vital signs, anthropometry,
 * notes) or a nursing procedure visit, with its SIGTAP procedures. `tipo` is `TIPO_ATENDIMENTO_ENFERMAGEM`.
 */
export const ambulatorioEnfermagem = pgTable(
  'ambulatorio_enfermagem',
  {
    id: id(),
    clienteId: clienteId(),
    atendimentoAmbulatorialId: ref()
      .notNull()
      .references(() => atendimentoAmbulatorial.id),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    tipo: smallint().notNull(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    ocupacaoCodigo: varchar({ length: 6 }),
    queixa: text(),
    paSistolica: smallint(),
    paDiastolica: smallint(),
    frequenciaCardiaca: smallint(),
    frequenciaRespiratoria: smallint(),
    temperatura: numeric({ precision: 4, scale: 1 }),
    saturacao: smallint(),
    glicemia: smallint(),
    dor: smallint(),
    /** kg, three decimals (newborns). */
    peso: numeric({ precision: 6, scale: 3 }),
    /** cm. */
    altura: numeric({ precision: 5, scale: 1 }),
    imc: numeric({ precision: 5, scale: 2 }),
    circunferenciaAbdominal: numeric({ precision: 5, scale: 1 }),
    anotacao: text(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('ambulatorio_enfermagem_atendimento_idx').on(t.atendimentoAmbulatorialId, t.criadoEm)],
);

/** SIGTAP procedures of an outpatient nursing attendance (billed with the visit). */
export const ambulatorioEnfermagemProcedimento = pgTable(
  'ambulatorio_enfermagem_procedimento',
  {
    id: id(),
    clienteId: clienteId(),
    ambulatorioEnfermagemId: ref()
      .notNull()
      .references(() => ambulatorioEnfermagem.id, { onDelete: 'cascade' }),
    procedimentoCodigo: varchar({ length: 10 })
      .notNull()
      .references(() => procedimentoSigtap.codigo),
    quantidade: integer().notNull().default(1),
  },
  (t) => [index('ambulatorio_enfermagem_procedimento_idx').on(t.ambulatorioEnfermagemId)],
);
