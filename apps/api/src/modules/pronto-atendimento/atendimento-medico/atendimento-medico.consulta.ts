import {
  conselhoSigla,
  DESTINO_ATENDIMENTO_NOME,
  FORMAS_FARMACEUTICAS,
  STATUS_EXAME_IMAGEM_NOME,
  StatusPrescricaoItem,
  TIPO_DOCUMENTO_CLINICO_NOME,
  TIPO_RECEITA_NOME,
} from '@saude/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.js';
import {
  atendimentoDiagnostico,
  atendimentoMedico,
  centroCusto,
  cid,
  cidadao,
  classificacaoRisco,
  documentoClinico,
  especialidade,
  exameImagem,
  medicamento,
  prescricaoAdministracao,
  prescricaoItem,
  procedimentoSigtap,
  receita,
  receitaItem,
  setor,
  triagem,
  usuario,
} from '../../../db/schema/index.js';
import { enumSql } from '../../cadastro/material/suprimentos-sql.js';
import { formatarCid } from '../../cid/cid.routes.js';

/** "Diazepam 10 mg comprimido": how prescriptions name a registered medicine. */
export const rotuloMedicamento = sql<string>`${medicamento.denominacao} || coalesce(' ' || ${medicamento.concentracao}, '') || ' ' || ${enumSql(medicamento.formaFarmaceuticaId, FORMAS_FARMACEUTICAS)}`;

const profissional = alias(cidadao, 'profissional');
const usuarioProfissional = alias(usuario, 'usuario_profissional');

/** Council and number of the professional ('CRM 18342'). */
const registro = (r: { registroTipoId: number | null; registroNumero: string | null }) => {
  const sigla = conselhoSigla(r.registroTipoId);
  return sigla && r.registroNumero ? `${sigla} ${r.registroNumero}` : null;
};

/** The care cost centres of a location of one sector type (the observation rooms, the medication queue). */
export async function centrosDaUnidade(tx: Tx, infraestruturaId: number, setorTipoId: number) {
  return tx
    .select({ id: centroCusto.id, nome: centroCusto.nome })
    .from(centroCusto)
    .innerJoin(setor, eq(setor.id, centroCusto.setorId))
    .where(and(eq(centroCusto.infraestruturaId, infraestruturaId), eq(setor.setorTipoId, setorTipoId), eq(centroCusto.bloqueado, false)))
    .orderBy(sql`${centroCusto.nome} collate "und-x-icu"`, centroCusto.id);
}

/** Every triage of the FAA, newest first (re-classifications included). */
export async function triagensDoAtendimento(tx: Tx, atendimentoId: number) {
  return tx
    .select({
      id: triagem.id,
      criadaEm: triagem.criadaEm,
      queixa: triagem.queixa,
      classificacaoRisco: classificacaoRisco.nome,
      cor: classificacaoRisco.cor,
      profissional: profissional.nome,
    })
    .from(triagem)
    .innerJoin(classificacaoRisco, eq(classificacaoRisco.id, triagem.classificacaoRiscoId))
    .leftJoin(usuarioProfissional, eq(usuarioProfissional.id, triagem.usuarioId))
    .leftJoin(profissional, eq(profissional.id, usuarioProfissional.cidadaoId))
    .where(eq(triagem.atendimentoId, atendimentoId))
    .orderBy(desc(triagem.criadaEm));
}

const agrupar = <T extends Record<K, number>, K extends string>(linhas: T[], chave: K) => {
  const m = new Map<number, T[]>();
  for (const l of linhas) m.set(l[chave], [...(m.get(l[chave]) ?? []), l]);
  return m;
};

/**
 * The doctor evaluations of an FAA, newest first, each with what it recorded: diagnoses, internal
 * prescription, take-home prescriptions, documents and imaging requests. By `id`, that evaluation only.
 */
