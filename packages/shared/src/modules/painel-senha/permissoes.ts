import type { PermissaoDef } from '../../permissions.js';

const def = (acao: PermissaoDef['acao'], funcionalidade: string, descricao: string): PermissaoDef => ({
  acao,
  modulo: 'painel-senha',
  funcionalidade,
  descricao,
});

/**
 * Ticket panel (issue 7): the kiosk, the ticket queue, the calls and the settings. The registries (entry
 * and call options, priorities, wait times, forwarding routes, screens, notices) declare theirs in their
 * resource.
 */
export const PERMISSOES_PAINEL_SENHA: readonly PermissaoDef[] = [
  def('cadastrar', 'emissao-senha', 'Emitir senhas no totem (o único acesso do usuário do totem)'),
  def('visualizar', 'fila-atendimento', 'Ver a fila de senhas'),
  def('editar', 'fila-atendimento', 'Chamar, atender, devolver, encaminhar, finalizar senhas e registrar o não comparecimento'),
  def('visualizar', 'chamada', 'Consultar o histórico de chamadas dos painéis'),
  def('editar', 'parametrizacao', 'Alterar a parametrização do painel de senhas'),
];

export const PS = {
  emitir: 'cadastrar-painel-senha-emissao-senha',
  filaVer: 'visualizar-painel-senha-fila-atendimento',
  filaOperar: 'editar-painel-senha-fila-atendimento',
  chamadaVer: 'visualizar-painel-senha-chamada',
  parametrizacao: 'editar-painel-senha-parametrizacao',
} as const;
