import { STATUS_AGENDAMENTO as S, StatusAgendamentoNome, TipoVagaNome } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { DE_AGENDAMENTO, doAgendamento, type FiltrosAmb, recursoDaAgenda, rotulo } from '../relatorios/relatorios.comum.js';

/**
 * listagem-consulta-agendada-realizada (spec 000 §2.3; issue 17): the consultations scheduled in the period (not
 * cancelled) and whether each was realised, by unit, specialty and professional; the totals line reads scheduled ×
 * realised. `situacao` 1 keeps the realised ones, 2 the others.
 */
export const consultaListagemConsulta = (f: FiltrosAmb & { situacao?: number | null }) => sql`
  select a.data as "data", to_char(a.hora, 'HH24:MI') as "hora",
         case when c.nome_social is not null then c.nome_social || ' (' || c.nome || ')' else c.nome end as "paciente",
         coalesce(e.nome, 'Sem especialidade') as "especialidade", ${recursoDaAgenda()} as "profissional",
         ${rotulo(sql`a.tipo_vaga`, TipoVagaNome)} as "tipoVaga", ${rotulo(sql`a.status`, StatusAgendamentoNome)} as "situacao",
         1 as "agendada", (a.status = ${S.REALIZADO})::int as "realizada"
    ${DE_AGENDAMENTO} join cidadao c on c.id = a.paciente_id
   where ${doAgendamento(f)} and a.status <> ${S.CANCELADO}
     ${f.situacao === 1 ? sql`and a.status = ${S.REALIZADO}` : f.situacao === 2 ? sql`and a.status <> ${S.REALIZADO}` : sql``}`;