export async function avaliacoesDoAtendimento(tx: Tx, filtro: { atendimentoId: number } | { id: number }) {
  const avaliacoes = await tx
    .select({
      id: atendimentoMedico.id,
      atendimentoId: atendimentoMedico.atendimentoId,
      criadoEm: atendimentoMedico.criadoEm,
      usuarioId: atendimentoMedico.usuarioId,
      profissional: profissional.nome,
      registroTipoId: usuarioProfissional.registroTipoId,
      registroNumero: usuarioProfissional.registroNumero,
      anamnese: atendimentoMedico.anamnese,
      exameFisico: atendimentoMedico.exameFisico,
      conduta: atendimentoMedico.conduta,
      destino: atendimentoMedico.destino,
      destinoDetalhe: atendimentoMedico.destinoDetalhe,
    })
    .from(atendimentoMedico)
    .innerJoin(usuarioProfissional, eq(usuarioProfissional.id, atendimentoMedico.usuarioId))
    .innerJoin(profissional, eq(profissional.id, usuarioProfissional.cidadaoId))
    .where('id' in filtro ? eq(atendimentoMedico.id, filtro.id) : eq(atendimentoMedico.atendimentoId, filtro.atendimentoId))
    .orderBy(desc(atendimentoMedico.criadoEm), desc(atendimentoMedico.id));
  const ids = avaliacoes.map((a) => a.id);
  if (!ids.length) return [];

  const diagnosticos = await tx
    .select({
      atendimentoMedicoId: atendimentoDiagnostico.atendimentoMedicoId,
      cidCodigo: atendimentoDiagnostico.cidCodigo,
      descricao: cid.descricao,
      principal: sql<boolean>`${atendimentoDiagnostico.principal} = 1`,
    })
    .from(atendimentoDiagnostico)
    .innerJoin(cid, eq(cid.codigo, atendimentoDiagnostico.cidCodigo))
    .where(inArray(atendimentoDiagnostico.atendimentoMedicoId, ids))
    .orderBy(desc(atendimentoDiagnostico.principal), atendimentoDiagnostico.id);
  const prescricao = await tx
    .select({
      atendimentoMedicoId: prescricaoItem.atendimentoMedicoId,
      id: prescricaoItem.id,
      medicamentoId: prescricaoItem.medicamentoId,
      descricao: prescricaoItem.descricao,
      dose: prescricaoItem.dose,
      via: prescricaoItem.via,
      intervaloHoras: prescricaoItem.intervaloHoras,
      quantidadeDoses: prescricaoItem.quantidadeDoses,
      seNecessario: sql<boolean>`${prescricaoItem.seNecessario} = 1`,
      observacao: prescricaoItem.observacao,
      status: prescricaoItem.status,
      suspensoEm: prescricaoItem.suspensoEm,
    })
    .from(prescricaoItem)
    .where(inArray(prescricaoItem.atendimentoMedicoId, ids))
    .orderBy(asc(prescricaoItem.id));
  const receitas = await tx
    .select({
      atendimentoMedicoId: receita.atendimentoMedicoId,
      id: receita.id,
      tipo: receita.tipo,
      numeroNotificacao: receita.numeroNotificacao,
    })
    .from(receita)
    .where(inArray(receita.atendimentoMedicoId, ids))
    .orderBy(asc(receita.id));
  const itensReceita = receitas.length
    ? await tx
        .select({
          receitaId: receitaItem.receitaId,
          id: receitaItem.id,
          medicamentoId: receitaItem.medicamentoId,
          descricao: receitaItem.descricao,
          quantidade: receitaItem.quantidade,
          posologia: receitaItem.posologia,
          usoContinuo: sql<boolean>`${receitaItem.usoContinuo} = 1`,
        })
        .from(receitaItem)
        .where(
          inArray(
            receitaItem.receitaId,
            receitas.map((r) => r.id),
          ),
        )
        .orderBy(asc(receitaItem.id))
    : [];
  const documentos = await tx
    .select({
      atendimentoMedicoId: documentoClinico.atendimentoMedicoId,
      id: documentoClinico.id,
      tipo: documentoClinico.tipo,
      dias: documentoClinico.dias,
      dataInicio: documentoClinico.dataInicio,
      cidCodigo: documentoClinico.cidCodigo,
      horaInicio: documentoClinico.horaInicio,
      horaFim: documentoClinico.horaFim,
      acompanhante: documentoClinico.acompanhante,
      especialidade: especialidade.nome,
      destino: documentoClinico.destino,
      texto: documentoClinico.texto,
      criadoEm: documentoClinico.criadoEm,
    })
    .from(documentoClinico)
    .leftJoin(especialidade, eq(especialidade.id, documentoClinico.especialidadeId))
    .where(inArray(documentoClinico.atendimentoMedicoId, ids))
    .orderBy(asc(documentoClinico.id));
  const exames = await tx
    .select({
      atendimentoMedicoId: exameImagem.atendimentoMedicoId,
      id: exameImagem.id,
      procedimentoCodigo: exameImagem.procedimentoCodigo,
      procedimento: procedimentoSigtap.nome,
      justificativa: exameImagem.justificativa,
      status: exameImagem.status,
    })
    .from(exameImagem)
    .innerJoin(procedimentoSigtap, eq(procedimentoSigtap.codigo, exameImagem.procedimentoCodigo))
    .where(inArray(exameImagem.atendimentoMedicoId, ids))
    .orderBy(asc(exameImagem.id));

  const porAvaliacao = {
    diagnosticos: agrupar(diagnosticos, 'atendimentoMedicoId'),
    prescricao: agrupar(prescricao, 'atendimentoMedicoId'),
    receitas: agrupar(receitas, 'atendimentoMedicoId'),
    documentos: agrupar(documentos, 'atendimentoMedicoId'),
    exames: agrupar(
      exames.map((e) => ({ ...e, atendimentoMedicoId: e.atendimentoMedicoId ?? 0 })),
      'atendimentoMedicoId',
    ),
  };
  const itensPorReceita = agrupar(itensReceita, 'receitaId');
  const sem = <T extends { atendimentoMedicoId: number }>(l: T[] | undefined) => (l ?? []).map(({ atendimentoMedicoId: _, ...r }) => r);

  return avaliacoes.map(({ registroTipoId, registroNumero, ...a }) => ({
    ...a,
    registro: registro({ registroTipoId, registroNumero }),
    destinoNome: DESTINO_ATENDIMENTO_NOME[a.destino] ?? null,
    diagnosticos: sem(porAvaliacao.diagnosticos.get(a.id)).map((d) => ({ ...d, cidFormatado: formatarCid(d.cidCodigo) })),
    prescricao: sem(porAvaliacao.prescricao.get(a.id)),
    receitas: sem(porAvaliacao.receitas.get(a.id)).map((r) => ({
      ...r,
      tipoNome: TIPO_RECEITA_NOME[r.tipo] ?? null,
      itens: (itensPorReceita.get(r.id) ?? []).map(({ receitaId: _, ...i }) => i),
    })),
    documentos: sem(porAvaliacao.documentos.get(a.id)).map((d) => ({ ...d, tipoNome: TIPO_DOCUMENTO_CLINICO_NOME[d.tipo] ?? null })),
    examesImagem: sem(porAvaliacao.exames.get(a.id)).map((e) => ({ ...e, statusNome: STATUS_EXAME_IMAGEM_NOME[e.status] ?? null })),
  }));
}

