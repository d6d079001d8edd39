/**
 * How the audit trail names what was done (issue 16 item 12): every table of the schema by a pt-BR noun, said
 * once here for the list, its filter and the detail. `apps/api/src/modules/administracao/auditoria` fails a
 * test when a table of the schema has no name here.
 */
export const NOME_TABELA_AUDITORIA: Readonly<Record<string, string>> = {
  agendamento: 'Agendamento',
  aih: 'Solicitação de AIH',
  alergia: 'Alergia (cadastro)',
  almoxarifado_baixa: 'Baixa de estoque',
  almoxarifado_dispensacao: 'Dispensação de materiais a paciente',
  almoxarifado_dispensacao_item: 'Item de dispensação de materiais',
  almoxarifado_entrada: 'Entrada no almoxarifado',
  almoxarifado_entrada_item: 'Item de entrada no almoxarifado',
  almoxarifado_inventario: 'Inventário de estoque',
  almoxarifado_inventario_item: 'Lote contado no inventário',
  almoxarifado_material_permitido: 'Material permitido ao setor',
  almoxarifado_requisicao: 'Requisição ao almoxarifado',
  almoxarifado_requisicao_item: 'Item de requisição ao almoxarifado',
  almoxarifado_requisicao_periodo: 'Período de requisição',
  almoxarifado_requisicao_suprimento: 'Atendimento de requisição',
  almoxarifado_requisicao_suprimento_item: 'Lote de atendimento de requisição',
  almoxarifado_saida: 'Saída do almoxarifado',
  almoxarifado_saida_item: 'Item de saída do almoxarifado',
  ambulatorio_atendimento: 'Atendimento do consultório (ambulatório)',
  ambulatorio_atendimento_alteracao: 'Reabertura de consulta finalizada',
  ambulatorio_diagnostico: 'Problema/condição do atendimento ambulatorial',
  ambulatorio_documento: 'Documento do atendimento ambulatorial',
  ambulatorio_documento_assinado: 'Documento assinado do atendimento ambulatorial',
  ambulatorio_enfermagem: 'Atendimento de enfermagem do ambulatório',
  ambulatorio_enfermagem_procedimento: 'Procedimento de enfermagem do ambulatório',
  ambulatorio_exame_solicitado: 'Exame solicitado no ambulatório',
  ambulatorio_receita: 'Receita do atendimento ambulatorial',
  ambulatorio_receita_item: 'Medicamento de receita do ambulatório',
  ambulatorio_requisicao_exame: 'Requisição de exame do ambulatório',
  assinatura_documento: 'Documento assinado eletronicamente',
  assistencia_social: 'Atendimento de assistência social',
  atendimento: 'Ficha de atendimento',
  atendimento_ambulatorial: 'Atendimento ambulatorial',
  atendimento_diagnostico: 'Diagnóstico do atendimento',
  atendimento_enfermagem: 'Atendimento de enfermagem',
  atendimento_medico: 'Avaliação médica',
  atendimento_ocorrencia: 'Fechamento, reabertura ou cancelamento de FAA',
  atendimento_procedimento: 'Procedimento do atendimento',
  auditoria: 'Trilha de auditoria',
  autorizacao_versao: 'Versão das autorizações',
  aviso: 'Aviso do painel',
  aviso_tela: 'Tela do aviso',
  bairro: 'Bairro',
  centro_custo: 'Centro de custo',
  ciap: 'CIAP-2',
  cid: 'CID-10',
  cid_capitulo: 'Capítulo da CID-10',
  cidadao: 'Cadastro do paciente',
  cidadao_alergia: 'Alergia do paciente',
  cidadao_convenio: 'Convênio do paciente',
  cidadao_fator_risco: 'Fator de risco do paciente',
  cidadao_medicamento: 'Medicamento em uso do paciente',
  cidadao_telefone: 'Telefone do paciente',
  classificacao_risco: 'Classificação de risco',
  cliente: 'Dados do município',
  configuracao: 'Configuração',
  convenio_medico: 'Convênio médico',
  documento_assinado_pa: 'Documento assinado do pronto atendimento',
  documento_clinico: 'Documento clínico',
  domicilio: 'Domicílio',
  domicilio_residente: 'Residente do domicílio',
  email_saida: 'E-mail enviado',
  encaminhamento: 'Encaminhamento entre filas de senha',
  enfermagem_anexo: 'Anexo da enfermagem',
  enfermagem_procedimento: 'Procedimento de enfermagem',
  especialidade: 'Especialidade',
  estado: 'Estado',
  estoque_custo_medio: 'Custo médio do estoque',
  estoque_fechamento: 'Fechamento de estoque (balancete)',
  estoque_limite: 'Limite de estoque (mínimo, máximo, ponto de pedido)',
  estoque_lote: 'Lote de material',
  estoque_movimento: 'Movimento de estoque',
  estoque_saldo: 'Saldo de estoque',
  estoque_transferencia: 'Transferência de estoque',
  estoque_transferencia_item: 'Item de transferência de estoque',
  exame: 'Exame',
  exame_imagem: 'Exame de imagem',
  fabricante: 'Fabricante',
  farmacia_atendimento: 'Chegada ao balcão da farmácia',
  farmacia_dispensacao: 'Dispensação de medicamentos',
  farmacia_dispensacao_item: 'Medicamento dispensado',
  farmacia_dispensacao_lote: 'Lote de medicamento dispensado',
  farmacia_dispensacao_receita: 'Receita atendida na dispensação',
  farmacia_livro: 'Livro de registro de controlados',
  farmacia_livro_linha: 'Linha do livro de controlados',
  farmacia_parametrizacao: 'Parametrização da farmácia',
  farmacia_processo_alto_custo: 'Processo de medicamento de alto custo (CEAF)',
  farmacia_processo_alto_custo_competencia: 'Competência de processo de alto custo',
  farmacia_processo_alto_custo_documento: 'Documento de processo de alto custo',
  farmacia_processo_alto_custo_situacao: 'Situação de processo de alto custo',
  farmacia_receita_externa: 'Receita externa (digitada na farmácia)',
  farmacia_receita_externa_item: 'Item de receita externa',
  feriado: 'Feriado',
  fila: 'Entrada na fila',
  fila_chamada: 'Chamada da fila',
  fila_movimento: 'Movimentação da fila',
  fornecedor: 'Fornecedor',
  grupo: 'Grupo de materiais',
  img_alteracao_finalizado: 'Alteração de exame de imagem finalizado',
  img_cota: 'Cota de exames de imagem',
  img_equipamento: 'Equipamento de imagem',
  img_exame: 'Exame de imagem',
  img_exame_anexo: 'Anexo de exame de imagem',
  img_fechamento: 'Fechamento de competência de imagem',
  img_impressao: 'Impressão de laudo de imagem',
  img_laudo: 'Laudo de exame de imagem',
  img_modelo_laudo: 'Modelo de laudo de imagem',
  img_parametrizacao: 'Parametrização do serviço de imagem',
  imunizacao_atendimento: 'Chegada à sala de vacinação',
  imunizacao_baixa: 'Baixa (perda) de vacinas',
  imunizacao_entrada: 'Entrada de vacinas',
  imunizacao_entrada_item: 'Lote de uma entrada de vacinas',
  imunizacao_parametrizacao: 'Parametrização da imunização',
  imunizacao_populacao_alvo: 'População-alvo da cobertura vacinal',
  infraestrutura: 'Local de atendimento',
  integracao_envio: 'Envio a sistema nacional (BNAFAR)',
  jornada: 'Agenda',
  jornada_bloqueio: 'Bloqueio de agenda',
  jornada_situacao: 'Situação de agenda',
  kit_exame: 'Kit de exames',
  kit_exame_item: 'Exame do kit',
  lab_agendamento: 'Agendamento de exames laboratoriais',
  lab_agendamento_exame: 'Exame laboratorial agendado',
  lab_amostra: 'Amostra de exame laboratorial',
  lab_cota: 'Cota de exames laboratoriais',
  lab_exame: 'Exame no laboratório (sigla, setor)',
  lab_exame_campo: 'Campo de resultado de exame',
  lab_exame_referencia: 'Faixa de referência de exame',
  lab_formula_exame: 'Fórmula de exame',
  lab_importacao: 'Importação de laudos',
  lab_parametrizacao: 'Parametrização do laboratório',
  lab_resultado: 'Resultado de exame laboratorial',
  lab_resultado_impressao: 'Impressão de resultado de exame',
  lab_resultado_valor: 'Valor de resultado de exame',
  laboratorio: 'Laboratório',
  ledi_codigo: 'Código do e-SUS APS (LEDI)',
  login_falha: 'Tentativa de acesso sem sucesso',
  logradouro: 'Logradouro',
  lotacao: 'Lotação',
  lotacao_centro_custo: 'Centro de custo da lotação',
  lotacao_papel: 'Papel da lotação',
  loteamento: 'Loteamento',
  material: 'Material',
  medicamento: 'Medicamento',
  medicamento_nao_padronizado: 'Medicamento não padronizado',
  motivo_baixa: 'Motivo de baixa',
  municipio: 'Município',
  notificacao: 'Notificação',
  notificacao_destinatario: 'Destinatário da notificação',
  obito: 'Óbito',
  observacao_evolucao: 'Evolução da observação',
  ocupacao: 'Ocupação (CBO)',
  opcao_chamada: 'Opção de chamada',
  opcao_entrada: 'Opção de entrada do totem',
  paciente_problema: 'Problema/condição do paciente',
  painel_chamada: 'Chamada no painel',
  pais: 'País',
  papel: 'Papel',
  papel_permissao: 'Permissão do papel',
  permissao: 'Permissão',
  plantao: 'Plantão',
  plantao_profissional: 'Profissional do plantão',
  prescricao_administracao: 'Administração de prescrição',
  prescricao_item: 'Prescrição',
  prioridade: 'Prioridade',
  procedimento_cid: 'CID do procedimento',
  procedimento_cirurgico: 'Procedimento cirúrgico',
  procedimento_municipal: 'Procedimento municipal',
  procedimento_ocupacao: 'Ocupação do procedimento',
  procedimento_sigtap: 'Procedimento SIGTAP',
  raas_psicossocial: 'RAAS de atenção psicossocial',
  raas_psicossocial_acao: 'Ação da RAAS de atenção psicossocial',
  receita: 'Receita',
  receita_item: 'Item da receita',
  relatorio: 'Relatório',
  sala: 'Sala',
  sala_vacinacao: 'Sala de vacinação',
  senha: 'Senha do totem',
  senha_recuperacao: 'Pedido de recuperação de senha',
  senha_sequencia: 'Sequência de senhas',
  sequencia: 'Numeração',
  servico: 'Serviço ambulatorial',
  servico_manutencao: 'Serviço de manutenção',
  sessao: 'Sessão',
  setor: 'Setor',
  sigtap_competencia: 'Competência SIGTAP',
  sistema_chave: 'Chave do sistema',
  subgrupo: 'Subgrupo de materiais',
  supervisor: 'Supervisor de módulo',
  tarefa: 'Tarefa em segundo plano',
  tarefa_arquivo: 'Arquivo de tarefa',
  tela: 'Tela do painel',
  tela_centro_custo: 'Centro de custo da tela',
  tempo_espera: 'Tempo de espera',
  tipo_logradouro: 'Tipo de logradouro',
  tp_acompanhante: 'Acompanhante de transporte',
  tp_agendamento: 'Agendamento de transporte',
  tp_agendamento_evento: 'Histórico de agendamento de transporte',
  tp_condutor: 'Motorista (transporte)',
  tp_destino: 'Destino de transporte',
  tp_destino_local: 'Local de atendimento do destino',
  tp_grupo: 'Grupo de transporte',
  tp_jornada: 'Viagem recorrente (jornada)',
  tp_motivo: 'Motivo de viagem',
  tp_parametrizacao: 'Parametrização do transporte',
  tp_ponto: 'Ponto de embarque',
  tp_pre_agendamento: 'Pedido de transporte aguardando vaga',
  tp_supervisor: 'Supervisor do transporte',
  tp_veiculo: 'Veículo',
  tp_viagem: 'Viagem',
  tp_viagem_evento: 'Evento de viagem (fechamento, reabertura)',
  triagem: 'Triagem',
  unidade: 'Unidade',
  unidade_executante_manutencao: 'Executante de manutenção',
  unidade_executante_manutencao_servico: 'Serviço do executante de manutenção',
  unidade_externa: 'Unidade externa',
  usuario: 'Usuário',
  usuario_certificado: 'Certificado digital do usuário',
  vacina: 'Vacina',
  vacina_frasco_aberto: 'Frasco de vacina aberto',
  vacina_lote: 'Apresentação do lote de vacina',
  vacina_requisicao: 'Requisição de vacinas à rede de frio',
  vacina_requisicao_item: 'Vacina de uma requisição',
  vacinacao: 'Registro de vacinação',
  vacinacao_campanha: 'Campanha de vacinação',
  vacinacao_campanha_vacina: 'Vacina da campanha',
  vacinacao_exportacao: 'Exportação do registro de imunização (RNDS)',
  vacinacao_exportacao_item: 'Registro de uma exportação RNDS',
};

