import { competenciaAaaamm, STATUS_EXAME_IMAGEM_NOME, StatusAdministracao, StatusPrescricaoItem } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { noPeriodo } from '../../../lib/sql/tempo.js';
import { StatusAtendimento } from '../atendimento/atendimento.table.js';
import { daUnidade, igual, media, mediana, minutosEntre, type Periodo, rotulo, sobrepoePeriodo, todas } from './relatorios.sql.js';

/** The reports of the services around the FAA: imaging, shifts, internal prescription, billing (spec 000 §2.3). */

interface Comum extends Periodo {
  unidadeId?: number | null;
}

/** 4. Imaging requests of the period by procedure and status, with the time from the request to the report. */
export function consultaExameImagem(f: Comum & { status?: number | null }): SQL {
  const tempo = minutosEntre(sql`e.solicitado_em`, sql`e.laudado_em`);
  return sql`select e.procedimento_codigo || ' - ' || ps.nome as "procedimento",
      ${rotulo(sql`e.status`, STATUS_EXAME_IMAGEM_NOME)} as "situacao",
      count(*)::int as "solicitacoes",
      count(e.laudado_em)::int as "laudados",
      ${mediana(tempo)} as "tempoLaudoMediana",
      ${media(tempo)} as "tempoLaudoMedia",
      round(max(${tempo})::numeric, 1) as "tempoLaudoMaximo"
    from exame_imagem e
    join atendimento a on a.id = e.atendimento_id
    join procedimento_sigtap ps on ps.codigo = e.procedimento_codigo
    where ${todas(noPeriodo(sql`e.solicitado_em`, f.dataInicio, f.dataFim), daUnidade(sql`a.infraestrutura_id`, f.unidadeId), igual(sql`e.status`, f.status))}
    group by e.procedimento_codigo, ps.nome, e.status`;
}

/** Work of a professional in a shift: recorded with the shift, or (without one) at its location during it. */
const noPlantao = (tabela: string, instante: string) => sql`(select count(*)::int from ${sql.raw(tabela)} x
    join atendimento a on a.id = x.atendimento_id
   where x.usuario_id = pp.usuario_id
     and (x.plantao_id = pl.id or (x.plantao_id is null and a.infraestrutura_id = pl.infraestrutura_id
          and x.${sql.raw(instante)} >= pl.inicio and x.${sql.raw(instante)} < pl.fim)))`;

/**
 * 5. Shifts overlapping the period (a night shift shows on both days), one row per professional on duty,
 * with what each did in it. A triage has no shift of its own: it counts when done at the shift's location
 * during the shift.
 */
export function consultaPlantao(f: Comum & { profissionalId?: number | null }): SQL {
  return sql`select pl.inicio as "inicio",
      pl.fim as "fim",
      un.nome_fantasia || ' / ' || i.nome as "local",
      ${nomeDoUsuario(sql`pp.usuario_id`)} as "profissional",
      q.medicas as "avaliacoesMedicas",
      q.triagens as "triagens",
      q.enfermagem as "enfermagem",
      q.medicas + q.triagens + q.enfermagem as "total"
    from plantao pl
    join infraestrutura i on i.id = pl.infraestrutura_id
    join unidade un on un.id = i.unidade_id
    join plantao_profissional pp on pp.plantao_id = pl.id
    cross join lateral (select
        ${noPlantao('atendimento_medico', 'criado_em')} as medicas,
        ${noPlantao('atendimento_enfermagem', 'criado_em')} as enfermagem,
        (select count(*)::int from triagem x join atendimento a on a.id = x.atendimento_id
          where x.usuario_id = pp.usuario_id and a.infraestrutura_id = pl.infraestrutura_id
            and x.criada_em >= pl.inicio and x.criada_em < pl.fim) as triagens) q
    where ${todas(
      sobrepoePeriodo(sql`pl.inicio`, sql`pl.fim`, f),
      daUnidade(sql`pl.infraestrutura_id`, f.unidadeId),
      igual(sql`pp.usuario_id`, f.profissionalId),
    )}`;
}