/** The internal-prescription items still active in the FAA, each with the nursing checks made so far. */
export async function prescricaoAtiva(tx: Tx, atendimentoId: number) {
  const itens = await tx
    .select({
      id: prescricaoItem.id,
      atendimentoMedicoId: prescricaoItem.atendimentoMedicoId,
      medicamentoId: prescricaoItem.medicamentoId,
      descricao: prescricaoItem.descricao,
      dose: prescricaoItem.dose,
      via: prescricaoItem.via,
      intervaloHoras: prescricaoItem.intervaloHoras,
      quantidadeDoses: prescricaoItem.quantidadeDoses,
      seNecessario: sql<boolean>`${prescricaoItem.seNecessario} = 1`,
      observacao: prescricaoItem.observacao,
      prescritoEm: atendimentoMedico.criadoEm,
      prescritoPor: profissional.nome,
    })
    .from(prescricaoItem)
    .innerJoin(atendimentoMedico, eq(atendimentoMedico.id, prescricaoItem.atendimentoMedicoId))
    .innerJoin(usuarioProfissional, eq(usuarioProfissional.id, atendimentoMedico.usuarioId))
    .innerJoin(profissional, eq(profissional.id, usuarioProfissional.cidadaoId))
    .where(and(eq(prescricaoItem.atendimentoId, atendimentoId), eq(prescricaoItem.status, StatusPrescricaoItem.ATIVO)))
    .orderBy(asc(prescricaoItem.id));
  if (!itens.length) return [];
  const checagens = await tx
    .select({
      prescricaoItemId: prescricaoAdministracao.prescricaoItemId,
      id: prescricaoAdministracao.id,
      status: prescricaoAdministracao.status,
      administradoEm: prescricaoAdministracao.administradoEm,
      lote: prescricaoAdministracao.lote,
      observacao: prescricaoAdministracao.observacao,
      profissional: profissional.nome,
    })
    .from(prescricaoAdministracao)
    .innerJoin(usuarioProfissional, eq(usuarioProfissional.id, prescricaoAdministracao.usuarioId))
    .innerJoin(profissional, eq(profissional.id, usuarioProfissional.cidadaoId))
    .where(
      inArray(
        prescricaoAdministracao.prescricaoItemId,
        itens.map((i) => i.id),
      ),
    )
    .orderBy(asc(prescricaoAdministracao.administradoEm));
  const porItem = agrupar(checagens, 'prescricaoItemId');
  return itens.map((i) => ({ ...i, administracoes: (porItem.get(i.id) ?? []).map(({ prescricaoItemId: _, ...c }) => c) }));
}
