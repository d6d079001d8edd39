import { hojeIso, type LinhaMapa, type MapaTrabalhoFiltro, SITUACAO_EXAME_LAB as S } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { idadeTexto, nomeMaterial } from '../coleta/coleta.service.js';

export type TipoMapa = 'dia' | 'producao';
/** Sector of an exam the laboratory has not configured yet: "Outros". */
const SETOR_OUTROS = 8;
/** What the screen shows before the PDF; the PDF has every line. */
export const LIMITE_TELA = 500;

/**
 * The worklist of a bench (mapa-dia: what is expected that day, scheduled or collected; mapa-producao: what was
 * collected and is to be (or was) processed, with blanks for every result field) in one statement. It starts at the
 * laboratory's agendas and reads the day's rows through agendamento_jornada_idx (jornada_id, data), then the 1:1
 * lab_agendamento and its exams by their foreign-key indexes; the result fields are aggregated once per exam (a CTE
 * over the small lab_exame_campo), never once per line.
 */
export async function lerMapa(tx: Tx, tipo: TipoMapa, f: MapaTrabalhoFiltro): Promise<LinhaMapa[]> {
  const situacoes =
    tipo === 'dia' ? [S.agendado, S.coletado, S.amostraNaoColetada] : [S.coletado, S.resultadoLancado, S.liberado, S.entregue];
  const { rows } = await tx.execute(sql`
    with campos as (
      select exame_id, array_agg(nome order by ordem, id) as campos from lab_exame_campo where not bloqueado group by exame_id)
    select e.id, coalesce(le.setor, ${SETOR_OUTROS}) as setor, a.numero, a.hora::text as hora,
           c.nome, c.nome_social, c.data_nascimento::text as data_nascimento, c.sexo_id,
           coalesce(le.sigla, left(upper(ex.nome), 6)) as sigla, ex.nome as exame, e.situacao, s.material_biologico,
           coalesce(cp.campos, '{}') as campos
      from jornada j
      join agendamento a on a.jornada_id = j.id and a.data = ${f.data} and a.status <> 5
      join lab_agendamento la on la.agendamento_id = a.id
      join lab_agendamento_exame e on e.lab_agendamento_id = la.id
      join exame ex on ex.id = e.exame_id
      join cidadao c on c.id = la.paciente_id
      left join lab_exame le on le.exame_id = e.exame_id and le.cliente_id = e.cliente_id
      left join lab_amostra s on s.id = e.amostra_id
      left join campos cp on cp.exame_id = e.exame_id
     where j.modulo = 'exame-laboratorial'
       and coalesce(e.laboratorio_executor_id, la.laboratorio_id) = ${f.laboratorioId}
       and e.situacao in (${sql.join(
         situacoes.map((x) => sql`${x}`),
         sql`, `,
       )})
       ${f.setor ? sql`and coalesce(le.setor, ${SETOR_OUTROS}) = ${f.setor}` : sql``}
     order by 2, a.hora, a.numero, 9, e.id`);
  const hoje = hojeIso();
  return rows.map((r) => ({
    id: Number(r.id),
    setor: Number(r.setor),
    numero: Number(r.numero),
    hora: String(r.hora),
    paciente: r.nome_social ? `${r.nome} (${r.nome_social})` : String(r.nome),
    idade: idadeTexto(r.data_nascimento as string | null, hoje),
    sexo: r.sexo_id === 0 ? 'M' : r.sexo_id === 1 ? 'F' : null,
    sigla: String(r.sigla),
    exame: String(r.exame),
    situacao: Number(r.situacao),
    material: r.material_biologico == null ? '' : nomeMaterial(Number(r.material_biologico)),
    campos: (r.campos as string[] | null) ?? [],
  }));
}
