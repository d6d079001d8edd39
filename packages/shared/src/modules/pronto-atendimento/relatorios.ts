import { z } from 'zod';
import {
  CAMPO_PERIODO_OBRIGATORIO,
  type CampoRelatorio,
  type ColunaRelatorio,
  defineRelatorio,
  filtroId,
  filtroOpcaoNumerica,
  filtrosRelatorio,
  opcoesRelatorioDe,
  PERIODO_OBRIGATORIO,
} from '../../relatorio.js';
import { zOpcional } from '../../validation/zod-fields.js';
import { DESTINO_ATENDIMENTO_NOME, DestinoAtendimento, STATUS_EXAME_IMAGEM_NOME } from './clinico.js';
import { PA } from './permissoes.js';

/**
 * The eight reports of the emergency care (spec 000 §2.3, "Reports (index)"): one declaration each, read by
 * the server (one SQL query in apps/api …/pronto-atendimento/relatorios) and by the web page. All need a
 * period of at most one year (quantitativo-producao: a competência instead) and may be narrowed to a unit.
 */
const area = 'pronto-atendimento';
const permissao = PA.relatorios;

/** The FAA's status (atendimento.status): a ficha, hence the feminine. */
export const STATUS_ATENDIMENTO_NOME: Record<number, string> = { 1: 'Aberta', 2: 'Fechada', 3: 'Cancelada' };

/** The autocompletes of the reports' filters, answered under the reports' own permission. */
export const URL_AUTOCOMPLETE_RELATORIO_PA = {
  unidade: '/api/pronto-atendimento/relatorio/unidade/autocomplete',
  profissional: '/api/pronto-atendimento/relatorio/profissional/autocomplete',
  medicamento: '/api/pronto-atendimento/relatorio/medicamento/autocomplete',
  classificacaoRisco: '/api/pronto-atendimento/relatorio/classificacao-risco/autocomplete',
} as const;

const idOpcional = filtroId;
const opcaoDe = filtroOpcaoNumerica;
const opcoes = opcoesRelatorioDe;

const periodo = CAMPO_PERIODO_OBRIGATORIO;
const comPeriodo = PERIODO_OBRIGATORIO;
const unidade: CampoRelatorio = { tipo: 'autocomplete', nome: 'unidade_id', rotulo: 'Unidade', url: URL_AUTOCOMPLETE_RELATORIO_PA.unidade };
const profissional = (rotulo = 'Profissional'): CampoRelatorio => ({
  tipo: 'autocomplete',
  nome: 'profissional_id',
  rotulo,
  url: URL_AUTOCOMPLETE_RELATORIO_PA.profissional,
});
const filtrosComuns = { unidadeId: idOpcional('Unidade') };

const faa: ColunaRelatorio = { chave: 'numero', titulo: 'FAA', largura: 1.2, ordenavel: true };
const paciente: ColunaRelatorio = { chave: 'pacienteNome', titulo: 'Paciente', largura: 2.2, ordenavel: true };
/** A count column: with `total`, the print shows a subtotal per group and the grand total. */
const quantidade = (chave: string, titulo: string, largura = 0.8): ColunaRelatorio => ({
  chave,
  titulo,
  tipo: 'inteiro',
  largura,
  total: true,
  ordenavel: true,
});
const minutos = (chave: string, titulo: string): ColunaRelatorio => ({ chave, titulo, tipo: 'decimal', largura: 1, ordenavel: true });