/** The table's noun, or the table's own name when a new table was not named yet. */
export const nomeDaTabela = (tabela: string) => NOME_TABELA_AUDITORIA[tabela] ?? tabela;

/**
 * What the trail's filter offers and each row shows as its action. Logins and logouts are the session's own
 * rows (`sessao` inserted and ended), shown as Entrada and Saída.
 */
export const ACAO_AUDITORIA = {
  INSERT: 'Inclusão',
  UPDATE: 'Alteração',
  DELETE: 'Exclusão',
  LEITURA: 'Leitura',
  UNIFICACAO: 'Unificação',
  ENTRADA: 'Entrada',
  SAIDA: 'Saída',
} as const;
export type AcaoAuditoria = keyof typeof ACAO_AUDITORIA;
export const ACOES_AUDITORIA = Object.keys(ACAO_AUDITORIA) as AcaoAuditoria[];

/** The tables whose rows are the sessions' (hidden from the list unless asked for: they flood it). */
export const TABELAS_SESSAO_AUDITORIA = ['sessao'] as const;

/** The action a row shows: a session opened is an Entrada, a session ended a Saída. */
export function acaoDaAuditoria(acao: string, tabela: string): AcaoAuditoria | string {
  if (tabela === 'sessao' && acao === 'INSERT') return 'ENTRADA';
  if (tabela === 'sessao' && acao === 'UPDATE') return 'SAIDA';
  return acao;
}

