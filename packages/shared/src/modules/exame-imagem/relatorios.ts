import {
  CAMPO_PERIODO_OBRIGATORIO,
  campoAutocomplete,
  campoSelecao,
  colunaData,
  colunaInteiro,
  colunaMoeda,
  colunaTexto,
  defineRelatorio,
  filtroId,
  filtroOpcao,
  filtroOpcaoNumerica,
  filtrosRelatorio,
  PERIODO_OBRIGATORIO,
  type RelatorioDef,
} from '../../relatorio.js';
import { MODALIDADES_IMAGEM, SITUACOES_EXAME_IMAGEM } from './opcoes.js';
import { permissaoRelatorioImagem, RELATORIOS_EXAME_IMAGEM_NOMES, type RelatorioExameImagem } from './permissoes.js';

/**
 * The imaging reports (spec 000 §2.3 exame-imagem, issue 22): one declaration each, read by the server (one SQL
 * query in apps/api …/exame-imagem/relatorios) and by the web page. "Realizados" are the exams done (realizado,
 * laudado, liberado), dated by the Brasília day of `realizado_em`; the unit filter is the performing unit.
 */
const area = 'exame-imagem';

export const URL_AUTOCOMPLETE_RELATORIO_IMAGEM = {
  unidade: '/api/exame-imagem/relatorio/unidade/autocomplete',
  equipamento: '/api/exame-imagem/relatorio/equipamento/autocomplete',
  profissional: '/api/exame-imagem/relatorio/profissional/autocomplete',
} as const;

export const SITUACAO_EXAME_IMAGEM_RELATORIO: Record<number, string> = Object.fromEntries(
  SITUACOES_EXAME_IMAGEM.map((s) => [s.value, s.label]),
);
export const MODALIDADE_IMAGEM_RELATORIO: Record<number, string> = Object.fromEntries(MODALIDADES_IMAGEM.map((m) => [m.value, m.label]));
export const ORIGEM_EXAME_IMAGEM_RELATORIO: Record<string, string> = {
  papel: 'Papel',
  ambulatorio: 'Ambulatório',
  'pronto-atendimento': 'Pronto atendimento',
};

const unidade = campoAutocomplete('unidade_id', 'Unidade executante', URL_AUTOCOMPLETE_RELATORIO_IMAGEM.unidade);
const equipamento = campoAutocomplete('equipamento_id', 'Equipamento', URL_AUTOCOMPLETE_RELATORIO_IMAGEM.equipamento);
const profissional = campoAutocomplete('profissional_id', 'Profissional solicitante', URL_AUTOCOMPLETE_RELATORIO_IMAGEM.profissional);
const modalidade = campoSelecao('modalidade', 'Modalidade', MODALIDADE_IMAGEM_RELATORIO);

const relatorio = (slug: RelatorioExameImagem) => ({
  area,
  relatorio: slug,
  titulo: RELATORIOS_EXAME_IMAGEM_NOMES[slug],
  permissao: permissaoRelatorioImagem(slug),
});

const colEquipamento = colunaTexto('equipamento', 'Equipamento', 1.4);
const colModalidade = colunaTexto('modalidade', 'Modalidade', 1.3);
const colSigtap = colunaTexto('procedimento', 'SIGTAP', 0.9);
const colProcedimento = colunaTexto('nome', 'Procedimento', 2.2);
const colUnidade = colunaTexto('unidade', 'Unidade executante', 1.5);

export const relatorioImgProducao = defineRelatorio({
  ...relatorio('relatorio-producao'),
  descricao:
    'Exames realizados no período (data da realização), por equipamento, modalidade, procedimento e profissional que realizou: quantidade e valor SIGTAP.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, unidade, equipamento, modalidade],
  filtros: filtrosRelatorio(
    {
      unidadeId: filtroId('Unidade executante'),
      equipamentoId: filtroId('Equipamento'),
      modalidade: filtroOpcaoNumerica('Modalidade', MODALIDADE_IMAGEM_RELATORIO),
    },
    PERIODO_OBRIGATORIO,
  ),
  colunas: [
    colEquipamento,
    colModalidade,
    colSigtap,
    colProcedimento,
    colunaTexto('profissional', 'Realizado por', 1.5),
    colunaInteiro('quantidade', 'Exames', true, 0.7),
    colunaMoeda('valor', 'Valor (R$)', true),
  ],
  ordenacaoPadrao: { coluna: 'nome', dir: 'asc' },
  agruparPor: 'equipamento',
  orientacao: 'paisagem',
});

