import { DESTINO_ATENDIMENTO_NOME, LIMITE_OBSERVACAO_HORAS, SetorTipo, type ultimosSinaisSchema } from '@saude/shared';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import {
  atendimentoEnfermagem,
  atendimentoMedico,
  observacaoEvolucao,
  prescricaoAdministracao,
  prescricaoItem,
} from '../../../db/schema/index.js';
import { nomeDoUsuario, qualificada } from '../../../lib/sql/pessoa.js';
import { MODULO_PA } from '../constantes.js';

/** Since when the FAA is in observation: its first entry in an observation queue (a return from the doctor keeps the clock). */
export const observacaoDesde = (atendimentoId: PgColumn) =>
  sql<Date>`(select min(f2.entrada_em) from fila f2
    where f2.referencia_id = ${qualificada(atendimentoId)} and f2.modulo = ${MODULO_PA} and f2.setor_tipo_id = ${SetorTipo.OBSERVACAO})`;

export const minutosDesde = (inicio: ReturnType<typeof observacaoDesde>) =>
  sql<number>`floor(extract(epoch from (now() - ${inicio})) / 60)::int`;

export const excedeuLimite = (inicio: ReturnType<typeof observacaoDesde>) =>
  sql<boolean>`(now() - ${inicio}) > make_interval(hours => ${LIMITE_OBSERVACAO_HORAS})`;

export const ultimaEvolucaoEm = (atendimentoId: PgColumn) =>
  sql<Date | null>`(select max(oe.criada_em) from observacao_evolucao oe where oe.atendimento_id = ${qualificada(atendimentoId)})`;

/** The last measured vital signs of the FAA, from a serial note or the triage, whichever is newer. */
export const ultimosSinais = (atendimentoId: PgColumn) => sql<z.output<typeof ultimosSinaisSchema> | null>`(
  select json_build_object('em', s.em, 'origem', s.origem, 'paSistolica', s.pa_sistolica, 'paDiastolica', s.pa_diastolica,
    'frequenciaCardiaca', s.frequencia_cardiaca, 'frequenciaRespiratoria', s.frequencia_respiratoria,
    'temperatura', s.temperatura, 'saturacao', s.saturacao, 'glicemia', s.glicemia, 'dor', s.dor, 'glasgow', s.glasgow)
  from (
    select oe.criada_em as em, 'evolucao' as origem, oe.pa_sistolica, oe.pa_diastolica, oe.frequencia_cardiaca,
      oe.frequencia_respiratoria, oe.temperatura, oe.saturacao, oe.glicemia, oe.dor, oe.glasgow
    from observacao_evolucao oe
    where oe.atendimento_id = ${qualificada(atendimentoId)}
      and (coalesce(oe.pa_sistolica, oe.frequencia_cardiaca, oe.frequencia_respiratoria, oe.saturacao, oe.glicemia, oe.dor, oe.glasgow) is not null
        or oe.temperatura is not null)
    union all
    select t.criada_em, 'triagem', t.pa_sistolica, t.pa_diastolica, t.frequencia_cardiaca, t.frequencia_respiratoria,
      t.temperatura, t.saturacao, t.glicemia, t.dor, t.glasgow
    from triagem t where t.atendimento_id = ${qualificada(atendimentoId)}
  ) s order by s.em desc limit 1)`;

const sinais = {
  paSistolica: observacaoEvolucao.paSistolica,
  paDiastolica: observacaoEvolucao.paDiastolica,
  frequenciaCardiaca: observacaoEvolucao.frequenciaCardiaca,
  frequenciaRespiratoria: observacaoEvolucao.frequenciaRespiratoria,
  temperatura: observacaoEvolucao.temperatura,
  saturacao: observacaoEvolucao.saturacao,
  glicemia: observacaoEvolucao.glicemia,
  dor: observacaoEvolucao.dor,
  glasgow: observacaoEvolucao.glasgow,
};

/**
 * The evolution of an FAA, newest first: serial notes, doctor evaluations, nursing notes and the checks of
 * the internal prescription, each with who and when.
 */
export async function linhaDoTempo(tx: Tx, atendimentoId: number) {
  const evolucoes = await tx
    .select({
      id: observacaoEvolucao.id,
      em: observacaoEvolucao.criadaEm,
      profissional: nomeDoUsuario(observacaoEvolucao.usuarioId),
      texto: observacaoEvolucao.texto,
      ...sinais,
    })
    .from(observacaoEvolucao)
    .where(eq(observacaoEvolucao.atendimentoId, atendimentoId));
  const avaliacoes = await tx
    .select({
      id: atendimentoMedico.id,
      em: atendimentoMedico.criadoEm,
      profissional: nomeDoUsuario(atendimentoMedico.usuarioId),
      anamnese: atendimentoMedico.anamnese,
      exameFisico: atendimentoMedico.exameFisico,
      conduta: atendimentoMedico.conduta,
      destino: atendimentoMedico.destino,
      destinoDetalhe: atendimentoMedico.destinoDetalhe,
    })
    .from(atendimentoMedico)
    .where(eq(atendimentoMedico.atendimentoId, atendimentoId));
  const anotacoes = await tx
    .select({
      id: atendimentoEnfermagem.id,
      em: atendimentoEnfermagem.criadoEm,
      profissional: nomeDoUsuario(atendimentoEnfermagem.usuarioId),
      anotacao: atendimentoEnfermagem.anotacao,
    })
    .from(atendimentoEnfermagem)
    .where(and(eq(atendimentoEnfermagem.atendimentoId, atendimentoId), isNotNull(atendimentoEnfermagem.anotacao)));
  const administracoes = await tx
    .select({
      id: prescricaoAdministracao.id,
      em: prescricaoAdministracao.administradoEm,
      profissional: nomeDoUsuario(prescricaoAdministracao.usuarioId),
      descricao: prescricaoItem.descricao,
      dose: prescricaoItem.dose,
      via: prescricaoItem.via,
      status: prescricaoAdministracao.status,
      lote: prescricaoAdministracao.lote,
      observacao: prescricaoAdministracao.observacao,
    })
    .from(prescricaoAdministracao)
    .innerJoin(prescricaoItem, eq(prescricaoItem.id, prescricaoAdministracao.prescricaoItemId))
    .where(eq(prescricaoItem.atendimentoId, atendimentoId))
    .orderBy(desc(prescricaoAdministracao.administradoEm));
  const eventos = [
    ...evolucoes.map((x) => ({ tipo: 'evolucao' as const, ...x })),
    ...avaliacoes.map((x) => ({ tipo: 'medico' as const, ...x, destinoNome: DESTINO_ATENDIMENTO_NOME[x.destino] ?? null })),
    ...anotacoes.map((x) => ({ tipo: 'enfermagem' as const, ...x })),
    ...administracoes.map((x) => ({ tipo: 'administracao' as const, ...x })),
  ];
  return eventos.sort((a, b) => b.em.getTime() - a.em.getTime() || b.id - a.id);
}
