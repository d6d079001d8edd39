import { PROCEDIMENTOS_ENFERMAGEM_SUGERIDOS, StatusAdministracao, StatusPrescricaoItem, toSnake } from '@saude/shared';
import { and, asc, desc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.js';
import {
  atendimentoEnfermagem,
  atendimentoMedico,
  enfermagemAnexo,
  enfermagemProcedimento,
  prescricaoAdministracao,
  prescricaoItem,
  procedimentoSigtap,
} from '../../../db/schema/index.js';

/**
 * A column named with its table, for correlated subqueries: Drizzle leaves columns unqualified in a query
 * over one table, and inside the subquery an unqualified name binds to the inner table first.
 */
export const qualificada = (c: PgColumn) => {
  const nome = (c as PgColumn & { keyAsName?: boolean }).keyAsName ? toSnake(c.name) : c.name;
  return sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(nome)}`;
};

/** The name of the professional behind a user id (for lists and timelines). */
export const nomeDoUsuario = (coluna: PgColumn) =>
  sql<string | null>`(select c.nome from usuario u join cidadao c on c.id = u.cidadao_id where u.id = ${qualificada(coluna)})`;

const HORA_MS = 3_600_000;

/**
 * The active internal prescription of an FAA, each item with its administrations (newest first) and the
 * schedule: doses given, the last one, when the next is due (the interval counted from the last dose
 * given), whether it is late and whether the prescribed number of doses is complete.
 */
export async function prescricaoAtiva(tx: Tx, atendimentoId: number, agora = new Date()) {
  const itens = await tx
    .select({
      id: prescricaoItem.id,
      descricao: prescricaoItem.descricao,
      dose: prescricaoItem.dose,
      via: prescricaoItem.via,
      intervaloHoras: prescricaoItem.intervaloHoras,
      quantidadeDoses: prescricaoItem.quantidadeDoses,
      seNecessario: prescricaoItem.seNecessario,
      observacao: prescricaoItem.observacao,
      prescritoEm: prescricaoItem.createdAt,
      prescritor: nomeDoUsuario(atendimentoMedico.usuarioId),
    })
    .from(prescricaoItem)
    .innerJoin(atendimentoMedico, eq(atendimentoMedico.id, prescricaoItem.atendimentoMedicoId))
    .where(and(eq(prescricaoItem.atendimentoId, atendimentoId), eq(prescricaoItem.status, StatusPrescricaoItem.ATIVO)))
    .orderBy(asc(prescricaoItem.id));
  const historico = itens.length
    ? await tx
        .select({
          id: prescricaoAdministracao.id,
          prescricaoItemId: prescricaoAdministracao.prescricaoItemId,
          status: prescricaoAdministracao.status,
          administradoEm: prescricaoAdministracao.administradoEm,
          lote: prescricaoAdministracao.lote,
          observacao: prescricaoAdministracao.observacao,
          profissional: nomeDoUsuario(prescricaoAdministracao.usuarioId),
        })
        .from(prescricaoAdministracao)
        .where(
          inArray(
            prescricaoAdministracao.prescricaoItemId,
            itens.map((i) => i.id),
          ),
        )
        .orderBy(desc(prescricaoAdministracao.administradoEm), desc(prescricaoAdministracao.id))
    : [];
  return itens.map((item) => {
    const administracoes = historico.filter((h) => h.prescricaoItemId === item.id).map(({ prescricaoItemId: _, ...h }) => h);
    const dadas = administracoes.filter((h) => h.status === StatusAdministracao.ADMINISTRADO);
    const ultima = dadas[0]?.administradoEm ?? null;
    const concluido = item.quantidadeDoses != null && dadas.length >= item.quantidadeDoses;
    const proximaDoseEm = !concluido && ultima && item.intervaloHoras ? new Date(ultima.getTime() + item.intervaloHoras * HORA_MS) : null;
    return {
      ...item,
      seNecessario: item.seNecessario === 1,
      administracoes,
      dosesAdministradas: dadas.length,
      ultimaAdministracaoEm: ultima,
      proximaDoseEm,
      atrasado: proximaDoseEm != null && proximaDoseEm.getTime() < agora.getTime(),
      concluido,
    };
  });
}

/** The nursing attendances of an FAA (or one of them), newest first: note, procedures, checks and the files' list. */
export async function atendimentosDeEnfermagem(tx: Tx, filtro: { atendimentoId: number } | { id: number }) {
  const linhas = await tx
    .select({
      id: atendimentoEnfermagem.id,
      atendimentoId: atendimentoEnfermagem.atendimentoId,
      criadoEm: atendimentoEnfermagem.criadoEm,
      anotacao: atendimentoEnfermagem.anotacao,
      profissional: nomeDoUsuario(atendimentoEnfermagem.usuarioId),
    })
    .from(atendimentoEnfermagem)
    .where('id' in filtro ? eq(atendimentoEnfermagem.id, filtro.id) : eq(atendimentoEnfermagem.atendimentoId, filtro.atendimentoId))
    .orderBy(desc(atendimentoEnfermagem.criadoEm), desc(atendimentoEnfermagem.id));
  if (!linhas.length) return [];
  const ids = linhas.map((l) => l.id);
  const procedimentos = await tx
    .select({
      atendimentoEnfermagemId: enfermagemProcedimento.atendimentoEnfermagemId,
      codigo: enfermagemProcedimento.procedimentoCodigo,
      nome: procedimentoSigtap.nome,
      quantidade: enfermagemProcedimento.quantidade,
    })
    .from(enfermagemProcedimento)
    .innerJoin(procedimentoSigtap, eq(procedimentoSigtap.codigo, enfermagemProcedimento.procedimentoCodigo))
    .where(inArray(enfermagemProcedimento.atendimentoEnfermagemId, ids))
    .orderBy(asc(enfermagemProcedimento.id));
  const anexos = await tx
    .select({
      atendimentoEnfermagemId: enfermagemAnexo.atendimentoEnfermagemId,
      id: enfermagemAnexo.id,
      nome: enfermagemAnexo.nome,
      tipoConteudo: enfermagemAnexo.tipoConteudo,
      tamanho: enfermagemAnexo.tamanho,
    })
    .from(enfermagemAnexo)
    .where(inArray(enfermagemAnexo.atendimentoEnfermagemId, ids))
    .orderBy(asc(enfermagemAnexo.id));
  const administracoes = await tx
    .select({
      atendimentoEnfermagemId: prescricaoAdministracao.atendimentoEnfermagemId,
      id: prescricaoAdministracao.id,
      descricao: prescricaoItem.descricao,
      dose: prescricaoItem.dose,
      via: prescricaoItem.via,
      status: prescricaoAdministracao.status,
      lote: prescricaoAdministracao.lote,
      observacao: prescricaoAdministracao.observacao,
    })
    .from(prescricaoAdministracao)
    .innerJoin(prescricaoItem, eq(prescricaoItem.id, prescricaoAdministracao.prescricaoItemId))
    .where(inArray(prescricaoAdministracao.atendimentoEnfermagemId, ids))
    .orderBy(asc(prescricaoAdministracao.id));
  const de = <T extends { atendimentoEnfermagemId: number | null }>(lista: T[], id: number) =>
    lista.filter((x) => x.atendimentoEnfermagemId === id).map(({ atendimentoEnfermagemId: _, ...x }) => x);
  return linhas.map((l) => ({
    ...l,
    procedimentos: de(procedimentos, l.id),
    administracoes: de(administracoes, l.id),
    anexos: de(anexos, l.id),
  }));
}

/** The suggested procedures with their SIGTAP names, in the order of the list (a code missing from the table is left out). */
export async function procedimentosSugeridos(tx: Tx) {
  const linhas = await tx
    .select({ codigo: procedimentoSigtap.codigo, nome: procedimentoSigtap.nome, quantidadeMaxima: procedimentoSigtap.quantidadeMaxima })
    .from(procedimentoSigtap)
    .where(inArray(procedimentoSigtap.codigo, [...PROCEDIMENTOS_ENFERMAGEM_SUGERIDOS]));
  return PROCEDIMENTOS_ENFERMAGEM_SUGERIDOS.flatMap((c) => linhas.filter((l) => l.codigo === c));
}