export const relatorioPaAtendimento = defineRelatorio({
  area,
  relatorio: 'relatorio-atendimento',
  titulo: 'Atendimentos (FAA)',
  descricao: 'Fichas de atendimento do período por dia de chegada, com classificação de risco, diagnóstico, médico e desfecho.',
  permissao,
  campos: [
    periodo,
    unidade,
    {
      tipo: 'autocomplete',
      nome: 'classificacao_risco_id',
      rotulo: 'Classificação de risco',
      url: URL_AUTOCOMPLETE_RELATORIO_PA.classificacaoRisco,
    },
    { tipo: 'selecao', nome: 'desfecho', rotulo: 'Desfecho', opcoes: opcoes(DESTINO_ATENDIMENTO_NOME) },
    { tipo: 'selecao', nome: 'status', rotulo: 'Situação', opcoes: opcoes(STATUS_ATENDIMENTO_NOME) },
    profissional('Médico'),
  ],
  filtros: filtrosRelatorio(
    {
      ...filtrosComuns,
      classificacaoRiscoId: idOpcional('Classificação de risco'),
      desfecho: opcaoDe('Desfecho', DESTINO_ATENDIMENTO_NOME),
      status: opcaoDe('Situação', STATUS_ATENDIMENTO_NOME),
      profissionalId: idOpcional('Médico'),
    },
    comPeriodo,
  ),
  colunas: [
    { chave: 'dia', titulo: 'Dia', tipo: 'data', largura: 1.3, ordenavel: true },
    faa,
    { chave: 'chegada', titulo: 'Chegada', tipo: 'dataHora', largura: 1.6, ordenavel: true },
    { ...paciente, largura: 2 },
    { chave: 'idade', titulo: 'Idade', largura: 0.8 },
    { chave: 'classificacao', titulo: 'Classificação', largura: 1.2, ordenavel: true },
    { chave: 'cidPrincipal', titulo: 'CID principal', largura: 2.2 },
    { chave: 'medico', titulo: 'Médico', largura: 2, ordenavel: true },
    { chave: 'desfecho', titulo: 'Desfecho', largura: 1.7, ordenavel: true },
    { chave: 'situacao', titulo: 'Situação', largura: 0.9, ordenavel: true },
    quantidade('quantidade', 'Qtd.', 0.5),
  ],
  ordenacaoPadrao: { coluna: 'chegada', dir: 'asc' },
  agruparPor: 'dia',
  orientacao: 'paisagem',
});

