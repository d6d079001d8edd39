import { type AgendamentoColeta, hojeIso, idadeEmAnosMesesDias, MATERIAIS_BIOLOGICOS } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';

/** Age as the labels word it: years, or months/days for a baby. */
export function idadeTexto(nascimento: string | null | undefined, hoje = hojeIso()): string {
  const i = idadeEmAnosMesesDias(nascimento, hoje);
  if (!i) return '';
  if (i.anos >= 1) return `${i.anos} ${i.anos === 1 ? 'ano' : 'anos'}`;
  if (i.meses >= 1) return `${i.meses} ${i.meses === 1 ? 'mês' : 'meses'}`;
  return `${i.dias} ${i.dias === 1 ? 'dia' : 'dias'}`;
}

export const nomeMaterial = (v: number) => MATERIAIS_BIOLOGICOS.find((m) => m.value === v)?.label ?? 'Material';

export interface FiltroColeta {
  data?: string;
  unidadeId?: number | null;
  jornadaId?: number | null;
  numero?: number | null;
  labAgendamentoIds?: readonly number[];
  amostraIds?: readonly number[];
  busca?: string | null;
  situacao?: number | null;
}

/**
 * The schedulings of the collection room with their samples and exams, in one statement: the day's agenda rows of
 * the laboratory's agendas (agendamento_jornada_idx per agenda, then the 1:1 lab_agendamento), each sample with
 * its exams aggregated as JSON. The exams are reached through lab_agendamento_exame_agendamento_idx (amostra_id has
 * no index of its own: filtering on it alone scanned every exam once per sample). Cancelled bookings and cancelled
 * exams are left out.
 */
export async function lerAgendamentosColeta(tx: Tx, f: FiltroColeta): Promise<AgendamentoColeta[]> {
  const onde: SQL[] = [sql`j.modulo = 'exame-laboratorial'`, sql`a.status <> 5`];
  if (f.data) onde.push(sql`a.data = ${f.data}`);
  if (f.unidadeId) onde.push(sql`j.unidade_id = ${f.unidadeId}`);
  if (f.jornadaId) onde.push(sql`j.id = ${f.jornadaId}`);
  if (f.numero) onde.push(sql`a.numero = ${f.numero}`);
  if (f.labAgendamentoIds?.length)
    onde.push(
      sql`la.id in (${sql.join(
        f.labAgendamentoIds.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
  if (f.amostraIds?.length)
    onde.push(
      sql`la.id in (select lab_agendamento_id from lab_amostra where id in (${sql.join(
        f.amostraIds.map((i) => sql`${i}`),
        sql`, `,
      )}))`,
    );
  const busca = f.busca?.trim();
  if (busca) {
    const padrao = `%${busca}%`;
    onde.push(sql`(f_unaccent(lower(c.nome)) like f_unaccent(lower(${padrao}))
      or f_unaccent(lower(coalesce(c.nome_social, ''))) like f_unaccent(lower(${padrao})) or a.numero::text = ${busca})`);
  }
  if (f.situacao === 1) onde.push(sql`exists (select 1 from lab_amostra s where s.lab_agendamento_id = la.id and s.situacao = 1)`);
  if (f.situacao === 2) onde.push(sql`not exists (select 1 from lab_amostra s where s.lab_agendamento_id = la.id and s.situacao <> 2)`);
  if (f.situacao === 3) onde.push(sql`exists (select 1 from lab_amostra s where s.lab_agendamento_id = la.id and s.situacao = 3)`);
  const { rows } = await tx.execute(sql`
    select la.id, a.id as agendamento_id, a.numero, a.data::text as data, a.hora::text as hora,
           c.id as paciente_id, c.nome as paciente_nome, c.nome_social as paciente_nome_social,
           c.data_nascimento::text as data_nascimento, l.id as laboratorio_id, l.nome as laboratorio,
           u.id as unidade_coleta_id, u.nome_fantasia as unidade_coleta, coalesce(ps.nome, la.solicitante_nome) as solicitante, la.urgente,
           coalesce((
             select json_agg(json_build_object(
                      'id', s.id, 'materialBiologico', s.material_biologico, 'recipiente', s.recipiente, 'situacao', s.situacao,
                      'coletadaEm', s.coletada_em, 'coletadaPor', cp.nome, 'unidadeColeta', uc.nome_fantasia, 'motivoNaoColeta', s.motivo_nao_coleta,
                      'exames', coalesce((
                        select json_agg(json_build_object('id', e.id, 'exameId', e.exame_id, 'nome', ex.nome,
                                 'sigla', coalesce(le.sigla, left(upper(ex.nome), 6)), 'situacao', e.situacao) order by e.id)
                          from lab_agendamento_exame e join exame ex on ex.id = e.exame_id
                          left join lab_exame le on le.exame_id = e.exame_id and le.cliente_id = e.cliente_id
                         where e.lab_agendamento_id = la.id and e.amostra_id = s.id and e.situacao <> 7), '[]'::json)) order by s.id)
               from lab_amostra s
               left join usuario uu on uu.id = s.coletada_por left join cidadao cp on cp.id = uu.cidadao_id
               left join unidade uc on uc.id = s.unidade_coleta_id
              where s.lab_agendamento_id = la.id), '[]'::json) as amostras
      from agendamento a
      join jornada j on j.id = a.jornada_id
      join lab_agendamento la on la.agendamento_id = a.id
      join cidadao c on c.id = la.paciente_id
      join laboratorio l on l.id = la.laboratorio_id
      join unidade u on u.id = j.unidade_id
      left join usuario us on us.id = la.profissional_solicitante_id left join cidadao ps on ps.id = us.cidadao_id
     where ${sql.join(onde, sql` and `)}
     order by a.data, a.hora, a.numero
     limit 2000`);
  const hoje = hojeIso();
  return rows.map((r) => {
    const amostras = (typeof r.amostras === 'string' ? JSON.parse(r.amostras) : r.amostras) as AgendamentoColeta['amostras'];
    return {
      id: Number(r.id),
      agendamentoId: Number(r.agendamento_id),
      numero: Number(r.numero),
      data: String(r.data),
      hora: String(r.hora),
      pacienteId: Number(r.paciente_id),
      pacienteNome: String(r.paciente_nome),
      pacienteNomeSocial: (r.paciente_nome_social as string | null) ?? null,
      dataNascimento: (r.data_nascimento as string | null) ?? null,
      idade: idadeTexto(r.data_nascimento as string | null, hoje),
      laboratorioId: Number(r.laboratorio_id),
      laboratorio: String(r.laboratorio),
      unidadeColetaId: Number(r.unidade_coleta_id),
      unidadeColeta: String(r.unidade_coleta),
      solicitante: (r.solicitante as string | null) ?? null,
      urgente: Boolean(r.urgente),
      amostras: amostras.map((s) => ({
        ...s,
        material: nomeMaterial(Number(s.materialBiologico)),
        // json_build_object gives timestamptz as text without the ISO 'T' on some servers: normalise
        coletadaEm: s.coletadaEm ? new Date(s.coletadaEm as string).toISOString() : null,
      })),
    };
  });
}
