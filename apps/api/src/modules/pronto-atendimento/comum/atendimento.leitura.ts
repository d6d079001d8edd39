import { StatusAdministracao, StatusPrescricaoItem } from '@saude/shared';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.js';
import {
  atendimentoDiagnostico,
  atendimentoEnfermagem,
  atendimentoMedico,
  cid,
  cidadao,
  classificacaoRisco,
  documentoClinico,
  enfermagemAnexo,
  enfermagemProcedimento,
  exameImagem,
  observacaoEvolucao,
  prescricaoAdministracao,
  prescricaoItem,
  procedimentoSigtap,
  receita,
  receitaItem,
  triagem,
  usuario,
} from '../../../db/schema/index.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { especialidade } from '../../cadastro/index.js';

/**
 * The read model of an emergency attendance (FAA), issue 14 §4: every summary, screen and print of the FAA
 * reads its clinical record from here, one query per part, each part loaded once and only when asked for.
 * Rows come in the record's own order (oldest first, then by id); the projections re-sort as they show.
 */
const profissional = alias(cidadao, 'profissional');
const usuarioProfissional = alias(usuario, 'usuario_profissional');

const porAtendimentoMedico = (atendimentoId: number) => eq(atendimentoMedico.atendimentoId, atendimentoId);

function carregar(tx: Tx, atendimentoId: number) {
  return {
    /** Doctor evaluations, with the professional's name and council registration. */
    avaliacoes: () =>
      tx
        .select({
          ...getTableColumns(atendimentoMedico),
          profissional: profissional.nome,
          registroTipoId: usuarioProfissional.registroTipoId,
          registroNumero: usuarioProfissional.registroNumero,
        })
        .from(atendimentoMedico)
        .innerJoin(usuarioProfissional, eq(usuarioProfissional.id, atendimentoMedico.usuarioId))
        .innerJoin(profissional, eq(profissional.id, usuarioProfissional.cidadaoId))
        .where(porAtendimentoMedico(atendimentoId))
        .orderBy(asc(atendimentoMedico.criadoEm), asc(atendimentoMedico.id)),
    /** The CIDs of every evaluation. */
    diagnosticos: () =>
      tx
        .select({
          id: atendimentoDiagnostico.id,
          atendimentoMedicoId: atendimentoDiagnostico.atendimentoMedicoId,
          cidCodigo: atendimentoDiagnostico.cidCodigo,
          descricao: cid.descricao,
          principal: atendimentoDiagnostico.principal,
        })
        .from(atendimentoDiagnostico)
        .innerJoin(atendimentoMedico, eq(atendimentoMedico.id, atendimentoDiagnostico.atendimentoMedicoId))
        .innerJoin(cid, eq(cid.codigo, atendimentoDiagnostico.cidCodigo))
        .where(porAtendimentoMedico(atendimentoId))
        .orderBy(asc(atendimentoDiagnostico.id)),
    /**
     * Internal prescription items, by the doctor of their evaluation. `prescritoEm` is the item's own record
     * time (written with the evaluation, in the same transaction, so the same instant in real use).
     */
    prescricao: () =>
      tx
        .select({
          ...getTableColumns(prescricaoItem),
          prescritoEm: prescricaoItem.createdAt,
          medicoId: atendimentoMedico.usuarioId,
          prescritor: nomeDoUsuario(atendimentoMedico.usuarioId),
        })
        .from(prescricaoItem)
        .innerJoin(atendimentoMedico, eq(atendimentoMedico.id, prescricaoItem.atendimentoMedicoId))
        .where(eq(prescricaoItem.atendimentoId, atendimentoId))
        .orderBy(asc(prescricaoItem.id)),
    /** Nursing checks of the prescription items (given, not given), oldest first, with the item's text. */
    administracoes: () =>
      tx
        .select({
          ...getTableColumns(prescricaoAdministracao),
          descricao: prescricaoItem.descricao,
          dose: prescricaoItem.dose,
          via: prescricaoItem.via,
          profissional: nomeDoUsuario(prescricaoAdministracao.usuarioId),
        })
        .from(prescricaoAdministracao)
        .innerJoin(prescricaoItem, eq(prescricaoItem.id, prescricaoAdministracao.prescricaoItemId))
        .where(eq(prescricaoItem.atendimentoId, atendimentoId))
        .orderBy(asc(prescricaoAdministracao.administradoEm), asc(prescricaoAdministracao.id)),
    /** Take-home prescriptions (receitas). */
    receitas: () => tx.select().from(receita).where(eq(receita.atendimentoId, atendimentoId)).orderBy(asc(receita.id)),
    itensDeReceita: () =>
      tx
        .select(getTableColumns(receitaItem))
        .from(receitaItem)
        .innerJoin(receita, eq(receita.id, receitaItem.receitaId))
        .where(eq(receita.atendimentoId, atendimentoId))
        .orderBy(asc(receitaItem.id)),
    /** Clinical documents (certificates, declarations, referrals), with the referral's speciality. */
    documentos: () =>
      tx
        .select({ ...getTableColumns(documentoClinico), especialidade: especialidade.nome })
        .from(documentoClinico)
        .leftJoin(especialidade, eq(especialidade.id, documentoClinico.especialidadeId))
        .where(eq(documentoClinico.atendimentoId, atendimentoId))
        .orderBy(asc(documentoClinico.id)),
    /** Imaging requests, with the SIGTAP name of the procedure. */
    examesImagem: () =>
      tx
        .select({ ...getTableColumns(exameImagem), procedimento: procedimentoSigtap.nome })
        .from(exameImagem)
        .innerJoin(procedimentoSigtap, eq(procedimentoSigtap.codigo, exameImagem.procedimentoCodigo))
        .where(eq(exameImagem.atendimentoId, atendimentoId))
        .orderBy(asc(exameImagem.id)),
    /** Nursing attendances (notes). */
    enfermagem: () =>
      tx
        .select({ ...getTableColumns(atendimentoEnfermagem), profissional: nomeDoUsuario(atendimentoEnfermagem.usuarioId) })
        .from(atendimentoEnfermagem)
        .where(eq(atendimentoEnfermagem.atendimentoId, atendimentoId))
        .orderBy(asc(atendimentoEnfermagem.criadoEm), asc(atendimentoEnfermagem.id)),
    /** Procedures the nursing performed, with their SIGTAP names. */
    procedimentosDeEnfermagem: () =>
      tx
        .select({
          id: enfermagemProcedimento.id,
          atendimentoEnfermagemId: enfermagemProcedimento.atendimentoEnfermagemId,
          codigo: enfermagemProcedimento.procedimentoCodigo,
          nome: procedimentoSigtap.nome,
          quantidade: enfermagemProcedimento.quantidade,
        })
        .from(enfermagemProcedimento)
        .innerJoin(atendimentoEnfermagem, eq(atendimentoEnfermagem.id, enfermagemProcedimento.atendimentoEnfermagemId))
        .innerJoin(procedimentoSigtap, eq(procedimentoSigtap.codigo, enfermagemProcedimento.procedimentoCodigo))
        .where(eq(atendimentoEnfermagem.atendimentoId, atendimentoId))
        .orderBy(asc(enfermagemProcedimento.id)),
    /** The list of files attached to nursing notes (not their bytes). */
    anexosDeEnfermagem: () =>
      tx
        .select({
          atendimentoEnfermagemId: enfermagemAnexo.atendimentoEnfermagemId,
          id: enfermagemAnexo.id,
          nome: enfermagemAnexo.nome,
          tipoConteudo: enfermagemAnexo.tipoConteudo,
          tamanho: enfermagemAnexo.tamanho,
        })
        .from(enfermagemAnexo)
        .innerJoin(atendimentoEnfermagem, eq(atendimentoEnfermagem.id, enfermagemAnexo.atendimentoEnfermagemId))
        .where(eq(atendimentoEnfermagem.atendimentoId, atendimentoId))
        .orderBy(asc(enfermagemAnexo.id)),
    /** Observation notes (evolutions with vital signs). */
    observacoes: () =>
      tx
        .select({ ...getTableColumns(observacaoEvolucao), profissional: nomeDoUsuario(observacaoEvolucao.usuarioId) })
        .from(observacaoEvolucao)
        .where(eq(observacaoEvolucao.atendimentoId, atendimentoId))
        .orderBy(asc(observacaoEvolucao.criadaEm), asc(observacaoEvolucao.id)),
    /** Every triage (re-classifications included), with the risk class. */
    triagens: () =>
      tx
        .select({
          ...getTableColumns(triagem),
          classificacaoRisco: classificacaoRisco.nome,
          cor: classificacaoRisco.cor,
          profissional: nomeDoUsuario(triagem.usuarioId),
        })
        .from(triagem)
        .innerJoin(classificacaoRisco, eq(classificacaoRisco.id, triagem.classificacaoRiscoId))
        .where(eq(triagem.atendimentoId, atendimentoId))
        .orderBy(asc(triagem.criadaEm), asc(triagem.id)),
  };
}

