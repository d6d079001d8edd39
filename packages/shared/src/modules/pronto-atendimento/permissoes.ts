import type { PermissaoDef } from '../../permissions.js';
import type { TransicaoFila } from './fila.transitions.js';

const def = (acao: PermissaoDef['acao'], funcionalidade: string, descricao: string): PermissaoDef => ({
  acao,
  modulo: 'pronto-atendimento',
  funcionalidade,
  descricao,
});

/** Emergency care (issue 6): the queue, the reception and the triage. Registries declare theirs in their resource. */
export const PERMISSOES_PRONTO_ATENDIMENTO: readonly PermissaoDef[] = [
  def('visualizar', 'fila-atendimento', 'Ver as filas do pronto atendimento'),
  def('editar', 'fila-atendimento', 'Chamar, atender, devolver, encaminhar e finalizar pacientes das filas do pronto atendimento'),
  def('editar', 'evasao', 'Registrar a evasão de pacientes do pronto atendimento'),
  def('editar', 'cancelamento-evasao', 'Cancelar a evasão de pacientes do pronto atendimento'),
  def('visualizar', 'atendimento-recepcao', 'Consultar a recepção do pronto atendimento'),
  def('cadastrar', 'atendimento-recepcao', 'Receber pacientes no pronto atendimento (abrir a FAA e pôr na fila)'),
  def('visualizar', 'atendimento-triagem', 'Consultar triagens e classificações de risco'),
  def('cadastrar', 'atendimento-triagem', 'Fazer a triagem e a classificação de risco'),
  // duty shifts (plantao): a hand-written screen (index with a modal), not a registry resource
  def('visualizar', 'plantao', 'Consultar os plantões do pronto atendimento'),
  def('cadastrar', 'plantao', 'Cadastrar plantões do pronto atendimento'),
  def('editar', 'plantao', 'Editar plantões do pronto atendimento'),
  def('excluir', 'plantao', 'Excluir plantões do pronto atendimento'),
];

export const PA = {
  filaVer: 'visualizar-pronto-atendimento-fila-atendimento',
  filaOperar: 'editar-pronto-atendimento-fila-atendimento',
  evadir: 'editar-pronto-atendimento-evasao',
  cancelarEvasao: 'editar-pronto-atendimento-cancelamento-evasao',
  recepcaoVer: 'visualizar-pronto-atendimento-atendimento-recepcao',
  recepcaoCadastrar: 'cadastrar-pronto-atendimento-atendimento-recepcao',
  triagemVer: 'visualizar-pronto-atendimento-atendimento-triagem',
  triagemCadastrar: 'cadastrar-pronto-atendimento-atendimento-triagem',
  plantaoVer: 'visualizar-pronto-atendimento-plantao',
  plantaoCadastrar: 'cadastrar-pronto-atendimento-plantao',
  plantaoEditar: 'editar-pronto-atendimento-plantao',
  plantaoExcluir: 'excluir-pronto-atendimento-plantao',
} as const;

/** The permission each queue action needs (the transitions table names the kind). */
export const PERMISSAO_DA_ACAO: Record<TransicaoFila['permissao'], string> = {
  chamar: PA.filaOperar,
  atender: PA.filaOperar,
  encaminhar: PA.filaOperar,
  finalizar: PA.filaOperar,
  evadir: PA.evadir,
  'cancelar-evasao': PA.cancelarEvasao,
};
