import { z } from 'zod';
import {
  CAMPO_PERIODO_OBRIGATORIO,
  type CampoRelatorio,
  type ColunaRelatorio,
  campoAutocomplete,
  colunaInteiro,
  colunaTexto,
  defineRelatorio,
  filtroId,
  filtroIdObrigatorio,
  filtroOpcaoNumerica,
  filtrosRelatorio,
  opcoesRelatorioDe,
  PERIODO_OBRIGATORIO,
} from '../../relatorio.js';
import { zOpcional } from '../../validation/zod-fields.js';
import { AMB } from './permissoes.js';

/**
 * The outpatient reports (spec 000 §2.3 "about 20 statistical and quantitative reports, index only"; issue 17):
 * one declaration each, read by the server (one SQL query in apps/api …/ambulatorio/relatorios) and by the web
 * page. Scheduling reports (this file) answer to AMB.relatorioAgenda; production and attendance reports
 * (relatorios-producao.ts) to AMB.relatorioProducao. All need a period of at most one year.
 */
export const AREA_RELATORIO_AMB = 'ambulatorio';

/** The filters' autocompletes, answered under either report permission. */
export const URL_AUTOCOMPLETE_RELATORIO_AMB = {
  unidade: '/api/ambulatorio/relatorio/unidade/autocomplete',
  especialidade: '/api/ambulatorio/relatorio/especialidade/autocomplete',
  profissional: '/api/ambulatorio/relatorio/profissional/autocomplete',
} as const;

// the core building blocks of report declarations, under the names this module's reports use
export const idOpcionalRelatorio = filtroId;
export const opcoesRelatorio = opcoesRelatorioDe;
export const opcaoRelatorio = filtroOpcaoNumerica;

export const CAMPOS_RELATORIO_AMB = {
  periodo: CAMPO_PERIODO_OBRIGATORIO,
  unidade: campoAutocomplete('unidade_id', 'Unidade', URL_AUTOCOMPLETE_RELATORIO_AMB.unidade),
  especialidade: campoAutocomplete('especialidade_id', 'Especialidade', URL_AUTOCOMPLETE_RELATORIO_AMB.especialidade),
  profissional: campoAutocomplete('profissional_id', 'Profissional', URL_AUTOCOMPLETE_RELATORIO_AMB.profissional),
};
const C = CAMPOS_RELATORIO_AMB;
const campos = [C.periodo, C.unidade, C.especialidade, C.profissional];
export const FILTROS_COMUNS_AMB = {
  unidadeId: idOpcionalRelatorio('Unidade'),
  especialidadeId: idOpcionalRelatorio('Especialidade'),
  profissionalId: idOpcionalRelatorio('Profissional'),
};
export const COM_PERIODO = PERIODO_OBRIGATORIO;
const filtros = filtrosRelatorio(FILTROS_COMUNS_AMB, COM_PERIODO);

/** Column helpers: a count with a total line, a percentage, a name. */
export const quantidadeRel = (chave: string, titulo: string, largura = 0.8) => colunaInteiro(chave, titulo, true, largura);
export const percentualRel = (chave: string, titulo: string): ColunaRelatorio => ({
  chave,
  titulo,
  tipo: 'decimal',
  largura: 0.8,
  ordenavel: true,
});
export const textoRel = (chave: string, titulo: string, largura = 1.6) => colunaTexto(chave, titulo, largura);
const unidade = textoRel('unidade', 'Unidade', 1.6);
const especialidade = textoRel('especialidade', 'Especialidade');
const profissional = textoRel('profissional', 'Profissional / serviço', 1.8);

const agenda = { area: AREA_RELATORIO_AMB, permissao: AMB.relatorioAgenda, campos, filtros };

export const relatorioAmbAgendamentoSituacao = defineRelatorio({
  ...agenda,
  relatorio: 'relatorio-agendamento-situacao',
  titulo: 'Agendamentos por situação',
  descricao: 'Agendamentos do período por unidade, especialidade e profissional, em cada situação.',
  colunas: [
    unidade,
    especialidade,
    profissional,
    quantidadeRel('agendados', 'Agendados'),
    quantidadeRel('chegaram', 'Chegaram'),
    quantidadeRel('realizados', 'Realizados'),
    quantidadeRel('faltas', 'Faltas'),
    quantidadeRel('cancelados', 'Cancelados'),
    quantidadeRel('total', 'Total'),
  ],
  ordenacaoPadrao: { coluna: 'especialidade', dir: 'asc' },
  agruparPor: 'unidade',
  orientacao: 'paisagem',
});

/** How the absenteeism is broken down. */
export const AGRUPAMENTO_ABSENTEISMO: Record<number, string> = { 1: 'Unidade', 2: 'Especialidade', 3: 'Profissional' };

