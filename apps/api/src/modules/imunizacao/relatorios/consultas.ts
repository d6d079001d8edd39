import {
  DOSE_RELATORIO,
  ESTRATEGIA_RELATORIO,
  FAIXAS_COBERTURA,
  FONTE_POPULACAO,
  INDICADORES_COBERTURA,
  ORIGEM_VACINACAO,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import { entre, igual, type Periodo, rotulo, telefonesDoCidadao, todas } from '../../../lib/reports/sql.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';

/**
 * The immunization reports' SQL (spec 000 §2.3 imunizacao, issue 20), over `vacinacao` (one dose of a patient) and the
 * stock engine's ledger. A cancelled record is never an application; a transcribed dose (given elsewhere) is no
 * application of a room but does count as the patient's history (it clears an overdue next dose).
 */

export interface FiltrosImunizacao {
  centroCustoId?: number | null;
  vacinaId?: number | null;
  estrategia?: number | null;
}

const APLICADA = sql`v.cancelado_em is null and v.origem = ${ORIGEM_VACINACAO.sala}`;

const aplicadas = (f: FiltrosImunizacao & Periodo) =>
  todas(
    APLICADA,
    entre(sql`v.data_aplicacao`, f),
    igual(sql`v.centro_custo_id`, f.centroCustoId),
    igual(sql`v.vacina_id`, f.vacinaId),
    igual(sql`v.estrategia`, f.estrategia),
  );

const dose = (...codigos: string[]) =>
  sql`count(*) filter (where v.dose in (${sql.join(
    codigos.map((c) => sql`${c}`),
    sql`, `,
  )}))::int`;

/** Consolidado: per room and vaccine, the doses applied in the period, one column per dose. */
export const consultaConsolidadoAplicacao = (f: FiltrosImunizacao & Periodo) => sql`
  select cc.nome as "sala", va.nome as "vacina", ${dose('DN')} as "dn", ${dose('D1')} as "d1", ${dose('D2')} as "d2",
         ${dose('D3')} as "d3", ${dose('REF', 'REF1')} as "ref1", ${dose('REF2')} as "ref2", ${dose('DU')} as "du",
         ${dose('DP')} as "dp", count(*)::int as "total"
    from vacinacao v
    join centro_custo cc on cc.id = v.centro_custo_id
    join vacina va on va.id = v.vacina_id
   where ${aplicadas(f)}
   group by cc.id, cc.nome, va.id, va.nome`;

/** '1a 3m', '4m 12d', '0d': the age on a date, as the card writes it (days only under one year). */
const idadeEm = (data: SQL, nascimento: SQL) => {
  const a = sql`age(${data}, ${nascimento})`;
  return sql`case when ${nascimento} is not null then concat_ws(' ',
      nullif(extract(year from ${a})::int, 0) || 'a', nullif(extract(month from ${a})::int, 0) || 'm',
      case when extract(year from ${a}) = 0 then extract(day from ${a})::int || 'd' end) end`;
};

/** Aplicações: every dose applied in the period. */
export const consultaDeAplicacao = (f: FiltrosImunizacao & Periodo) => sql`
  select v.data_aplicacao as "data", c.nome as "paciente", ${idadeEm(sql`v.data_aplicacao`, sql`c.data_nascimento`)} as "idade",
         va.nome as "vacina", ${rotulo(sql`v.dose`, DOSE_RELATORIO)} as "dose", v.lote_numero as "lote",
         ${rotulo(sql`v.estrategia`, ESTRATEGIA_RELATORIO)} as "estrategia", cc.nome as "sala",
         coalesce(${nomeDoUsuario(sql`v.profissional_id`)}, v.profissional_nome) as "profissional"
    from vacinacao v
    join cidadao c on c.id = v.paciente_id
    join centro_custo cc on cc.id = v.centro_custo_id
    join vacina va on va.id = v.vacina_id
   where ${aplicadas(f)}`;

/**
 * Faltosos: the records whose next dose (aprazamento) fell before the reference date and that no later record of the
 * patient answers — a non-cancelled dose, given here or transcribed, of the record's vaccine or of the vaccine of the
 * aprazamento (PENTA D3 is answered by DTP REF1), by calendar key. Which dose answers a record, and when, is kept on the
 * record itself (`aprazamento_atendido_em`, maintained by the triggers of migration imunizacao_aprazamento on every
 * write): open as of a date = not answered by then. Two index reads, not an OR (which no index serves): the open
 * ones (vacinacao_aprazamento_aberto_idx) and those answered after the date (vacinacao_aprazamento_atendido_idx,
 * empty as of today).
 */
export function consultaFaltosoAprazamento(f: Omit<FiltrosImunizacao, 'estrategia'> & { dataReferencia: string }): SQL {
  const ref = sql`${f.dataReferencia}::date`;
  const vencido = sql`cancelado_em is null and proxima_dose_data is not null and proxima_dose_data < ${ref}`;
  return sql`
  select coalesce(cc.nome, 'Registro transcrito') as "sala", c.nome as "paciente", c.data_nascimento as "nascimento",
         ${telefonesDoCidadao('c')} as "telefones",
         nullif(concat_ws(', ', lg.nome, c.numero, c.complemento), '') as "endereco", b.nome as "bairro",
         coalesce(vp.nome, va.nome) as "vacina", ${rotulo(sql`v.proxima_dose`, DOSE_RELATORIO)} as "dose",
         v.proxima_dose_data as "aprazamento", (${ref} - v.proxima_dose_data)::int as "diasAtraso"
    from (select * from vacinacao where ${vencido} and aprazamento_atendido_em is null
          union all
          select * from vacinacao where ${vencido} and aprazamento_atendido_em > ${ref}) v
    join vacina va on va.id = v.vacina_id
    left join vacina vp on vp.id = v.proxima_dose_vacina_id
    join cidadao c on c.id = v.paciente_id
    left join centro_custo cc on cc.id = v.centro_custo_id
    left join logradouro lg on lg.id = c.logradouro_id
    left join bairro b on b.id = lg.bairro_id
   where ${todas(
     sql`v.data_aplicacao <= ${ref}`,
     sql`c.data_obito is null and c.unificado_em_id is null`,
     igual(sql`v.centro_custo_id`, f.centroCustoId),
     f.vacinaId ? sql`(v.vacina_id = ${f.vacinaId} or v.proxima_dose_vacina_id = ${f.vacinaId})` : null,
   )}`;
}

/**
 * Posição de estoque: per room (or the cold store), vaccine and lot, the doses at the end of a day from the stock
 * ledger (today from the balance table), as the engine's `posicao` answers it; vials by the lot's doses per vial.
 */
export function consultaPosicaoEstoque(f: Omit<FiltrosImunizacao, 'estrategia'> & { dataReferencia?: string | null }): SQL {
  const base = f.dataReferencia
    ? sql`select centro_custo_id, material_id, lote_id, sum(quantidade)::int as quantidade from estoque_movimento
           where ${todas(sql`data <= ${f.dataReferencia}::date`, igual(sql`centro_custo_id`, f.centroCustoId))}
           group by centro_custo_id, material_id, lote_id having sum(quantidade) <> 0`
    : sql`select centro_custo_id, material_id, lote_id, quantidade from estoque_saldo
           where ${todas(sql`quantidade <> 0`, igual(sql`centro_custo_id`, f.centroCustoId))}`;
  return sql`select cc.nome as "sala", va.nome as "vacina", l.lote as "lote", fab.nome as "fabricante", l.validade as "validade",
      b.quantidade as "doses", coalesce(vl.doses_por_frasco, va.doses_por_frasco)::int as "dosesPorFrasco",
      ceil(b.quantidade::numeric / coalesce(vl.doses_por_frasco, va.doses_por_frasco))::int as "frascos"
    from (${base}) b
    join sala_vacinacao s on s.centro_custo_id = b.centro_custo_id
    join centro_custo cc on cc.id = b.centro_custo_id
    join vacina va on va.material_id = b.material_id
    join estoque_lote l on l.id = b.lote_id
    left join vacina_lote vl on vl.lote_id = b.lote_id
    left join fabricante fab on fab.id = l.fabricante_id
    where ${todas(igual(sql`va.id`, f.vacinaId))}`;
}

/**
 * Cobertura vacinal (issue 20): per indicator (the final dose of a scheme in its age group) the doses applied in the
 * period to patients of that age ÷ the target population prorated to the period (a year: all of it). The population
 * is the one typed for the year of the period's start, else the registered living patients of that age at its end.
 */
export function consultaCoberturaVacinal(f: Periodo & { faixa?: string | null }): SQL {
  const indicadores = sql.join(
    INDICADORES_COBERTURA.map((i, n) => {
      const chaves = [i.dose, ...(i.contam ?? [])].map((d) => `${d.sigla}:${d.dose}`);
      return sql`(${n + 1}::int, ${i.nome}::text, ${i.faixa}::text, ${i.meta}::int, ${`{${chaves.join(',')}}`}::text[])`;
    }),
    sql`, `,
  );
  const faixas = sql.join(
    Object.entries(FAIXAS_COBERTURA).map(([k, fx]) => sql`(${k}::text, ${fx.nome}::text, ${fx.mesesDe}::int, ${fx.mesesAte}::int)`),
    sql`, `,
  );
  const fim = sql`${f.dataFim}::date`;
  const fator = sql`least(1, (${fim} - ${f.dataInicio}::date + 1) / 365.0)`;
  const meses = sql`(extract(year from age(v.data_aplicacao, c.data_nascimento)) * 12 + extract(month from age(v.data_aplicacao, c.data_nascimento)))::int`;
  const populacao = sql`(coalesce(p.populacao, cad.n) * ${fator})`;
  return sql`
  with ind(ordem, nome, faixa, meta, chaves) as (values ${indicadores}),
  fx(faixa, nome, de, ate) as (values ${faixas}),
  aplic as (
    select va.calendario_sigla || ':' || v.dose as chave, ${meses} as meses, count(*)::int as n
      from vacinacao v
      join vacina va on va.id = v.vacina_id
      join cidadao c on c.id = v.paciente_id
     where ${APLICADA} and ${entre(sql`v.data_aplicacao`, f)} and va.calendario_sigla is not null and c.data_nascimento is not null
     group by 1, 2),
  pop as (select faixa, populacao from imunizacao_populacao_alvo where ano = extract(year from ${f.dataInicio}::date)),
  cad as (
    select fx.faixa, count(c.id)::int as n
      from fx left join cidadao c
        on c.data_nascimento > ${fim} - make_interval(months => fx.ate) and c.data_nascimento <= ${fim} - make_interval(months => fx.de)
       and not c.provisorio and c.unificado_em_id is null and (c.data_obito is null or c.data_obito > ${fim})
     group by fx.faixa)
  select i.ordem as "ordem", i.nome as "vacina", fx.nome as "faixa", coalesce(sum(a.n), 0)::int as "doses",
         round(${populacao})::int as "populacao",
         case when ${populacao} > 0 then round(100.0 * coalesce(sum(a.n), 0) / ${populacao}, 1) end as "cobertura",
         i.meta as "meta",
         case when p.populacao is null then ${FONTE_POPULACAO.estimada}::text else ${FONTE_POPULACAO.informada}::text end as "fonte"
    from ind i
    join fx on fx.faixa = i.faixa
    join cad on cad.faixa = i.faixa
    left join pop p on p.faixa = i.faixa
    left join aplic a on a.chave = any(i.chaves) and a.meses >= fx.de and a.meses < fx.ate
   where ${todas(igual(sql`i.faixa`, f.faixa))}
   group by i.ordem, i.nome, fx.nome, i.meta, p.populacao, cad.n`;
}