export const relatorioPaClassificacaoRisco = defineRelatorio({
  area,
  relatorio: 'relatorio-classificacao-risco',
  titulo: 'Classificação de risco',
  descricao:
    'Triagens por cor, com as esperas da chegada à triagem e da triagem ao médico (mediana e média, em minutos) e quantas foram atendidas dentro do tempo alvo.',
  permissao,
  campos: [periodo, unidade, profissional('Profissional da triagem')],
  filtros: filtrosRelatorio({ ...filtrosComuns, profissionalId: idOpcional('Profissional da triagem') }, comPeriodo),
  colunas: [
    { chave: 'classificacao', titulo: 'Classificação', largura: 1.2, ordenavel: true },
    { chave: 'tempoAlvo', titulo: 'Tempo alvo (min)', tipo: 'inteiro', largura: 0.9, ordenavel: true },
    quantidade('triagens', 'Triagens'),
    minutos('chegadaTriagemMediana', 'Chegada à triagem (mediana)'),
    minutos('chegadaTriagemMedia', 'Chegada à triagem (média)'),
    quantidade('atendidosMedico', 'Atendidas pelo médico', 1),
    minutos('triagemMedicoMediana', 'Triagem ao médico (mediana)'),
    minutos('triagemMedicoMedia', 'Triagem ao médico (média)'),
    quantidade('dentroAlvo', 'Dentro do tempo alvo', 1),
    { chave: 'percentualDentroAlvo', titulo: '% dentro do alvo', tipo: 'decimal', largura: 0.9, ordenavel: true },
  ],
  ordenacaoPadrao: { coluna: 'tempoAlvo', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioPaDocumentoNaoAssinado = defineRelatorio({
  area,
  relatorio: 'relatorio-documento-nao-assinado',
  titulo: 'Documentos não assinados',
  descricao: 'Atendimentos médicos (FAA), receitas e documentos clínicos do período ainda sem assinatura eletrônica, por profissional.',
  permissao,
  campos: [periodo, unidade, profissional()],
  filtros: filtrosRelatorio({ ...filtrosComuns, profissionalId: idOpcional('Profissional') }, comPeriodo),
  colunas: [
    { chave: 'profissional', titulo: 'Profissional', largura: 2, ordenavel: true },
    { chave: 'emitidoEm', titulo: 'Emitido em', tipo: 'dataHora', largura: 1.1, ordenavel: true },
    { chave: 'documento', titulo: 'Documento', largura: 2, ordenavel: true },
    faa,
    paciente,
    quantidade('quantidade', 'Qtd.', 0.5),
  ],
  // the print lists each group once only when the order starts with the group's column
  ordenacaoPadrao: { coluna: 'profissional', dir: 'asc' },
  agruparPor: 'profissional',
  orientacao: 'paisagem',
});

export const relatorioPaExameImagem = defineRelatorio({
  area,
  relatorio: 'relatorio-exame-imagem',
  titulo: 'Exames de imagem',
  descricao: 'Solicitações de exames de imagem por procedimento e situação, com o tempo da solicitação ao laudo (em minutos).',
  permissao,
  campos: [periodo, unidade, { tipo: 'selecao', nome: 'status', rotulo: 'Situação', opcoes: opcoes(STATUS_EXAME_IMAGEM_NOME) }],
  filtros: filtrosRelatorio({ ...filtrosComuns, status: opcaoDe('Situação', STATUS_EXAME_IMAGEM_NOME) }, comPeriodo),
  colunas: [
    { chave: 'procedimento', titulo: 'Procedimento', largura: 3, ordenavel: true },
    { chave: 'situacao', titulo: 'Situação', largura: 1, ordenavel: true },
    quantidade('solicitacoes', 'Solicitações'),
    quantidade('laudados', 'Com laudo'),
    minutos('tempoLaudoMediana', 'Solicitação ao laudo (mediana)'),
    minutos('tempoLaudoMedia', 'Solicitação ao laudo (média)'),
    minutos('tempoLaudoMaximo', 'Solicitação ao laudo (máximo)'),
  ],
  ordenacaoPadrao: { coluna: 'procedimento', dir: 'asc' },
  agruparPor: 'procedimento',
  orientacao: 'paisagem',
});

export const relatorioPaPlantao = defineRelatorio({
  area,
  relatorio: 'relatorio-plantao',
  titulo: 'Plantões',
  descricao: 'Plantões do período com os profissionais escalados e os atendimentos de cada um no plantão.',
  permissao,
  campos: [periodo, unidade, profissional()],
  filtros: filtrosRelatorio({ ...filtrosComuns, profissionalId: idOpcional('Profissional') }, comPeriodo),
  colunas: [
    { chave: 'inicio', titulo: 'Início do plantão', tipo: 'dataHora', largura: 1.1, ordenavel: true },
    { chave: 'fim', titulo: 'Fim', tipo: 'dataHora', largura: 1.1 },
    { chave: 'local', titulo: 'Local', largura: 2.2, ordenavel: true },
    { chave: 'profissional', titulo: 'Profissional', largura: 2, ordenavel: true },
    quantidade('avaliacoesMedicas', 'Atendimentos médicos', 1),
    quantidade('triagens', 'Triagens'),
    quantidade('enfermagem', 'Atendimentos de enfermagem', 1.1),
    quantidade('total', 'Total', 0.7),
  ],
  ordenacaoPadrao: { coluna: 'inicio', dir: 'asc' },
  agruparPor: 'inicio',
  orientacao: 'paisagem',
});

export const relatorioPaPrescricaoInterna = defineRelatorio({
  area,
  relatorio: 'relatorio-prescricao-interna',
  titulo: 'Prescrição interna',
  descricao: 'Itens da prescrição interna do período, com as administrações, as não administrações e seus motivos.',
  permissao,
  campos: [
    periodo,
    unidade,
    { tipo: 'autocomplete', nome: 'medicamento_id', rotulo: 'Medicamento', url: URL_AUTOCOMPLETE_RELATORIO_PA.medicamento },
  ],
  filtros: filtrosRelatorio({ ...filtrosComuns, medicamentoId: idOpcional('Medicamento') }, comPeriodo),
  colunas: [
    { chave: 'item', titulo: 'Item prescrito', largura: 2, ordenavel: true },
    { chave: 'prescritoEm', titulo: 'Prescrito em', tipo: 'dataHora', largura: 1.5, ordenavel: true },
    faa,
    { ...paciente, largura: 1.8 },
    { chave: 'posologia', titulo: 'Dose / via / intervalo', largura: 1.6 },
    { chave: 'prescritor', titulo: 'Prescritor', largura: 1.6, ordenavel: true },
    { chave: 'situacao', titulo: 'Situação', largura: 0.9 },
    quantidade('administracoes', 'Administrado', 1.3),
    quantidade('naoAdministracoes', 'Não administrado', 1.2),
    { chave: 'motivos', titulo: 'Motivos da não administração', largura: 1.8 },
  ],
  ordenacaoPadrao: { coluna: 'item', dir: 'asc' },
  agruparPor: 'item',
  orientacao: 'paisagem',
});

/** The outcome columns of producao-medico, one per DestinoAtendimento (short titles: they sit side by side). */
export const COLUNAS_DESFECHO_PRODUCAO: readonly { chave: string; destino: number; titulo: string }[] = [
  { chave: 'alta', destino: DestinoAtendimento.ALTA, titulo: 'Alta' },
  { chave: 'altaPedido', destino: DestinoAtendimento.ALTA_A_PEDIDO, titulo: 'Alta a pedido' },
  { chave: 'observacao', destino: DestinoAtendimento.OBSERVACAO, titulo: 'Observação' },
  { chave: 'medicacaoReavaliacao', destino: DestinoAtendimento.MEDICACAO_REAVALIACAO, titulo: 'Medicação e reavaliação' },
  { chave: 'internacao', destino: DestinoAtendimento.INTERNACAO, titulo: 'Internação' },
  { chave: 'transferencia', destino: DestinoAtendimento.TRANSFERENCIA, titulo: 'Transferência' },
  { chave: 'encaminhamento', destino: DestinoAtendimento.ENCAMINHAMENTO_REDE, titulo: 'Encaminhado à rede' },
  { chave: 'obito', destino: DestinoAtendimento.OBITO, titulo: 'Óbito' },
];

export const relatorioPaProducaoMedico = defineRelatorio({
  area,
  relatorio: 'relatorio-producao-medico',
  titulo: 'Produção por médico',
  descricao:
    'Atendimentos médicos do período por profissional: avaliações, pacientes, destino dado e tempo médio de cada avaliação (do início do atendimento na fila ao registro, em minutos).',
  permissao,
  campos: [periodo, unidade, profissional('Médico')],
  filtros: filtrosRelatorio({ ...filtrosComuns, profissionalId: idOpcional('Médico') }, comPeriodo),
  colunas: [
    { chave: 'medico', titulo: 'Médico', largura: 1.8, ordenavel: true },
    quantidade('avaliacoes', 'Avaliações', 1),
    quantidade('pacientes', 'Pacientes', 1),
    ...COLUNAS_DESFECHO_PRODUCAO.map((c) => quantidade(c.chave, c.titulo, 1.1)),
    minutos('tempoMedio', 'Tempo médio (min)'),
  ],
  ordenacaoPadrao: { coluna: 'medico', dir: 'asc' },
  orientacao: 'paisagem',
});

/** Competência as typed: MM/AAAA. */
const COMPETENCIA = /^(0[1-9]|1[0-2])\/(\d{4})$/;
/** 'MM/AAAA' → 'AAAAMM', as atendimento_procedimento and the BPA keep it. */
export const competenciaAaaamm = (mmAaaa: string) => {
  const m = COMPETENCIA.exec(mmAaaa);
  return m ? `${m[2]}${m[1]}` : null;
};

export const relatorioPaQuantitativoProducao = defineRelatorio({
  area,
  relatorio: 'relatorio-quantitativo-producao',
  titulo: 'Quantitativo de produção',
  descricao:
    'Procedimentos faturados das FAAs fechadas, realizados no período, por código SIGTAP e CBO: o que o BPA levará (a competência restringe ao mês de faturamento).',
  permissao,
  campos: [
    { tipo: 'periodo', obrigatorio: true, rotulo: 'Período de realização' },
    { tipo: 'texto', nome: 'competencia', rotulo: 'Competência (MM/AAAA)' },
    unidade,
  ],
  filtros: filtrosRelatorio(
    { ...filtrosComuns, competencia: zOpcional(z.string().trim().regex(COMPETENCIA, 'Competência inválida (use MM/AAAA)')) },
    comPeriodo,
  ),
  colunas: [
    { chave: 'procedimento', titulo: 'Procedimento', largura: 3.2, ordenavel: true },
    { chave: 'cbo', titulo: 'CBO', largura: 0.7, ordenavel: true },
    { chave: 'ocupacao', titulo: 'Ocupação', largura: 2, ordenavel: true },
    { chave: 'competencia', titulo: 'Competência', largura: 0.8, ordenavel: true },
    quantidade('quantidade', 'Quantidade'),
    { chave: 'valorUnitario', titulo: 'Valor unitário (SIGTAP)', tipo: 'moeda', largura: 1 },
    { chave: 'valorTotal', titulo: 'Valor total', tipo: 'moeda', largura: 1, total: true, ordenavel: true },
  ],
  ordenacaoPadrao: { coluna: 'procedimento', dir: 'asc' },
  agruparPor: 'procedimento',
  orientacao: 'paisagem',
});

/** In the order of the spec's index (and of the menu). */
export const RELATORIOS_PRONTO_ATENDIMENTO = [
  relatorioPaAtendimento,
  relatorioPaClassificacaoRisco,
  relatorioPaDocumentoNaoAssinado,
  relatorioPaExameImagem,
  relatorioPaPlantao,
  relatorioPaPrescricaoInterna,
  relatorioPaProducaoMedico,
  relatorioPaQuantitativoProducao,
] as const;