export const relatorioAmbAbsenteismo = defineRelatorio({
  ...agenda,
  relatorio: 'relatorio-absenteismo',
  titulo: 'Absenteísmo',
  descricao: 'Taxa de faltas por unidade, especialidade ou profissional: faltas ÷ (realizados + faltas), nos dias já passados.',
  campos: [...campos, { tipo: 'selecao', nome: 'agrupamento', rotulo: 'Agrupar por', opcoes: opcoesRelatorio(AGRUPAMENTO_ABSENTEISMO) }],
  filtros: filtrosRelatorio({ ...FILTROS_COMUNS_AMB, agrupamento: opcaoRelatorio('Agrupar por', AGRUPAMENTO_ABSENTEISMO) }, COM_PERIODO),
  colunas: [
    textoRel('grupo', 'Unidade / especialidade / profissional', 2.4),
    quantidadeRel('realizados', 'Realizados'),
    quantidadeRel('faltas', 'Faltas'),
    percentualRel('taxa', 'Absenteísmo (%)'),
  ],
  ordenacaoPadrao: { coluna: 'taxa', dir: 'desc' },
});

export const relatorioAmbAgendamentoTipoVaga = defineRelatorio({
  ...agenda,
  relatorio: 'relatorio-agendamento-tipo-vaga',
  titulo: 'Agendamentos por tipo de vaga',
  descricao: 'Agendamentos do período (não cancelados) por tipo de vaga: primeira vez, retorno, regulada e reservada.',
  colunas: [
    especialidade,
    profissional,
    quantidadeRel('primeiraVez', 'Primeira vez'),
    quantidadeRel('retorno', 'Retorno'),
    quantidadeRel('regulada', 'Regulada'),
    quantidadeRel('reservada', 'Reservada'),
    quantidadeRel('total', 'Total'),
  ],
  ordenacaoPadrao: { coluna: 'especialidade', dir: 'asc' },
});

export const relatorioAmbVagas = defineRelatorio({
  ...agenda,
  relatorio: 'relatorio-vagas-ofertadas-ocupadas',
  titulo: 'Vagas ofertadas × ocupadas',
  descricao: 'Por agenda: dias de atendimento (sem feriados e bloqueios), vagas ofertadas, ocupadas e livres, e a ocupação.',
  colunas: [
    unidade,
    especialidade,
    profissional,
    quantidadeRel('dias', 'Dias'),
    quantidadeRel('ofertadas', 'Ofertadas'),
    quantidadeRel('ocupadas', 'Ocupadas'),
    quantidadeRel('livres', 'Livres'),
    percentualRel('ocupacao', 'Ocupação (%)'),
  ],
  ordenacaoPadrao: { coluna: 'profissional', dir: 'asc' },
  agruparPor: 'unidade',
  orientacao: 'paisagem',
});

export const relatorioAmbCancelamentoMotivo = defineRelatorio({
  ...agenda,
  relatorio: 'relatorio-cancelamento-motivo',
  titulo: 'Cancelamentos por motivo',
  descricao: 'Agendamentos cancelados no período (dia do cancelamento) por motivo; os reagendados por bloqueio formam um grupo.',
  colunas: [textoRel('motivo', 'Motivo', 3), quantidadeRel('quantidade', 'Cancelamentos')],
  ordenacaoPadrao: { coluna: 'quantidade', dir: 'desc' },
});

