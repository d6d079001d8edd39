import {
  DESTINO_ATENDIMENTO_NOME,
  OCORRENCIA_ATENDIMENTO_NOME,
  STATUS_FAA_NOME,
  TIPO_DOCUMENTO_CLINICO_NOME,
  TIPO_RECEITA_NOME,
} from '@saude/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { atendimento, atendimentoOcorrencia, infraestrutura, unidade } from '../../../db/schema/index.js';
import { opcaoEntrada, prioridade } from '../../painel-senha/index.js';
import { cabecalhoDoAtendimento } from '../atendimento/atendimento.service.js';
import { agrupar, type LeituraAtendimento, lerAtendimento } from '../comum/atendimento.leitura.js';
import { procedimentosFaturados } from '../fechamento-faa/procedimentos.js';

/** The name of the professional in `"tabela"."coluna"` (a user id), qualified by hand for the subquery. */
const profissional = (tabela: string, coluna = 'usuario_id') =>
  sql<
    string | null
  >`(select c.nome from usuario u join cidadao c on c.id = u.cidadao_id where u.id = ${sql.raw(`"${tabela}"."${coluna}"`)})`;

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
async function avaliacoes(leitura: LeituraAtendimento) {
  const linhas = await leitura.avaliacoes();
  if (!linhas.length) return [];
  const diagnosticos = agrupar(
    [...(await leitura.diagnosticos())].sort(
      (a, b) => b.principal - a.principal || (a.cidCodigo < b.cidCodigo ? -1 : a.cidCodigo > b.cidCodigo ? 1 : 0),
    ),
    (d) => d.atendimentoMedicoId,
  );
  const prescricoes = agrupar(await leitura.prescricao(), (p) => p.atendimentoMedicoId);
  const itens = agrupar(await leitura.itensDeReceita(), (i) => i.receitaId);
  const receitas = agrupar(await leitura.receitas(), (x) => x.atendimentoMedicoId);
  const documentos = agrupar(await leitura.documentos(), (d) => d.atendimentoMedicoId);
  return linhas.map((l) => ({
    id: l.id,
    criadoEm: l.criadoEm,
    profissional: l.profissional as string | null,
    ocupacaoCodigo: l.ocupacaoCodigo,
    anamnese: l.anamnese,
    exameFisico: l.exameFisico,
    conduta: l.conduta,
    destino: l.destino,
    destinoDetalhe: l.destinoDetalhe,
    destinoNome: DESTINO_ATENDIMENTO_NOME[l.destino] ?? null,
    diagnosticos: diagnosticos(l.id).map((d) => ({ cidCodigo: d.cidCodigo, descricao: d.descricao, principal: d.principal === 1 })),
    prescricoes: prescricoes(l.id).map((p) => ({
      id: p.id,
      descricao: p.descricao,
      dose: p.dose,
      via: p.via,
      intervaloHoras: p.intervaloHoras,
      quantidadeDoses: p.quantidadeDoses,
      seNecessario: p.seNecessario,
      observacao: p.observacao,
      status: p.status,
    })),
    receitas: receitas(l.id).map((x) => ({
      id: x.id,
      tipo: x.tipo,
      criadaEm: x.criadaEm,
      tipoNome: TIPO_RECEITA_NOME[x.tipo] ?? null,
      itens: itens(x.id).map((i) => ({ descricao: i.descricao, quantidade: i.quantidade, posologia: i.posologia })),
    })),
    documentos: documentos(l.id).map((d) => ({
      id: d.id,
      tipo: d.tipo,
      dias: d.dias,
      dataInicio: d.dataInicio,
      texto: d.texto,
      criadoEm: d.criadoEm,
      tipoNome: TIPO_DOCUMENTO_CLINICO_NOME[d.tipo] ?? null,
    })),
  }));
}

/** Nursing attendances with the procedures performed and the prescription items administered. */
async function enfermagem(leitura: LeituraAtendimento) {
  const linhas = await leitura.enfermagem();
  if (!linhas.length) return [];
  const procedimentos = agrupar(await leitura.procedimentosDeEnfermagem(), (p) => p.atendimentoEnfermagemId);
  const administracoes = agrupar(await leitura.administracoes(), (a) => a.atendimentoEnfermagemId);
  return linhas.map((l) => ({
    id: l.id,
    criadoEm: l.criadoEm,
    profissional: l.profissional,
    anotacao: l.anotacao,
    procedimentos: procedimentos(l.id).map((p) => ({ codigo: p.codigo, nome: p.nome, quantidade: p.quantidade })),
    administracoes: administracoes(l.id).map((a) => ({
      descricao: a.descricao,
      status: a.status,
      administradoEm: a.administradoEm,
      lote: a.lote,
      observacao: a.observacao,
    })),
  }));
}

/**
 * The whole FAA (paciente-busca/show): reception, triages, doctor evaluations with CIDs, prescriptions,
 * documents, nursing, observation notes, the closing/reopening/cancellation occurrences and what it billed.
 */
export async function resumoDaFaa(tx: Tx, atendimentoId: number) {
  const cabecalho = await cabecalhoDoAtendimento(tx, atendimentoId);
  const leitura = lerAtendimento(tx, atendimentoId);
  const triagens = (await leitura.triagens()).map((t) => ({
    id: t.id,
    criadaEm: t.criadaEm,
    profissional: t.profissional,
    queixa: t.queixa,
    paSistolica: t.paSistolica,
    paDiastolica: t.paDiastolica,
    frequenciaCardiaca: t.frequenciaCardiaca,
    frequenciaRespiratoria: t.frequenciaRespiratoria,
    temperatura: t.temperatura,
    saturacao: t.saturacao,
    glicemia: t.glicemia,
    peso: t.peso,
    altura: t.altura,
    imc: t.imc,
    glasgow: t.glasgow,
    dor: t.dor,
    observacao: t.observacao,
    classificacaoRisco: t.classificacaoRisco,
    cor: t.cor,
  }));
  const observacoes = (await leitura.observacoes()).map((o) => ({
    id: o.id,
    criadaEm: o.criadaEm,
    profissional: o.profissional,
    texto: o.texto,
    paSistolica: o.paSistolica,
    paDiastolica: o.paDiastolica,
    frequenciaCardiaca: o.frequenciaCardiaca,
    temperatura: o.temperatura,
    saturacao: o.saturacao,
  }));
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
    avaliacoes: await avaliacoes(leitura),
    enfermagem: await enfermagem(leitura),
    observacoes,
    ocorrencias: ocorrencias.map((o) => ({ ...o, tipoNome: OCORRENCIA_ATENDIMENTO_NOME[o.tipo] ?? null })),
    procedimentos: await procedimentosFaturados(tx, atendimentoId),
  };
}
