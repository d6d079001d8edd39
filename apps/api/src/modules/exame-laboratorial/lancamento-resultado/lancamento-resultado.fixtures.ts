import { SITUACAO_EXAME_LAB } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { TestContext } from '../../../../test/helpers.js';
import { type Database, type Tx, withTenant } from '../../../db/client.js';

/**
 * Fixtures of the result tests: a scheduling of exams already collected, written straight into the tables (the
 * agenda engine's `agendamento` on an agenda of its own + the lab_* rows), so these tests depend on no other
 * screen of the module and count only what they created.
 */
const sufixo = () => `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

export async function clienteDemo(database: Database): Promise<number> {
  const { rows } = await database.db.execute(sql`select id from cliente where link = 'demo'`);
  return Number(rows[0]?.id);
}

export const emTenant = <T>(database: Database, clienteId: number, fn: (tx: Tx) => Promise<T>) =>
  withTenant(database.db, { clienteId }, fn);

export interface AgendamentoDeTeste {
  labAgendamentoId: number;
  numero: number;
  pacienteId: number;
  /** Exam name → lab_agendamento_exame id. */
  exames: Map<string, number>;
}

/** A patient, an agenda and a scheduling of these exams (registry names), collected on `data`. */
export async function agendamentoColetado(
  ctx: TestContext,
  opts: { exames: string[]; sexoId?: 0 | 1; nascimento?: string; data?: string; pacienteId?: number },
): Promise<AgendamentoDeTeste> {
  const clienteId = await clienteDemo(ctx.database);
  return emTenant(ctx.database, clienteId, async (tx) => {
    const pacienteId =
      opts.pacienteId ??
      Number(
        (
          await tx.execute(sql`
        insert into cidadao (nome, sexo_id, data_nascimento) values (${`Paciente Lab ${sufixo()}`}, ${opts.sexoId ?? 0}, ${opts.nascimento ?? '1980-05-10'})
        returning id`)
        ).rows[0]?.id,
      );
    const { rows: lab } = await tx.execute(sql`insert into laboratorio (nome) values (${`Laboratório de teste ${sufixo()}`}) returning id`);
    const laboratorioId = Number(lab[0]?.id);
    const { rows: base } = await tx.execute(sql`
      select (select id from unidade order by id limit 1) as unidade_id,
             (select id from jornada_situacao where permite_agendamento order by id limit 1) as situacao_id,
             (select id from usuario where login = 'laboratorio') as usuario_id`);
    const b = base[0] as { unidade_id: number; situacao_id: number; usuario_id: number };
    const { rows: j } = await tx.execute(sql`
      insert into jornada (modulo, recurso_tipo, recurso_id, unidade_id, situacao_id, dias_semana, hora_inicio, hora_fim, duracao_minutos,
                           vigencia_inicio, vagas_primeira_vez)
      values ('exame-laboratorial', 1, ${laboratorioId}, ${b.unidade_id}, ${b.situacao_id}, '{1,2,3,4,5}', '07:00', '12:00', 10, '2020-01-01', 30)
      returning id`);
    const numero = 900_000_000 + Math.floor(Math.random() * 99_000_000);
    const data = opts.data ?? '2026-03-10';
    const { rows: a } = await tx.execute(sql`
      insert into agendamento (numero, modulo, jornada_id, data, hora, tipo_vaga, paciente_id, status)
      values (${numero}, 'exame-laboratorial', ${j[0]?.id}, ${data}, '07:00', 1, ${pacienteId}, 1) returning id`);
    const { rows: la } = await tx.execute(sql`
      insert into lab_agendamento (agendamento_id, paciente_id, laboratorio_id, unidade_solicitante_id, usuario_id)
      values (${a[0]?.id}, ${pacienteId}, ${laboratorioId}, ${b.unidade_id}, ${b.usuario_id}) returning id`);
    const labAgendamentoId = Number(la[0]?.id);
    const exames = new Map<string, number>();
    for (const nome of opts.exames) {
      const { rows: e } = await tx.execute(sql`
        insert into lab_agendamento_exame (lab_agendamento_id, exame_id, procedimento_codigo, situacao)
        select ${labAgendamentoId}, id, procedimento_codigo, ${SITUACAO_EXAME_LAB.coletado} from exame where nome = ${nome} returning id`);
      if (!e[0]) throw new Error(`exame ${nome} não existe no cadastro de teste`);
      exames.set(nome, Number(e[0].id));
    }
    return { labAgendamentoId, numero, pacienteId, exames };
  });
}

/** The ids of some demo fields by code (HB, CT, HDL, TG, LDL …). */
export async function camposPorCodigo(ctx: TestContext, codigos: string[]): Promise<Record<string, number>> {
  const clienteId = await clienteDemo(ctx.database);
  return emTenant(ctx.database, clienteId, async (tx) => {
    const { rows } = await tx.execute(sql`
      select codigo, id from lab_exame_campo where codigo in (${sql.join(
        codigos.map((c) => sql`${c}`),
        sql`, `,
      )})`);
    return Object.fromEntries(rows.map((r) => [String(r.codigo), Number(r.id)]));
  });
}
