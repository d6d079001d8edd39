/**
 * The forms of the national exam requests and the option lists printed beside their checkboxes (the forms'
 * own wording). The schemas of `requisicao-exame.ts` accept the keys; the prints and the screens show the texts.
 */

/** The forms, by the code the wire uses, with the spec's print name and the title on paper. */
export const FORMULARIO_REQUISICAO_EXAME = {
  CITOPATOLOGICO_COLO_UTERO: {
    codigo: 'citopatologico-colo-utero',
    nomeSpec: 'requisicaoExameCitopatologicoColoUtero',
    titulo: 'REQUISIÇÃO DE EXAME CITOPATOLÓGICO – COLO DO ÚTERO',
    comItens: false,
  },
  CITOPATOLOGICO_MAMA: {
    codigo: 'citopatologico-mama',
    nomeSpec: 'requisicaoExameCitopatologicoMama',
    titulo: 'REQUISIÇÃO DE EXAME CITOPATOLÓGICO – MAMA',
    comItens: false,
  },
  HISTOPATOLOGICO_MAMOGRAFIA: {
    codigo: 'histopatologico-mamografia',
    nomeSpec: 'requisicaoExameHistopatologicoMamografia',
    // the title follows the exam chosen on the form (TITULO_EXAME_MAMA)
    titulo: 'REQUISIÇÃO DE MAMOGRAFIA / EXAME HISTOPATOLÓGICO – MAMA',
    comItens: false,
  },
  APAC: {
    codigo: 'apac',
    nomeSpec: 'laudoSolicitacaoAutorizacaoProcedimentoAmbulatorial',
    titulo: 'LAUDO PARA SOLICITAÇÃO/AUTORIZAÇÃO DE PROCEDIMENTO AMBULATORIAL',
    comItens: true,
  },
  SADT: {
    codigo: 'sadt',
    nomeSpec: 'fichaRequisicaoServicoAuxiliarDiagnoseTerapia',
    titulo: 'FICHA DE REQUISIÇÃO DE SERVIÇO AUXILIAR DE DIAGNOSE E TERAPIA – SADT',
    comItens: true,
  },
  SADT_SOLICITACAO_EXAME: {
    codigo: 'sadt-solicitacao-exame',
    nomeSpec: 'servicoAnaliseDiagnosticoTerapiaSolicitacaoExame',
    titulo: 'SOLICITAÇÃO DE EXAMES – SADT',
    comItens: true,
  },
} as const;
export type FormularioRequisicaoExame = (typeof FORMULARIO_REQUISICAO_EXAME)[keyof typeof FORMULARIO_REQUISICAO_EXAME]['codigo'];
export const CODIGOS_FORMULARIO_REQUISICAO_EXAME = Object.values(FORMULARIO_REQUISICAO_EXAME).map((f) => f.codigo) as [
  FormularioRequisicaoExame,
  ...FormularioRequisicaoExame[],
];

