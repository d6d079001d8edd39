import {
  COLUNAS_DESFECHO_PRODUCAO,
  DESTINO_ATENDIMENTO_NOME,
  SetorTipo,
  STATUS_ATENDIMENTO_NOME,
  TIPO_DOCUMENTO_CLINICO_NOME,
  TIPO_RECEITA_NOME,
  TipoDocumentoAssinado,
  TipoDocumentoClinico,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { dataLocal, noPeriodo } from '../../../lib/sql/tempo.js';
import { StatusAtendimento } from '../atendimento/atendimento.table.js';
import { daUnidade, idadeNaData, igual, media, mediana, minutosEntre, type Periodo, rotulo, todas } from './relatorios.sql.js';

/** The reports read from the FAA and its doctor evaluations (spec 000 §2.3). Columns are named by the declarations' keys. */

interface Comum extends Periodo {
  unidadeId?: number | null;
  profissionalId?: number | null;
}

/**
 * The first moment a doctor took the patient after `desde`: the queue's "atender" in a consulting room (not of an
 * entry later cancelled with its FAA, issue 24), or the evaluation itself (an FAA typed in after a downtime has no
 * queue).
 */
const inicioMedico = (atendimentoId: SQL, desde: SQL) => sql`(select min(x.em) from (
    select fm.em from fila f join fila_movimento fm on fm.fila_id = f.id
     where f.referencia_id = ${atendimentoId} and f.modulo = 'pronto-atendimento' and f.setor_tipo_id = ${SetorTipo.CONSULTORIO} and fm.acao = 'atender' and fm.em >= ${desde}
       and not exists (select 1 from fila_movimento c where c.fila_id = f.id and c.acao = 'cancelar')
    union all
    select am.criado_em from atendimento_medico am where am.atendimento_id = ${atendimentoId} and am.criado_em >= ${desde}) x)`;

/** 1. FAAs of the period by day of arrival; the doctor filter finds every FAA the doctor evaluated. */
export function consultaAtendimento(
  f: Comum & { classificacaoRiscoId?: number | null; desfecho?: number | null; status?: number | null },
): SQL {
  return sql`select ${dataLocal(sql`a.recepcionado_em`)} as "dia",
      a.numero::text as "numero",
      a.recepcionado_em as "chegada",
      p.nome as "pacienteNome",
      ${idadeNaData(sql`p.data_nascimento`, dataLocal(sql`a.recepcionado_em`))} as "idade",
      cr.nome as "classificacao",
      dx.cid as "cidPrincipal",
      med.nomes as "medico",
      ${rotulo(sql`a.desfecho`, DESTINO_ATENDIMENTO_NOME)} as "desfecho",
      ${rotulo(sql`a.status`, STATUS_ATENDIMENTO_NOME)} as "situacao",
      1 as "quantidade"
    from atendimento a
    join cidadao p on p.id = a.paciente_id
    left join classificacao_risco cr on cr.id = a.classificacao_risco_id
    -- the principal diagnosis of the last evaluation that named one
    left join lateral (
      select ad.cid_codigo || ' - ' || c.descricao as cid
        from atendimento_medico am
        join atendimento_diagnostico ad on ad.atendimento_medico_id = am.id and ad.principal = 1
        join cid c on c.codigo = ad.cid_codigo
       where am.atendimento_id = a.id
       order by am.criado_em desc, am.id desc limit 1) dx on true
    left join lateral (
      select string_agg(c.nome, ', ' order by m.primeiro) as nomes
        from (select am.usuario_id, min(am.criado_em) as primeiro from atendimento_medico am
               where am.atendimento_id = a.id group by am.usuario_id) m
        join usuario u on u.id = m.usuario_id
        join cidadao c on c.id = u.cidadao_id) med on true
    where ${todas(
      noPeriodo(sql`a.recepcionado_em`, f.dataInicio, f.dataFim),
      daUnidade(sql`a.infraestrutura_id`, f.unidadeId),
      igual(sql`a.classificacao_risco_id`, f.classificacaoRiscoId),
      igual(sql`a.desfecho`, f.desfecho),
      igual(sql`a.status`, f.status),
      f.profissionalId
        ? sql`exists (select 1 from atendimento_medico am where am.atendimento_id = a.id and am.usuario_id = ${f.profissionalId})`
        : undefined,
    )}`;
}

/**
 * 2. Triages by colour. Arrival → triage counts the FAA's first triage only (a re-classification has no
 * arrival of its own); triage → doctor runs to the first time a doctor took the patient, unless another
 * triage came in between (then the later colour carries that wait). The target is the colour's maximum wait
 * to the doctor (classificacao_risco.tempo_alvo_minutos).
 */
export function consultaClassificacaoRisco(f: Comum): SQL {
  return sql`with t as (
      select tr.classificacao_risco_id,
        case when tr.id = (select t1.id from triagem t1 where t1.atendimento_id = a.id order by t1.criada_em, t1.id limit 1)
             then ${minutosEntre(sql`a.recepcionado_em`, sql`tr.criada_em`)} end as espera_triagem,
        case when not exists (select 1 from triagem t2 where t2.atendimento_id = a.id and t2.id <> tr.id
                                and t2.criada_em >= tr.criada_em and t2.criada_em < med.inicio)
             then ${minutosEntre(sql`tr.criada_em`, sql`med.inicio`)} end as espera_medico
      from triagem tr
      join atendimento a on a.id = tr.atendimento_id
      cross join lateral (select ${inicioMedico(sql`a.id`, sql`tr.criada_em`)} as inicio) med
      where ${todas(noPeriodo(sql`tr.criada_em`, f.dataInicio, f.dataFim), daUnidade(sql`a.infraestrutura_id`, f.unidadeId), igual(sql`tr.usuario_id`, f.profissionalId))}
    )
    select cr.nome as "classificacao",
      cr.tempo_alvo_minutos as "tempoAlvo",
      count(*)::int as "triagens",
      ${mediana(sql`t.espera_triagem`)} as "chegadaTriagemMediana",
      ${media(sql`t.espera_triagem`)} as "chegadaTriagemMedia",
      count(t.espera_medico)::int as "atendidosMedico",
      ${mediana(sql`t.espera_medico`)} as "triagemMedicoMediana",
      ${media(sql`t.espera_medico`)} as "triagemMedicoMedia",
      (count(*) filter (where t.espera_medico <= cr.tempo_alvo_minutos))::int as "dentroAlvo",
      round(100.0 * count(*) filter (where t.espera_medico <= cr.tempo_alvo_minutos) / nullif(count(t.espera_medico), 0), 1)
        as "percentualDentroAlvo"
    from t join classificacao_risco cr on cr.id = t.classificacao_risco_id
    group by cr.id, cr.nome, cr.tempo_alvo_minutos`;
}

/** How a clinical document is filed among the signed ones (documento_assinado_pa.tipo). */
const ASSINADO_DO_DOCUMENTO: Record<number, string> = {
  [TipoDocumentoClinico.ATESTADO]: TipoDocumentoAssinado.ATESTADO,
  [TipoDocumentoClinico.DECLARACAO_COMPARECIMENTO]: TipoDocumentoAssinado.DECLARACAO,
  [TipoDocumentoClinico.ENCAMINHAMENTO]: TipoDocumentoAssinado.ENCAMINHAMENTO,
  [TipoDocumentoClinico.ORIENTACAO]: TipoDocumentoAssinado.ORIENTACAO,
};

/**
 * 3. Doctor evaluations (the FAA eletrônica), receitas and clinical documents with no signed copy. A
 * cancelled FAA is left out: nothing of it is to be signed any more.
 */
export function consultaDocumentoNaoAssinado(f: Comum): SQL {
  return sql`select ${nomeDoUsuario(sql`d.usuario_id`)} as "profissional",
      d.em as "emitidoEm",
      d.documento as "documento",
      a.numero::text as "numero",
      p.nome as "pacienteNome",
      1 as "quantidade"
    from (
      select am.atendimento_id, am.usuario_id, am.criado_em as em, 'Atendimento médico (FAA)' as documento,
             ${TipoDocumentoAssinado.FAA}::text as assinado, am.id as referencia
        from atendimento_medico am
      union all
      select r.atendimento_id, r.usuario_id, r.criada_em, ${rotulo(sql`r.tipo`, TIPO_RECEITA_NOME)}, ${TipoDocumentoAssinado.RECEITA}::text, r.id
        from receita r
      union all
      select dc.atendimento_id, dc.usuario_id, dc.criado_em, ${rotulo(sql`dc.tipo`, TIPO_DOCUMENTO_CLINICO_NOME)},
             ${rotulo(sql`dc.tipo`, ASSINADO_DO_DOCUMENTO)}, dc.id
        from documento_clinico dc
    ) d
    join atendimento a on a.id = d.atendimento_id
    join cidadao p on p.id = a.paciente_id
    where ${todas(
      sql`not exists (select 1 from documento_assinado_pa s where s.tipo = d.assinado and s.referencia_id = d.referencia)`,
      sql`a.status <> ${StatusAtendimento.CANCELADO}`,
      noPeriodo(sql`d.em`, f.dataInicio, f.dataFim),
      daUnidade(sql`a.infraestrutura_id`, f.unidadeId),
      igual(sql`d.usuario_id`, f.profissionalId),
    )}`;
}

/**
 * 7. Doctor production. The time of an evaluation runs from the doctor's last "atender" on the FAA's queue
 * after the previous evaluation to the saved evaluation; without a queue movement it stays out of the mean.
 */
export function consultaProducaoMedico(f: Comum): SQL {
  const porDesfecho = COLUNAS_DESFECHO_PRODUCAO.map(
    (c) => sql`(count(*) filter (where am.destino = ${c.destino}))::int as ${sql.raw(`"${c.chave}"`)}`,
  );
  return sql`select ${nomeDoUsuario(sql`am.usuario_id`)} as "medico",
      count(*)::int as "avaliacoes",
      count(distinct a.paciente_id)::int as "pacientes",
      ${sql.join(porDesfecho, sql`, `)},
      ${media(minutosEntre(sql`ini.em`, sql`am.criado_em`))} as "tempoMedio"
    from atendimento_medico am
    join atendimento a on a.id = am.atendimento_id
    left join lateral (
      select max(fm.em) as em from fila fl join fila_movimento fm on fm.fila_id = fl.id
       where fl.referencia_id = am.atendimento_id and fl.modulo = 'pronto-atendimento' and fm.acao = 'atender' and fm.usuario_id = am.usuario_id
         and fm.em <= am.criado_em
         and fm.em > coalesce((select max(ant.criado_em) from atendimento_medico ant
                                where ant.atendimento_id = am.atendimento_id and ant.criado_em < am.criado_em), '-infinity')) ini on true
    where ${todas(noPeriodo(sql`am.criado_em`, f.dataInicio, f.dataFim), daUnidade(sql`a.infraestrutura_id`, f.unidadeId), igual(sql`am.usuario_id`, f.profissionalId))}
    group by am.usuario_id`;
}
