import {
  CAMPO_PERIODO_OBRIGATORIO,
  type CampoRelatorio,
  type ColunaRelatorio,
  campoAutocomplete,
  campoSelecao,
  colunaData,
  colunaInteiro,
  colunaMoeda,
  colunaTexto,
  defineRelatorio,
  filtroId,
  filtroIdObrigatorio,
  filtroOpcaoNumerica,
  filtrosRelatorio,
  PERIODO_OBRIGATORIO,
  type RelatorioDef,
} from '../../relatorio.js';
import { SETORES_LABORATORIO, SITUACOES_EXAME_LAB } from './opcoes.js';
import { permissaoRelatorioLaboratorio, RELATORIOS_EXAME_LABORATORIAL_NOMES, type RelatorioExameLaboratorial } from './permissoes.js';

/**
 * The laboratory reports (spec 000 §2.3 exame-laboratorial "Index reports"): one declaration each, read by the
 * server (one SQL query in apps/api …/exame-laboratorial/relatorios) and by the web page. The laboratory filter is
 * the scheduling's (where the exam was booked and collected), the unit filter the requesting unit (whose quota it
 * spends); the period is the scheduled day unless the report says otherwise (result, collection).
 */
const area = 'exame-laboratorial';

export const URL_AUTOCOMPLETE_RELATORIO_LAB = {
  laboratorio: '/api/exame-laboratorial/relatorio/laboratorio/autocomplete',
  unidade: '/api/exame-laboratorial/relatorio/unidade/autocomplete',
  exame: '/api/exame-laboratorial/relatorio/exame/autocomplete',
  paciente: '/api/exame-laboratorial/relatorio/paciente/autocomplete',
} as const;

/** The names of SITUACAO_EXAME_LAB and SETORES_LABORATORIO, as the SQL labels them. */
export const SITUACAO_EXAME_RELATORIO: Record<number, string> = Object.fromEntries(SITUACOES_EXAME_LAB.map((s) => [s.value, s.label]));
export const SETOR_RELATORIO: Record<number, string> = Object.fromEntries(SETORES_LABORATORIO.map((s) => [s.value, s.label]));
/** The blocked exams are these two statuses. */
export const BLOQUEIO_RELATORIO: Record<number, string> = { 3: 'Amostra não coletada', 7: 'Cancelado' };

const laboratorio = campoAutocomplete('laboratorio_id', 'Laboratório', URL_AUTOCOMPLETE_RELATORIO_LAB.laboratorio);
const unidade = campoAutocomplete('unidade_id', 'Unidade solicitante', URL_AUTOCOMPLETE_RELATORIO_LAB.unidade);
const exame = campoAutocomplete('exame_id', 'Exame', URL_AUTOCOMPLETE_RELATORIO_LAB.exame);
const comuns = { laboratorioId: filtroId('Laboratório'), unidadeId: filtroId('Unidade solicitante') };
const comExame = { ...comuns, exameId: filtroId('Exame') };

const relatorio = (slug: RelatorioExameLaboratorial) => ({
  area,
  relatorio: slug,
  titulo: RELATORIOS_EXAME_LABORATORIAL_NOMES[slug],
  permissao: permissaoRelatorioLaboratorio(slug),
});

const colData = colunaData('data', 'Data');
const colNumero = colunaTexto('numero', 'Agendamento', 0.9);
const colPaciente = colunaTexto('paciente', 'Paciente', 2);
const colExame = colunaTexto('exame', 'Exame', 2);
const colUnidade = colunaTexto('unidade', 'Unidade solicitante', 1.6);
const colLaboratorio = colunaTexto('laboratorio', 'Laboratório', 1.5);
const colSituacao = colunaTexto('situacao', 'Situação', 1.1);
const colSigtap = colunaTexto('procedimento', 'SIGTAP', 0.9);
const campos = (...extra: CampoRelatorio[]): CampoRelatorio[] => [CAMPO_PERIODO_OBRIGATORIO, laboratorio, unidade, ...extra];

