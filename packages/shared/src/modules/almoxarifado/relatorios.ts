import { z } from 'zod';
import {
  campoAutocomplete as autocomplete,
  type ColunaRelatorio,
  PERIODO_OBRIGATORIO as comPeriodo,
  colunaData as data,
  defineRelatorio,
  filtrosRelatorio,
  filtroIdObrigatorio as idObrigatorio,
  filtroId as idOpcional,
  colunaInteiro as inteiro,
  colunaMoeda as moeda,
  filtroOpcao as opcaoDe,
  opcoesRelatorioDe as opcoes,
  CAMPO_PERIODO_OBRIGATORIO as periodo,
  colunaTexto as texto,
} from '../../relatorio.js';
import { hojeIso } from '../../validation/datas.js';
import { zData, zOpcional } from '../../validation/zod-fields.js';
import { ALM } from './permissoes.js';
import { SituacaoRequisicaoNome } from './requisicao.schema.js';

/**
 * The warehouse reports (spec 000 §2.3 "Index-only reports"; 001 §7 Warehouse) and the stock card (kardex), all
 * read from the stock engine's ledger (decision 0013): one declaration each, read by the server (one SQL query in
 * apps/api …/almoxarifado/relatorios) and by the web page. A stock filter narrows to one cost centre; without it
 * every stock of the municipality is listed.
 */
const area = 'almoxarifado';

/** The autocompletes of the filters: the stocks and the cost centres are the reports' own, the rest the registries'. */
export const URL_AUTOCOMPLETE_RELATORIO_ALM = {
  estoque: '/api/almoxarifado/relatorio/estoque/autocomplete',
  centroCusto: '/api/almoxarifado/relatorio/centro-custo/autocomplete',
  material: '/api/cadastro/material/autocomplete',
  grupo: '/api/cadastro/grupo/autocomplete',
} as const;

const estoque = autocomplete('centro_custo_id', 'Estoque', URL_AUTOCOMPLETE_RELATORIO_ALM.estoque);
const material = autocomplete('material_id', 'Material', URL_AUTOCOMPLETE_RELATORIO_ALM.material);
const grupo = autocomplete('grupo_id', 'Grupo de material', URL_AUTOCOMPLETE_RELATORIO_ALM.grupo);
const filtrosComuns = { centroCustoId: idOpcional('Estoque'), materialId: idOpcional('Material') };

const colEstoque = texto('estoque', 'Estoque', 1.6);
const colMaterial = texto('material', 'Material', 2.6);
const colLote = texto('lote', 'Lote', 1);

/** Active or reversed, as the documents' lists say. */
export const SITUACAO_DOCUMENTO_RELATORIO: Record<string, string> = { '1': 'Ativa', '2': 'Estornada' };
export const TIPO_ENTRADA_RELATORIO: Record<string, string> = { nf: 'Nota fiscal', inicial: 'Entrada inicial' };
export const SITUACAO_VALIDADE: Record<string, string> = { vencido: 'Vencido', vencendo: 'Vencendo', valido: 'Válido' };

export const relatorioAlmConsumoFinanceiro = defineRelatorio({
  area,
  relatorio: 'relatorio-consumo-financeiro',
  titulo: 'Consumo financeiro',
  descricao:
    'Valor consumido no período por centro de custo consumidor e grupo de material (saídas, requisições atendidas e dispensações, descontados os estornos), com o custo médio.',
  permissao: ALM.relConsumoFinanceiro,
  campos: [periodo, estoque, grupo],
  filtros: filtrosRelatorio({ centroCustoId: idOpcional('Estoque'), grupoId: idOpcional('Grupo de material') }, comPeriodo),
  colunas: [
    texto('consumidor', 'Centro de custo consumidor', 2),
    colEstoque,
    texto('grupo', 'Grupo', 1.4),
    colMaterial,
    inteiro('quantidade', 'Quantidade'),
    moeda('valor', 'Valor', true),
    moeda('custoMedio', 'Custo médio'),
  ],
  ordenacaoPadrao: { coluna: 'consumidor', dir: 'asc' },
  agruparPor: 'consumidor',
  orientacao: 'paisagem',
});

