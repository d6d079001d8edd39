import { PERMISSOES_PAINEL_SENHA } from './modules/painel-senha/permissoes.js';
import { PERMISSOES_PRONTO_ATENDIMENTO } from './modules/pronto-atendimento/permissoes.js';

/**
 * Permission strings are `acao-modulo-funcionalidade` (spec 000 §6). Each module declares its
 * permissions once here; the server syncs them into the `permissao` table at start, checks them on
 * every route and builds the menu from them; the web mirrors them with <Authorized>.
 */
export const ACOES = {
  visualizar: 'Visualizar',
  cadastrar: 'Cadastrar',
  editar: 'Editar',
  excluir: 'Excluir',
  bloquear: 'Bloquear',
  imprimir: 'Imprimir',
  exportar: 'Exportar',
} as const;
export type Acao = keyof typeof ACOES;

export interface PermissaoDef {
  acao: Acao;
  modulo: string;
  funcionalidade: string;
  descricao: string;
}

export function permissaoNome(p: Pick<PermissaoDef, 'acao' | 'modulo' | 'funcionalidade'>): string {
  return `${p.acao}-${p.modulo}-${p.funcionalidade}`;
}

const def = (acao: Acao, modulo: string, funcionalidade: string, descricao: string): PermissaoDef => ({
  acao,
  modulo,
  funcionalidade,
  descricao,
});

/** The catalogue. Later modules append their entries. */
export const PERMISSOES: readonly PermissaoDef[] = [
  def('visualizar', 'administracao', 'email-saida', 'Ler a caixa de saída de e-mails do município'),
  def('visualizar', 'administracao', 'auditoria', 'Consultar a trilha de auditoria do município'),
  def('visualizar', 'administracao', 'configuracao', 'Consultar as configurações do município'),
  def('visualizar', 'administracao', 'relatorio-historico-papel-lotacao', 'Histórico de papéis concedidos e retirados das lotações'),
  def(
    'visualizar',
    'administracao',
    'relatorio-historico-permissao-lotacao',
    'Histórico das permissões que as lotações de um usuário ganharam ou perderam',
  ),
  def('visualizar', 'administracao', 'relatorio-historico-permissao-papel', 'Histórico de permissões adicionadas e retiradas dos papéis'),
  def('editar', 'cadastro', 'usuario-senha', 'Gerar senha temporária de usuários'),
  def('editar', 'cadastro', 'usuario-assinatura', 'Gerenciar o certificado digital (assinatura) de usuários'),
  def('editar', 'administracao', 'configuracao', 'Alterar as configurações do município (nome, sessão, senhas, e-mail, logotipo)'),
  def('editar', 'cadastro', 'paciente-regularizacao', 'Regularizar cadastros provisórios (pacientes desconhecidos)'),
  def('visualizar', 'cadastro', 'parametrizacao', 'Consultar a parametrização dos cadastros'),
  def('editar', 'cadastro', 'parametrizacao', 'Alterar a parametrização dos cadastros (regras do cadastro de pacientes)'),
  def('editar', 'cadastro', 'unificacao-usuario-paciente', 'Unificar cadastros duplicados de pacientes (irreversível)'),
  def('visualizar', 'parametrizacao', 'tabela-cid', 'Consultar a tabela CID-10'),
  def('imprimir', 'administracao', 'teste-impressao', 'Imprimir páginas de teste para calibrar impressoras térmicas e de etiquetas'),
  ...PERMISSOES_PRONTO_ATENDIMENTO,
  ...PERMISSOES_PAINEL_SENHA,
];

export const P = {
  administracao: {
    emailSaida: 'visualizar-administracao-email-saida',
    auditoria: 'visualizar-administracao-auditoria',
    historicoPapelLotacao: 'visualizar-administracao-relatorio-historico-papel-lotacao',
    historicoPermissaoLotacao: 'visualizar-administracao-relatorio-historico-permissao-lotacao',
    historicoPermissaoPapel: 'visualizar-administracao-relatorio-historico-permissao-papel',
    configuracaoVer: 'visualizar-administracao-configuracao',
    configuracaoEditar: 'editar-administracao-configuracao',
    testeImpressao: 'imprimir-administracao-teste-impressao',
  },
} as const;

/** Spec 000 §6: allowed when nothing is required; otherwise the exact string must be held. */
export function hasPermission(held: readonly string[] | null | undefined, required?: string | null): boolean {
  if (!required) return true;
  if (!held) return false;
  return held.includes(required);
}
