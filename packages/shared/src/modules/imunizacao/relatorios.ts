import {
  CAMPO_PERIODO_OBRIGATORIO,
  type CampoRelatorio,
  campoAutocomplete,
  campoSelecao,
  colunaData,
  colunaInteiro,
  colunaTexto,
  defineRelatorio,
  filtroId,
  filtroOpcao,
  filtroOpcaoNumerica,
  filtrosRelatorio,
  PERIODO_OBRIGATORIO,
} from '../../relatorio.js';
import { hojeIso } from '../../validation/datas.js';
import { zData, zOpcional } from '../../validation/zod-fields.js';
import type { CodigoDose, RefDose } from './calendario.tipos.js';
import { ESTRATEGIAS_VACINACAO } from './codigos.js';
import { permissaoRelatorioImunizacao, RELATORIOS_IMUNIZACAO_NOMES, type RelatorioImunizacao } from './permissoes.js';

/**
 * The immunization reports (spec 000 §2.3 imunizacao "Index reports", plus the coverage of issue 20): one declaration
 * each, read by the server (one SQL query in apps/api …/imunizacao/relatorios) and by the web page. A room filter is a
 * cost centre of a vaccination room (sala_vacinacao); without it every room of the municipality.
 */
const area = 'imunizacao';

export const URL_AUTOCOMPLETE_RELATORIO_IMU = {
  sala: '/api/imunizacao/relatorio/sala/autocomplete',
  vacina: '/api/imunizacao/relatorio/vacina/autocomplete',
} as const;

export const ESTRATEGIA_RELATORIO: Record<number, string> = Object.fromEntries(ESTRATEGIAS_VACINACAO.map((e) => [e.codigo, e.nome]));

/**
 * The age groups of the coverage indicators, in completed months at the dose (PNI: "menor de 1 ano", "1 ano", "4
 * anos"); the target population a municipality types is per year and group.
 */
export const FAIXAS_COBERTURA = {
  menor1: { nome: 'Menor de 1 ano', mesesDe: 0, mesesAte: 12 },
  ano1: { nome: '1 ano', mesesDe: 12, mesesAte: 24 },
  anos4: { nome: '4 anos', mesesDe: 48, mesesAte: 60 },
} as const;
export type FaixaCobertura = keyof typeof FAIXAS_COBERTURA;
export const FAIXA_COBERTURA_NOME: Record<string, string> = Object.fromEntries(
  Object.entries(FAIXAS_COBERTURA).map(([k, f]) => [k, f.nome]),
);

export interface IndicadorCobertura {
  /** The dose that completes the scheme in the age group, and what else counts as it (a combined product). */
  dose: RefDose;
  contam?: RefDose[];
  faixa: FaixaCobertura;
  nome: string;
  /** The PNI goal, in percent (90 for BCG and rotavirus, 95 for the others). */
  meta: number;
}

const ind = (sigla: string, dose: CodigoDose, faixa: FaixaCobertura, nome: string, meta = 95, contam?: RefDose[]): IndicadorCobertura => ({
  dose: { sigla, dose },
  faixa,
  nome,
  meta,
  ...(contam ? { contam } : {}),
});

/**
 * The coverage indicators of the child calendar (the PNI's "coberturas vacinais" panel): the final dose of each
 * scheme by the age group it is measured in. The calendar sigla of each product (vacina.calendario_sigla) is matched.
 */
export const INDICADORES_COBERTURA: readonly IndicadorCobertura[] = [
  ind('BCG', 'DU', 'menor1', 'BCG', 90),
  ind('HB', 'DN', 'menor1', 'Hepatite B (ao nascer, até 30 dias)'),
  ind('VORH', 'D2', 'menor1', 'Rotavírus humano — 2ª dose', 90),
  ind('PENTA', 'D3', 'menor1', 'Penta — 3ª dose'),
  ind('VIP', 'D3', 'menor1', 'Poliomielite (VIP) — 3ª dose'),
  ind('VPC10', 'D2', 'menor1', 'Pneumocócica 10V — 2ª dose'),
  ind('MENC', 'D2', 'menor1', 'Meningocócica C — 2ª dose'),
  ind('FA', 'D1', 'menor1', 'Febre amarela — 1ª dose'),
  ind('SCR', 'D1', 'ano1', 'Tríplice viral — 1ª dose'),
  ind('SCR', 'D2', 'ano1', 'Tríplice viral — 2ª dose (ou tetraviral)', 95, [{ sigla: 'SCRV', dose: 'DU' }]),
  ind('VPC10', 'REF', 'ano1', 'Pneumocócica 10V — reforço'),
  ind('MENC', 'REF', 'ano1', 'Meningocócica C — reforço'),
  ind('VIP', 'REF', 'ano1', 'Poliomielite (VIP) — reforço'),
  ind('DTP', 'REF1', 'ano1', 'DTP — 1º reforço'),
  ind('HA', 'DU', 'ano1', 'Hepatite A'),
  ind('VZ', 'D1', 'ano1', 'Varicela — 1ª dose', 95, [{ sigla: 'SCRV', dose: 'DU' }]),
  ind('DTP', 'REF2', 'anos4', 'DTP — 2º reforço'),
  ind('FA', 'REF', 'anos4', 'Febre amarela — reforço'),
  ind('VZ', 'D2', 'anos4', 'Varicela — 2ª dose'),
];

