import type { PermissaoDef } from '../../permissions.js';

const def = (acao: PermissaoDef['acao'], funcionalidade: string, descricao: string): PermissaoDef => ({
  acao,
  modulo: 'farmacia',
  funcionalidade,
  descricao,
});

/** The twelve reports of the pharmacy (spec 000 §2.3 farmacia): slug and title. */
export const RELATORIOS_FARMACIA_NOMES = {
  'dispensacao-paciente': 'Dispensações por paciente',
  dispensacao: 'Dispensações',
  'paciente-atendido': 'Pacientes atendidos',
  'movimentacao-psicotropico': 'Movimentação de psicotrópicos',
  'quantitativo-dispensacao': 'Quantitativo de dispensação',
  'estorno-dispensacao': 'Estornos de dispensação',
  'alto-custo-retirada-pendente': 'Alto custo: retiradas pendentes',
  'alto-custo-processo': 'Alto custo: processos',
  'atendimento-diario': 'Atendimento diário',
  'alto-custo-dispensacao': 'Alto custo: dispensações',
  'alto-custo-processo-paciente': 'Alto custo: processos por paciente',
  'alto-custo-estatistico-cid': 'Alto custo: estatística por CID',
} as const;
export type RelatorioFarmacia = keyof typeof RELATORIOS_FARMACIA_NOMES;

/** Farmácia (issue 19): one permission per screen and action; medicamento-nao-padronizado declares its own in its resource. */
export const PERMISSOES_FARMACIA: readonly PermissaoDef[] = [
  def('visualizar', 'fila-atendimento', 'Consultar a fila da farmácia'),
  def('editar', 'fila-atendimento', 'Chamar, devolver à fila, registrar e cancelar a evasão na fila da farmácia'),
  def('visualizar', 'dispensacao', 'Consultar as dispensações, as receitas do paciente e o histórico'),
  def('cadastrar', 'dispensacao', 'Dispensar medicamentos (receitas do sistema e externas)'),
  def('editar', 'dispensacao', 'Corrigir a observação de uma dispensação'),
  def('cadastrar', 'estorno-dispensacao', 'Estornar dispensações (devolve aos mesmos lotes)'),
  def('editar', 'parametrizacao', 'Alterar a parametrização da farmácia'),
  def('visualizar', 'supervisor', 'Consultar os supervisores da farmácia'),
  def('editar', 'supervisor', 'Incluir e remover supervisores da farmácia'),
  def('visualizar', 'livro-psicotropico', 'Consultar o livro de psicotrópicos e entorpecentes'),
  def('cadastrar', 'livro-psicotropico', 'Abrir o livro de psicotrópicos e lançar linhas manuais'),
  def('editar', 'livro-psicotropico', 'Fechar e assinar o livro de psicotrópicos'),
  def('visualizar', 'livro-talidomida', 'Consultar o livro de talidomida'),
  def('cadastrar', 'livro-talidomida', 'Abrir o livro de talidomida e lançar linhas manuais'),
  def('editar', 'livro-talidomida', 'Fechar e assinar o livro de talidomida'),
  def('visualizar', 'alto-custo-gerenciamento-processo', 'Consultar os processos de medicamentos de alto custo (CEAF)'),
  def('cadastrar', 'alto-custo-gerenciamento-processo', 'Cadastrar e renovar processos de alto custo (LME)'),
  def('editar', 'alto-custo-gerenciamento-processo', 'Alterar processos de alto custo, sua situação e seus documentos'),
  ...Object.entries(RELATORIOS_FARMACIA_NOMES).map(([slug, nome]) => def('visualizar', `relatorio-${slug}`, `Relatório: ${nome}`)),
];

export const FAR = {
  filaVer: 'visualizar-farmacia-fila-atendimento',
  filaEditar: 'editar-farmacia-fila-atendimento',
  dispensacaoVer: 'visualizar-farmacia-dispensacao',
  dispensacaoCadastrar: 'cadastrar-farmacia-dispensacao',
  dispensacaoEditar: 'editar-farmacia-dispensacao',
  estorno: 'cadastrar-farmacia-estorno-dispensacao',
  parametrizacao: 'editar-farmacia-parametrizacao',
  supervisorVer: 'visualizar-farmacia-supervisor',
  supervisorEditar: 'editar-farmacia-supervisor',
  psicotropicoVer: 'visualizar-farmacia-livro-psicotropico',
  psicotropicoCadastrar: 'cadastrar-farmacia-livro-psicotropico',
  psicotropicoFechar: 'editar-farmacia-livro-psicotropico',
  talidomidaVer: 'visualizar-farmacia-livro-talidomida',
  talidomidaCadastrar: 'cadastrar-farmacia-livro-talidomida',
  talidomidaFechar: 'editar-farmacia-livro-talidomida',
  altoCustoVer: 'visualizar-farmacia-alto-custo-gerenciamento-processo',
  altoCustoCadastrar: 'cadastrar-farmacia-alto-custo-gerenciamento-processo',
  altoCustoEditar: 'editar-farmacia-alto-custo-gerenciamento-processo',
} as const;

/** The permission of a pharmacy report: `visualizar-farmacia-relatorio-<slug>`. */
export const permissaoRelatorioFarmacia = (slug: RelatorioFarmacia) => `visualizar-farmacia-relatorio-${slug}`;