export const relatorioLabExameBloqueado = defineRelatorio({
  ...relatorio('relatorio-exame-bloqueado'),
  descricao:
    'Exames agendados no período que não seguem: amostra não coletada (com o motivo da não coleta) ou cancelados (com o motivo e quem cancelou).',
  campos: campos(exame, campoSelecao('situacao', 'Situação', BLOQUEIO_RELATORIO)),
  filtros: filtrosRelatorio({ ...comExame, situacao: filtroOpcaoNumerica('Situação', BLOQUEIO_RELATORIO) }, PERIODO_OBRIGATORIO),
  colunas: [colLaboratorio, colData, colNumero, colPaciente, colExame, colUnidade, colSituacao, colunaTexto('motivo', 'Motivo', 2)],
  ordenacaoPadrao: { coluna: 'data', dir: 'asc' },
  agruparPor: 'laboratorio',
  orientacao: 'paisagem',
});

export const relatorioLabPacienteAtendido = defineRelatorio({
  ...relatorio('relatorio-paciente-atendido'),
  descricao:
    'Pacientes com coleta realizada no período (agendamentos com ao menos um exame coletado, com resultado ou entregue), por unidade solicitante: quantos atendimentos e exames.',
  campos: campos(),
  filtros: filtrosRelatorio(comuns, PERIODO_OBRIGATORIO),
  colunas: [
    colUnidade,
    colPaciente,
    colunaTexto('cns', 'CNS', 1.1),
    colunaData('nascimento', 'Nascimento'),
    colunaInteiro('atendimentos', 'Atendimentos', true, 0.8),
    colunaInteiro('exames', 'Exames', true, 0.7),
    colunaData('ultimo', 'Último atendimento'),
  ],
  ordenacaoPadrao: { coluna: 'paciente', dir: 'asc' },
  agruparPor: 'unidade',
});

export const relatorioLabCotaConsumo = defineRelatorio({
  ...relatorio('relatorio-cota-consumo'),
  descricao:
    'Por unidade solicitante, laboratório e mês (competências do período): a cota em exames e o teto financeiro, o consumido (exames agendados no mês, exceto cancelados, ao valor SIGTAP do agendamento) e o saldo. Unidades que agendaram sem cota aparecem com cota vazia.',
  campos: campos(),
  filtros: filtrosRelatorio(comuns, PERIODO_OBRIGATORIO),
  colunas: [
    colunaTexto('competencia', 'Mês', 0.7),
    colUnidade,
    colLaboratorio,
    colunaInteiro('cota', 'Cota (exames)', true, 0.8),
    colunaInteiro('quantidade', 'Agendados', true, 0.8),
    colunaInteiro('saldo', 'Saldo', true, 0.7),
    colunaMoeda('teto', 'Teto (R$)', true),
    colunaMoeda('valor', 'Consumido (R$)', true),
    colunaMoeda('saldoValor', 'Saldo (R$)', true),
  ],
  ordenacaoPadrao: { coluna: 'competencia', dir: 'asc' },
  orientacao: 'paisagem',
});

const colunasSituacao: ColunaRelatorio[] = [
  colunaInteiro('agendado', 'Agendado', true, 0.7),
  colunaInteiro('coletado', 'Coletado', true, 0.7),
  colunaInteiro('naoColetado', 'Não coletado', true, 0.7),
  colunaInteiro('lancado', 'Resultado lançado', true, 0.8),
  colunaInteiro('liberado', 'Liberado', true, 0.7),
  colunaInteiro('entregue', 'Entregue', true, 0.7),
  colunaInteiro('cancelado', 'Cancelado', true, 0.7),
  colunaInteiro('total', 'Total', true, 0.6),
];