// Option lists: value → the text printed beside its checkbox (the forms' own wording).
export const SIM_NAO_NAO_SABE = { SIM: 'Sim', NAO: 'Não', NAO_SABE: 'Não sabe' } as const;
export const MOTIVO_EXAME_COLO = {
  RASTREAMENTO: 'Rastreamento',
  REPETICAO: 'Repetição (exame alterado ASCUS/baixo grau)',
  SEGUIMENTO: 'Seguimento (pós diagnóstico colposcópico/tratamento)',
} as const;
export const SANGRAMENTO_APOS_RELACOES = { SIM: 'Sim', NAO: 'Não / Não sabe / Não lembra' } as const;
export const SANGRAMENTO_APOS_MENOPAUSA = {
  SIM: 'Sim',
  NAO: 'Não / Não sabe / Não lembra',
  NAO_MENOPAUSA: 'Não está na menopausa',
} as const;
export const INSPECAO_COLO = {
  NORMAL: 'Normal',
  AUSENTE: 'Ausente (anomalias congênitas ou retirado cirurgicamente)',
  ALTERADO: 'Alterado',
  NAO_VISUALIZADO: 'Colo não visualizado',
} as const;
export const LADO_MAMA = { DIREITA: 'Mama direita', ESQUERDA: 'Mama esquerda' } as const;
/** The breast's regions as the SISCAN forms abbreviate them. */
export const QUADRANTE_MAMA = {
  QSL: 'QSL',
  QIL: 'QIL',
  QSM: 'QSM',
  QIM: 'QIM',
  UQLAT: 'UQlat',
  UQSUP: 'UQsup',
  UQMED: 'UQmed',
  UQINF: 'UQinf',
  RRA: 'RRA',
  PA: 'PA',
} as const;
export const DESCARGA_PAPILAR = { CRISTALINA: 'Cristalina', HEMORRAGICA: 'Hemorrágica' } as const;
export const DETECCAO_LESAO = { EXAME_CLINICO: 'Exame clínico', IMAGEM: 'Exame de imagem' } as const;
export const MATERIAL_CITOPATOLOGICO_MAMA = {
  PAAF_NODULO: 'Punção aspirativa por agulha fina (PAAF) de nódulo',
  PUNCAO_CISTO: 'Punção de cisto',
  DESCARGA_PAPILAR: 'Descarga papilar',
  PAAF_LINFONODO: 'PAAF de linfonodo',
} as const;
export const EXAME_MAMA = { MAMOGRAFIA: 'Mamografia', HISTOPATOLOGICO: 'Histopatológico' } as const;
export const TITULO_EXAME_MAMA = {
  MAMOGRAFIA: 'REQUISIÇÃO DE MAMOGRAFIA',
  HISTOPATOLOGICO: 'REQUISIÇÃO DE EXAME HISTOPATOLÓGICO – MAMA',
} as const;
export const EXAMINADA_ANTES = { SIM: 'Sim', NUNCA: 'Nunca foram examinadas anteriormente', NAO_SABE: 'Não sabe' } as const;
export const CIRURGIA_MAMA = {
  BIOPSIA_INCISIONAL: 'Biópsia cirúrgica incisional',
  BIOPSIA_EXCISIONAL: 'Biópsia cirúrgica excisional',
  SEGMENTECTOMIA: 'Segmentectomia',
  CENTRALECTOMIA: 'Centralectomia',
  DUTECTOMIA: 'Dutectomia',
  MASTECTOMIA: 'Mastectomia',
  MASTECTOMIA_POUPADORA_PELE: 'Mastectomia poupadora de pele',
  MASTECTOMIA_POUPADORA_PELE_CAP: 'Mastectomia poupadora de pele e complexo aréolo-papilar',
  LINFADENECTOMIA_AXILAR: 'Linfadenectomia axilar',
  BIOPSIA_LINFONODO_SENTINELA: 'Biópsia de linfonodo sentinela',
  RECONSTRUCAO_MAMARIA: 'Reconstrução mamária',
  MASTOPLASTIA_REDUTORA: 'Mastoplastia redutora',
  INCLUSAO_IMPLANTES: 'Inclusão de implantes',
} as const;
export const INDICACAO_MAMOGRAFIA = { DIAGNOSTICA: 'Mamografia diagnóstica', RASTREAMENTO: 'Mamografia de rastreamento' } as const;
export const MAMOGRAFIA_DIAGNOSTICA = {
  EXAME_CLINICO: 'Exame clínico das mamas (achados abaixo)',
  CONTROLE_CATEGORIA_3: 'Controle radiológico de lesão categoria 3',
  LESAO_NEOADJUVANTE: 'Lesão diagnosticada (em tratamento neoadjuvante)',
  RESPOSTA_QT_NEOADJUVANTE: 'Avaliação da resposta de QT neoadjuvante',
  REVISAO_OUTRA_INSTITUICAO: 'Revisão de mamografia com lesão, realizada em outra instituição',
  CONTROLE_POS_BIOPSIA: 'Controle de lesão após biópsia de fragmento ou PAAF',
} as const;
export const MAMOGRAFIA_RASTREAMENTO = {
  POPULACAO_ALVO: 'População alvo',
  RISCO_ELEVADO: 'População de risco elevado (história familiar)',
  JA_TRATADA: 'Paciente já tratada de câncer de mama',
} as const;
export const CARACTERISTICA_LESAO_MAMA = {
  NODULO: 'Nódulo',
  MICROCALCIFICACOES: 'Microcalcificações',
  ASSIMETRIA_FOCAL: 'Assimetria focal',
  ASSIMETRIA_DIFUSA: 'Assimetria difusa',
  DISTORCAO_ARQUITETURAL: 'Distorção arquitetural',
  AREA_DENSA: 'Área densa',
  LESAO_PAPILAR: 'Lesão papilar',
  DESCARGA_PAPILAR: 'Descarga papilar',
} as const;
export const PROCEDIMENTO_HISTOPATOLOGICO_MAMA = {
  BIOPSIA_AGULHA_GROSSA: 'Biópsia por agulha grossa (core biopsy)',
  BIOPSIA_VACUO: 'Biópsia a vácuo (mamotomia)',
  BIOPSIA_INCISIONAL: 'Biópsia cirúrgica incisional',
  BIOPSIA_EXCISIONAL: 'Biópsia cirúrgica excisional',
  SEGMENTECTOMIA: 'Segmentectomia',
  MASTECTOMIA: 'Mastectomia',
  LINFONODO_SENTINELA: 'Biópsia de linfonodo sentinela',
  LINFADENECTOMIA_AXILAR: 'Linfadenectomia axilar',
} as const;
/** BI-RADS® categories as the mammography report words them. */
export const BI_RADS = { 0: '0', 1: '1', 2: '2', 3: '3', 4: '4', 5: '5', 6: '6' } as const;
export const CARATER_SADT = { ELETIVO: 'Eletivo', URGENCIA: 'Urgência' } as const;
