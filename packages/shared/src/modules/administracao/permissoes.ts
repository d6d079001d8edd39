import { type PermissaoDef, permissaoDoModulo } from '../../permissions.js';

const def = permissaoDoModulo('administracao');

/** The administration's hand-declared permissions; its registries (papel, permissao, notificacao) declare theirs. */
export const PERMISSOES_ADMINISTRACAO: readonly PermissaoDef[] = [
  def('visualizar', 'email-saida', 'Ler a caixa de saída de e-mails do município'),
  def('visualizar', 'auditoria', 'Consultar a trilha de auditoria do município'),
  def('visualizar', 'configuracao', 'Consultar as configurações do município'),
  def('visualizar', 'relatorio-historico-papel-lotacao', 'Histórico de papéis concedidos e retirados das lotações'),
  def('visualizar', 'relatorio-historico-permissao-lotacao', 'Histórico das permissões que as lotações de um usuário ganharam ou perderam'),
  def('visualizar', 'relatorio-historico-permissao-papel', 'Histórico de permissões adicionadas e retiradas dos papéis'),
  def('editar', 'configuracao', 'Alterar as configurações do município (nome, sessão, senhas, e-mail, logotipo)'),
  def('imprimir', 'teste-impressao', 'Imprimir páginas de teste para calibrar impressoras térmicas e de etiquetas'),
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