/** The doses as the reports name them; the consolidated report has one column per group of these. */
export const DOSE_RELATORIO: Record<CodigoDose, string> = {
  DN: 'Ao nascer',
  D1: 'D1',
  D2: 'D2',
  D3: 'D3',
  REF: 'Reforço',
  REF1: '1º reforço',
  REF2: '2º reforço',
  DU: 'Dose única',
  DP: 'Dose periódica',
};

export const FONTE_POPULACAO = { informada: 'Informada', estimada: 'Estimada (pacientes cadastrados)' } as const;

const sala = campoAutocomplete('centro_custo_id', 'Sala de vacinação', URL_AUTOCOMPLETE_RELATORIO_IMU.sala);
const vacina = campoAutocomplete('vacina_id', 'Vacina', URL_AUTOCOMPLETE_RELATORIO_IMU.vacina);
const estrategia = campoSelecao('estrategia', 'Estratégia', ESTRATEGIA_RELATORIO);
/** One date, typed like the warehouse's position report (no date widget of its own in the engine). */
const dataReferencia = (rotulo: string): CampoRelatorio => ({ tipo: 'texto', nome: 'data_referencia', rotulo });
const filtroDataReferencia = (rotulo: string) => zOpcional(zData(rotulo, { max: () => hojeIso() }));

const comuns = { centroCustoId: filtroId('Sala de vacinação'), vacinaId: filtroId('Vacina') };

const relatorio = (slug: RelatorioImunizacao) => ({
  area,
  relatorio: `relatorio-${slug}`,
  titulo: RELATORIOS_IMUNIZACAO_NOMES[slug],
  permissao: permissaoRelatorioImunizacao(slug),
});

const colSala = colunaTexto('sala', 'Sala', 1.5);
const colVacina = colunaTexto('vacina', 'Vacina', 2);
const colPaciente = colunaTexto('paciente', 'Paciente', 2);

export const relatorioImuConsolidadoAplicacao = defineRelatorio({
  ...relatorio('consolidado-aplicacao'),
  descricao:
    'Doses aplicadas no período (registros não cancelados, aplicados nas salas) por sala e vacina, uma coluna por dose, com os totais.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, sala, vacina, estrategia],
  filtros: filtrosRelatorio({ ...comuns, estrategia: filtroOpcaoNumerica('Estratégia', ESTRATEGIA_RELATORIO) }, PERIODO_OBRIGATORIO),
  colunas: [
    colSala,
    colVacina,
    colunaInteiro('dn', 'Ao nascer', true, 0.6),
    colunaInteiro('d1', 'D1', true, 0.5),
    colunaInteiro('d2', 'D2', true, 0.5),
    colunaInteiro('d3', 'D3', true, 0.5),
    colunaInteiro('ref1', 'Reforço / 1º ref.', true, 0.7),
    colunaInteiro('ref2', '2º ref.', true, 0.5),
    colunaInteiro('du', 'Dose única', true, 0.6),
    colunaInteiro('dp', 'Periódica', true, 0.6),
    colunaInteiro('total', 'Total', true, 0.6),
  ],
  ordenacaoPadrao: { coluna: 'vacina', dir: 'asc' },
  agruparPor: 'sala',
  orientacao: 'paisagem',
});

