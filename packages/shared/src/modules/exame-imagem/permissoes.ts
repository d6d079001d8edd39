import type { PermissaoDef } from '../../permissions.js';

const def = (acao: PermissaoDef['acao'], funcionalidade: string, descricao: string): PermissaoDef => ({
  acao,
  modulo: 'exame-imagem',
  funcionalidade,
  descricao,
});

/** The reports of the imaging service (spec 000 §2.3 exame-imagem): slug and title. */
export const RELATORIOS_EXAME_IMAGEM_NOMES = {
  'relatorio-producao': 'Produção de exames de imagem',
  'relatorio-exame-status': 'Exames de imagem por situação',
  'relatorio-cota-profissional': 'Consumo de cotas por profissional solicitante',
  'relatorio-financeiro-exame': 'Financeiro por exame de imagem',
} as const;
export type RelatorioExameImagem = keyof typeof RELATORIOS_EXAME_IMAGEM_NOMES;

/** Exame de imagem (issue 22): one permission per screen and action; the registries declare theirs in their resources. */
export const PERMISSOES_EXAME_IMAGEM: readonly PermissaoDef[] = [
  def('visualizar', 'jornada', 'Consultar as agendas dos equipamentos e profissionais de imagem'),
  def('cadastrar', 'jornada', 'Cadastrar agendas de equipamentos e profissionais de imagem'),
  def('editar', 'jornada', 'Alterar e bloquear agendas de imagem'),
  def('visualizar', 'cota', 'Consultar as cotas de exames de imagem por unidade e profissional solicitante'),
  def('cadastrar', 'cota', 'Cadastrar e alterar cotas (quantidade e teto financeiro por mês)'),
  def('visualizar', 'agendamento', 'Consultar agendamentos de exames de imagem e imprimir o comprovante'),
  def('cadastrar', 'agendamento', 'Agendar exames de imagem (de uma solicitação do sistema ou do papel)'),
  def('cadastrar', 'agendamento-retroativo', 'Registrar agendamentos de exames de imagem em datas passadas'),
  def('cadastrar', 'reagendamento-cancelamento-exame', 'Reagendar ou cancelar exames de imagem agendados (com motivo)'),
  def('visualizar', 'listagem-exames-agendados', 'Imprimir a lista de exames agendados por equipamento e dia'),
  def('visualizar', 'exame-agendado-realizado', 'Consultar a lista de trabalho (agendados, urgências e realizados)'),
  def('cadastrar', 'exame-agendado-realizado', 'Registrar a realização (ou a falta) de exames de imagem'),
  def('visualizar', 'lancamento', 'Consultar laudos de exames de imagem'),
  def('cadastrar', 'lancamento', 'Escrever laudos de exames de imagem (modelos e anexos)'),
  def('editar', 'lancamento', 'Alterar laudos ainda não assinados'),
  def('cadastrar', 'alteracao-resultado-lancamento', 'Alterar laudos assinados (nova versão, com motivo)'),
  def('cadastrar', 'assinatura', 'Assinar laudos de imagem com o certificado digital'),
  def('visualizar', 'impressao', 'Imprimir e reimprimir laudos liberados'),
  def('cadastrar', 'fechamento', 'Fechar a competência (o que será faturado)'),
  def('cadastrar', 'alteracao-exame-finalizado', 'Alterar exames de competência fechada (com motivo)'),
  def('cadastrar', 'parametrizacao', 'Alterar a parametrização do serviço de imagem'),
  ...Object.entries(RELATORIOS_EXAME_IMAGEM_NOMES).map(([slug, nome]) => def('visualizar', slug, `Relatório: ${nome}`)),
];

/** The permission names of the screens (`acao-exame-imagem-funcionalidade`). */
export const IMG = {
  jornadaVer: 'visualizar-exame-imagem-jornada',
  jornadaCadastrar: 'cadastrar-exame-imagem-jornada',
  jornadaEditar: 'editar-exame-imagem-jornada',
  cotaVer: 'visualizar-exame-imagem-cota',
  cotaCadastrar: 'cadastrar-exame-imagem-cota',
  agendamentoVer: 'visualizar-exame-imagem-agendamento',
  agendamentoCadastrar: 'cadastrar-exame-imagem-agendamento',
  agendamentoRetroativo: 'cadastrar-exame-imagem-agendamento-retroativo',
  reagendar: 'cadastrar-exame-imagem-reagendamento-cancelamento-exame',
  listagem: 'visualizar-exame-imagem-listagem-exames-agendados',
  realizadoVer: 'visualizar-exame-imagem-exame-agendado-realizado',
  realizadoCadastrar: 'cadastrar-exame-imagem-exame-agendado-realizado',
  laudoVer: 'visualizar-exame-imagem-lancamento',
  laudoCadastrar: 'cadastrar-exame-imagem-lancamento',
  laudoEditar: 'editar-exame-imagem-lancamento',
  laudoAlterar: 'cadastrar-exame-imagem-alteracao-resultado-lancamento',
  assinar: 'cadastrar-exame-imagem-assinatura',
  imprimir: 'visualizar-exame-imagem-impressao',
  fechamento: 'cadastrar-exame-imagem-fechamento',
  alterarFinalizado: 'cadastrar-exame-imagem-alteracao-exame-finalizado',
  parametrizacao: 'cadastrar-exame-imagem-parametrizacao',
} as const;

/** The permission of an imaging report: `visualizar-exame-imagem-<slug>`. */
export const permissaoRelatorioImagem = (slug: RelatorioExameImagem) => `visualizar-exame-imagem-${slug}`;
