import {
  DESTINO_ATENDIMENTO_NOME,
  OCORRENCIA_ATENDIMENTO_NOME,
  STATUS_FAA_NOME,
  TIPO_DOCUMENTO_CLINICO_NOME,
  TIPO_RECEITA_NOME,
} from '@saude/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import {
  atendimento,
  atendimentoDiagnostico,
  atendimentoEnfermagem,
  atendimentoMedico,
  atendimentoOcorrencia,
  cid,
  classificacaoRisco,
  documentoClinico,
  enfermagemProcedimento,
  infraestrutura,
  observacaoEvolucao,
  opcaoEntrada,
  prescricaoAdministracao,
  prescricaoItem,
  prioridade,
  procedimentoSigtap,
  receita,
  receitaItem,
  triagem,
  unidade,
} from '../../../db/schema/index.js';
import { cabecalhoDoAtendimento } from '../atendimento/atendimento.service.js';
import { procedimentosFaturados } from '../fechamento-faa/procedimentos.js';

/** The name of the professional in `"tabela"."coluna"` (a user id), qualified by hand for the subquery. */
const profissional = (tabela: string, coluna = 'usuario_id') =>
  sql<
    string | null
  >`(select c.nome from usuario u join cidadao c on c.id = u.cidadao_id where u.id = ${sql.raw(`"${tabela}"."${coluna}"`)})`;

const agrupar = <T, K>(linhas: T[], chave: (l: T) => K) => {
  const m = new Map<K, T[]>();
  for (const l of linhas) m.set(chave(l), [...(m.get(chave(l)) ?? []), l]);
  return (k: K) => m.get(k) ?? [];
};

/** The reception part: where, how and with whom the patient arrived, and how the FAA ended. */
async function recepcao(tx: Tx, atendimentoId: number) {
  const [r] = await tx
    .select({
      unidade: sql<string>`${unidade.nomeFantasia} || ' — ' || ${infraestrutura.nome}`,
      retroativo: atendimento.retroativo,
      opcaoEntrada: opcaoEntrada.nome,
      prioridade: prioridade.nome,
      acompanhanteNome: atendimento.acompanhanteNome,
      acompanhanteParentesco: atendimento.acompanhanteParentesco,
      acompanhanteTelefone: atendimento.acompanhanteTelefone,
      recepcionadoPor: profissional('atendimento', 'recepcionado_por'),
      desfechoEm: atendimento.desfechoEm,
      fechadoEm: atendimento.fechadoEm,
      fechadoPor: profissional('atendimento', 'fechado_por'),
    })
    .from(atendimento)
    .innerJoin(infraestrutura, eq(infraestrutura.id, atendimento.infraestruturaId))
    .innerJoin(unidade, eq(unidade.id, infraestrutura.unidadeId))
    .leftJoin(opcaoEntrada, eq(opcaoEntrada.id, atendimento.opcaoEntradaId))
    .leftJoin(prioridade, eq(prioridade.id, atendimento.prioridadeId))
    .where(eq(atendimento.id, atendimentoId));
  return r;
}

