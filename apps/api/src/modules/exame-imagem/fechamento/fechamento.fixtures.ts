import { fusoHorario } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';

/**
 * An imaging scenario of its own for the closing and report tests, by direct inserts (the scheduling and worklist
 * services are others' work and are not called): a performing unit and an equipment with a suffix, so files sharing
 * the database never meet these rows; two X-ray procedures and one ultrasound of SIGTAP with their values.
 */
export interface CenarioImagem {
  sufixo: string;
  unidadeId: number;
  equipamentoId: number;
  jornadaId: number;
  usuarioId: number;
  profissionalId: number;
  /** Last month (`AAAA-MM`, Brasília) and a day in its middle (an instant at 10:00 local). */
  competencia: string;
  diaDoMes: (dia: number) => string;
  rx1: { codigo: string; nome: string; valor: number };
  rx2: { codigo: string; nome: string; valor: number };
  us: { codigo: string; nome: string; valor: number };
}

const um = async (tx: Tx, q: SQL) => (await tx.execute(q)).rows[0] as Record<string, unknown>;

export async function montarCenarioImagem(tx: Tx, sufixo = Math.random().toString(36).slice(2, 8).toUpperCase()): Promise<CenarioImagem> {
  const unidadeId = Number((await um(tx, sql`insert into unidade (nome_fantasia) values (${`Imagem teste ${sufixo}`}) returning id`)).id);
  const equipamentoId = Number(
    (
      await um(
        tx,
        sql`insert into img_equipamento (nome, modalidade, unidade_id) values (${`Raio-X ${sufixo}`}, 1, ${unidadeId}) returning id`,
      )
    ).id,
  );
  const usuarioId = Number((await um(tx, sql`select id from usuario where login = 'radiologista'`)).id);
  const jornadaId = Number(
    (
      await um(
        tx,
        sql`insert into jornada (modulo, recurso_tipo, recurso_id, unidade_id, situacao_id, dias_semana, hora_inicio, hora_fim,
          duracao_minutos, vigencia_inicio)
        values ('exame-imagem', 4, ${equipamentoId}, ${unidadeId}, (select id from jornada_situacao order by id limit 1),
          '{0,1,2,3,4,5,6}'::smallint[], '00:00', '23:59', 1, current_date - 400) returning id`,
      )
    ).id,
  );
  const profissionalId = Number((await um(tx, sql`select id from usuario where login = 'medico'`)).id);
  const competencia = String(
    (await um(tx, sql`select to_char((now() at time zone ${fusoHorario()}) - interval '1 month', 'YYYY-MM') as c`)).c,
  );
  const proc = async (prefixo: string, offset: number) => {
    const p = await um(
      tx,
      sql`select codigo, nome, valor_sa::float8 as valor from procedimento_sigtap where codigo like ${`${prefixo}%`} and valor_sa > 0
        order by codigo offset ${offset} limit 1`,
    );
    return { codigo: String(p.codigo), nome: String(p.nome), valor: Number(p.valor) };
  };
  return {
    sufixo,
    unidadeId,
    equipamentoId,
    jornadaId,
    usuarioId,
    profissionalId,
    competencia,
    diaDoMes: (dia: number) => `${competencia}-${String(dia).padStart(2, '0')}T10:00:00-03:00`,
    rx1: await proc('0204', 0),
    rx2: await proc('0204', 1),
    us: await proc('0205', 0),
  };
}

export async function pacienteImagem(tx: Tx, nome: string) {
  return Number((await um(tx, sql`insert into cidadao (nome, cns) values (${nome}, null) returning id`)).id);
}

export interface ExameImagemFixture {
  pacienteId: number;
  procedimento: { codigo: string; valor: number };
  situacao: number;
  realizadoEm?: string | null;
  equipamentoId?: number | null;
  profissionalSolicitanteId?: number | null;
  origem?: string;
  unidadeId?: number;
  /** A slot of the engine on this day (`AAAA-MM-DD`): the exam was booked. */
  agendadoPara?: string;
}

let minuto = 0;

/** An img_exame row as the other screens would leave it. */
export async function exameImagem(tx: Tx, c: CenarioImagem, e: ExameImagemFixture) {
  let agendamentoId: number | null = null;
  if (e.agendadoPara) {
    minuto++;
    const hora = `${String(Math.floor(minuto / 60) % 24).padStart(2, '0')}:${String(minuto % 60).padStart(2, '0')}:00`;
    const numero = 800_000_000_000 + Math.floor(Math.random() * 99_999_999_999);
    agendamentoId = Number(
      (
        await um(
          tx,
          sql`insert into agendamento (numero, modulo, jornada_id, data, hora, tipo_vaga, paciente_id, status)
          values (${numero}, 'exame-imagem', ${c.jornadaId}, ${e.agendadoPara}::date, ${hora}, 1, ${e.pacienteId}, 1) returning id`,
        )
      ).id,
    );
  }
  return Number(
    (
      await um(
        tx,
        sql`insert into img_exame (paciente_id, unidade_id, equipamento_id, procedimento_codigo, valor, situacao, realizado_em, realizado_por,
          profissional_solicitante_id, solicitacao_origem, usuario_id, criado_em, agendamento_id)
        values (${e.pacienteId}, ${e.unidadeId ?? c.unidadeId}, ${e.equipamentoId === undefined ? c.equipamentoId : e.equipamentoId},
          ${e.procedimento.codigo}, ${e.procedimento.valor}, ${e.situacao}, ${e.realizadoEm ?? null}::timestamptz,
          ${e.realizadoEm ? c.usuarioId : null}, ${e.profissionalSolicitanteId === undefined ? c.profissionalId : e.profissionalSolicitanteId},
          ${e.origem ?? 'papel'}, ${c.usuarioId}, coalesce(${e.realizadoEm ?? null}::timestamptz, ${c.diaDoMes(3)}::timestamptz), ${agendamentoId})
        returning id`,
      )
    ).id,
  );
}
