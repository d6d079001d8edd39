import type { PermissaoDef } from '../../permissions.js';

const def = (acao: PermissaoDef['acao'], funcionalidade: string, descricao: string): PermissaoDef => ({
  acao,
  modulo: 'transporte-paciente',
  funcionalidade,
  descricao,
});

/** The nine reports of patient transport (spec 000 §2.3 transporte-paciente): slug and title. */
export const RELATORIOS_TRANSPORTE_NOMES = {
  'relatorio-agendador': 'Agendamentos por agendador',
  'relatorio-viagem': 'Viagens e passageiros',
  'relatorio-estatistico': 'Estatístico de transporte',
  'relatorio-quantitativo': 'Quantitativo de passageiros',
  'relatorio-viagem-veiculo': 'Viagens por veículo',
  'relatorio-viagem-motorista': 'Viagens por motorista',
  'relatorio-viagem-geral': 'Viagens (geral)',
  'relatorio-viagem-data': 'Viagens por data',
  'relatorio-prestacao-conta': 'Prestação de contas do transporte',
} as const;
export type RelatorioTransporte = keyof typeof RELATORIOS_TRANSPORTE_NOMES;

/** Transporte de pacientes (issue 23): one permission per screen and action; the registries declare theirs in their resources. */
export const PERMISSOES_TRANSPORTE: readonly PermissaoDef[] = [
  def('visualizar', 'pre-agendamento-transporte', 'Consultar os pedidos de transporte aguardando vaga'),
  def('cadastrar', 'pre-agendamento-transporte', 'Registrar, alterar e excluir pedidos de transporte aguardando vaga'),
  def('visualizar', 'agendar', 'Consultar agendamentos de transporte e imprimir o comprovante'),
  def('cadastrar', 'agendar', 'Agendar o transporte de pacientes e acompanhantes'),
  def('editar', 'agendar', 'Alterar agendamentos de transporte (horário, ponto, acompanhantes) e cancelar'),
  def('cadastrar', 'escolher-veiculo', 'Montar as viagens do dia: passageiros nos veículos, motoristas'),
  def('cadastrar', 'transferencia-paciente', 'Transferir passageiros de uma viagem para outra'),
  def('visualizar', 'listagem', 'Consultar e imprimir as viagens do dia (por veículo, cidade, bairro, motorista)'),
  def('visualizar', 'gerenciamento', 'Consultar os passageiros de uma viagem'),
  def('editar', 'gerenciamento', 'Registrar embarque e falta dos passageiros de uma viagem'),
  def('cadastrar', 'fechamento-viagem', 'Fechar viagens (quilometragem, combustível, pedágios, ocorrências)'),
  def('cadastrar', 'reabertura-viagem', 'Reabrir viagens fechadas (com motivo)'),
  def('visualizar', 'reimpressao-protocolo', 'Reimprimir comprovantes e protocolos de transporte'),
  def('cadastrar', 'parametrizacao', 'Alterar a parametrização do transporte de pacientes'),
  ...Object.entries(RELATORIOS_TRANSPORTE_NOMES).map(([slug, nome]) => def('visualizar', slug, `Relatório: ${nome}`)),
];

/** The permission names of the screens (`acao-transporte-paciente-funcionalidade`). */
export const TP = {
  preAgendamentoVer: 'visualizar-transporte-paciente-pre-agendamento-transporte',
  preAgendamentoCadastrar: 'cadastrar-transporte-paciente-pre-agendamento-transporte',
  agendarVer: 'visualizar-transporte-paciente-agendar',
  agendarCadastrar: 'cadastrar-transporte-paciente-agendar',
  agendarEditar: 'editar-transporte-paciente-agendar',
  escolherVeiculo: 'cadastrar-transporte-paciente-escolher-veiculo',
  transferencia: 'cadastrar-transporte-paciente-transferencia-paciente',
  listagem: 'visualizar-transporte-paciente-listagem',
  gerenciamentoVer: 'visualizar-transporte-paciente-gerenciamento',
  gerenciamentoEditar: 'editar-transporte-paciente-gerenciamento',
  fechamento: 'cadastrar-transporte-paciente-fechamento-viagem',
  reabertura: 'cadastrar-transporte-paciente-reabertura-viagem',
  reimpressao: 'visualizar-transporte-paciente-reimpressao-protocolo',
  parametrizacao: 'cadastrar-transporte-paciente-parametrizacao',
} as const;

/** The permission of a transport report: `visualizar-transporte-paciente-<slug>`. */
export const permissaoRelatorioTransporte = (slug: RelatorioTransporte) => `visualizar-transporte-paciente-${slug}`;
