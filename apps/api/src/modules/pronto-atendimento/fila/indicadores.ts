import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { inicioDeHoje } from '../../../lib/sql/tempo.js';

/**
 * Beyond the spec (issue 6): the day's door-to-triage and door-to-doctor times of a location, as
 * medians in minutes of today's attendances (Brasília day), and how many were received. Entries cancelled with
 * their FAA do not count in the door-to-doctor time.
 */
export async function indicadoresDoDia(tx: Tx, infraestruturaId: number) {
  const { rows } = await tx.execute<{ porta_triagem: string | null; porta_medico: string | null; recebidos: string | number }>(sql`
    with hoje as (
      select a.id, a.recepcionado_em from atendimento a
       where a.infraestrutura_id = ${infraestruturaId}
         and a.recepcionado_em >= ${inicioDeHoje}
    )
    select
      (select percentile_cont(0.5) within group (order by extract(epoch from t.primeira - h.recepcionado_em) / 60)
         from hoje h cross join lateral (select min(tr.criada_em) as primeira from triagem tr where tr.atendimento_id = h.id) t
        where t.primeira is not null) as porta_triagem,
      (select percentile_cont(0.5) within group (order by extract(epoch from m.primeiro - h.recepcionado_em) / 60)
         from hoje h cross join lateral (
           select min(fm.em) as primeiro from fila f join fila_movimento fm on fm.fila_id = f.id
            where f.referencia_id = h.id and f.modulo = 'pronto-atendimento' and f.setor_tipo_id = 3 and fm.acao = 'atender'
              -- an entry taken out by the FAA's cancellation (issue 24) is no doctor's time
              and not exists (select 1 from fila_movimento c where c.fila_id = f.id and c.acao = 'cancelar')) m
        where m.primeiro is not null) as porta_medico,
      (select count(*) from hoje) as recebidos`);
  const r = rows[0];
  const arredondar = (v: string | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v)));
  return {
    portaTriagemMinutos: arredondar(r?.porta_triagem),
    portaMedicoMinutos: arredondar(r?.porta_medico),
    recebidosHoje: Number(r?.recebidos ?? 0),
  };
}
