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
  def('visualizar', 'recepcao', 'Consultar os agendamentos do dia na recepção'),
  def('cadastrar', 'recepcao', 'Registrar a chegada de pacientes (agendados e demanda espontânea)'),
  def('visualizar', 'fila-atendimento', 'Consultar a fila do ambulatório'),
  def('editar', 'fila-atendimento', 'Chamar, devolver à fila, registrar e cancelar a evasão'),
  def('excluir', 'fila-atendimento', 'Excluir pacientes da fila do ambulatório'),
  def('visualizar', 'atendimento-enfermagem', 'Consultar os atendimentos de enfermagem do ambulatório'),
  def('cadastrar', 'atendimento-enfermagem', 'Registrar a pré-consulta e os procedimentos de enfermagem'),
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
  recepcaoVer: 'visualizar-ambulatorio-recepcao',
  recepcaoCadastrar: 'cadastrar-ambulatorio-recepcao',
  filaVer: 'visualizar-ambulatorio-fila-atendimento',
  filaOperar: 'editar-ambulatorio-fila-atendimento',
  filaExcluir: 'excluir-ambulatorio-fila-atendimento',
  enfermagemVer: 'visualizar-ambulatorio-atendimento-enfermagem',
  enfermagemCadastrar: 'cadastrar-ambulatorio-atendimento-enfermagem',
} as const;
