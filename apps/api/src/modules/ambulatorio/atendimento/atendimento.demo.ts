import {
  ClassificacaoGestacao,
  fusoHorario,
  hojeIso,
  SituacaoProblema,
  STATUS_AGENDAMENTO,
  STATUS_ATENDIMENTO_AMBULATORIAL,
  somarDias,
  TipoReceita,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { MODULO_AMBULATORIO } from '../constantes.js';

const POLICLINICA = 'Policlínica Municipal';
const AMBULATORIO = 'Ambulatório de Especialidades';

/**
 * What the demo doctors found and prescribed, in turn (CID-10, the SOAP's assessment, the medicine as registered, its
 * posology, the quantity written and whether it is of continuous use). Sertraline is of list C1: its prescription is
 * the special-control form (Portaria 344/98), as the pharmacy will require.
 */
const CASOS: [cid: string, avaliacao: string, medicamento: string, posologia: string, quantidade: string, continuo: boolean][] = [
  [
    'I10',
    'Hipertensão arterial sistêmica em acompanhamento, níveis pressóricos controlados.',
    'Losartana potássica 50 mg comprimido',
    '1 comprimido pela manhã',
    '30 comprimidos',
    true,
  ],
  [
    'E11',
    'Diabetes mellitus tipo 2, glicemias acima da meta.',
    'Cloridrato de metformina 850 mg comprimido',
    '1 comprimido após almoço e jantar',
    '60 comprimidos',
    true,
  ],
  [
    'M54',
    'Lombalgia mecânica sem sinais de alarme.',
    'Dipirona 500 mg comprimido',
    '1 comprimido de 6/6 h se dor',
    '10 comprimidos',
    false,
  ],
  [
    'J06',
    'Infecção de vias aéreas superiores, sem sinais de gravidade.',
    'Paracetamol 500 mg comprimido',
    '1 comprimido de 8/8 h se febre',
    '10 comprimidos',
    false,
  ],
  [
    'F41',
    'Transtorno de ansiedade, acompanhamento.',
    'Cloridrato de sertralina 50 mg comprimido',
    '1 comprimido pela manhã',
    '30 comprimidos',
    true,
  ],
];

/** What the demo doctor asks of his last patients: a lipid profile (the laboratory computes the LDL from it) and fasting glucose, and one ultrasound. */
const EXAMES_PEDIDOS_DEMO = ['Colesterol total', 'Colesterol HDL', 'Colesterol LDL', 'Triglicerídeos', 'Glicose (glicemia de jejum)'];
const IMAGEM_PEDIDA_DEMO = 'Ultrassonografia de abdome total';

/**
 * The requests of the demo doctor's last three attendances (the scheduling screens of the laboratory and the imaging
 * service list them, not yet scheduled).
 */
async function seedExamesPedidosDemo(tx: Tx, medico: number) {
  const { rows } = await tx.execute(sql`
    select id, paciente_id, finalizado_em from ambulatorio_atendimento where usuario_id = ${medico} order by finalizado_em desc, id desc limit 3`);
  for (const [i, p] of (rows as { id: number; paciente_id: number; finalizado_em: unknown }[]).entries()) {
    const nomes = i === 0 ? [...EXAMES_PEDIDOS_DEMO, IMAGEM_PEDIDA_DEMO] : EXAMES_PEDIDOS_DEMO;
    await tx.execute(sql`
      insert into ambulatorio_exame_solicitado (ambulatorio_atendimento_id, paciente_id, exame_id, procedimento_codigo, justificativa, criado_em)
      select ${Number(p.id)}, ${Number(p.paciente_id)}, e.id, e.procedimento_codigo, 'Acompanhamento de doença crônica.',
             (select finalizado_em from ambulatorio_atendimento where id = ${Number(p.id)})
        from exame e where e.nome in (${sql.join(
          nomes.map((n) => sql`${n}`),
          sql`, `,
        )}) order by e.nome`);
  }
}

const um = async (tx: Tx, q: ReturnType<typeof sql>) =>
  Number(((await tx.execute(q)).rows[0] as { id: number | string } | undefined)?.id ?? 0);

/**
 * The outpatient attendances of the demo (issue 17): the demo doctor also works at the polyclinic's offices (a
 * second placement: he chooses it in "Trocar lotação"), the realised appointments of the last month have their
 * attendance (a CID, a prescription; the oldest ones closed for billing) and one patient is followed in prenatal
 * care (Z34, dated by the last menstrual period, on her problem list).
 */
export async function seedAtendimentoDemo(tx: Tx, ctx: SeedContexto) {
  const unidadeId = ctx.unidades.get(POLICLINICA);
  const infraId = ctx.infraestruturas.get(AMBULATORIO);
  const consultorios = ctx.centrosCusto.get('Consultórios do Ambulatório');
  const medico = ctx.usuarios.get('medico');
  if (!unidadeId || !infraId || !consultorios || !medico) return;
  const lotacao = await um(
    tx,
    sql`insert into lotacao (usuario_id, infraestrutura_id, ocupacao_codigo) values (${medico}, ${infraId}, '225125') returning id`,
  );
  await tx.execute(sql`insert into lotacao_centro_custo (lotacao_id, centro_custo_id) values (${lotacao}, ${consultorios})`);
  await tx.execute(sql`insert into lotacao_papel (lotacao_id, papel_id) select ${lotacao}, id from papel where codigo = 'medico'`);

  // results that stay valid: asking them again inside the period is flagged (exame-dentro-prazo-validade)
  await tx.execute(sql`update exame set validade_dias = case procedimento_codigo when '0202010503' then 90 when '0202020380' then 180 else 365 end
    where procedimento_codigo in ('0202010503', '0202020380', '0202010295', '0202060250')`);
  const hoje = hojeIso();
  const { rows } = await tx.execute(sql`
    select a.id, a.paciente_id, a.data::text as data, a.hora::text as hora, j.recurso_id as usuario_id, j.especialidade_id,
           (select l.ocupacao_codigo from lotacao l where l.usuario_id = j.recurso_id and l.infraestrutura_id = ${infraId} order by l.id limit 1) as cbo
      from agendamento a join jornada j on j.id = a.jornada_id
     where a.modulo = ${MODULO_AMBULATORIO} and j.infraestrutura_id = ${infraId} and j.recurso_tipo = 1
       and a.status = ${STATUS_AGENDAMENTO.REALIZADO} and a.data >= ${somarDias(hoje, -30)}
     order by a.data, a.hora, a.id limit 60`);
  // each case's medicine as registered (material name = denomination, strength and form) and its Portaria 344 list
  const { rows: meds } = await tx.execute(sql`
    select m.id, mt.nome, m.lista_controle_id from medicamento m join material mt on mt.id = m.material_id
     where mt.nome in (${sql.join(
       CASOS.map((c) => sql`${c[2]}`),
       sql`, `,
     )})`);
  const medicamentoDe = new Map((meds as { id: unknown; nome: string; lista_controle_id: unknown }[]).map((m) => [m.nome, m]));
  for (const [i, r] of (rows as Record<string, unknown>[]).entries()) {
    const caso = CASOS[i % CASOS.length] as (typeof CASOS)[number];
    const em = sql`(${String(r.data)}::date + ${String(r.hora)}::time + interval '25 minutes') at time zone ${fusoHorario()}`;
    const chegada = await um(
      tx,
      sql`insert into atendimento_ambulatorial (paciente_id, unidade_id, infraestrutura_id, especialidade_id, profissional_id, agendamento_id, status, chegada_em, finalizado_em)
        values (${r.paciente_id}, ${unidadeId}, ${infraId}, ${r.especialidade_id}, ${r.usuario_id}, ${r.id}, ${STATUS_ATENDIMENTO_AMBULATORIAL.FINALIZADO},
                ${em} - interval '40 minutes', ${em}) returning id`,
    );
    // the first weeks are closed for billing; the last days wait for fechamento-consulta
    const fechado = String(r.data) < somarDias(hoje, -7);
    const atendimento = await um(
      tx,
      sql`insert into ambulatorio_atendimento (atendimento_ambulatorial_id, paciente_id, unidade_id, infraestrutura_id, especialidade_id, agendamento_id,
          usuario_id, ocupacao_codigo, subjetivo, avaliacao, plano, status, finalizado_em, procedimento_codigo, fechado_em, fechado_por)
        values (${chegada}, ${r.paciente_id}, ${unidadeId}, ${infraId}, ${r.especialidade_id}, ${r.id}, ${r.usuario_id}, ${r.cbo ?? '225125'},
                'Retorno para acompanhamento.', ${caso[1]}, 'Manter tratamento e retorno em 30 dias.', ${fechado ? 2 : 1}, ${em},
                ${fechado ? '0301010072' : null}, ${fechado ? em : null}, ${fechado ? r.usuario_id : null}) returning id`,
    );
    await tx.execute(sql`insert into ambulatorio_diagnostico (ambulatorio_atendimento_id, cid_codigo, principal, situacao)
      select ${atendimento}, codigo, 1, ${SituacaoProblema.ATIVO} from cid where codigo = ${caso[0]}`);
    const med = medicamentoDe.get(caso[2]);
    const tipo = med?.lista_controle_id ? TipoReceita.ESPECIAL : TipoReceita.COMUM;
    const receita = await um(
      tx,
      sql`insert into ambulatorio_receita (ambulatorio_atendimento_id, tipo, usuario_id, criada_em) values (${atendimento}, ${tipo}, ${r.usuario_id}, ${em}) returning id`,
    );
    await tx.execute(sql`insert into ambulatorio_receita_item (receita_id, medicamento_id, descricao, quantidade, posologia, uso_continuo)
      values (${receita}, ${med ? Number(med.id) : null}, ${caso[2]}, ${caso[4]}, ${caso[3]}, ${caso[5] ? 1 : 0})`);
  }
  await seedExamesPedidosDemo(tx, medico);

  // the prenatal patient: a woman of the demo at 14 weeks by her last menstrual period
  const gestante = await um(
    tx,
    sql`select c.id from cidadao c where c.sexo_id = 1 and c.data_nascimento between current_date - interval '40 years' and current_date - interval '18 years'
          and not exists (select 1 from usuario u where u.cidadao_id = c.id) order by c.id limit 1`,
  );
  const ginecologia = ctx.usuarios.get('ginecologia') ?? (await um(tx, sql`select id from usuario where login = 'ginecologia'`));
  if (!gestante || !ginecologia) return;
  const dum = somarDias(hoje, -98);
  const dia = somarDias(hoje, -2);
  const em = sql`(${dia}::date + time '09:30') at time zone ${fusoHorario()}`;
  const esp = sql`(select id from especialidade where nome = 'Ginecologia e obstetrícia')`;
  const chegada = await um(
    tx,
    sql`insert into atendimento_ambulatorial (paciente_id, unidade_id, infraestrutura_id, especialidade_id, profissional_id, status, chegada_em, finalizado_em)
      values (${gestante}, ${unidadeId}, ${infraId}, ${esp}, ${ginecologia}, ${STATUS_ATENDIMENTO_AMBULATORIAL.FINALIZADO}, ${em} - interval '30 minutes', ${em}) returning id`,
  );
  const atendimento = await um(
    tx,
    sql`insert into ambulatorio_atendimento (atendimento_ambulatorial_id, paciente_id, unidade_id, infraestrutura_id, especialidade_id, usuario_id,
        ocupacao_codigo, subjetivo, objetivo, avaliacao, plano, gestacao, dum, finalizado_em)
      values (${chegada}, ${gestante}, ${unidadeId}, ${infraId}, ${esp}, ${ginecologia}, '225250', 'Primeira consulta de pré-natal. Gestação planejada.',
              'Bom estado geral. PA 110/70 mmHg.', 'Gestação de risco habitual.', 'Solicitar exames do primeiro trimestre; ácido fólico; retorno em 4 semanas.',
              ${ClassificacaoGestacao.NORMAL}, ${dum}, ${em}) returning id`,
  );
  const problema = await um(
    tx,
    sql`insert into paciente_problema (paciente_id, cid_codigo, situacao, inicio_data, origem, origem_id, usuario_id)
      values (${gestante}, 'Z34', ${SituacaoProblema.ATIVO}, ${dum}, ${MODULO_AMBULATORIO}, ${atendimento}, ${ginecologia}) returning id`,
  );
  await tx.execute(sql`insert into ambulatorio_diagnostico (ambulatorio_atendimento_id, cid_codigo, principal, situacao, inicio_data, incluir_lista_paciente, paciente_problema_id)
    values (${atendimento}, 'Z34', 1, ${SituacaoProblema.ATIVO}, ${dum}, 1, ${problema})`);
}
