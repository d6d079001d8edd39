import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { nomeDoRecurso } from './agenda.recursos.js';

/** The columns of an appointment as every list shows it (`agendamentoItemSchema`), over `agendamento a`. */
export const colunasAgendamento = () => sql`
  a.id, a.numero, a.jornada_id, a.data::text as data, a.hora::text as hora, a.tipo_vaga, a.status, a.paciente_id,
  c.nome as paciente_nome, c.nome_social as paciente_nome_social,
  array_remove(array[c.telefone]::text[] || array(select t.numero::text from cidadao_telefone t where t.cidadao_id = c.id order by t.id), null)
    as telefones,
  un.nome_fantasia as unidade_nome, e.nome as especialidade_nome,
  ${nomeDoRecurso(sql`j.recurso_tipo`, sql`j.recurso_id`)} as recurso_nome,
  a.observacao, a.retroativo, a.motivo_cancelamento, a.cancelado_em, a.falta_em, a.created_at,
  (select cc.nome from usuario uu join cidadao cc on cc.id = uu.cidadao_id where uu.id = a.cancelado_por) as cancelado_por_nome,
  (select cc.nome from usuario uu join cidadao cc on cc.id = uu.cidadao_id where uu.id = a.created_by) as criado_por_nome`;

export const deAgendamento = sql`
  from agendamento a
  join jornada j on j.id = a.jornada_id
  join cidadao c on c.id = a.paciente_id
  join unidade un on un.id = j.unidade_id
  left join especialidade e on e.id = j.especialidade_id`;

export interface LinhaAgendamento {
  id: number;
  numero: number | string;
  jornadaId: number;
  data: string;
  hora: string;
  tipoVaga: number;
  status: number;
  pacienteId: number;
  pacienteNome: string;
  pacienteNomeSocial: string | null;
  telefones: string[];
  unidadeNome: string;
  especialidadeNome: string | null;
  recursoNome: string;
  observacao: string | null;
  retroativo: boolean;
  motivoCancelamento: string | null;
  canceladoEm: string | Date | null;
  faltaEm: string | Date | null;
  createdAt: string | Date;
  canceladoPorNome: string | null;
  criadoPorNome: string | null;
}

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Raw rows (snake_case from `execute`) as the camelCase items; ids as numbers on both drivers. */
export function paraItem(r: Record<string, unknown>): LinhaAgendamento {
  const o: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r)) o[camel(k)] = v;
  for (const k of ['id', 'jornadaId', 'pacienteId', 'tipoVaga', 'status']) o[k] = Number(o[k]);
  return o as unknown as LinhaAgendamento;
}

/** Appointments matching a condition over `a`, `j`, `c`, in date and time order. */
export async function listarAgendamentos(tx: Tx, onde: SQL, limite = 500): Promise<LinhaAgendamento[]> {
  const { rows } = await tx.execute(
    sql`select ${colunasAgendamento()} ${deAgendamento} where ${onde} order by a.data, a.hora, a.id limit ${limite}`,
  );
  return (rows as Record<string, unknown>[]).map(paraItem);
}
