import type { PermissaoDef } from '../../permissions.js';

const def = (acao: PermissaoDef['acao'], funcionalidade: string, descricao: string): PermissaoDef => ({
  acao,
  modulo: 'exame-laboratorial',
  funcionalidade,
  descricao,
});

/** The reports of the laboratory (spec 000 §2.3 exame-laboratorial): slug and title. */
export const RELATORIOS_EXAME_LABORATORIAL_NOMES = {
  'relatorio-exame-bloqueado': 'Exames bloqueados',
  'relatorio-paciente-atendido': 'Pacientes atendidos',
  'relatorio-cota-consumo': 'Consumo de cotas',
  'exame-solicitado-status': 'Exames solicitados por situação',
  'exame-producao': 'Produção de exames',
  'relatorio-financeiro-paciente': 'Financeiro por paciente',
  'relatorio-coleta-realizada': 'Coletas realizadas',
  'relatorio-financeiro-exame': 'Financeiro por exame',
  'relatorio-historico-paciente': 'Histórico de exames do paciente',
  'relatorio-quantitativo-producao': 'Quantitativo de produção',
  'relatorio-quantitativo-exame-solicitado': 'Quantitativo de exames solicitados',
  'relatorio-exame-laboratorio-apoio': 'Exames enviados a laboratório de apoio',
} as const;
export type RelatorioExameLaboratorial = keyof typeof RELATORIOS_EXAME_LABORATORIAL_NOMES;

/** Exame laboratorial (issue 21): one permission per screen and action; `laboratorio` declares its own in its resource. */
export const PERMISSOES_EXAME_LABORATORIAL: readonly PermissaoDef[] = [
  def('visualizar', 'jornada', 'Consultar as agendas de coleta e as cotas das unidades'),
  def('cadastrar', 'jornada', 'Cadastrar agendas de coleta e cotas (quantidade e teto financeiro por unidade e mês)'),
  def('editar', 'jornada', 'Alterar agendas de coleta e cotas'),
  def('visualizar', 'agendamento-exame', 'Consultar os agendamentos de exames e imprimir o comprovante'),
  def('cadastrar', 'agendamento-exame', 'Agendar exames (de uma solicitação do sistema ou digitados do papel)'),
  def('editar', 'agendamento-exame', 'Cancelar agendamentos e exames agendados'),
  def('cadastrar', 'agendamento-exame-retroativo', 'Registrar agendamentos de exames em datas passadas'),
  def('visualizar', 'coleta-agendada', 'Consultar as coletas agendadas e imprimir etiquetas'),
  def('cadastrar', 'lancamento-coleta', 'Registrar a coleta das amostras (e as não coletadas, com o motivo)'),
  def('visualizar', 'exame-agendado-realizado', 'Consultar os exames agendados e realizados'),
  def('cadastrar', 'exame-agendado-realizado', 'Confirmar a realização de exames agendados'),
  def('visualizar', 'mapa-trabalho', 'Imprimir o mapa do dia e o mapa de produção da bancada'),
  def('visualizar', 'lancamento-resultado', 'Consultar os resultados lançados'),
  def('cadastrar', 'lancamento-resultado', 'Lançar resultados de exames na bancada'),
  def('cadastrar', 'assinatura-eletronica', 'Assinar (liberar) resultados com o certificado digital do responsável'),
  def('visualizar', 'impressao-exame', 'Imprimir e reimprimir resultados liberados'),
  def('cadastrar', 'entrega-exame', 'Registrar a entrega de resultados (quem recebeu e quando)'),
  def('cadastrar', 'cancelamento-resultado', 'Cancelar resultados lançados ou assinados (com motivo)'),
  def('cadastrar', 'importar-laudo', 'Importar resultados de laboratório de apoio (HL7 ORU^R01 ou CSV)'),
  def('visualizar', 'formula-exame', 'Consultar as fórmulas de exames'),
  def('cadastrar', 'formula-exame', 'Cadastrar fórmulas de exames'),
  def('editar', 'formula-exame', 'Alterar e bloquear fórmulas de exames'),
  def('visualizar', 'exame-campo', 'Consultar os campos de resultado e as faixas de referência dos exames'),
  def('editar', 'exame-campo', 'Configurar campos de resultado, faixas de referência, sigla e setor dos exames'),
  def('cadastrar', 'parametrizacao', 'Alterar a parametrização do laboratório'),
  ...Object.entries(RELATORIOS_EXAME_LABORATORIAL_NOMES).map(([slug, nome]) => def('visualizar', slug, `Relatório: ${nome}`)),
];

/** The permission names of the screens (`acao-exame-laboratorial-funcionalidade`). */
export const LAB = {
  jornadaVer: 'visualizar-exame-laboratorial-jornada',
  jornadaCadastrar: 'cadastrar-exame-laboratorial-jornada',
  jornadaEditar: 'editar-exame-laboratorial-jornada',
  agendamentoVer: 'visualizar-exame-laboratorial-agendamento-exame',
  agendamentoCadastrar: 'cadastrar-exame-laboratorial-agendamento-exame',
  agendamentoEditar: 'editar-exame-laboratorial-agendamento-exame',
  agendamentoRetroativo: 'cadastrar-exame-laboratorial-agendamento-exame-retroativo',
  coletaVer: 'visualizar-exame-laboratorial-coleta-agendada',
  coletaLancar: 'cadastrar-exame-laboratorial-lancamento-coleta',
  realizadoVer: 'visualizar-exame-laboratorial-exame-agendado-realizado',
  realizadoCadastrar: 'cadastrar-exame-laboratorial-exame-agendado-realizado',
  mapas: 'visualizar-exame-laboratorial-mapa-trabalho',
  resultadoVer: 'visualizar-exame-laboratorial-lancamento-resultado',
  resultadoLancar: 'cadastrar-exame-laboratorial-lancamento-resultado',
  assinar: 'cadastrar-exame-laboratorial-assinatura-eletronica',
  imprimir: 'visualizar-exame-laboratorial-impressao-exame',
  entregar: 'cadastrar-exame-laboratorial-entrega-exame',
  cancelarResultado: 'cadastrar-exame-laboratorial-cancelamento-resultado',
  importar: 'cadastrar-exame-laboratorial-importar-laudo',
  formulaVer: 'visualizar-exame-laboratorial-formula-exame',
  formulaCadastrar: 'cadastrar-exame-laboratorial-formula-exame',
  formulaEditar: 'editar-exame-laboratorial-formula-exame',
  campoVer: 'visualizar-exame-laboratorial-exame-campo',
  campoEditar: 'editar-exame-laboratorial-exame-campo',
  parametrizacao: 'cadastrar-exame-laboratorial-parametrizacao',
} as const;

/** The permission of a laboratory report: `visualizar-exame-laboratorial-<slug>`. */
export const permissaoRelatorioLaboratorio = (slug: RelatorioExameLaboratorial) => `visualizar-exame-laboratorial-${slug}`;
