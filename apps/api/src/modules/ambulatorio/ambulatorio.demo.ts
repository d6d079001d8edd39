import {
  enfermagemAmbulatorioSchema,
  hojeIso,
  horariosDoDia,
  RECURSO_AGENDA,
  recepcaoAmbulatorioSchema,
  STATUS_AGENDAMENTO,
  somarDias,
  TIPO_ATENDIMENTO_ENFERMAGEM,
  TIPO_VAGA,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { gerarCpf, type SeedContexto } from '../../db/seed/municipio.js';
import { agoraLocal } from '../agenda/index.js';
import { seedAtendimentoDemo } from './atendimento/atendimento.demo.js';
import { salvarEnfermagem } from './atendimento-enfermagem/atendimento-enfermagem.service.js';
import { MODULO_AMBULATORIO } from './constantes.js';
import { seedFormularioRaasDemo } from './formulario-raas/formulario-raas.demo.js';
import { registrarChegada } from './recepcao/recepcao.service.js';

const POLICLINICA = 'Policlínica Municipal';
const AMBULATORIO = 'Ambulatório de Especialidades';

/** Professionals of the polyclinic's agendas (login, name, CBO, specialty); the demo doctor joins them. */
const PROFISSIONAIS: [login: string, nome: string, cbo: string, especialidade: string][] = [
  ['cardiologia', 'Fernanda Albuquerque Maciel', '225120', 'Cardiologia'],
  ['dermatologia', 'Rafael Tavares Brandão', '225135', 'Dermatologia'],
  ['ginecologia', 'Patrícia Moura Lacerda', '225250', 'Ginecologia e obstetrícia'],
];

type Grade = { dias: number[]; inicio: string; fim: string; duracao: number; primeira: number; retorno: number; reguladas: number };
const GRADES: Record<string, Grade> = {
  // every day of the week: the demo (and its browser tests) must show a morning at the polyclinic whatever the day
  medico: { dias: [0, 1, 2, 3, 4, 5, 6], inicio: '07:00:00', fim: '11:00:00', duracao: 20, primeira: 6, retorno: 4, reguladas: 2 },
  cardiologia: { dias: [1, 3], inicio: '08:00:00', fim: '12:00:00', duracao: 20, primeira: 6, retorno: 4, reguladas: 2 },
  dermatologia: { dias: [2, 4], inicio: '13:00:00', fim: '17:00:00', duracao: 20, primeira: 6, retorno: 4, reguladas: 2 },
  ginecologia: { dias: [5], inicio: '08:00:00', fim: '12:00:00', duracao: 30, primeira: 4, retorno: 3, reguladas: 1 },
};

const id = (rows: unknown[]) => Number((rows[0] as { id: number | string }).id);

/**
 * The demo polyclinic's outpatient clinic (issue 17): a month of agendas of several specialties (the demo
 * doctor's clinic, cardiology, dermatology, gynaecology and an ECG service), realised appointments and no-shows
 * in the past days, a morning with booked patients today and bookings ahead.
 */
export async function seedAmbulatorioDemo(tx: Tx, ctx: SeedContexto) {
  const unidadeId = ctx.unidades.get(POLICLINICA);
  const infraId = ctx.infraestruturas.get(AMBULATORIO);
  if (!unidadeId || !infraId) return;
  const ativa = id((await tx.execute(sql`insert into jornada_situacao (nome) values ('Ativa') returning id`)).rows);
  await tx.execute(sql`insert into jornada_situacao (nome, permite_agendamento) values ('Suspensa', false), ('Encerrada', false)`);
  const ecg = id(
    (await tx.execute(sql`insert into servico (nome, descricao) values ('Eletrocardiograma', 'ECG de repouso com laudo') returning id`))
      .rows,
  );
  await tx.execute(sql`insert into servico (nome) values ('Curativo'), ('Aferição de pressão arterial')`);

  const { rows: modelo } = await tx.execute(sql`select senha_hash from usuario where login = 'medico'`);
  const senhaHash = String((modelo[0] as { senha_hash: string } | undefined)?.senha_hash ?? 'x');
  const recursos = new Map<string, { usuarioId: number; especialidade: string }>();
  const medico = ctx.usuarios.get('medico');
  if (medico) recursos.set('medico', { usuarioId: medico, especialidade: 'Clínica médica' });
  for (const [i, [login, nome, cbo, especialidade]] of PROFISSIONAIS.entries()) {
    const cidadaoId = id(
      (await tx.execute(sql`insert into cidadao (nome, cpf) values (${nome}, ${gerarCpf(`73100000${i}`)}) returning id`)).rows,
    );
    const usuarioId = id(
      (
        await tx.execute(sql`insert into usuario (cidadao_id, login, senha_hash, registro_tipo_id, registro_numero)
        values (${cidadaoId}, ${login}, ${senhaHash}, 7, ${String(20000 + i * 137)}) returning id`)
      ).rows,
    );
    await tx.execute(sql`insert into lotacao (usuario_id, infraestrutura_id, ocupacao_codigo) values (${usuarioId}, ${infraId}, ${cbo})`);
    recursos.set(login, { usuarioId, especialidade });
  }

  const hoje = hojeIso();
  const inicio = `${hoje.slice(0, 8)}01`;
  const fim = somarDias(inicio, 75);
  const jornadas: { id: number; grade: Grade }[] = [];
  for (const [chave, r] of recursos) {
    const g = GRADES[chave] as Grade;
    const { rows: esp } = await tx.execute(sql`select id from especialidade where nome = ${r.especialidade}`);
    if (!esp.length) continue;
    const jid = id(
      (
        await tx.execute(sql`insert into jornada (modulo, recurso_tipo, recurso_id, unidade_id, infraestrutura_id, especialidade_id, situacao_id,
          dias_semana, hora_inicio, hora_fim, duracao_minutos, vigencia_inicio, vigencia_fim, vagas_primeira_vez, vagas_retorno, vagas_reguladas)
        values (${MODULO_AMBULATORIO}, ${RECURSO_AGENDA.PROFISSIONAL}, ${r.usuarioId}, ${unidadeId}, ${infraId}, ${id(esp)}, ${ativa},
          ${sql.raw(`'{${g.dias.join(',')}}'`)}::smallint[], ${g.inicio}, ${g.fim}, ${g.duracao}, ${inicio}, ${fim}, ${g.primeira}, ${g.retorno}, ${g.reguladas})
        returning id`)
      ).rows,
    );
    jornadas.push({ id: jid, grade: g });
  }
  const { rows: cardio } = await tx.execute(sql`select id from especialidade where nome = 'Cardiologia'`);
  if (cardio.length) {
    await tx.execute(sql`insert into jornada (modulo, recurso_tipo, recurso_id, unidade_id, infraestrutura_id, especialidade_id, situacao_id,
        dias_semana, hora_inicio, hora_fim, duracao_minutos, vigencia_inicio, vigencia_fim, vagas_primeira_vez, vagas_retorno, aberta_outras_unidades)
      values (${MODULO_AMBULATORIO}, ${RECURSO_AGENDA.SERVICO}, ${ecg}, ${unidadeId}, ${infraId}, ${id(cardio)}, ${ativa},
        '{1,2,3,4,5}'::smallint[], '08:00:00', '10:00:00', 15, ${inicio}, ${fim}, 6, 2, true)`);
  }
  // dermatology's leave next month: its days are closed and the suggestion skips them
  const derma = jornadas.find((j) => j.grade === GRADES.dermatologia);
  if (derma)
    await tx.execute(sql`insert into jornada_bloqueio (jornada_id, data_inicio, data_fim, motivo)
      values (${derma.id}, ${somarDias(inicio, 40)}, ${somarDias(inicio, 46)}, 'Férias do profissional')`);

  // patients: the demo's registered citizens who are not staff
  const { rows: pacientes } = await tx.execute(sql`
    select c.id from cidadao c where not exists (select 1 from usuario u where u.cidadao_id = c.id) and c.data_obito is null
     order by c.id limit 60`);
  if (!pacientes.length) return;
  let p = 0;
  const pacientesDoDia = new Map<string, Set<number>>();
  let numero = 0;
  const ano = Number(hoje.slice(0, 4));
  const valores: ReturnType<typeof sql>[] = [];
  for (const j of jornadas) {
    const grade = {
      diasSemana: j.grade.dias,
      horaInicio: j.grade.inicio,
      horaFim: j.grade.fim,
      viraDia: false,
      duracaoMinutos: j.grade.duracao,
      vigenciaInicio: inicio,
      vigenciaFim: fim,
    };
    for (let d = -14; d <= 14; d++) {
      const data = somarDias(hoje, d);
      const horas = horariosDoDia(grade, data);
      // fuller in the past (realised), about half booked ahead, today's morning booked
      const ocupar = d < 0 ? Math.ceil(horas.length * 0.7) : d === 0 ? Math.ceil(horas.length * 0.8) : Math.floor(horas.length * 0.4);
      for (const [k, hora] of horas.slice(0, ocupar).entries()) {
        // one appointment per patient per day: the reception receives each arrival once (a second one that day
        // would meet the patient already in the queue)
        const doDia = pacientesDoDia.get(data) ?? new Set<number>();
        pacientesDoDia.set(data, doDia);
        let paciente = Number((pacientes[p++ % pacientes.length] as { id: number }).id);
        for (let tentativas = 0; doDia.has(paciente) && tentativas < pacientes.length; tentativas++)
          paciente = Number((pacientes[p++ % pacientes.length] as { id: number }).id);
        if (doDia.has(paciente)) continue;
        doDia.add(paciente);
        const status = d < 0 ? ((k + d) % 7 === 0 ? STATUS_AGENDAMENTO.FALTOU : STATUS_AGENDAMENTO.REALIZADO) : STATUS_AGENDAMENTO.AGENDADO;
        const tipo = k % 3 === 2 ? TIPO_VAGA.RETORNO : TIPO_VAGA.PRIMEIRA_VEZ;
        numero++;
        valores.push(
          sql`(${ano * 1_000_000 + numero}, ${MODULO_AMBULATORIO}, ${j.id}, ${data}, ${hora}, ${tipo}, ${paciente}, ${status}, ${unidadeId},
               ${status === STATUS_AGENDAMENTO.FALTOU ? sql`now()` : sql`null`}, ${status === STATUS_AGENDAMENTO.REALIZADO ? sql`now()` : sql`null`})`,
        );
      }
    }
  }
  for (let i = 0; i < valores.length; i += 200) {
    await tx.execute(sql`insert into agendamento (numero, modulo, jornada_id, data, hora, tipo_vaga, paciente_id, status, unidade_origem_id, falta_em, realizado_em)
      values ${sql.join(valores.slice(i, i + 200), sql`, `)}`);
  }
  await tx.execute(sql`insert into sequencia (chave, valor) values (${`agendamento:${ano}`}, ${numero})
    on conflict (cliente_id, chave) do update set valor = greatest(sequencia.valor, excluded.valor)`);
  await seedManhaNaPoliclinica(tx, ctx);
  await seedAtendimentoDemo(tx, ctx);
  await seedFormularioRaasDemo(tx, ctx);
}

/**
 * "This morning at the polyclinic" (issue 17): the first of today's booked patients arrived at the reception
 * (the desk 'agenda') and wait in the nursing queue; the first of them already had the pre-consultation
 * (the nurse 'ambulatorio') and waits in the office queue. Written through the same services as the screens, so
 * the queue, the appointments and the audit are what a real morning leaves. A day without agendas (a weekend)
 * has no morning.
 */
export async function seedManhaNaPoliclinica(tx: Tx, ctx: SeedContexto) {
  const infraId = ctx.infraestruturas.get(AMBULATORIO);
  const recepcionista = ctx.usuarios.get('agenda');
  const enfermeira = ctx.usuarios.get('ambulatorio');
  const recepcao = ctx.centrosCusto.get('Recepção do Ambulatório');
  if (!infraId || !recepcionista || !enfermeira || !recepcao) return;
  const { rows } = await tx.execute(sql`
    select a.id from agendamento a join jornada j on j.id = a.jornada_id
     where a.modulo = ${MODULO_AMBULATORIO} and j.infraestrutura_id = ${infraId} and a.data = ${agoraLocal().hoje}
       and a.status = ${STATUS_AGENDAMENTO.AGENDADO}
     order by a.hora, a.id limit 4`);
  const chegadas = [];
  for (const r of rows as { id: number | string }[])
    chegadas.push(
      await registrarChegada(
        tx,
        { clienteId: ctx.clienteId, usuarioId: recepcionista, centroCustoId: recepcao },
        recepcaoAmbulatorioSchema.parse({ agendamentoId: Number(r.id) }),
      ),
    );
  const primeira = chegadas[0];
  if (!primeira) return;
  const { rows: lot } = await tx.execute(
    sql`select id from lotacao where usuario_id = ${enfermeira} and infraestrutura_id = ${infraId} order by id limit 1`,
  );
  if (!lot.length) return;
  const { rows: afericao } = await tx.execute(sql`select codigo from procedimento_sigtap where codigo = '0301100039'`);
  await salvarEnfermagem(
    tx,
    { clienteId: ctx.clienteId, usuarioId: enfermeira, lotacaoId: id(lot) },
    enfermagemAmbulatorioSchema.parse({
      filaId: primeira.fila.id,
      tipo: TIPO_ATENDIMENTO_ENFERMAGEM.PRE_CONSULTA,
      queixa: 'Retorno para acompanhamento da hipertensão.',
      paSistolica: 138,
      paDiastolica: 88,
      frequenciaCardiaca: 78,
      temperatura: 36.4,
      saturacao: 97,
      peso: 81.2,
      altura: 167,
      procedimentos: afericao.length ? [{ procedimentoCodigo: '0301100039', quantidade: 1 }] : [],
      anotacao: 'Sem queixas agudas. Orientado a aguardar a consulta médica.',
    }),
  );
}
