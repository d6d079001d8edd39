import {
  type Calendario,
  type DoseAplicada,
  type DoseHistorico,
  FATOR_RISCO_GESTANTE,
  MENSAGENS_REGISTRO_VACINACAO as M,
  type PacienteVacinal,
  situacaoDoCalendario,
  TIPO_SALA_VACINACAO,
  type VacinaDaSala,
  VIAS_ADMINISTRACAO,
  VIAS_VACINACAO,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';

/** The reads of the record screen (issue 20): the session's room, the patient's history and the room's lots. */

export interface SalaDaSessao {
  centroCustoId: number;
  nome: string;
}

/** The session's cost centre must be a vaccination room (not the cold store), else a 422 that says so. */
export async function salaDaSessao(tx: Tx, centroCustoId: number | null | undefined): Promise<SalaDaSessao> {
  const { rows } = centroCustoId
    ? await tx.execute(sql`
        select cc.id, cc.nome from sala_vacinacao s join centro_custo cc on cc.id = s.centro_custo_id
         where s.centro_custo_id = ${centroCustoId} and s.tipo = ${TIPO_SALA_VACINACAO.sala} and not s.bloqueado`)
    : { rows: [] };
  const r = rows[0];
  if (!r) throw unprocessable({ centro_custo_id: [M.semSala] }, M.semSala);
  return { centroCustoId: Number(r.id), nome: String(r.nome) };
}

/** The patient as the calendar reads them; `gestante` is what the screen says today (else the record's risk factor). */
export async function pacienteVacinal(tx: Tx, pacienteId: number, gestante?: boolean): Promise<PacienteVacinal & { nome: string }> {
  const { rows } = await tx.execute(sql`
    select nome, data_nascimento::text as nascimento, sexo_id,
           exists (select 1 from cidadao_fator_risco f where f.cidadao_id = c.id and f.fator_risco_id = ${FATOR_RISCO_GESTANTE}) as gestante
      from cidadao c where c.id = ${pacienteId}`);
  const r = rows[0];
  if (!r) throw notFound('Paciente não encontrado.');
  const sexo = r.sexo_id == null ? null : Number(r.sexo_id) === 1 ? 'F' : Number(r.sexo_id) === 0 ? 'M' : null;
  return {
    nome: String(r.nome),
    // without a birth date the calendar cannot place the doses: today makes every dose "em dia"
    nascimento: (r.nascimento as string | null) ?? new Date().toISOString().slice(0, 10),
    sexo,
    gestante: gestante ?? Boolean(r.gestante),
  };
}

const texto = (v: unknown) => (v == null ? null : String(v));

/** The patient's doses not cancelled, oldest first, with the room (or origin) and the professional. */
export async function historicoDoPaciente(tx: Tx, pacienteId: number): Promise<DoseHistorico[]> {
  const { rows } = await tx.execute(sql`
    select v.id, v.data_aplicacao::text as data, v.vacina_id, va.nome as vacina_nome, va.calendario_sigla, v.dose, v.estrategia,
           v.origem, v.lote_numero, coalesce(cc.nome, v.estabelecimento_origem) as local, coalesce(up.nome, v.profissional_nome) as profissional,
           v.proxima_dose_data::text as proxima, v.campanha_id, v.centro_custo_id
      from vacinacao v join vacina va on va.id = v.vacina_id
      left join centro_custo cc on cc.id = v.centro_custo_id
      left join usuario u on u.id = v.profissional_id left join cidadao up on up.id = u.cidadao_id
     where v.paciente_id = ${pacienteId} and v.cancelado_em is null
     order by v.data_aplicacao, v.id`);
  return rows.map((r) => ({
    id: Number(r.id),
    dataAplicacao: String(r.data),
    vacinaId: Number(r.vacina_id),
    vacinaNome: String(r.vacina_nome),
    sigla: texto(r.calendario_sigla),
    dose: String(r.dose),
    estrategia: Number(r.estrategia),
    origem: Number(r.origem),
    lote: texto(r.lote_numero),
    local: texto(r.local),
    profissional: texto(r.profissional),
    proximaDoseData: texto(r.proxima),
    campanhaId: r.campanha_id == null ? null : Number(r.campanha_id),
    centroCustoId: r.centro_custo_id == null ? null : Number(r.centro_custo_id),
  }));
}

/** The history as the calendar reads it: only doses of vaccines mapped to a calendar sigla. */
export const dosesDoCalendario = (h: DoseHistorico[]): DoseAplicada[] =>
  h.filter((d) => d.sigla).map((d) => ({ sigla: d.sigla as string, dose: d.dose as DoseAplicada['dose'], data: d.dataAplicacao }));

/** Each calendar item with the population groups of its vaccine (the screen groups by them). */
export function situacaoComGrupos(cal: Calendario, p: PacienteVacinal, h: DoseAplicada[], hoje: string) {
  const grupos = new Map(cal.vacinas.map((v) => [v.sigla, v.grupos as string[]]));
  return situacaoDoCalendario(cal, p, h, hoje).map((i) => ({ ...i, grupos: grupos.get(i.sigla) ?? [] }));
}

/** The route of the vaccine's registry (VIAS_ADMINISTRACAO) as the record's code (VIAS_VACINACAO), by name. */
export function viaDaVacina(viaAdministracaoId: number | null): number | null {
  const nome = VIAS_ADMINISTRACAO.find((v) => v.id === viaAdministracaoId)?.nome;
  return VIAS_VACINACAO.find((v) => v.nome === nome)?.codigo ?? null;
}

/**
 * The vaccines the room can apply on a date: each registered vaccine with its lots of the room that have stock and
 * are not expired, first-expiry first, with the lot's open vial (issue 20: "lot: only lots of the room").
 */
export async function vacinasDaSala(tx: Tx, centroCustoId: number, data: string): Promise<VacinaDaSala[]> {
  const { rows } = await tx.execute(sql`
    select va.id, va.nome, va.calendario_sigla, va.via_administracao_id, l.id as lote_id, l.lote, l.validade::text as validade,
           s.quantidade, coalesce(vl.doses_por_frasco, va.doses_por_frasco) as por_frasco,
           f.id as frasco_id, f.doses_restantes, f.vence_em
      from vacina va
      join estoque_saldo s on s.material_id = va.material_id and s.centro_custo_id = ${centroCustoId} and s.quantidade > 0
      join estoque_lote l on l.id = s.lote_id and l.validade >= ${data}
      left join vacina_lote vl on vl.lote_id = l.id
      left join vacina_frasco_aberto f on f.lote_id = l.id and f.centro_custo_id = ${centroCustoId} and f.encerrado_em is null
                                      and f.vence_em > now()
     where not va.bloqueado
     order by va.nome, l.validade, l.id`);
  const porVacina = new Map<number, VacinaDaSala>();
  for (const r of rows) {
    const id = Number(r.id);
    let v = porVacina.get(id);
    if (!v) {
      v = { id, nome: String(r.nome), sigla: texto(r.calendario_sigla), via: viaDaVacina(Number(r.via_administracao_id)), lotes: [] };
      porVacina.set(id, v);
    }
    v.lotes.push({
      loteId: Number(r.lote_id),
      lote: String(r.lote),
      validade: String(r.validade),
      disponivel: Number(r.quantidade),
      dosesPorFrasco: Number(r.por_frasco),
      frasco: r.frasco_id
        ? { id: Number(r.frasco_id), dosesRestantes: Number(r.doses_restantes), venceEm: new Date(String(r.vence_em)).toISOString() }
        : null,
    });
  }
  return [...porVacina.values()];
}
