import { type PermissaoDef, permissaoDoModulo } from '../../permissions.js';

const def = permissaoDoModulo('cadastro');

/** The registries' hand-declared permissions (beyond the CRUD of each resource). */
export const PERMISSOES_CADASTRO: readonly PermissaoDef[] = [
  def('editar', 'usuario-senha', 'Gerar senha temporária de usuários'),
  def('editar', 'usuario-assinatura', 'Gerenciar o certificado digital (assinatura) de usuários'),
  def('editar', 'paciente-regularizacao', 'Regularizar cadastros provisórios (pacientes desconhecidos)'),
  def('visualizar', 'parametrizacao', 'Consultar a parametrização dos cadastros'),
  def('editar', 'parametrizacao', 'Alterar a parametrização dos cadastros (regras do cadastro de pacientes)'),
  def('editar', 'unificacao-usuario-paciente', 'Unificar cadastros duplicados de pacientes (irreversível)'),
];