type Carregadores = ReturnType<typeof carregar>;
/** The FAA's record: each part is read on first use and kept. */
export type LeituraAtendimento = { [K in keyof Carregadores]: () => Promise<Awaited<ReturnType<Carregadores[K]>>> } & {
  atendimentoId: number;
};

export function lerAtendimento(tx: Tx, atendimentoId: number): LeituraAtendimento {
  const carregadores = carregar(tx, atendimentoId);
  const lidos = new Map<string, Promise<unknown>>();
  const leitura = { atendimentoId } as LeituraAtendimento;
  for (const [parte, ler] of Object.entries(carregadores)) {
    (leitura as unknown as Record<string, () => Promise<unknown>>)[parte] = () => {
      // a query builder runs on every `then`: resolved once into a promise, the part is read once
      if (!lidos.has(parte)) lidos.set(parte, Promise.resolve((ler as () => PromiseLike<unknown>)()));
      return lidos.get(parte) as Promise<unknown>;
    };
  }
  return leitura;
}

/** The FAA a doctor evaluation or a nursing attendance belongs to. */
export async function atendimentoDaAvaliacao(tx: Tx, atendimentoMedicoId: number) {
  const [r] = await tx
    .select({ atendimentoId: atendimentoMedico.atendimentoId })
    .from(atendimentoMedico)
    .where(eq(atendimentoMedico.id, atendimentoMedicoId));
  return r?.atendimentoId ?? null;
}
export async function atendimentoDaEnfermagem(tx: Tx, atendimentoEnfermagemId: number) {
  const [r] = await tx
    .select({ atendimentoId: atendimentoEnfermagem.atendimentoId })
    .from(atendimentoEnfermagem)
    .where(eq(atendimentoEnfermagem.id, atendimentoEnfermagemId));
  return r?.atendimentoId ?? null;
}

