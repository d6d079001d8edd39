import type { PermissaoDef } from '../../permissions.js';

const def = (acao: PermissaoDef['acao'], funcionalidade: string, descricao: string): PermissaoDef => ({
  acao,
  modulo: 'imunizacao',
  funcionalidade,
  descricao,
});

/** The reports of immunization (spec 000 §2.3 imunizacao, plus the coverage of issue 20): slug and title. */
export const RELATORIOS_IMUNIZACAO_NOMES = {
  'consolidado-aplicacao': 'Consolidado de aplicações',
  'de-aplicacao': 'Aplicações de vacinas',
  'faltoso-aprazamento': 'Faltosos (aprazamento vencido)',
  'posicao-estoque': 'Posição de estoque de imunobiológicos',
  'cobertura-vacinal': 'Cobertura vacinal',
} as const;
export type RelatorioImunizacao = keyof typeof RELATORIOS_IMUNIZACAO_NOMES;

/** Imunização (issue 20): one permission per screen and action; sala-vacinacao declares its own in its resource. */
export const PERMISSOES_IMUNIZACAO: readonly PermissaoDef[] = [
  def('visualizar', 'fila-atendimento', 'Consultar a fila da sala de vacinação'),
  def('editar', 'fila-atendimento', 'Chamar, devolver à fila, incluir paciente e registrar evasão na fila da sala de vacinação'),
  def('visualizar', 'registro-vacinacao', 'Consultar a caderneta, o histórico vacinal e imprimir o cartão e o atestado'),
  def('cadastrar', 'registro-vacinacao', 'Registrar a aplicação de vacinas e transcrever doses anteriores'),
  def('editar', 'registro-vacinacao', 'Corrigir ou cancelar um registro de vacinação (com motivo; a dose volta ao estoque)'),
  def('visualizar', 'cadastro-campanha', 'Consultar as campanhas de vacinação e sua cobertura'),
  def('cadastrar', 'cadastro-campanha', 'Cadastrar campanhas de vacinação'),
  def('editar', 'cadastro-campanha', 'Alterar e encerrar campanhas de vacinação'),
  def('cadastrar', 'aplicacao-campanha', 'Registrar aplicações durante uma campanha (registro rápido)'),
  def('visualizar', 'consulta-estoque', 'Consultar o estoque de imunobiológicos por sala, lote e validade, e os frascos abertos'),
  def('visualizar', 'consulta-estoque-unidade', 'Consultar o estoque de imunobiológicos de qualquer sala de vacinação do município'),
  def('visualizar', 'entrada', 'Consultar as entradas de imunobiológicos'),
  def('cadastrar', 'entrada', 'Registrar a entrada de imunobiológicos (lote, fabricante, validade, doses por frasco)'),
  def('visualizar', 'distribuicao', 'Consultar as distribuições da rede de frio para as salas'),
  def('cadastrar', 'distribuicao', 'Distribuir imunobiológicos da rede de frio para as salas (enviar e cancelar)'),
  def('cadastrar', 'distribuicao-recebimento', 'Receber na sala os imunobiológicos distribuídos'),
  def('visualizar', 'requisicao', 'Consultar as requisições de imunobiológicos'),
  def('cadastrar', 'requisicao', 'Requisitar imunobiológicos à rede de frio (e alterar ou cancelar o pedido pendente)'),
  def('cadastrar', 'requisicao-atendimento', 'Atender ou recusar requisições das salas (rede de frio)'),
  def('visualizar', 'baixa', 'Consultar as baixas (perdas) de imunobiológicos'),
  def('cadastrar', 'baixa', 'Registrar baixas de imunobiológicos e descartar frascos abertos'),
  def('visualizar', 'exportacao', 'Consultar as exportações do registro de imunização (RNDS RIA) e baixar os arquivos'),
  def('cadastrar', 'exportacao', 'Gerar exportações do registro de imunização (RNDS RIA)'),
  def('editar', 'exportacao', 'Regerar e cancelar exportações do registro de imunização'),
  def('editar', 'parametrizacao', 'Alterar a parametrização da imunização e o calendário vacinal do município'),
  ...Object.entries(RELATORIOS_IMUNIZACAO_NOMES).map(([slug, nome]) => def('visualizar', `relatorio-${slug}`, `Relatório: ${nome}`)),
];

export const IMU = {
  filaVer: 'visualizar-imunizacao-fila-atendimento',
  filaEditar: 'editar-imunizacao-fila-atendimento',
  registroVer: 'visualizar-imunizacao-registro-vacinacao',
  registroCadastrar: 'cadastrar-imunizacao-registro-vacinacao',
  registroEditar: 'editar-imunizacao-registro-vacinacao',
  campanhaVer: 'visualizar-imunizacao-cadastro-campanha',
  campanhaCadastrar: 'cadastrar-imunizacao-cadastro-campanha',
  campanhaEditar: 'editar-imunizacao-cadastro-campanha',
  aplicacaoCampanha: 'cadastrar-imunizacao-aplicacao-campanha',
  estoqueVer: 'visualizar-imunizacao-consulta-estoque',
  estoqueUnidadeVer: 'visualizar-imunizacao-consulta-estoque-unidade',
  entradaVer: 'visualizar-imunizacao-entrada',
  entradaCadastrar: 'cadastrar-imunizacao-entrada',
  distribuicaoVer: 'visualizar-imunizacao-distribuicao',
  distribuicaoCadastrar: 'cadastrar-imunizacao-distribuicao',
  distribuicaoReceber: 'cadastrar-imunizacao-distribuicao-recebimento',
  requisicaoVer: 'visualizar-imunizacao-requisicao',
  requisicaoCadastrar: 'cadastrar-imunizacao-requisicao',
  requisicaoAtender: 'cadastrar-imunizacao-requisicao-atendimento',
  baixaVer: 'visualizar-imunizacao-baixa',
  baixaCadastrar: 'cadastrar-imunizacao-baixa',
  exportacaoVer: 'visualizar-imunizacao-exportacao',
  exportacaoCadastrar: 'cadastrar-imunizacao-exportacao',
  exportacaoEditar: 'editar-imunizacao-exportacao',
  parametrizacao: 'editar-imunizacao-parametrizacao',
} as const;

/** The permission of an immunization report: `visualizar-imunizacao-relatorio-<slug>`. */
export const permissaoRelatorioImunizacao = (slug: RelatorioImunizacao) => `visualizar-imunizacao-relatorio-${slug}`;

/**
 * The vaccination card and the regularity certificate of a patient (PDF, signable): the record screen, the queue and
 * the campaign screen link here; the print routes answer them.
 */
export const URL_IMPRESSAO_IMUNIZACAO = {
  cartao: (pacienteId: number) => `/api/imunizacao/impressao/cartao/${pacienteId}`,
  atestado: (pacienteId: number) => `/api/imunizacao/impressao/atestado/${pacienteId}`,
} as const;