/** Doctor evaluations with their diagnoses, internal prescriptions, take-home prescriptions and documents. */
async function avaliacoes(tx: Tx, atendimentoId: number) {
  const linhas = await tx
    .select({
      id: atendimentoMedico.id,
      criadoEm: atendimentoMedico.criadoEm,
      profissional: profissional('atendimento_medico'),
      ocupacaoCodigo: atendimentoMedico.ocupacaoCodigo,
      anamnese: atendimentoMedico.anamnese,
      exameFisico: atendimentoMedico.exameFisico,
      conduta: atendimentoMedico.conduta,
      destino: atendimentoMedico.destino,
      destinoDetalhe: atendimentoMedico.destinoDetalhe,
    })
    .from(atendimentoMedico)
    .where(eq(atendimentoMedico.atendimentoId, atendimentoId))
    .orderBy(asc(atendimentoMedico.criadoEm), asc(atendimentoMedico.id));
  const ids = linhas.map((l) => l.id);
  if (!ids.length) return [];
  const diagnosticos = agrupar(
    await tx
      .select({
        atendimentoMedicoId: atendimentoDiagnostico.atendimentoMedicoId,
        cidCodigo: atendimentoDiagnostico.cidCodigo,
        descricao: cid.descricao,
        principal: atendimentoDiagnostico.principal,
      })
      .from(atendimentoDiagnostico)
      .innerJoin(cid, eq(cid.codigo, atendimentoDiagnostico.cidCodigo))
      .where(inArray(atendimentoDiagnostico.atendimentoMedicoId, ids))
      .orderBy(sql`${atendimentoDiagnostico.principal} desc`, atendimentoDiagnostico.cidCodigo),
    (d) => d.atendimentoMedicoId,
  );
  const prescricoes = agrupar(
    await tx
      .select({
        atendimentoMedicoId: prescricaoItem.atendimentoMedicoId,
        id: prescricaoItem.id,
        descricao: prescricaoItem.descricao,
        dose: prescricaoItem.dose,
        via: prescricaoItem.via,
        intervaloHoras: prescricaoItem.intervaloHoras,
        quantidadeDoses: prescricaoItem.quantidadeDoses,
        seNecessario: prescricaoItem.seNecessario,
        observacao: prescricaoItem.observacao,
        status: prescricaoItem.status,
      })
      .from(prescricaoItem)
      .where(inArray(prescricaoItem.atendimentoMedicoId, ids))
      .orderBy(prescricaoItem.id),
    (p) => p.atendimentoMedicoId,
  );
  const receitas = await tx
    .select({ id: receita.id, atendimentoMedicoId: receita.atendimentoMedicoId, tipo: receita.tipo, criadaEm: receita.criadaEm })
    .from(receita)
    .where(inArray(receita.atendimentoMedicoId, ids))
    .orderBy(receita.id);
  const itens = agrupar(
    receitas.length
      ? await tx
          .select({
            receitaId: receitaItem.receitaId,
            descricao: receitaItem.descricao,
            quantidade: receitaItem.quantidade,
            posologia: receitaItem.posologia,
          })
          .from(receitaItem)
          .where(
            inArray(
              receitaItem.receitaId,
              receitas.map((x) => x.id),
            ),
          )
          .orderBy(receitaItem.id)
      : [],
    (i) => i.receitaId,
  );
  const receitasDe = agrupar(
    receitas.map((x) => ({ ...x, tipoNome: TIPO_RECEITA_NOME[x.tipo] ?? null, itens: itens(x.id) })),
    (x) => x.atendimentoMedicoId,
  );
  const documentos = agrupar(
    await tx
      .select({
        atendimentoMedicoId: documentoClinico.atendimentoMedicoId,
        id: documentoClinico.id,
        tipo: documentoClinico.tipo,
        dias: documentoClinico.dias,
        dataInicio: documentoClinico.dataInicio,
        texto: documentoClinico.texto,
        criadoEm: documentoClinico.criadoEm,
      })
      .from(documentoClinico)
      .where(inArray(documentoClinico.atendimentoMedicoId, ids))
      .orderBy(documentoClinico.id),
    (d) => d.atendimentoMedicoId,
  );
  return linhas.map((l) => ({
    ...l,
    destinoNome: DESTINO_ATENDIMENTO_NOME[l.destino] ?? null,
    diagnosticos: diagnosticos(l.id).map(({ atendimentoMedicoId: _, ...d }) => ({ ...d, principal: d.principal === 1 })),
    prescricoes: prescricoes(l.id).map(({ atendimentoMedicoId: _, ...p }) => p),
    receitas: receitasDe(l.id).map(({ atendimentoMedicoId: _, ...x }) => x),
    documentos: documentos(l.id).map(({ atendimentoMedicoId: _, ...d }) => ({
      ...d,
      tipoNome: TIPO_DOCUMENTO_CLINICO_NOME[d.tipo] ?? null,
    })),
  }));
}

/** Nursing attendances with the procedures performed and the prescription items administered. */
async function enfermagem(tx: Tx, atendimentoId: number) {
  const linhas = await tx
    .select({
      id: atendimentoEnfermagem.id,
      criadoEm: atendimentoEnfermagem.criadoEm,
      profissional: profissional('atendimento_enfermagem'),
      anotacao: atendimentoEnfermagem.anotacao,
    })
    .from(atendimentoEnfermagem)
    .where(eq(atendimentoEnfermagem.atendimentoId, atendimentoId))
    .orderBy(asc(atendimentoEnfermagem.criadoEm), asc(atendimentoEnfermagem.id));
  const ids = linhas.map((l) => l.id);
  if (!ids.length) return [];
  const procedimentos = agrupar(
    await tx
      .select({
        atendimentoEnfermagemId: enfermagemProcedimento.atendimentoEnfermagemId,
        codigo: enfermagemProcedimento.procedimentoCodigo,
        nome: procedimentoSigtap.nome,
        quantidade: enfermagemProcedimento.quantidade,
      })
      .from(enfermagemProcedimento)
      .innerJoin(procedimentoSigtap, eq(procedimentoSigtap.codigo, enfermagemProcedimento.procedimentoCodigo))
      .where(inArray(enfermagemProcedimento.atendimentoEnfermagemId, ids)),
    (p) => p.atendimentoEnfermagemId,
  );
  const administracoes = agrupar(
    await tx
      .select({
        atendimentoEnfermagemId: prescricaoAdministracao.atendimentoEnfermagemId,
        descricao: prescricaoItem.descricao,
        status: prescricaoAdministracao.status,
        administradoEm: prescricaoAdministracao.administradoEm,
        lote: prescricaoAdministracao.lote,
        observacao: prescricaoAdministracao.observacao,
      })
      .from(prescricaoAdministracao)
      .innerJoin(prescricaoItem, eq(prescricaoItem.id, prescricaoAdministracao.prescricaoItemId))
      .where(inArray(prescricaoAdministracao.atendimentoEnfermagemId, ids))
      .orderBy(prescricaoAdministracao.administradoEm),
    (a) => a.atendimentoEnfermagemId,
  );
  return linhas.map((l) => ({
    ...l,
    procedimentos: procedimentos(l.id).map(({ atendimentoEnfermagemId: _, ...p }) => p),
    administracoes: administracoes(l.id).map(({ atendimentoEnfermagemId: _, ...a }) => a),
  }));
}