/**
 * The records of one kind of an FAA, newest first — or only the record `filtro.id` (its FAA found by
 * `atendimentoDe`) — with the FAA's read model for the parts that go with them; null when there is none.
 */
export async function registrosDoAtendimento<T extends { id: number }>(
  tx: Tx,
  filtro: { atendimentoId: number } | { id: number },
  atendimentoDe: (tx: Tx, id: number) => Promise<number | null>,
  registros: (leitura: LeituraAtendimento) => Promise<T[]>,
): Promise<{ leitura: LeituraAtendimento; linhas: T[] } | null> {
  const atendimentoId = 'id' in filtro ? await atendimentoDe(tx, filtro.id) : filtro.atendimentoId;
  if (atendimentoId == null) return null;
  const leitura = lerAtendimento(tx, atendimentoId);
  const linhas = (await registros(leitura)).filter((l) => !('id' in filtro) || l.id === filtro.id).reverse();
  return linhas.length ? { leitura, linhas } : null;
}

/** Rows grouped by a key; absent keys give an empty list. */
export const agrupar = <T, K>(linhas: T[], chave: (l: T) => K) => {
  const m = new Map<K, T[]>();
  for (const l of linhas) m.set(chave(l), [...(m.get(chave(l)) ?? []), l]);
  return (k: K) => m.get(k) ?? [];
};

const HORA_MS = 3_600_000;

/**
 * THE active internal prescription of an FAA (one rule for the doctor's and the nurse's screens): the items
 * whose status is still ATIVO (a suspended item leaves it; a completed one stays, marked `concluido`), each
 * with its checks (newest first) and its schedule: doses given, the last one, when the next is due (the
 * interval counted from the last dose given), whether it is late and whether the prescribed doses are complete.
 */
export async function prescricaoAtiva(leitura: LeituraAtendimento, agora = new Date()) {
  const itens = (await leitura.prescricao()).filter((i) => i.status === StatusPrescricaoItem.ATIVO);
  if (!itens.length) return [];
  const checagens = agrupar(await leitura.administracoes(), (a) => a.prescricaoItemId);
  return itens.map((item) => {
    const administracoes = [...checagens(item.id)].reverse();
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
export type ItemAtivo = Awaited<ReturnType<typeof prescricaoAtiva>>[number];