export const relatorioAmbBloqueioAgenda = defineRelatorio({
  ...agenda,
  relatorio: 'relatorio-bloqueio-agenda',
  titulo: 'Bloqueios de agenda',
  descricao: 'Bloqueios que tocam o período, com os agendamentos ainda ativos e os cancelados ou reagendados nos dias bloqueados.',
  colunas: [
    unidade,
    textoRel('agenda', 'Agenda', 2.2),
    { chave: 'dataInicio', titulo: 'Início', tipo: 'data', largura: 1, ordenavel: true },
    { chave: 'dataFim', titulo: 'Fim', tipo: 'data', largura: 1, ordenavel: true },
    quantidadeRel('dias', 'Dias', 0.6),
    textoRel('motivo', 'Motivo', 2),
    quantidadeRel('ativos', 'Agendamentos ativos', 1),
    quantidadeRel('cancelados', 'Cancelados / reagendados', 1),
  ],
  ordenacaoPadrao: { coluna: 'dataInicio', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioAmbAgendamentoRetroativo = defineRelatorio({
  ...agenda,
  relatorio: 'relatorio-agendamento-retroativo',
  titulo: 'Agendamentos retroativos',
  descricao: 'Agendamentos registrados depois da data (indisponibilidade do sistema): quem registrou e quando.',
  colunas: [
    { chave: 'data', titulo: 'Data', tipo: 'data', largura: 1, ordenavel: true },
    textoRel('hora', 'Hora', 0.6),
    textoRel('paciente', 'Paciente', 2),
    especialidade,
    profissional,
    textoRel('situacao', 'Situação', 0.9),
    textoRel('registradoPor', 'Registrado por', 1.6),
    { chave: 'registradoEm', titulo: 'Registrado em', tipo: 'dataHora', largura: 1.3, ordenavel: true },
  ],
  ordenacaoPadrao: { coluna: 'data', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioAmbPacienteFaltoso = defineRelatorio({
  ...agenda,
  relatorio: 'relatorio-paciente-faltoso',
  titulo: 'Pacientes faltosos',
  descricao: 'Pacientes com pelo menos o número de faltas informado no período, com telefones para contato.',
  campos: [...campos, { tipo: 'texto', nome: 'minimo_faltas', rotulo: 'Mínimo de faltas' }],
  filtros: filtrosRelatorio(
    {
      ...FILTROS_COMUNS_AMB,
      minimoFaltas: zOpcional(
        z.coerce
          .number({ error: 'Mínimo de faltas é inválido' })
          .int('Mínimo de faltas é inválido')
          .min(1, 'Mínimo de faltas deve ser maior ou igual a 1'),
      ),
    },
    COM_PERIODO,
  ),
  colunas: [
    textoRel('paciente', 'Paciente', 2.2),
    textoRel('cns', 'CNS', 1.3),
    textoRel('telefones', 'Telefones', 1.8),
    quantidadeRel('faltas', 'Faltas'),
    quantidadeRel('agendamentos', 'Agendamentos'),
    { chave: 'ultimaFalta', titulo: 'Última falta', tipo: 'data', largura: 1, ordenavel: true },
  ],
  ordenacaoPadrao: { coluna: 'faltas', dir: 'desc' },
});
/** Without the filter, "faltoso" is two absences (the settings' default alert). */
export const MINIMO_FALTAS_PADRAO = 2;

export const relatorioAmbAgendaProfissional = defineRelatorio({
  ...agenda,
  relatorio: 'relatorio-agenda-profissional',
  titulo: 'Agenda do profissional',
  descricao: 'A folha do dia do profissional: horários, pacientes, idade, telefone, tipo de vaga e situação.',
  campos: [
    C.periodo,
    { ...(C.profissional as Extract<CampoRelatorio, { tipo: 'autocomplete' }>), obrigatorio: true },
    C.unidade,
    C.especialidade,
  ],
  filtros: filtrosRelatorio(
    {
      unidadeId: idOpcionalRelatorio('Unidade'),
      especialidadeId: idOpcionalRelatorio('Especialidade'),
      profissionalId: filtroIdObrigatorio('Profissional'),
    },
    COM_PERIODO,
  ),
  colunas: [
    { chave: 'data', titulo: 'Data', tipo: 'data', largura: 1, ordenavel: true },
    textoRel('hora', 'Hora', 0.6),
    textoRel('paciente', 'Paciente', 2.2),
    textoRel('idade', 'Idade', 0.8),
    textoRel('telefones', 'Telefones', 1.5),
    textoRel('tipoVaga', 'Vaga', 1),
    textoRel('situacao', 'Situação', 0.9),
    textoRel('observacao', 'Observação', 1.6),
  ],
  ordenacaoPadrao: { coluna: 'hora', dir: 'asc' },
  agruparPor: 'data',
  orientacao: 'paisagem',
});

/** listagem-consulta-agendada-realizada: which of the scheduled consultations were realised. */
export const SITUACAO_LISTAGEM: Record<number, string> = { 1: 'Realizadas', 2: 'Não realizadas' };

export const relatorioAmbListagemConsulta = defineRelatorio({
  ...agenda,
  relatorio: 'listagem-consulta-agendada-realizada',
  titulo: 'Consultas agendadas e realizadas',
  descricao: 'Consultas agendadas no período (não canceladas) e se foram realizadas, por unidade, especialidade e profissional.',
  campos: [...campos, { tipo: 'selecao', nome: 'situacao', rotulo: 'Situação', opcoes: opcoesRelatorio(SITUACAO_LISTAGEM) }],
  filtros: filtrosRelatorio({ ...FILTROS_COMUNS_AMB, situacao: opcaoRelatorio('Situação', SITUACAO_LISTAGEM) }, COM_PERIODO),
  colunas: [
    { chave: 'data', titulo: 'Data', tipo: 'data', largura: 1, ordenavel: true },
    textoRel('hora', 'Hora', 0.6),
    textoRel('paciente', 'Paciente', 2.2),
    especialidade,
    profissional,
    textoRel('tipoVaga', 'Vaga', 1),
    textoRel('situacao', 'Situação', 0.9),
    quantidadeRel('agendada', 'Agendada', 0.7),
    quantidadeRel('realizada', 'Realizada', 0.7),
  ],
  ordenacaoPadrao: { coluna: 'hora', dir: 'asc' },
  agruparPor: 'data',
  orientacao: 'paisagem',
});

export const RELATORIOS_AGENDA_AMBULATORIO = [
  relatorioAmbAgendamentoSituacao,
  relatorioAmbAbsenteismo,
  relatorioAmbAgendamentoTipoVaga,
  relatorioAmbVagas,
  relatorioAmbCancelamentoMotivo,
  relatorioAmbBloqueioAgenda,
  relatorioAmbAgendamentoRetroativo,
  relatorioAmbPacienteFaltoso,
  relatorioAmbAgendaProfissional,
  relatorioAmbListagemConsulta,
] as const;