export const relatorioImuDeAplicacao = defineRelatorio({
  ...relatorio('de-aplicacao'),
  descricao:
    'Cada dose aplicada no período nas salas (registros não cancelados): paciente, idade na data, vacina, dose, lote, estratégia e vacinador.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, sala, vacina, estrategia],
  filtros: filtrosRelatorio({ ...comuns, estrategia: filtroOpcaoNumerica('Estratégia', ESTRATEGIA_RELATORIO) }, PERIODO_OBRIGATORIO),
  colunas: [
    colunaData('data', 'Data'),
    colPaciente,
    colunaTexto('idade', 'Idade', 0.9, false),
    colVacina,
    colunaTexto('dose', 'Dose', 0.8),
    colunaTexto('lote', 'Lote', 0.9),
    colunaTexto('estrategia', 'Estratégia', 1.1),
    colSala,
    colunaTexto('profissional', 'Vacinador', 1.5),
  ],
  ordenacaoPadrao: { coluna: 'data', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioImuFaltosoAprazamento = defineRelatorio({
  ...relatorio('faltoso-aprazamento'),
  descricao:
    'Pacientes com a próxima dose (aprazamento) vencida antes da data de referência (hoje, se vazia) e sem registro posterior da vacina: telefone, endereço, vacina e dose devidas e dias de atraso, por sala do último registro.',
  campos: [dataReferencia('Data de referência (dd/mm/aaaa)'), sala, vacina],
  filtros: filtrosRelatorio({ ...comuns, dataReferencia: filtroDataReferencia('Data de referência') }),
  colunas: [
    colSala,
    colPaciente,
    colunaData('nascimento', 'Nascimento'),
    colunaTexto('telefones', 'Telefones', 1.3, false),
    colunaTexto('endereco', 'Endereço', 1.8, false),
    colunaTexto('bairro', 'Bairro', 1.1),
    colVacina,
    colunaTexto('dose', 'Dose devida', 0.8),
    colunaData('aprazamento', 'Aprazada para'),
    colunaInteiro('diasAtraso', 'Dias de atraso', false, 0.7),
  ],
  ordenacaoPadrao: { coluna: 'aprazamento', dir: 'asc' },
  agruparPor: 'sala',
  orientacao: 'paisagem',
});

export const relatorioImuPosicaoEstoque = defineRelatorio({
  ...relatorio('posicao-estoque'),
  descricao:
    'Saldo de imunobiológicos por sala (e rede de frio), vacina e lote em qualquer data (ao fim do dia; sem data, hoje), em doses e frascos, com a validade.',
  campos: [dataReferencia('Posição em (dd/mm/aaaa)'), sala, vacina],
  filtros: filtrosRelatorio({ ...comuns, dataReferencia: filtroDataReferencia('Posição em') }),
  colunas: [
    colSala,
    colVacina,
    colunaTexto('lote', 'Lote', 1),
    colunaTexto('fabricante', 'Fabricante', 1.2),
    colunaData('validade', 'Validade'),
    colunaInteiro('doses', 'Doses', true, 0.7),
    colunaInteiro('dosesPorFrasco', 'Doses/frasco', false, 0.7),
    colunaInteiro('frascos', 'Frascos', true, 0.7),
  ],
  ordenacaoPadrao: { coluna: 'vacina', dir: 'asc' },
  agruparPor: 'sala',
  orientacao: 'paisagem',
});

export const relatorioImuCoberturaVacinal = defineRelatorio({
  ...relatorio('cobertura-vacinal'),
  descricao:
    'Por vacina (dose que completa o esquema) e faixa etária: doses aplicadas no período ÷ população-alvo proporcional ao período. A população é a informada na parametrização para o ano do início do período (nascidos vivos do SINASC para menores de 1 ano); sem ela, é estimada pelos pacientes cadastrados na idade.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, campoSelecao('faixa', 'Faixa etária', FAIXA_COBERTURA_NOME)],
  filtros: filtrosRelatorio({ faixa: filtroOpcao('Faixa etária', FAIXA_COBERTURA_NOME) }, PERIODO_OBRIGATORIO),
  colunas: [
    colunaInteiro('ordem', 'Nº', false, 0.4),
    colunaTexto('vacina', 'Vacina (dose)', 2.2),
    colunaTexto('faixa', 'Faixa etária', 1),
    colunaInteiro('doses', 'Doses', false, 0.7),
    colunaInteiro('populacao', 'População-alvo (período)', false, 1),
    { chave: 'cobertura', titulo: 'Cobertura (%)', tipo: 'decimal', largura: 0.8, ordenavel: true },
    colunaInteiro('meta', 'Meta (%)', false, 0.6),
    colunaTexto('fonte', 'População', 1.4, false),
  ],
  ordenacaoPadrao: { coluna: 'ordem', dir: 'asc' },
  orientacao: 'paisagem',
});

/** Every report of immunization, in the order of RELATORIOS_IMUNIZACAO_NOMES (the menu's). */
export const RELATORIOS_IMUNIZACAO = [
  relatorioImuConsolidadoAplicacao,
  relatorioImuDeAplicacao,
  relatorioImuFaltosoAprazamento,
  relatorioImuPosicaoEstoque,
  relatorioImuCoberturaVacinal,
] as const;
