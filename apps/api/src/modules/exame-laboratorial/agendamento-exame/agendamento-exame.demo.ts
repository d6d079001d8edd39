import { horariosDoDia, MODULO_EXAME_LABORATORIAL, RECURSO_LABORATORIO, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { agoraLocal, diasFechados } from '../../agenda/index.js';
import { agendarExames } from './agendamento-exame.service.js';

/** The lab_agendamento ids the demo booked, by collection day (YYYY-MM-DD), in time order. */
export type AgendamentosLaboratorioDemo = Record<string, number[]>;

const LIPIDOGRAMA = ['Colesterol total', 'Colesterol HDL', 'Colesterol LDL', 'Triglicerídeos'];
/** What the demo's patients come for, in turn (a kit's name books the kit's exams as that kit). */
const PEDIDOS: { exames: string[]; kit?: string }[] = [
  { exames: [...LIPIDOGRAMA, 'Glicose (glicemia de jejum)', 'Hemograma completo'] },
  { exames: ['Hemograma completo', 'Glicose (glicemia de jejum)'] },
  { exames: [], kit: 'Check-up adulto' },
  { exames: ['Glicose (glicemia de jejum)', 'EAS (urina tipo 1)'] },
  { exames: [...LIPIDOGRAMA, 'Creatinina'] },
  { exames: ['Hemograma completo', 'EAS (urina tipo 1)'] },
];
const POR_DIA = 6;

/**
 * The collection agenda of the municipal laboratory at the Policlínica (mornings, Monday to Friday), the quotas of
 * the demo's units for this month, and a week of schedulings through the real booking (quota, engine, samples,
 * SIGTAP values): the past 5 working days, today and the next 4, ~6 patients a day. All stay scheduled and
 * un-collected: the collection and result parts of the demo build on the ids returned (by day).
 */
export async function seedAgendamentosLaboratorioDemo(
  tx: Tx,
  ctx: SeedContexto,
  laboratorios: { municipal: number; apoio: number },
): Promise<AgendamentosLaboratorioDemo> {
  const policlinica = ctx.unidades.get('Policlínica Municipal');
  if (!policlinica || !laboratorios.municipal) return {};
  const { hoje } = agoraLocal();
  const um = async (q: ReturnType<typeof sql>) => (await tx.execute(q)).rows[0] as Record<string, unknown> | undefined;
  let ativa = await um(sql`select id from jornada_situacao where nome = 'Ativa' and permite_agendamento limit 1`);
  ativa ??= await um(sql`insert into jornada_situacao (nome) values ('Ativa') returning id`);
  const grade = { diasSemana: [1, 2, 3, 4, 5], horaInicio: '07:00:00', horaFim: '10:00:00', viraDia: false, duracaoMinutos: 10 };
  const vigenciaInicio = somarDias(hoje, -60);
  const jornada = await um(sql`
    insert into jornada (modulo, recurso_tipo, recurso_id, unidade_id, infraestrutura_id, situacao_id, dias_semana, hora_inicio, hora_fim,
                         duracao_minutos, vigencia_inicio, vagas_primeira_vez, aberta_outras_unidades, observacao)
    values (${MODULO_EXAME_LABORATORIAL}, ${RECURSO_LABORATORIO}, ${laboratorios.municipal}, ${policlinica},
            (select i.id from infraestrutura i where i.nome = 'Laboratório Municipal' limit 1), ${Number(ativa?.id)},
            ${sql.raw(`'{${grade.diasSemana.join(',')}}'`)}::smallint[], ${grade.horaInicio}, ${grade.horaFim}, ${grade.duracaoMinutos},
            ${vigenciaInicio}, 18, true, 'Coleta do Laboratório: chegar com 15 minutos de antecedência.')
    returning id`);
  const jornadaId = Number(jornada?.id);

  // the requesting units: the polyclinic itself, the UBS and the UPA, each with this month's quota
  const unidades = ['Policlínica Municipal', 'UBS Heliópolis', 'UPA 24h Dr. Arnaldo Lopes']
    .map((n) => ctx.unidades.get(n))
    .filter((u): u is number => !!u);
  // the last, this and the next month (a booking near the month's turn falls in either)
  const mes = (delta: number) => {
    const d = new Date(`${hoje.slice(0, 7)}-15T12:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + delta);
    return d.toISOString().slice(0, 7);
  };
  for (const competencia of [mes(-1), mes(0), mes(1)])
    for (const [i, u] of unidades.entries())
      await tx.execute(sql`insert into lab_cota (laboratorio_id, unidade_solicitante_id, competencia, quantidade, valor_teto)
        values (${laboratorios.municipal}, ${u}, ${competencia}, ${i === 2 ? 200 : 400}, ${i === 2 ? '1500.00' : '3000.00'})`);

  const exames = new Map(
    ((await tx.execute(sql`select id, nome from exame where tipo = 1 and not bloqueado`)).rows as { id: number; nome: string }[]).map(
      (e) => [e.nome, Number(e.id)],
    ),
  );
  const kits = new Map<string, { id: number; exames: number[] }>();
  for (const k of (
    await tx.execute(sql`select k.id, k.nome, array_agg(i.exame_id) as exames from kit_exame k join kit_exame_item i on i.kit_exame_id = k.id
                          join exame e on e.id = i.exame_id where e.tipo = 1 group by k.id, k.nome`)
  ).rows as { id: number; nome: string; exames: (number | string)[] }[])
    kits.set(k.nome, { id: Number(k.id), exames: k.exames.map(Number) });
  const { rows: pacientes } = await tx.execute(sql`
    select c.id from cidadao c where not exists (select 1 from usuario u where u.cidadao_id = c.id) and c.data_obito is null
       and not c.provisorio and c.data_nascimento is not null
     order by c.id desc limit 60`);
  const medicos = (await tx.execute(sql`select u.id from usuario u where u.registro_tipo_id is not null order by u.id limit 3`)).rows.map(
    (r) => Number((r as { id: number }).id),
  );
  if (!pacientes.length || !exames.size) return {};

  // the working days: 5 before today, today, and 4 after (weekends and holidays closed)
  const dias: string[] = [];
  const fechados = await diasFechados(tx, [jornadaId], somarDias(hoje, -20), somarDias(hoje, 20));
  const util = (d: string) => horariosDoDia({ ...grade, vigenciaInicio, vigenciaFim: null }, d).length > 0 && !fechados.feriado(d);
  for (let d = somarDias(hoje, -1), n = 0; n < 5; d = somarDias(d, -1)) if (util(d) && ++n) dias.unshift(d);
  for (let d = hoje, n = 0; n < 5; d = somarDias(d, 1)) if (util(d) && ++n) dias.push(d);

  const usuarioId = ctx.usuarios.get('agenda') ?? ctx.usuarios.get('laboratorio') ?? (medicos[0] as number);
  const resultado: AgendamentosLaboratorioDemo = {};
  const feitosNoPassado: number[] = [];
  let p = 0;
  let k = 0;
  for (const data of dias) {
    const horas = horariosDoDia({ ...grade, vigenciaInicio, vigenciaFim: null }, data);
    resultado[data] = [];
    for (let i = 0; i < POR_DIA && i * 3 < horas.length; i++) {
      const pedido = PEDIDOS[k++ % PEDIDOS.length] as (typeof PEDIDOS)[number];
      const kit = pedido.kit ? kits.get(pedido.kit) : undefined;
      const ids = kit ? kit.exames : pedido.exames.map((n) => exames.get(n)).filter((e): e is number => !!e);
      if (!ids.length) continue;
      const pacienteId = Number((pacientes[p++ % pacientes.length] as { id: number }).id);
      const medico = medicos[i % Math.max(medicos.length, 1)];
      const { id } = await agendarExames(
        tx,
        {
          pacienteId,
          jornadaId,
          data,
          hora: horas[i * 3] as string,
          unidadeSolicitanteId: unidades[i % unidades.length] as number,
          profissionalSolicitanteId: i % 2 === 0 && medico ? medico : null,
          solicitanteNome: i % 2 === 0 && medico ? null : 'Dr. Fernando Albuquerque (CRM-PE 18234)',
          exames: ids.map((exameId) => ({ exameId, kitExameId: kit?.id ?? null, solicitacaoOrigem: null, solicitacaoId: null })),
          urgente: i === 5,
          observacao: null,
        },
        // the desk books for everyone (the agenda is open to other units); past days as they were booked then
        { usuarioId, solicitante: { unidadeId: policlinica, podeRegulado: false }, retroativo: data <= hoje },
      );
      resultado[data].push(id);
      if (data <= hoje) feitosNoPassado.push(id);
    }
  }
  // the demo's past and today's bookings were made in time, not after a downtime: not retroactive
  if (feitosNoPassado.length)
    await tx.execute(sql`update agendamento set retroativo = false
      where id in (select agendamento_id from lab_agendamento where id in ${sql.raw(`(${feitosNoPassado.join(',')})`)})`);
  return resultado;
}