export const relatorioLabExameSolicitadoStatus = defineRelatorio({
  ...relatorio('exame-solicitado-status'),
  descricao: 'Exames agendados no período, por exame, contados em cada situação (do agendamento à entrega, e os cancelados).',
  campos: campos(exame),
  filtros: filtrosRelatorio(comExame, PERIODO_OBRIGATORIO),
  colunas: [colExame, colSigtap, ...colunasSituacao],
  ordenacaoPadrao: { coluna: 'exame', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioLabExameProducao = defineRelatorio({
  ...relatorio('exame-producao'),
  descricao:
    'Exames com resultado lançado no período (data do lançamento; resultados cancelados não contam): paciente, exame, setor da bancada, quem executou (o laboratório ou o de apoio) e a situação.',
  campos: campos(exame, campoSelecao('setor', 'Setor', SETOR_RELATORIO)),
  filtros: filtrosRelatorio({ ...comExame, setor: filtroOpcaoNumerica('Setor', SETOR_RELATORIO) }, PERIODO_OBRIGATORIO),
  colunas: [
    colunaData('data', 'Lançado em'),
    colNumero,
    colPaciente,
    colExame,
    colunaTexto('setor', 'Setor', 1),
    colunaTexto('executor', 'Executado por', 1.5),
    colunaTexto('origem', 'Origem', 0.8),
    colSituacao,
  ],
  ordenacaoPadrao: { coluna: 'data', dir: 'asc' },
  orientacao: 'paisagem',
});

/** Money counts the exams collected onwards (collected, entered, signed, delivered): what the laboratory performed. */
const REALIZADOS = 'exames coletados em diante (coletado, resultado lançado, liberado, entregue)';

export const relatorioLabFinanceiroPaciente = defineRelatorio({
  ...relatorio('relatorio-financeiro-paciente'),
  descricao: `Por paciente, os ${REALIZADOS} agendados no período e o valor SIGTAP somado.`,
  campos: campos(),
  filtros: filtrosRelatorio(comuns, PERIODO_OBRIGATORIO),
  colunas: [
    colPaciente,
    colunaTexto('cns', 'CNS', 1.1),
    colunaInteiro('exames', 'Exames', true, 0.7),
    colunaMoeda('valor', 'Valor (R$)', true),
  ],
  ordenacaoPadrao: { coluna: 'paciente', dir: 'asc' },
});

export const relatorioLabColetaRealizada = defineRelatorio({
  ...relatorio('relatorio-coleta-realizada'),
  descricao: 'Amostras coletadas no período (data da coleta): paciente, material, tubo, exames da amostra, quem coletou e onde.',
  campos: campos(),
  filtros: filtrosRelatorio(comuns, PERIODO_OBRIGATORIO),
  colunas: [
    { chave: 'coletadaEm', titulo: 'Coletada em', tipo: 'dataHora', largura: 1.1, ordenavel: true },
    colNumero,
    colPaciente,
    colunaTexto('material', 'Material', 0.8),
    colunaTexto('recipiente', 'Tubo', 1),
    colunaTexto('exames', 'Exames', 1.6, false),
    colunaTexto('coletador', 'Coletado por', 1.4),
    colunaTexto('local', 'Local da coleta', 1.3),
  ],
  ordenacaoPadrao: { coluna: 'coletadaEm', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioLabFinanceiroExame = defineRelatorio({
  ...relatorio('relatorio-financeiro-exame'),
  descricao: `Por exame e valor SIGTAP do agendamento, os ${REALIZADOS} agendados no período: quantidade × valor unitário.`,
  campos: campos(exame),
  filtros: filtrosRelatorio(comExame, PERIODO_OBRIGATORIO),
  colunas: [
    colSigtap,
    colExame,
    colunaInteiro('quantidade', 'Quantidade', true, 0.8),
    colunaMoeda('valorUnitario', 'Valor unitário (R$)'),
    colunaMoeda('total', 'Total (R$)', true),
  ],
  ordenacaoPadrao: { coluna: 'exame', dir: 'asc' },
});

export const relatorioLabHistoricoPaciente = defineRelatorio({
  ...relatorio('relatorio-historico-paciente'),
  descricao:
    'Todos os exames agendados para o paciente (período opcional e sem limite de um ano), com a situação e, quando lançado, os valores do resultado vigente (fora da faixa marcados com ↑ ou ↓).',
  campos: [
    campoAutocomplete('paciente_id', 'Paciente', URL_AUTOCOMPLETE_RELATORIO_LAB.paciente, true),
    { tipo: 'periodo' },
    laboratorio,
    exame,
  ],
  filtros: filtrosRelatorio(
    { pacienteId: filtroIdObrigatorio('Paciente'), laboratorioId: filtroId('Laboratório'), exameId: filtroId('Exame') },
    { periodo: { limiteUmAno: false } },
  ),
  colunas: [colData, colNumero, colExame, colLaboratorio, colSituacao, colunaTexto('resultado', 'Resultado', 3.5, false)],
  ordenacaoPadrao: { coluna: 'data', dir: 'desc' },
  orientacao: 'paisagem',
});

export const relatorioLabQuantitativoProducao = defineRelatorio({
  ...relatorio('relatorio-quantitativo-producao'),
  descricao:
    'Quantos exames tiveram resultado lançado no período (data do lançamento), por setor da bancada e exame, e quantos deles foram importados de laboratório de apoio.',
  campos: campos(campoSelecao('setor', 'Setor', SETOR_RELATORIO)),
  filtros: filtrosRelatorio({ ...comuns, setor: filtroOpcaoNumerica('Setor', SETOR_RELATORIO) }, PERIODO_OBRIGATORIO),
  colunas: [
    colunaTexto('setor', 'Setor', 1),
    colExame,
    colunaInteiro('quantidade', 'Exames', true, 0.7),
    colunaInteiro('importados', 'Importados', true, 0.7),
  ],
  ordenacaoPadrao: { coluna: 'exame', dir: 'asc' },
  agruparPor: 'setor',
});

export const relatorioLabQuantitativoExameSolicitado = defineRelatorio({
  ...relatorio('relatorio-quantitativo-exame-solicitado'),
  descricao: 'Quantos exames cada unidade solicitante agendou no período, por exame: os válidos e os cancelados à parte.',
  campos: campos(exame),
  filtros: filtrosRelatorio(comExame, PERIODO_OBRIGATORIO),
  colunas: [
    colUnidade,
    colExame,
    colunaInteiro('solicitados', 'Solicitados', true, 0.8),
    colunaInteiro('cancelados', 'Cancelados', true, 0.8),
  ],
  ordenacaoPadrao: { coluna: 'exame', dir: 'asc' },
  agruparPor: 'unidade',
});

export const relatorioLabExameLaboratorioApoio = defineRelatorio({
  ...relatorio('relatorio-exame-laboratorio-apoio'),
  descricao:
    'Exames agendados no período cuja execução é de um laboratório de apoio: o código que ele usa, a situação e se o resultado já voltou (importado do arquivo e quando).',
  campos: [
    CAMPO_PERIODO_OBRIGATORIO,
    campoAutocomplete('apoio_id', 'Laboratório de apoio', URL_AUTOCOMPLETE_RELATORIO_LAB.laboratorio),
    unidade,
    exame,
  ],
  filtros: filtrosRelatorio(
    { apoioId: filtroId('Laboratório de apoio'), unidadeId: filtroId('Unidade solicitante'), exameId: filtroId('Exame') },
    PERIODO_OBRIGATORIO,
  ),
  colunas: [
    colData,
    colNumero,
    colPaciente,
    colExame,
    colunaTexto('codigo', 'Código no apoio', 0.9),
    colSituacao,
    { chave: 'retornoEm', titulo: 'Resultado recebido em', tipo: 'dataHora', largura: 1.1, ordenavel: true },
    colunaTexto('apoio', 'Laboratório de apoio', 1.5),
  ],
  ordenacaoPadrao: { coluna: 'data', dir: 'asc' },
  agruparPor: 'apoio',
  orientacao: 'paisagem',
});

/** Every report of the laboratory, in the order of RELATORIOS_EXAME_LABORATORIAL_NOMES (the menu's). */
export const RELATORIOS_EXAME_LABORATORIAL: readonly RelatorioDef[] = [
  relatorioLabExameBloqueado,
  relatorioLabPacienteAtendido,
  relatorioLabCotaConsumo,
  relatorioLabExameSolicitadoStatus,
  relatorioLabExameProducao,
  relatorioLabFinanceiroPaciente,
  relatorioLabColetaRealizada,
  relatorioLabFinanceiroExame,
  relatorioLabHistoricoPaciente,
  relatorioLabQuantitativoProducao,
  relatorioLabQuantitativoExameSolicitado,
  relatorioLabExameLaboratorioApoio,
] as RelatorioDef[];
