import type { PermissaoDef } from '../../permissions.js';

const def = (acao: PermissaoDef['acao'], funcionalidade: string, descricao: string): PermissaoDef => ({
  acao,
  modulo: 'almoxarifado',
  funcionalidade,
  descricao,
});

/** Almoxarifado (issue 18): one permission per screen and action; motivo-baixa declares its own in its resource. */
export const PERMISSOES_ALMOXARIFADO: readonly PermissaoDef[] = [
  def('visualizar', 'entrada-inicial', 'Consultar as entradas iniciais (saldos de implantação)'),
  def('cadastrar', 'entrada-inicial', 'Lançar entradas iniciais'),
  def('visualizar', 'entrada', 'Consultar as entradas por nota fiscal'),
  def('cadastrar', 'entrada', 'Lançar entradas por nota fiscal'),
  def('editar', 'entrada', 'Corrigir os dados da nota de uma entrada'),
  def('cadastrar', 'estorno-entrada', 'Estornar entradas'),
  def('visualizar', 'saida', 'Consultar as saídas'),
  def('cadastrar', 'saida', 'Lançar saídas para setores e consumo'),
  def('editar', 'saida', 'Corrigir a observação de uma saída'),
  def('cadastrar', 'estorno-saida', 'Estornar saídas'),
  def('editar', 'parametrizacao', 'Alterar a parametrização do almoxarifado'),
];

export const ALM = {
  entradaInicialVer: 'visualizar-almoxarifado-entrada-inicial',
  entradaInicialCadastrar: 'cadastrar-almoxarifado-entrada-inicial',
  entradaVer: 'visualizar-almoxarifado-entrada',
  entradaCadastrar: 'cadastrar-almoxarifado-entrada',
  entradaEditar: 'editar-almoxarifado-entrada',
  estornoEntrada: 'cadastrar-almoxarifado-estorno-entrada',
  saidaVer: 'visualizar-almoxarifado-saida',
  saidaCadastrar: 'cadastrar-almoxarifado-saida',
  saidaEditar: 'editar-almoxarifado-saida',
  estornoSaida: 'cadastrar-almoxarifado-estorno-saida',
  parametrizacao: 'editar-almoxarifado-parametrizacao',
} as const;
