import { horariosDoDia, MODULO_EXAME_IMAGEM, modalidadeDoProcedimento, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { agoraLocal, diasFechados } from '../../agenda/index.js';
import { agendarExameImagem } from './agendamento.service.js';

/** The img_exame ids the demo booked, by exam day (YYYY-MM-DD), in time order. */
export type ExamesImagemDemo = Record<string, number[]>;
export interface CadastrosImagemDemo {
  equipamentos: { rx: number; us: number };
  jornadas: { rx: number; us: number };
  exames: Record<string, number>;
}
const POR_DIA = 6;

/**
 * This month's imaging quotas of the demo's requesting units (the UBS and the UPA, and one doctor) and a week of
 * schedulings through the real booking (quotas, engine slot, SIGTAP value) on the polyclinic's X-ray and ultrasound
 * agendas: ~6 patients per equipment per working day, from 5 working days ago to 3 ahead, plus the last three working
 * days of last month (a finished competence to close), all paper requests (the
 * outpatient demo's one ultrasound request is left pending for the desk to schedule). All stay scheduled.
 */
export async function seedAgendamentosImagemDemo(tx: Tx, ctx: SeedContexto, cadastros: CadastrosImagemDemo): Promise<ExamesImagemDemo> {
  const policlinica = ctx.unidades.get('Policlínica Municipal');
  if (!policlinica || !cadastros.jornadas.rx || !cadastros.jornadas.us) return {};
  const { hoje } = agoraLocal();

  const unidades = ['UBS Heliópolis', 'UPA 24h Dr. Arnaldo Lopes', 'Policlínica Municipal']
    .map((n) => ctx.unidades.get(n))
    .filter((u): u is number => !!u);
  const medicos = (await tx.execute(sql`select u.id from usuario u where u.registro_tipo_id is not null order by u.id limit 2`)).rows.map(
    (r) => Number((r as { id: number }).id),
  );
  const competencia = hoje.slice(0, 7);
  for (const [i, u] of unidades.entries())
    await tx.execute(sql`insert into img_cota (competencia, unidade_solicitante_id, quantidade, valor_teto)
      values (${competencia}, ${u}, ${i === 2 ? 120 : 80}, ${i === 2 ? '4000.00' : '2500.00'}) on conflict do nothing`);
  if (medicos[0])
    await tx.execute(sql`insert into img_cota (competencia, modalidade, profissional_solicitante_id, quantidade, valor_teto)
      values (${competencia}, 2, ${medicos[0]}, 30, null) on conflict do nothing`);

  const { rows: ex } = await tx.execute(
    sql`select id, procedimento_codigo from exame where id in ${sql.raw(`(${Object.values(cadastros.exames).map(Number).join(',') || 'null'})`)} order by id`,
  );
  const porModalidade = (m: number) =>
    (ex as { id: number; procedimento_codigo: string }[])
      .filter((e) => modalidadeDoProcedimento(e.procedimento_codigo) === m)
      .map((e) => Number(e.id));
  const { rows: pacientes } = await tx.execute(sql`
    select c.id from cidadao c where not exists (select 1 from usuario u where u.cidadao_id = c.id) and c.data_obito is null
       and not c.provisorio and c.data_nascimento is not null
     order by c.id limit 80`);
  if (!pacientes.length) return {};
  const usuarioId = ctx.usuarios.get('imagem') ?? ctx.usuarios.get('agenda') ?? (medicos[0] as number);
  const resultado: ExamesImagemDemo = {};
  let p = 0;
  for (const [jornadaId, exames] of [
    [cadastros.jornadas.rx, porModalidade(1)],
    [cadastros.jornadas.us, porModalidade(2)],
  ] as const) {
    if (!exames.length) continue;
    const { rows } = await tx.execute(sql`
      select dias_semana, hora_inicio::text as hora_inicio, hora_fim::text as hora_fim, vira_dia, duracao_minutos, vigencia_inicio::text as vigencia_inicio,
             vigencia_fim::text as vigencia_fim from jornada where id = ${jornadaId} and modulo = ${MODULO_EXAME_IMAGEM}`);
    const j = rows[0] as Record<string, unknown> | undefined;
    if (!j) continue;
    const grade = {
      diasSemana: (j.dias_semana as (number | string)[]).map(Number),
      horaInicio: String(j.hora_inicio),
      horaFim: String(j.hora_fim),
      viraDia: Boolean(j.vira_dia),
      duracaoMinutos: Number(j.duracao_minutos),
      vigenciaInicio: String(j.vigencia_inicio),
      vigenciaFim: (j.vigencia_fim as string | null) ?? null,
    };
    const fechados = await diasFechados(tx, [jornadaId], somarDias(hoje, -60), somarDias(hoje, 20));
    const util = (d: string) => horariosDoDia(grade, d).length > 0 && !fechados.feriado(d) && !fechados.bloqueado(jornadaId, d);
    const dias: string[] = [];
    for (let d = somarDias(hoje, -1), n = 0, t = 0; n < 5 && t < 30; d = somarDias(d, -1), t++) if (util(d) && ++n) dias.unshift(d);
    for (let d = hoje, n = 0, t = 0; n < 4 && t < 30; d = somarDias(d, 1), t++) if (util(d) && ++n) dias.push(d);
    // three working days at the end of last month: a finished competence the demo can close (fechamento)
    const fimDoMesPassado = somarDias(`${hoje.slice(0, 7)}-01`, -1);
    for (let d = fimDoMesPassado, n = 0, t = 0; n < 3 && t < 30; d = somarDias(d, -1), t++)
      if (util(d) && !dias.includes(d) && ++n) dias.unshift(d);
    dias.sort();
    for (const data of dias) {
      const horas = horariosDoDia(grade, data);
      const passo = Math.max(1, Math.floor(horas.length / POR_DIA));
      resultado[data] ??= [];
      for (let i = 0; i < POR_DIA && i * passo < horas.length; i++) {
        const medico = medicos[i % Math.max(medicos.length, 1)];
        const { id } = await agendarExameImagem(
          tx,
          {
            pacienteId: Number((pacientes[p++ % pacientes.length] as { id: number }).id),
            jornadaId,
            data,
            hora: horas[i * passo] as string,
            exameId: exames[i % exames.length] as number,
            solicitacaoOrigem: null,
            solicitacaoId: null,
            unidadeSolicitanteId: unidades[i % unidades.length] as number,
            profissionalSolicitanteId: i % 2 === 0 && medico ? medico : null,
            solicitanteNome: i % 2 === 0 && medico ? null : 'Dra. Helena Cavalcanti (CRM-PE 20117)',
            urgente: i === 4,
            observacao: null,
          },
          { usuarioId, solicitante: { unidadeId: policlinica, podeRegulado: false }, retroativo: data <= hoje },
        );
        resultado[data].push(id);
      }
    }
  }
  for (const d of Object.keys(resultado)) resultado[d]?.sort((a, b) => a - b);
  return resultado;
}
