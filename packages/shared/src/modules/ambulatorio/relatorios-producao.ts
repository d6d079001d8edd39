import { defineRelatorio, filtrosRelatorio } from '../../relatorio.js';
import { AMB } from './permissoes.js';
import {
  AREA_RELATORIO_AMB,
  CAMPOS_RELATORIO_AMB as C,
  COM_PERIODO,
  FILTROS_COMUNS_AMB,
  percentualRel,
  quantidadeRel,
  RELATORIOS_AGENDA_AMBULATORIO,
  textoRel,
} from './relatorios.js';

/**
 * The production and attendance reports of the outpatient clinic (issue 17): the doctor's attendances
 * (ambulatorio_atendimento and its diagnoses), the nursing attendances and procedures, and the arrivals. Periods
 * are Brasília days of when the thing happened (finished, recorded, arrived).
 */
const campos = [C.periodo, C.unidade, C.especialidade, C.profissional];
const producao = {
  area: AREA_RELATORIO_AMB,
  permissao: AMB.relatorioProducao,
  campos,
  filtros: filtrosRelatorio(FILTROS_COMUNS_AMB, COM_PERIODO),
};
const minutos = (chave: string, titulo: string) => percentualRel(chave, titulo);

/**
 * Vital signs out of the adult reference range (pre-consultation report): blood pressure ≥ 140/90 or < 90/60
 * (SBC 2020 guideline), heart rate outside 50-100, respiratory rate outside 12-20, temperature ≥ 37.8 °C or
 * < 35 °C, SpO₂ < 95 %, capillary glucose < 70 or ≥ 200 mg/dL.
 */
export const FAIXAS_SINAIS_VITAIS = {
  paSistolica: { min: 90, max: 139, rotuloBaixo: 'PA sistólica baixa', rotuloAlto: 'PA sistólica elevada' },
  paDiastolica: { min: 60, max: 89, rotuloBaixo: 'PA diastólica baixa', rotuloAlto: 'PA diastólica elevada' },
  frequenciaCardiaca: { min: 50, max: 100, rotuloBaixo: 'Bradicardia', rotuloAlto: 'Taquicardia' },
  frequenciaRespiratoria: { min: 12, max: 20, rotuloBaixo: 'Bradipneia', rotuloAlto: 'Taquipneia' },
  temperatura: { min: 35, max: 37.7, rotuloBaixo: 'Hipotermia', rotuloAlto: 'Febre' },
  saturacao: { min: 95, max: 100, rotuloBaixo: 'Saturação baixa', rotuloAlto: 'Saturação acima de 100' },
  glicemia: { min: 70, max: 199, rotuloBaixo: 'Hipoglicemia', rotuloAlto: 'Hiperglicemia' },
} as const;

export const relatorioAmbProducaoProfissional = defineRelatorio({
  ...producao,
  relatorio: 'relatorio-producao-profissional',
  titulo: 'Produção por profissional',
  descricao:
    'Consultas finalizadas, pré-consultas e atendimentos de procedimento de cada profissional, por CBO, e a quantidade de procedimentos SIGTAP de enfermagem.',
  colunas: [
    textoRel('profissional', 'Profissional', 2.2),
    textoRel('cbo', 'CBO', 2),
    quantidadeRel('consultas', 'Consultas'),
    quantidadeRel('preConsultas', 'Pré-consultas'),
    quantidadeRel('visitas', 'Atendimentos de procedimento', 1.1),
    quantidadeRel('total', 'Total de atendimentos', 1),
    quantidadeRel('procedimentos', 'Procedimentos SIGTAP de enfermagem', 1.2),
  ],
  ordenacaoPadrao: { coluna: 'profissional', dir: 'asc' },
});

export const relatorioAmbAtendimentoCbo = defineRelatorio({
  ...producao,
  relatorio: 'relatorio-atendimento-cbo',
  titulo: 'Atendimentos por CBO',
  descricao: 'Consultas e atendimentos de enfermagem pela ocupação (CBO) de quem atendeu.',
  colunas: [
    textoRel('cbo', 'CBO', 0.8),
    textoRel('ocupacao', 'Ocupação', 2.6),
    quantidadeRel('consultas', 'Consultas'),
    quantidadeRel('enfermagem', 'Atendimentos de enfermagem', 1.1),
    quantidadeRel('total', 'Total'),
  ],
  ordenacaoPadrao: { coluna: 'cbo', dir: 'asc' },
});

