import { DIAS_SEMANA, TIPO_RECEITA_NOME } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import { entre, igual, type Periodo, rotulo, todas } from '../../../lib/reports/sql.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { noPeriodo } from '../../../lib/sql/tempo.js';

/**
 * The dispensing reports (spec 000 §2.3 farmacia): read from farmacia_dispensacao and its items, one row per
 * medicine dispensed unless the report counts. A reversed dispensing (situacao 2) keeps its rows: the lists show it
 * as such, the counts leave it out.
 */

export interface FiltrosDispensacao extends Periodo {
  centroCustoId?: number | null;
  materialId?: number | null;
  pacienteId?: number | null;
  situacao?: string | null;
}

const ATIVA = 1;
/** extract(dow): 0 Sunday … 6 Saturday. */
const NOME_DO_DIA = Object.fromEntries(DIAS_SEMANA.map((nome, dow) => [dow, nome]));

/** The items of the dispensings of the period, with the pharmacy, the patient and the medicine at hand. */
const DE_ITENS = sql`from farmacia_dispensacao d
  join farmacia_dispensacao_item i on i.dispensacao_id = d.id
  join centro_custo cc on cc.id = d.centro_custo_id
  join cidadao c on c.id = d.paciente_id
  join material mat on mat.id = i.material_id`;

const dosItens = (f: FiltrosDispensacao, ...outras: (SQL | null)[]) =>
  todas(
    entre(sql`d.data`, f),
    igual(sql`d.centro_custo_id`, f.centroCustoId),
    igual(sql`i.material_id`, f.materialId),
    igual(sql`d.paciente_id`, f.pacienteId),
    igual(sql`d.situacao`, f.situacao ? Number(f.situacao) : null),
    ...outras,
  );

const situacao = sql`case d.situacao when 2 then 'Estornada' else 'Ativa' end`;

/** "CZ2501 × 30, val. 15/04/2026; CZ2411 × 2, val. 10/01/2026": the lots an item took, first to expire first. */
const lotesDoItem = sql`(select string_agg(l.lote || ' × ' || dl.quantidade || ', val. ' || to_char(l.validade, 'DD/MM/YYYY'), '; '
    order by l.validade, l.lote)
  from farmacia_dispensacao_lote dl join estoque_lote l on l.id = dl.lote_id where dl.item_id = i.id)`;

/** The cost of an item: what its lots left at (the stock's average cost at the time). */
export const custoDoItem = sql`(select coalesce(sum(dl.quantidade * dl.custo_unitario), 0) from farmacia_dispensacao_lote dl where dl.item_id = i.id)`;

/** Dispensações por paciente: one patient's medicines, lots, prescriber and next pickup. */
export const consultaDispensacaoPaciente = (f: FiltrosDispensacao) => sql`
  select d.data as "data", cc.nome as "farmacia", mat.nome as "medicamento", i.quantidade as "quantidade", ${lotesDoItem} as "lotes",
         r.prescritor_nome || coalesce(' (' || r.prescritor_conselho || ')', '') as "prescritor",
         i.proxima_retirada as "proximaRetirada", ${situacao} as "situacao"
    ${DE_ITENS}
    left join farmacia_dispensacao_receita r on r.id = i.dispensacao_receita_id
   where ${dosItens(f)}`;

/** Dispensações: every medicine dispensed in the period, with the prescription it served and who dispensed it. */
export const consultaDispensacao = (f: FiltrosDispensacao) => sql`
  select d.data as "data", d.id as "dispensacao", cc.nome as "farmacia", c.nome as "paciente", mat.nome as "medicamento",
         i.quantidade as "quantidade",
         coalesce(${rotulo(sql`r.tipo`, TIPO_RECEITA_NOME)} || coalesce(' nº ' || r.numero_notificacao, ''),
                  case when d.processo_alto_custo_id is not null then 'CEAF, processo nº ' || d.processo_alto_custo_id end) as "receita",
         ${nomeDoUsuario(sql`d.usuario_id`)} as "usuario", ${situacao} as "situacao"
    ${DE_ITENS}
    left join farmacia_dispensacao_receita r on r.id = i.dispensacao_receita_id
   where ${dosItens(f)}`;

/** Pacientes atendidos: per patient, the active dispensings of the period. */
export const consultaPacienteAtendido = (f: FiltrosDispensacao) => sql`
  select c.nome as "paciente", c.cns as "cns", count(distinct d.id)::int as "dispensacoes", count(*)::int as "itens",
         sum(i.quantidade)::int as "quantidade", max(d.data) as "ultimaDispensacao"
    ${DE_ITENS}
   where ${dosItens({ ...f, situacao: null }, sql`d.situacao = ${ATIVA}`)}
   group by c.id, c.nome, c.cns`;

/** Quantitativo: per medicine, the active dispensings of the period and what they cost. */
export const consultaQuantitativoDispensacao = (f: FiltrosDispensacao) => sql`
  select mat.nome as "medicamento", sum(i.quantidade)::int as "quantidade", count(distinct d.paciente_id)::int as "pacientes",
         count(distinct d.id)::int as "dispensacoes", round(sum(${custoDoItem}), 2) as "custo"
    ${DE_ITENS}
   where ${dosItens({ ...f, situacao: null }, sql`d.situacao = ${ATIVA}`)}
   group by mat.id, mat.nome`;

/** Estornos: the dispensings reversed in the period (the Brasília day of the reversal), item by item. */
export const consultaEstornoDispensacao = (f: FiltrosDispensacao) => sql`
  select d.estornado_em as "estornadoEm", d.data as "data", cc.nome as "farmacia", c.nome as "paciente", mat.nome as "medicamento",
         i.quantidade as "quantidade", d.motivo_estorno as "motivo", ${nomeDoUsuario(sql`d.estornado_por`)} as "usuario"
    ${DE_ITENS}
   where ${todas(
     sql`d.situacao = 2`,
     noPeriodo(sql`d.estornado_em`, f.dataInicio, f.dataFim),
     igual(sql`d.centro_custo_id`, f.centroCustoId),
     igual(sql`i.material_id`, f.materialId),
   )}`;

/** Atendimento diário: per day with active dispensings, how many, to how many patients, items and units. */
export const consultaAtendimentoDiario = (f: FiltrosDispensacao) => sql`
  select d.data as "data", ${rotulo(sql`extract(dow from d.data)::int`, NOME_DO_DIA)} as "diaSemana",
         count(distinct d.id)::int as "dispensacoes", count(distinct d.paciente_id)::int as "pacientes", count(*)::int as "itens",
         sum(i.quantidade)::int as "quantidade"
    ${DE_ITENS}
   where ${dosItens({ ...f, situacao: null }, sql`d.situacao = ${ATIVA}`)}
   group by d.data`;