export interface FatosAuditoria {
  acao: string;
  tabela: string;
  registroId: number | null;
  pacienteNome: string | null;
  /** The FAA number when the row belongs to an attendance. */
  faa: string | number | null;
  /** A name the row carries (nome, descrição, login…), for records of no patient. */
  rotulo: string | null;
  /** The report previewed (acao LEITURA on 'relatorio'). */
  relatorio: string | null;
}

/**
 * The row in words: "Leitura do prontuário de MARIA DAS DORES (FAA 123)", "Alteração do cadastro do paciente
 * JOÃO …", "Inclusão de Prescrição de MARIA (FAA 123)", "Alteração de Unidade: UPA Centro".
 */
export function descreverAuditoria(f: FatosAuditoria): string {
  const acao = acaoDaAuditoria(f.acao, f.tabela);
  const verbo = ACAO_AUDITORIA[acao as AcaoAuditoria] ?? f.acao;
  const faa = f.faa !== null && f.faa !== '' ? ` (FAA ${f.faa})` : '';
  if (acao === 'ENTRADA') return 'Entrada no sistema';
  if (acao === 'SAIDA') return 'Saída do sistema (sessão encerrada)';
  if (f.tabela === 'relatorio') return `Consulta ao relatório ${f.relatorio ?? ''}`.trim();
  if (f.tabela === 'cidadao') {
    const quem = f.pacienteNome ?? f.rotulo ?? (f.registroId ? `nº ${f.registroId}` : '');
    if (acao === 'UNIFICACAO') return `Unificação de cadastros no paciente ${quem}`;
    return `${verbo} do cadastro do paciente ${quem}`;
  }
  if (acao === 'LEITURA' && f.tabela === 'atendimento') return `Leitura do prontuário de ${f.pacienteNome ?? 'paciente'}${faa}`;
  const nome = nomeDaTabela(f.tabela);
  if (f.pacienteNome) return `${verbo} de ${nome} de ${f.pacienteNome}${faa}`;
  if (f.rotulo) return `${verbo} de ${nome}: ${f.rotulo}`;
  return `${verbo} de ${nome}${f.registroId ? ` nº ${f.registroId}` : ''}`;
}