export const relatorioAmbTempoEspera = defineRelatorio({
  ...producao,
  relatorio: 'relatorio-tempo-espera',
  titulo: 'Tempo de espera',
  descricao: 'Por especialidade, em minutos: da chegada à primeira chamada e da chamada ao fim do atendimento (mediana e média).',
  colunas: [
    textoRel('especialidade', 'Especialidade', 1.8),
    quantidadeRel('chegadas', 'Chegadas'),
    quantidadeRel('chamados', 'Chamados'),
    quantidadeRel('finalizados', 'Finalizados'),
    minutos('chegadaChamadaMediana', 'Chegada → chamada (mediana)'),
    minutos('chegadaChamadaMedia', 'Chegada → chamada (média)'),
    minutos('chamadaFimMediana', 'Chamada → fim (mediana)'),
    minutos('chamadaFimMedia', 'Chamada → fim (média)'),
  ],
  ordenacaoPadrao: { coluna: 'especialidade', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioAmbConsultaFinalizada = defineRelatorio({
  ...producao,
  relatorio: 'relatorio-consulta-finalizada',
  titulo: 'Consultas finalizadas',
  descricao: 'Consultas finalizadas no período, com o CID principal, se agendada ou demanda espontânea, e o procedimento faturado.',
  colunas: [
    { chave: 'finalizadaEm', titulo: 'Finalizada em', tipo: 'dataHora', largura: 1.3, ordenavel: true },
    textoRel('paciente', 'Paciente', 2),
    textoRel('idade', 'Idade', 0.7),
    textoRel('especialidade', 'Especialidade', 1.4),
    textoRel('profissional', 'Profissional', 1.7),
    textoRel('cidPrincipal', 'CID principal', 2),
    textoRel('origem', 'Origem', 1),
    textoRel('procedimento', 'Procedimento', 1),
    quantidadeRel('quantidade', 'Qtd.', 0.5),
  ],
  ordenacaoPadrao: { coluna: 'finalizadaEm', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioAmbEstatisticoConsulta = defineRelatorio({
  ...producao,
  relatorio: 'relatorio-estatistico-consulta',
  titulo: 'Estatístico de consultas',
  descricao: 'Por mês e especialidade: agendadas, realizadas, faltas, consultas de agendados e de demanda espontânea.',
  colunas: [
    textoRel('mes', 'Mês', 0.8),
    textoRel('especialidade', 'Especialidade', 1.8),
    quantidadeRel('agendadas', 'Agendadas'),
    quantidadeRel('realizadas', 'Realizadas'),
    quantidadeRel('faltas', 'Faltas'),
    quantidadeRel('consultasAgendadas', 'Consultas de agendados', 1),
    quantidadeRel('demandaEspontanea', 'Demanda espontânea', 1),
    quantidadeRel('consultas', 'Total de consultas', 1),
  ],
  ordenacaoPadrao: { coluna: 'mes', dir: 'asc' },
  agruparPor: 'mes',
  orientacao: 'paisagem',
});

export const relatorioAmbQuantitativoCid = defineRelatorio({
  ...producao,
  relatorio: 'relatorio-quantitativo-cid',
  titulo: 'Quantitativo por CID',
  descricao: 'CIDs registrados nas consultas finalizadas: consultas, pacientes distintos e vezes como diagnóstico principal.',
  colunas: [
    textoRel('cid', 'CID', 3),
    quantidadeRel('consultas', 'Consultas'),
    quantidadeRel('pacientes', 'Pacientes'),
    quantidadeRel('principal', 'Como principal', 0.9),
  ],
  ordenacaoPadrao: { coluna: 'consultas', dir: 'desc' },
});

export const relatorioAmbProducaoAmbulatorial = defineRelatorio({
  ...producao,
  relatorio: 'relatorio-producao-ambulatorial',
  titulo: 'Produção ambulatorial (SIGTAP)',
  descricao:
    'Procedimentos SIGTAP do período: a consulta de cada atendimento (o procedimento do fechamento ou, sem ele, a consulta pelo CBO) e os procedimentos de enfermagem, com o valor ambulatorial.',
  colunas: [
    textoRel('codigo', 'Código', 0.9),
    textoRel('procedimento', 'Procedimento', 3),
    textoRel('origem', 'Origem', 0.9),
    quantidadeRel('quantidade', 'Quantidade'),
    { chave: 'valorUnitario', titulo: 'Valor unitário', tipo: 'moeda', largura: 0.9, ordenavel: true },
    { chave: 'valorTotal', titulo: 'Valor total', tipo: 'moeda', largura: 1, total: true, ordenavel: true },
  ],
  ordenacaoPadrao: { coluna: 'codigo', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioAmbPreConsulta = defineRelatorio({
  ...producao,
  relatorio: 'relatorio-pre-consulta',
  titulo: 'Pré-consultas com sinais vitais alterados',
  descricao: 'Pré-consultas com algum sinal vital fora da faixa de referência do adulto, com as alterações encontradas.',
  colunas: [
    { chave: 'registradaEm', titulo: 'Registrada em', tipo: 'dataHora', largura: 1.3, ordenavel: true },
    textoRel('paciente', 'Paciente', 2),
    textoRel('pa', 'PA (mmHg)', 0.8),
    { chave: 'frequenciaCardiaca', titulo: 'FC', tipo: 'inteiro', largura: 0.5, ordenavel: true },
    { chave: 'temperatura', titulo: 'Temp. (°C)', tipo: 'decimal', largura: 0.6, ordenavel: true },
    { chave: 'saturacao', titulo: 'SpO₂ (%)', tipo: 'inteiro', largura: 0.6, ordenavel: true },
    { chave: 'glicemia', titulo: 'Glicemia', tipo: 'inteiro', largura: 0.6, ordenavel: true },
    textoRel('alteracoes', 'Alterações', 2.4),
    textoRel('profissional', 'Profissional', 1.6),
  ],
  ordenacaoPadrao: { coluna: 'registradaEm', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioAmbFaixaEtariaSexo = defineRelatorio({
  ...producao,
  relatorio: 'relatorio-faixa-etaria-sexo',
  titulo: 'Atendimentos por faixa etária e sexo',
  descricao: 'Consultas finalizadas pela idade do paciente no dia e pelo sexo do cadastro.',
  colunas: [
    textoRel('faixa', 'Faixa etária', 1.8),
    quantidadeRel('masculino', 'Masculino'),
    quantidadeRel('feminino', 'Feminino'),
    quantidadeRel('ignorado', 'Não informado'),
    quantidadeRel('total', 'Total'),
  ],
  ordenacaoPadrao: { coluna: 'faixa', dir: 'asc' },
});

export const relatorioAmbDemandaEspontanea = defineRelatorio({
  ...producao,
  relatorio: 'relatorio-demanda-espontanea-agendada',
  titulo: 'Demanda espontânea × agendada',
  descricao: 'Chegadas à recepção do período por especialidade e profissional: com agendamento e sem (demanda espontânea).',
  colunas: [
    textoRel('especialidade', 'Especialidade', 1.6),
    textoRel('profissional', 'Profissional', 1.8),
    quantidadeRel('agendadas', 'Agendadas'),
    quantidadeRel('demandaEspontanea', 'Demanda espontânea', 1),
    quantidadeRel('total', 'Total'),
    percentualRel('percentualEspontanea', 'Espontânea (%)'),
  ],
  ordenacaoPadrao: { coluna: 'especialidade', dir: 'asc' },
});

export const relatorioAmbPrimeiraVezRetorno = defineRelatorio({
  ...producao,
  relatorio: 'relatorio-primeira-vez-retorno',
  titulo: 'Primeira vez × retorno',
  descricao: 'Consultas agendadas realizadas no período pelo tipo de vaga: primeira vez, retorno e as demais (regulada, reservada).',
  colunas: [
    textoRel('especialidade', 'Especialidade', 1.6),
    textoRel('profissional', 'Profissional / serviço', 1.8),
    quantidadeRel('primeiraVez', 'Primeira vez'),
    quantidadeRel('retorno', 'Retorno'),
    quantidadeRel('outras', 'Regulada / reservada', 1),
    quantidadeRel('total', 'Total'),
    percentualRel('percentualRetorno', 'Retorno (%)'),
  ],
  ordenacaoPadrao: { coluna: 'especialidade', dir: 'asc' },
});

export const RELATORIOS_PRODUCAO_AMBULATORIO = [
  relatorioAmbProducaoProfissional,
  relatorioAmbAtendimentoCbo,
  relatorioAmbTempoEspera,
  relatorioAmbConsultaFinalizada,
  relatorioAmbEstatisticoConsulta,
  relatorioAmbQuantitativoCid,
  relatorioAmbProducaoAmbulatorial,
  relatorioAmbPreConsulta,
  relatorioAmbFaixaEtariaSexo,
  relatorioAmbDemandaEspontanea,
  relatorioAmbPrimeiraVezRetorno,
] as const;

/** Every outpatient report (the module's `relatorios`, its menu group and its routes). */
export const RELATORIOS_AMBULATORIO = [...RELATORIOS_AGENDA_AMBULATORIO, ...RELATORIOS_PRODUCAO_AMBULATORIO];