const STATUS_ITEM_NOME = { [StatusPrescricaoItem.ATIVO]: 'Ativo', [StatusPrescricaoItem.SUSPENSO]: 'Suspenso' };

/**
 * 6. Internal prescription items prescribed in the period (by the evaluation that prescribed them), with how
 * many checks were administered or not, and the nursing staff's reasons for not administering.
 */
export function consultaPrescricaoInterna(f: Comum & { medicamentoId?: number | null }): SQL {
  return sql`select pi.descricao as "item",
      am.criado_em as "prescritoEm",
      a.numero::text as "numero",
      p.nome as "pacienteNome",
      nullif(concat_ws(' · ', pi.dose, pi.via,
        case when pi.intervalo_horas is not null then pi.intervalo_horas || '/' || pi.intervalo_horas || ' h' end,
        case when pi.se_necessario = 1 then 'se necessário' end), '') as "posologia",
      ${nomeDoUsuario(sql`am.usuario_id`)} as "prescritor",
      ${rotulo(sql`pi.status`, STATUS_ITEM_NOME)} as "situacao",
      adm.sim as "administracoes",
      adm.nao as "naoAdministracoes",
      adm.motivos as "motivos"
    from prescricao_item pi
    join atendimento_medico am on am.id = pi.atendimento_medico_id
    join atendimento a on a.id = pi.atendimento_id
    join cidadao p on p.id = a.paciente_id
    cross join lateral (
      select (count(*) filter (where x.status = ${StatusAdministracao.ADMINISTRADO}))::int as sim,
             (count(*) filter (where x.status = ${StatusAdministracao.NAO_ADMINISTRADO}))::int as nao,
             string_agg(distinct nullif(trim(x.observacao), ''), '; ' order by nullif(trim(x.observacao), '')) filter (where x.status = ${StatusAdministracao.NAO_ADMINISTRADO}) as motivos
        from prescricao_administracao x where x.prescricao_item_id = pi.id) adm
    where ${todas(noPeriodo(sql`am.criado_em`, f.dataInicio, f.dataFim), daUnidade(sql`a.infraestrutura_id`, f.unidadeId), igual(sql`pi.medicamento_id`, f.medicamentoId))}`;
}

/**
 * 8. What the BPA will carry: the procedures closed FAAs billed (atendimento_procedimento is written when an
 * FAA closes and removed when it reopens), summed per SIGTAP code, CBO and competência, valued by the SIGTAP
 * outpatient value (SA).
 */
export function consultaQuantitativoProducao(f: Comum & { competencia?: string | null }): SQL {
  const competencia = f.competencia ? competenciaAaaamm(f.competencia) : null;
  return sql`select ap.procedimento_codigo || ' - ' || ps.nome as "procedimento",
      ap.ocupacao_codigo as "cbo",
      o.nome as "ocupacao",
      substr(ap.competencia, 5, 2) || '/' || substr(ap.competencia, 1, 4) as "competencia",
      sum(ap.quantidade)::int as "quantidade",
      ps.valor_sa as "valorUnitario",
      sum(ap.quantidade) * ps.valor_sa as "valorTotal"
    from atendimento_procedimento ap
    join atendimento a on a.id = ap.atendimento_id
    join procedimento_sigtap ps on ps.codigo = ap.procedimento_codigo
    left join ocupacao o on o.codigo = ap.ocupacao_codigo
    where ${todas(
      sql`a.status = ${StatusAtendimento.FECHADO}`,
      competencia ? sql`ap.competencia = ${competencia}` : undefined,
      noPeriodo(sql`ap.realizado_em`, f.dataInicio, f.dataFim),
      daUnidade(sql`a.infraestrutura_id`, f.unidadeId),
    )}
    group by ap.procedimento_codigo, ps.nome, ps.valor_sa, ap.ocupacao_codigo, o.nome, ap.competencia`;
}