export const relatorioImgExameStatus = defineRelatorio({
  ...relatorio('relatorio-exame-status'),
  descricao:
    'Exames do período (o dia agendado; sem agendamento, o dia da realização ou do registro), um por linha, agrupados pela situação: paciente, procedimento, equipamento e origem do pedido.',
  campos: [
    CAMPO_PERIODO_OBRIGATORIO,
    unidade,
    equipamento,
    campoSelecao('situacao', 'Situação', SITUACAO_EXAME_IMAGEM_RELATORIO),
    campoSelecao('origem', 'Origem', ORIGEM_EXAME_IMAGEM_RELATORIO),
  ],
  filtros: filtrosRelatorio(
    {
      unidadeId: filtroId('Unidade executante'),
      equipamentoId: filtroId('Equipamento'),
      situacao: filtroOpcaoNumerica('Situação', SITUACAO_EXAME_IMAGEM_RELATORIO),
      origem: filtroOpcao('Origem', ORIGEM_EXAME_IMAGEM_RELATORIO),
    },
    PERIODO_OBRIGATORIO,
  ),
  colunas: [
    colunaData('data', 'Data'),
    colunaTexto('numero', 'Agendamento', 0.9),
    colunaTexto('paciente', 'Paciente', 2),
    colSigtap,
    colProcedimento,
    colEquipamento,
    colunaTexto('origem', 'Origem', 1),
    colunaTexto('situacao', 'Situação', 1.5),
  ],
  ordenacaoPadrao: { coluna: 'data', dir: 'asc' },
  agruparPor: 'situacao',
  orientacao: 'paisagem',
});

export const relatorioImgCotaProfissional = defineRelatorio({
  ...relatorio('relatorio-cota-profissional'),
  descricao:
    'Por profissional solicitante e mês (competências do período): a cota em exames (por modalidade ou de todas) e o teto financeiro, o usado (exames do mês, exceto cancelados, ao valor SIGTAP) e o saldo. Quem pediu sem cota aparece com a cota vazia.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, profissional, modalidade],
  filtros: filtrosRelatorio(
    { profissionalId: filtroId('Profissional solicitante'), modalidade: filtroOpcaoNumerica('Modalidade', MODALIDADE_IMAGEM_RELATORIO) },
    PERIODO_OBRIGATORIO,
  ),
  colunas: [
    colunaTexto('competencia', 'Mês', 0.7),
    colunaTexto('profissional', 'Profissional solicitante', 2),
    colModalidade,
    colunaInteiro('cota', 'Cota (exames)', true, 0.8),
    colunaInteiro('usado', 'Usados', true, 0.7),
    colunaInteiro('saldo', 'Saldo', true, 0.7),
    colunaMoeda('teto', 'Teto (R$)', true),
    colunaMoeda('valor', 'Usado (R$)', true),
  ],
  ordenacaoPadrao: { coluna: 'competencia', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioImgFinanceiroExame = defineRelatorio({
  ...relatorio('relatorio-financeiro-exame'),
  descricao:
    'Exames realizados no período (data da realização), por competência, unidade executante e procedimento SIGTAP: quantidade × valor unitário, e se a competência já foi fechada.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, unidade, modalidade],
  filtros: filtrosRelatorio(
    { unidadeId: filtroId('Unidade executante'), modalidade: filtroOpcaoNumerica('Modalidade', MODALIDADE_IMAGEM_RELATORIO) },
    PERIODO_OBRIGATORIO,
  ),
  colunas: [
    colunaTexto('competencia', 'Competência', 0.8),
    colUnidade,
    colSigtap,
    colProcedimento,
    colunaInteiro('quantidade', 'Quantidade', true, 0.8),
    colunaMoeda('valorUnitario', 'Valor unitário (R$)'),
    colunaMoeda('total', 'Total (R$)', true),
    colunaTexto('fechado', 'Fechada', 0.7),
  ],
  ordenacaoPadrao: { coluna: 'competencia', dir: 'asc' },
  agruparPor: 'unidade',
  orientacao: 'paisagem',
});

/** Every imaging report, in the order of RELATORIOS_EXAME_IMAGEM_NOMES (the menu's). */
export const RELATORIOS_EXAME_IMAGEM: readonly RelatorioDef[] = [
  relatorioImgProducao,
  relatorioImgExameStatus,
  relatorioImgCotaProfissional,
  relatorioImgFinanceiroExame,
] as RelatorioDef[];
