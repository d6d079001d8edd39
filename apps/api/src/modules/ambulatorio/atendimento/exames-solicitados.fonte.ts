import { type SQL, sql } from 'drizzle-orm';
import { type FonteExamesSolicitados, lerExamesDaFonte } from '../../../lib/clinico/exames-solicitados.js';
import { MODULO_AMBULATORIO } from '../constantes.js';

/** The outpatient attendance's exam requests (ambulatorio_exame_solicitado), one row per exam. */
const consulta = (onde: SQL) => sql`
  select s.id, s.paciente_id, s.exame_id, s.procedimento_codigo, s.criado_em, a.usuario_id, a.unidade_id, a.id as atendimento_id
    from ambulatorio_exame_solicitado s join ambulatorio_atendimento a on a.id = s.ambulatorio_atendimento_id
   where ${onde}`;

/** The outpatient clinic's source for whoever performs exams (the laboratory's scheduling, issue 21). */
export const fonteExamesAmbulatorio: FonteExamesSolicitados = {
  origem: MODULO_AMBULATORIO,
  listar: (tx, pacienteId, filtro) => lerExamesDaFonte(tx, MODULO_AMBULATORIO, consulta(sql`s.paciente_id = ${pacienteId}`), filtro),
  obter: async (tx, id) => (await lerExamesDaFonte(tx, MODULO_AMBULATORIO, consulta(sql`s.id = ${id}`)))[0] ?? null,
  // an outpatient request has no status of its own: every one of the period is pending until a performer takes it
  pendentes: (tx, filtro) =>
    lerExamesDaFonte(
      tx,
      MODULO_AMBULATORIO,
      consulta(sql`s.criado_em >= (${filtro.desde}::date - 1)::timestamptz and s.criado_em < (${filtro.ate}::date + 2)::timestamptz`),
      filtro,
    ).then((l) => l.filter((e) => e.dataSolicitacao <= filtro.ate)),
};