export const relatorioAlmEntrada = defineRelatorio({
  area,
  relatorio: 'relatorio-entrada',
  titulo: 'Entradas',
  descricao: 'Itens das notas fiscais e das entradas iniciais do período, com lote, validade e valores.',
  permissao: ALM.relEntrada,
  campos: [
    periodo,
    estoque,
    material,
    { tipo: 'selecao', nome: 'tipo', rotulo: 'Tipo', opcoes: opcoes(TIPO_ENTRADA_RELATORIO) },
    { tipo: 'selecao', nome: 'situacao', rotulo: 'Situação', opcoes: opcoes(SITUACAO_DOCUMENTO_RELATORIO) },
  ],
  filtros: filtrosRelatorio(
    {
      ...filtrosComuns,
      tipo: opcaoDe('Tipo', TIPO_ENTRADA_RELATORIO),
      situacao: opcaoDe('Situação', SITUACAO_DOCUMENTO_RELATORIO),
    },
    comPeriodo,
  ),
  colunas: [
    data('data', 'Entrada'),
    colEstoque,
    texto('documento', 'Documento', 1.3),
    texto('fornecedor', 'Fornecedor', 2),
    colMaterial,
    colLote,
    data('validade', 'Validade'),
    inteiro('quantidade', 'Qtd.', true, 0.7),
    moeda('valorUnitario', 'Valor unitário'),
    moeda('valorTotal', 'Valor total', true),
    texto('situacao', 'Situação', 0.8),
  ],
  ordenacaoPadrao: { coluna: 'data', dir: 'asc' },
  orientacao: 'paisagem',
});

/** Columns of the two reversal reports: what went back, why and who did it. */
const colunasEstorno = (destino: ColunaRelatorio): ColunaRelatorio[] => [
  data('data', 'Estorno'),
  colEstoque,
  destino,
  colMaterial,
  colLote,
  inteiro('quantidade', 'Qtd.', true, 0.7),
  moeda('valor', 'Valor', true),
  texto('motivo', 'Motivo', 2, false),
  texto('usuario', 'Usuário', 1.4),
];

