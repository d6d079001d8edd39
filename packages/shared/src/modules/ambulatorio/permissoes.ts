import type { PermissaoDef } from '../../permissions.js';

const def = (acao: PermissaoDef['acao'], funcionalidade: string, descricao: string): PermissaoDef => ({
  acao,
  modulo: 'ambulatorio',
  funcionalidade,
  descricao,
});

/**
 * Outpatient clinic (issue 17): scheduling and its settings. The registries (jornada, jornada-bloqueio,
 * jornada-situacao, servico) declare theirs in their resource.
 */
export const PERMISSOES_AMBULATORIO: readonly PermissaoDef[] = [
  def('visualizar', 'agendamento', 'Consultar agendamentos e horários livres'),
  def('cadastrar', 'agendamento', 'Agendar pacientes'),
  def('editar', 'agendamento', 'Cancelar agendamentos, registrar e desfazer faltas'),
  def('cadastrar', 'agendamento-retroativo', 'Registrar agendamentos retroativos (após indisponibilidade do sistema)'),
  def('cadastrar', 'agendamento-regulado', 'Usar as vagas reservadas à regulação'),
  def('visualizar', 'supervisor', 'Consultar os supervisores do ambulatório'),
  def('editar', 'supervisor', 'Incluir e remover supervisores do ambulatório'),
  def('editar', 'parametrizacao', 'Alterar a parametrização do ambulatório'),
];

export const AMB = {
  agendamentoVer: 'visualizar-ambulatorio-agendamento',
  agendar: 'cadastrar-ambulatorio-agendamento',
  agendamentoEditar: 'editar-ambulatorio-agendamento',
  retroativo: 'cadastrar-ambulatorio-agendamento-retroativo',
  regulado: 'cadastrar-ambulatorio-agendamento-regulado',
  supervisorVer: 'visualizar-ambulatorio-supervisor',
  supervisorEditar: 'editar-ambulatorio-supervisor',
  parametrizacao: 'editar-ambulatorio-parametrizacao',
} as const;
