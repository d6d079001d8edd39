import { eq, sql } from 'drizzle-orm';
import type { TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { cliente } from '../../../db/schema/index.js';
import { gerarCpf } from '../../../db/seed/municipio.js';

/** An instant of 10 or 11 March 2025 in Brasília ('10T08:00'), as SQL text with its offset. */
export const em = (diaHora: string) => `2025-03-${diaHora.replace('T', ' ')}:00-03`;

/**
 * The small outpatient scenario of the reports (second municipality, a specialty of its own, so nothing else meets
 * it): an agenda 08:00-10:00 in 30-minute slots on 10 and 11 March 2025, the 11th blocked; on the 10th a
 * realised first visit, an absent return, a cancelled one and a retroactive booking still booked; the 11th's
 * appointment rescheduled by the block. The realised one arrived 07:50, was called 08:05 and finished 08:35 with
 * I10 + E11.9; a walk-in (a 4-year-old boy) arrived 09:00 and a nurse's consultation closed 09:30 with I10. Two
 * pre-consultations, one with 150/95 mmHg and a blood-pressure measurement procedure.
 */
export async function montarCenario(ctx: TestContext) {
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'outra'));
  const clienteId = c?.id as number;
  const sufixo = Math.random().toString(36).slice(2, 8);
  return withTenant(ctx.database.db, { clienteId }, async (tx) => {
    const linha = async (q: ReturnType<typeof sql>) => (await tx.execute(q)).rows[0] as Record<string, unknown>;
    const id = async (q: ReturnType<typeof sql>) => Number((await linha(q)).id);
    const local = await linha(sql`select i.id, i.unidade_id, u.nome_fantasia from infraestrutura i join unidade u on u.id = i.unidade_id
      where exists (select 1 from centro_custo cc where cc.infraestrutura_id = i.id) order by i.id limit 1`);
    const infraId = Number(local.id);
    const unidadeId = Number(local.unidade_id);
    const centroCustoId = await id(sql`select id from centro_custo where infraestrutura_id = ${infraId} order by id limit 1`);
    const prof = await linha(sql`select u.id, c.nome from usuario u join cidadao c on c.id = u.cidadao_id where u.login = 'admin'`);
    const profissionalId = Number(prof.id);
    const especialidade = `Relatório ${sufixo}`;
    const especialidadeId = await id(
      sql`insert into especialidade (nome, ocupacao_codigo) values (${especialidade}, '225125') returning id`,
    );
    const situacaoId = await id(sql`insert into jornada_situacao (nome) values (${`Ativa ${sufixo}`}) returning id`);
    const jornadaId = await id(sql`insert into jornada (modulo, recurso_tipo, recurso_id, unidade_id, infraestrutura_id, especialidade_id,
        situacao_id, dias_semana, hora_inicio, hora_fim, duracao_minutos, vigencia_inicio, vigencia_fim, vagas_primeira_vez, vagas_retorno)
      values ('ambulatorio', 1, ${profissionalId}, ${unidadeId}, ${infraId}, ${especialidadeId}, ${situacaoId}, '{0,1,2,3,4,5,6}'::smallint[],
              '08:00', '10:00', 30, '2025-03-10', '2025-03-11', 3, 1) returning id`);
    await tx.execute(
      sql`insert into jornada_bloqueio (jornada_id, data_inicio, data_fim, motivo) values (${jornadaId}, '2025-03-11', '2025-03-11', 'Curso')`,
    );

    const pacientes: Record<string, { id: number; nome: string }> = {};
    for (const [chave, sexo, nascimento] of [
      ['p1', 1, '1980-01-01'],
      ['p2', 1, '1990-05-05'],
      ['p3', 0, '1970-07-07'],
      ['p4', 0, '2020-06-01'],
    ] as const) {
      const nome = `Paciente ${chave} ${sufixo}`;
      const cpf = gerarCpf(String(300_000_000 + Math.floor(Math.random() * 600_000_000)));
      pacientes[chave] = {
        id: await id(
          sql`insert into cidadao (nome, cpf, sexo_id, data_nascimento, telefone) values (${nome}, ${cpf}, ${sexo}, ${nascimento}, '87999990000') returning id`,
        ),
        nome,
      };
    }
    const p = (k: string) => (pacientes[k] as { id: number }).id;
    let numero = 0;
    const agendamento = (data: string, hora: string, tipo: number, paciente: string, status: number, extra = sql``, colunas = sql``) =>
      id(sql`insert into agendamento (numero, modulo, jornada_id, data, hora, tipo_vaga, paciente_id, status, created_by ${colunas})
        values (${700_000_000 + Math.floor(Math.random() * 99_000_000) + ++numero}, 'ambulatorio', ${jornadaId}, ${data}, ${hora}, ${tipo},
                ${p(paciente)}, ${status}, ${profissionalId} ${extra}) returning id`);
    const a1 = await agendamento('2025-03-10', '08:00', 1, 'p1', 3);
    await agendamento('2025-03-10', '08:30', 2, 'p2', 4);
    await agendamento(
      '2025-03-10',
      '09:00',
      1,
      'p3',
      5,
      sql`, 'Paciente viajou', ${em('10T12:00')}`,
      sql`, motivo_cancelamento, cancelado_em`,
    );
    await agendamento('2025-03-10', '09:30', 1, 'p3', 1, sql`, true`, sql`, retroativo`);
    await agendamento(
      '2025-03-11',
      '08:00',
      1,
      'p1',
      5,
      sql`, 'Reagendado para 12/03/2025 08:00 (bloqueio: Curso)', ${em('10T15:00')}`,
      sql`, motivo_cancelamento, cancelado_em`,
    );

    const chegada = (paciente: string, agendamentoId: number | null, chegou: string, fim: string) =>
      id(sql`insert into atendimento_ambulatorial (paciente_id, unidade_id, infraestrutura_id, especialidade_id, profissional_id, agendamento_id,
          status, chegada_em, finalizado_em)
        values (${p(paciente)}, ${unidadeId}, ${infraId}, ${especialidadeId}, ${profissionalId}, ${agendamentoId}, 4, ${em(chegou)}, ${em(fim)}) returning id`);
    const aa1 = await chegada('p1', a1, '10T07:50', '10T08:40');
    const aa2 = await chegada('p4', null, '10T09:00', '10T09:35');
    await tx.execute(sql`insert into fila (modulo, setor_tipo_id, centro_custo_id, paciente_id, referencia_id, status, entrada_em, atendido_em)
      values ('ambulatorio', 3, ${centroCustoId}, ${p('p1')}, ${aa1}, 3, ${em('10T07:50')}, ${em('10T08:05')})`);
    const consulta = (aa: number, paciente: string, agendamentoId: number | null, cbo: string, fim: string) =>
      id(sql`insert into ambulatorio_atendimento (atendimento_ambulatorial_id, paciente_id, unidade_id, infraestrutura_id, especialidade_id,
          agendamento_id, usuario_id, ocupacao_codigo, finalizado_em)
        values (${aa}, ${p(paciente)}, ${unidadeId}, ${infraId}, ${especialidadeId}, ${agendamentoId}, ${profissionalId}, ${cbo}, ${em(fim)}) returning id`);
    const t1 = await consulta(aa1, 'p1', a1, '225125', '10T08:35');
    const t2 = await consulta(aa2, 'p4', null, '223505', '10T09:30');
    await tx.execute(sql`insert into ambulatorio_diagnostico (ambulatorio_atendimento_id, cid_codigo, principal)
      values (${t1}, 'I10', 1), (${t1}, 'E119', 0), (${t2}, 'I10', 1)`);
    const enfermagem = (aa: number, paciente: string, pas: number, pad: number, quando: string) =>
      id(sql`insert into ambulatorio_enfermagem (atendimento_ambulatorial_id, paciente_id, tipo, usuario_id, ocupacao_codigo,
          pa_sistolica, pa_diastolica, frequencia_cardiaca, temperatura, saturacao, criado_em)
        values (${aa}, ${p(paciente)}, 1, ${profissionalId}, '223505', ${pas}, ${pad}, 80, 36.5, 97, ${em(quando)}) returning id`);
    const ae1 = await enfermagem(aa1, 'p1', 150, 95, '10T08:00');
    await enfermagem(aa2, 'p4', 100, 70, '10T09:05');
    await tx.execute(sql`insert into ambulatorio_enfermagem_procedimento (ambulatorio_enfermagem_id, procedimento_codigo, quantidade)
      values (${ae1}, '0301100039', 1)`);
    return {
      unidadeId,
      unidadeNome: String(local.nome_fantasia),
      especialidadeId,
      especialidade,
      profissionalId,
      profissional: String(prof.nome),
      pacientes: Object.fromEntries(Object.entries(pacientes).map(([k, v]) => [k, v.nome])) as Record<'p1' | 'p2' | 'p3' | 'p4', string>,
    };
  });
}
export type CenarioAmb = Awaited<ReturnType<typeof montarCenario>>;