export const relatorioAlmEstornoEntrada = defineRelatorio({
  area,
  relatorio: 'relatorio-estorno-entrada',
  titulo: 'Estornos de entrada',
  descricao: 'Entradas estornadas no período (devolução ao fornecedor ou lançamento errado), com o motivo.',
  permissao: ALM.relEstornoEntrada,
  campos: [periodo, estoque, material],
  filtros: filtrosRelatorio(filtrosComuns, comPeriodo),
  colunas: colunasEstorno(texto('documento', 'Documento', 1.6)),
  ordenacaoPadrao: { coluna: 'data', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioAlmEstornoSaida = defineRelatorio({
  area,
  relatorio: 'relatorio-estorno-saida',
  titulo: 'Estornos de saída',
  descricao: 'Saídas estornadas no período: cada quantidade voltou ao lote de onde saiu.',
  permissao: ALM.relEstornoSaida,
  campos: [periodo, estoque, material],
  filtros: filtrosRelatorio(filtrosComuns, comPeriodo),
  colunas: colunasEstorno(texto('destino', 'Destino da saída', 1.6)),
  ordenacaoPadrao: { coluna: 'data', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioAlmValidade = defineRelatorio({
  area,
  relatorio: 'relatorio-validade-material',
  titulo: 'Validade de materiais',
  descricao: 'Lotes com saldo e a sua validade: vencidos (só saem por baixa), vencendo dentro dos dias da parametrização e válidos.',
  permissao: ALM.relValidade,
  campos: [estoque, material, { tipo: 'selecao', nome: 'situacao', rotulo: 'Situação', opcoes: opcoes(SITUACAO_VALIDADE) }],
  filtros: filtrosRelatorio({ ...filtrosComuns, situacao: opcaoDe('Situação', SITUACAO_VALIDADE) }),
  colunas: [
    colEstoque,
    colMaterial,
    colLote,
    texto('fabricante', 'Fabricante', 1.4),
    data('validade', 'Validade'),
    inteiro('dias', 'Dias para vencer', false, 0.9),
    inteiro('quantidade', 'Saldo', true, 0.8),
    moeda('valor', 'Valor', true),
    texto('situacao', 'Situação', 0.8),
  ],
  ordenacaoPadrao: { coluna: 'validade', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioAlmSaida = defineRelatorio({
  area,
  relatorio: 'relatorio-saida',
  titulo: 'Saídas',
  descricao: 'Itens das saídas do período para setores e consumo próprio, por lote, com o custo.',
  permissao: ALM.relSaida,
  campos: [
    periodo,
    estoque,
    material,
    autocomplete('destino_id', 'Setor de destino', URL_AUTOCOMPLETE_RELATORIO_ALM.centroCusto),
    { tipo: 'selecao', nome: 'situacao', rotulo: 'Situação', opcoes: opcoes(SITUACAO_DOCUMENTO_RELATORIO) },
  ],
  filtros: filtrosRelatorio(
    { ...filtrosComuns, destinoId: idOpcional('Setor de destino'), situacao: opcaoDe('Situação', SITUACAO_DOCUMENTO_RELATORIO) },
    comPeriodo,
  ),
  colunas: [
    data('data', 'Saída'),
    colEstoque,
    texto('destino', 'Destino', 2),
    colMaterial,
    colLote,
    inteiro('quantidade', 'Qtd.', true, 0.7),
    moeda('custoUnitario', 'Custo unitário'),
    moeda('valor', 'Valor', true),
    texto('situacao', 'Situação', 0.8),
  ],
  ordenacaoPadrao: { coluna: 'data', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioAlmPosicao = defineRelatorio({
  area,
  relatorio: 'relatorio-posicao-estoque',
  titulo: 'Posição de estoque',
  descricao:
    'Saldo por lote em qualquer data (ao fim do dia; sem data, hoje), valorizado pelo custo médio ponderado do material no estoque.',
  permissao: ALM.relPosicao,
  campos: [{ tipo: 'texto', nome: 'data', rotulo: 'Posição em (dd/mm/aaaa)' }, estoque, grupo, material],
  filtros: filtrosRelatorio({
    ...filtrosComuns,
    grupoId: idOpcional('Grupo de material'),
    data: zOpcional(zData('Posição em', { max: () => hojeIso() })),
  }),
  colunas: [
    colEstoque,
    texto('grupo', 'Grupo', 1.3),
    colMaterial,
    colLote,
    data('validade', 'Validade'),
    texto('fabricante', 'Fabricante', 1.3),
    inteiro('quantidade', 'Saldo', true, 0.8),
    moeda('custoMedio', 'Custo médio'),
    moeda('valor', 'Valor', true),
  ],
  ordenacaoPadrao: { coluna: 'estoque', dir: 'asc' },
  agruparPor: 'estoque',
  orientacao: 'paisagem',
});

export const relatorioAlmRequisicao = defineRelatorio({
  area,
  relatorio: 'relatorio-requisicao',
  titulo: 'Requisições',
  descricao: 'Itens requisitados pelos setores no período: quanto foi pedido, atendido e o que ainda falta, com o valor atendido.',
  permissao: ALM.relRequisicao,
  campos: [
    periodo,
    estoque,
    autocomplete('setor_id', 'Setor requisitante', URL_AUTOCOMPLETE_RELATORIO_ALM.centroCusto),
    material,
    { tipo: 'selecao', nome: 'situacao', rotulo: 'Situação', opcoes: opcoes(SituacaoRequisicaoNome) },
  ],
  filtros: filtrosRelatorio(
    { ...filtrosComuns, setorId: idOpcional('Setor requisitante'), situacao: opcaoDe('Situação', SituacaoRequisicaoNome) },
    comPeriodo,
  ),
  colunas: [
    data('data', 'Data'),
    inteiro('requisicao', 'Requisição', false, 0.8),
    texto('setor', 'Setor requisitante', 1.8),
    colEstoque,
    colMaterial,
    inteiro('solicitada', 'Solicitada', true, 0.8),
    inteiro('atendida', 'Atendida', true, 0.8),
    inteiro('pendente', 'Pendente', true, 0.8),
    moeda('valorAtendido', 'Valor atendido', true),
    texto('situacao', 'Situação', 1.1),
  ],
  ordenacaoPadrao: { coluna: 'data', dir: 'asc' },
  orientacao: 'paisagem',
});

export const MESES_CMM: Record<string, string> = { '1': '1 mês', '3': '3 meses', '6': '6 meses', '12': '12 meses' };

export const relatorioAlmConsumoMedio = defineRelatorio({
  area,
  relatorio: 'relatorio-consumo-medio-mensal',
  titulo: 'Consumo médio mensal (CMM)',
  descricao:
    'Consumo dos últimos meses completos por material e estoque, a média mensal, quantos dias o saldo cobre e a compra sugerida (CMM × dias de cobertura da parametrização ÷ 30 − saldo).',
  permissao: ALM.relConsumoMedio,
  campos: [
    estoque,
    grupo,
    material,
    { tipo: 'selecao', nome: 'meses', rotulo: 'Meses (padrão: parametrização)', opcoes: opcoes(MESES_CMM) },
  ],
  filtros: filtrosRelatorio({ ...filtrosComuns, grupoId: idOpcional('Grupo de material'), meses: opcaoDe('Meses', MESES_CMM) }),
  colunas: [
    colEstoque,
    colMaterial,
    inteiro('consumo', 'Consumo no período', true, 1),
    { chave: 'cmm', titulo: 'CMM', tipo: 'decimal', largura: 0.8, ordenavel: true },
    inteiro('saldo', 'Saldo', true, 0.8),
    inteiro('coberturaDias', 'Cobertura (dias)', false, 0.9),
    inteiro('sugestaoCompra', 'Compra sugerida', true, 1),
  ],
  ordenacaoPadrao: { coluna: 'material', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioAlmKardex = defineRelatorio({
  area,
  relatorio: 'relatorio-kardex',
  titulo: 'Ficha de estoque (kardex)',
  descricao:
    'Cada movimento de um material num estoque no período, com o saldo corrido a partir do saldo anterior ao início (informe o lote para a ficha de um lote).',
  permissao: ALM.relKardex,
  campos: [
    periodo,
    autocomplete('centro_custo_id', 'Estoque', URL_AUTOCOMPLETE_RELATORIO_ALM.estoque, true),
    autocomplete('material_id', 'Material', URL_AUTOCOMPLETE_RELATORIO_ALM.material, true),
    { tipo: 'texto', nome: 'lote', rotulo: 'Lote' },
  ],
  filtros: filtrosRelatorio(
    {
      centroCustoId: idObrigatorio('Estoque'),
      materialId: idObrigatorio('Material'),
      lote: zOpcional(z.string().trim().max(30, 'Lote deve conter no máximo 30 caracteres')),
    },
    comPeriodo,
  ),
  colunas: [
    { chave: 'sequencia', titulo: 'Nº', tipo: 'inteiro', largura: 0.5, ordenavel: true },
    data('data', 'Data'),
    texto('tipo', 'Movimento', 1.6, false),
    texto('documento', 'Documento', 1.2, false),
    texto('origemDestino', 'Origem / destino', 1.8, false),
    texto('lote', 'Lote', 0.9, false),
    inteiro('entrada', 'Entrada', true, 0.8),
    inteiro('saida', 'Saída', true, 0.8),
    inteiro('saldo', 'Saldo', false, 0.8),
    moeda('custoUnitario', 'Custo unitário', false, 1),
    texto('usuario', 'Usuário', 1.3, false),
  ],
  ordenacaoPadrao: { coluna: 'sequencia', dir: 'asc' },
  orientacao: 'paisagem',
});

/** Every report of the warehouse, in the menu's order. */
export const RELATORIOS_ALMOXARIFADO = [
  relatorioAlmConsumoFinanceiro,
  relatorioAlmEntrada,
  relatorioAlmEstornoEntrada,
  relatorioAlmEstornoSaida,
  relatorioAlmValidade,
  relatorioAlmSaida,
  relatorioAlmPosicao,
  relatorioAlmRequisicao,
  relatorioAlmConsumoMedio,
  relatorioAlmKardex,
] as const;