/**
 * The whole FAA (paciente-busca/show): reception, triages, doctor evaluations with CIDs, prescriptions,
 * documents, nursing, observation notes, the closing/reopening/cancellation occurrences and what it billed.
 */
export async function resumoDaFaa(tx: Tx, atendimentoId: number) {
  const cabecalho = await cabecalhoDoAtendimento(tx, atendimentoId);
  const triagens = await tx
    .select({
      id: triagem.id,
      criadaEm: triagem.criadaEm,
      profissional: profissional('triagem'),
      queixa: triagem.queixa,
      paSistolica: triagem.paSistolica,
      paDiastolica: triagem.paDiastolica,
      frequenciaCardiaca: triagem.frequenciaCardiaca,
      frequenciaRespiratoria: triagem.frequenciaRespiratoria,
      temperatura: triagem.temperatura,
      saturacao: triagem.saturacao,
      glicemia: triagem.glicemia,
      peso: triagem.peso,
      altura: triagem.altura,
      imc: triagem.imc,
      glasgow: triagem.glasgow,
      dor: triagem.dor,
      observacao: triagem.observacao,
      classificacaoRisco: classificacaoRisco.nome,
      cor: classificacaoRisco.cor,
    })
    .from(triagem)
    .innerJoin(classificacaoRisco, eq(classificacaoRisco.id, triagem.classificacaoRiscoId))
    .where(eq(triagem.atendimentoId, atendimentoId))
    .orderBy(asc(triagem.criadaEm));
  const observacoes = await tx
    .select({
      id: observacaoEvolucao.id,
      criadaEm: observacaoEvolucao.criadaEm,
      profissional: profissional('observacao_evolucao'),
      texto: observacaoEvolucao.texto,
      paSistolica: observacaoEvolucao.paSistolica,
      paDiastolica: observacaoEvolucao.paDiastolica,
      frequenciaCardiaca: observacaoEvolucao.frequenciaCardiaca,
      temperatura: observacaoEvolucao.temperatura,
      saturacao: observacaoEvolucao.saturacao,
    })
    .from(observacaoEvolucao)
    .where(eq(observacaoEvolucao.atendimentoId, atendimentoId))
    .orderBy(asc(observacaoEvolucao.criadaEm));
  const ocorrencias = await tx
    .select({
      id: atendimentoOcorrencia.id,
      tipo: atendimentoOcorrencia.tipo,
      motivo: atendimentoOcorrencia.motivo,
      em: atendimentoOcorrencia.em,
      usuario: profissional('atendimento_ocorrencia'),
    })
    .from(atendimentoOcorrencia)
    .where(eq(atendimentoOcorrencia.atendimentoId, atendimentoId))
    .orderBy(asc(atendimentoOcorrencia.em), asc(atendimentoOcorrencia.id));
  return {
    atendimento: {
      ...cabecalho,
      ...(await recepcao(tx, atendimentoId)),
      statusNome: STATUS_FAA_NOME[cabecalho.status] ?? null,
      desfechoNome: cabecalho.desfecho ? (DESTINO_ATENDIMENTO_NOME[cabecalho.desfecho] ?? null) : null,
    },
    triagens,
    avaliacoes: await avaliacoes(tx, atendimentoId),
    enfermagem: await enfermagem(tx, atendimentoId),
    observacoes,
    ocorrencias: ocorrencias.map((o) => ({ ...o, tipoNome: OCORRENCIA_ATENDIMENTO_NOME[o.tipo] ?? null })),
    procedimentos: await procedimentosFaturados(tx, atendimentoId),
  };
}
