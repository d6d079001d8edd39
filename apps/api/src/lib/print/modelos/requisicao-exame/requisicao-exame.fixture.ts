import {
  fichaSadtSchema,
  laudoApacSchema,
  requisicaoCitopatologicoMamaSchema,
  requisicaoColoUteroSchema,
  requisicaoMamografiaSchema,
  solicitacaoExameSadtSchema,
} from '@saude/shared';
import type {
  DadosFichaSadt,
  DadosLaudoApac,
  DadosRequisicaoCitopatologicoMama,
  DadosRequisicaoColoUtero,
  DadosRequisicaoHistopatologicoMamografia,
  DadosSolicitacaoExameSadt,
  RequisicaoExameBase,
} from './tipos.js';

/** Test data of the request forms: what the outpatient attendance would fill, the clinical part parsed by the shared schemas. */
export const base: RequisicaoExameBase = {
  numero: '2026000457',
  dataSolicitacao: '2026-03-05',
  paciente: {
    nome: 'Maria José da Conceição Albuquerque',
    apelido: 'Zezinha',
    cns: '898001234567891',
    cpf: '52998224725',
    prontuario: '10452',
    dataNascimento: '1978-04-21',
    idade: '47 anos',
    sexo: 'F',
    racaCor: 'Parda',
    nacionalidade: 'Brasileira',
    escolaridade: 'Ensino médio completo',
    nomeMae: 'Antônia Maria da Conceição',
    responsavelNome: 'José Albuquerque Neto',
    responsavelTelefone: '87999881234',
    telefone: '87988776655',
    endereco: {
      logradouro: 'Rua Dom José',
      numero: '120',
      complemento: 'casa B',
      bairro: 'Heliópolis',
      municipio: 'Garanhuns',
      uf: 'PE',
      ibge: '2606002',
      cep: '55295000',
      pontoReferencia: 'Por trás da igreja de São Sebastião',
    },
  },
  unidade: { nome: 'Policlínica Municipal de Garanhuns', cnes: '2345678', municipio: 'Garanhuns', uf: 'PE', ibge: '2606002' },
  profissional: {
    nome: 'Dra. Helena Vasconcelos Pimentel',
    cns: '702005804123456',
    cpf: '11144477735',
    cbo: '225250',
    cboNome: 'Médico ginecologista e obstetra',
    conselho: 'CRM 18342/PE',
  },
  unidadeExecutante: { nome: 'Hospital Regional Dom Moura', cnes: '2429551' },
  descricaoCid: { N180: 'Doença renal em estádio final', I10: 'Hipertensão essencial (primária)', N63: 'Nódulo mamário não especificado' },
};

export const coloUtero: DadosRequisicaoColoUtero = {
  ...base,
  clinico: requisicaoColoUteroSchema.parse({
    motivoExame: 'REPETICAO',
    fezPreventivo: 'SIM',
    anoUltimoPreventivo: '2023',
    usaDiu: 'NAO',
    estaGravida: 'NAO',
    usaPilula: 'SIM',
    usaHormonioMenopausa: 'NAO_SABE',
    fezRadioterapia: 'NAO',
    dataUltimaMenstruacao: '12/02/2026',
    sangramentoAposRelacoes: 'SIM',
    sangramentoAposMenopausa: 'NAO_MENOPAUSA',
    inspecaoColo: 'ALTERADO',
    sinaisDst: '1',
    dataColeta: '2026-03-05',
  }),
};

export const citopatologicoMama: DadosRequisicaoCitopatologicoMama = {
  ...base,
  clinico: requisicaoCitopatologicoMamaSchema.parse({
    riscoElevado: 'SIM',
    gravidaOuAmamentando: 'NAO',
    achadosDireita: { nodulo: ['QSL'], linfonodoAxilar: true },
    achadosEsquerda: { descargaPapilar: 'HEMORRAGICA' },
    deteccaoLesao: 'EXAME_CLINICO',
    material: 'PAAF_NODULO',
    lado: 'DIREITA',
    localizacao: 'QSL',
    tamanhoLesaoCm: '2,5',
    dataColeta: '2026-03-05',
  }),
};

export const mamografia: DadosRequisicaoHistopatologicoMamografia = {
  ...base,
  clinico: requisicaoMamografiaSchema.parse({
    exame: 'MAMOGRAFIA',
    noduloEsquerda: true,
    riscoElevado: 'NAO',
    examinadaAntes: 'SIM',
    fezMamografia: 'SIM',
    anoUltimaMamografia: 2024,
    fezRadioterapia: 'NAO',
    cirurgias: [
      { tipo: 'BIOPSIA_EXCISIONAL', lado: 'ESQUERDA', ano: 2019 },
      { tipo: 'MASTOPLASTIA_REDUTORA', lado: 'DIREITA', ano: 2015 },
    ],
    indicacao: 'DIAGNOSTICA',
    diagnostica: ['EXAME_CLINICO', 'CONTROLE_CATEGORIA_3'],
    achadosEsquerda: { nodulo: ['QIM', 'RRA'], espessamento: ['UQSUP'], linfonodoSupraclavicular: true },
  }),
};

export const histopatologico: DadosRequisicaoHistopatologicoMamografia = {
  ...base,
  clinico: requisicaoMamografiaSchema.parse({
    ...mamografia.clinico,
    exame: 'HISTOPATOLOGICO',
    indicacao: null,
    diagnostica: [],
    histopatologico: {
      deteccaoLesao: 'IMAGEM',
      caracteristica: 'MICROCALCIFICACOES',
      biRads: 4,
      procedimento: 'BIOPSIA_AGULHA_GROSSA',
      lado: 'ESQUERDA',
      localizacao: 'QIM',
      tamanhoLesaoCm: 1.2,
      dataColeta: '2026-03-04',
    },
  }),
};

export const apac: DadosLaudoApac = {
  ...base,
  clinico: laudoApacSchema.parse({
    itens: [
      { codigo: '0305010107', nome: 'Hemodiálise (máximo 3 sessões por semana)', quantidade: 13 },
      { codigo: '0202010317', nome: 'Dosagem de creatinina', quantidade: 1 },
      { codigo: '0202020380', nome: 'Hemograma completo', quantidade: 1 },
    ],
    descricaoDiagnostico: 'Doença renal crônica estágio 5 em terapia renal substitutiva',
    cidPrincipal: 'N18.0',
    cidSecundario: 'I10',
    observacoes: 'Paciente em hemodiálise desde 2024; fístula arteriovenosa em membro superior esquerdo.',
  }),
  autorizacao: { numeroApac: '2613200012345', validadeInicio: '2026-03-01', validadeFim: '2026-05-31' },
};

export const sadt: DadosFichaSadt = {
  ...base,
  clinico: fichaSadtSchema.parse({
    carater: 'URGENCIA',
    itens: [
      { codigo: '0204030030', nome: 'Mamografia', quantidade: 1 },
      { codigo: '0205020097', nome: 'Ultrassonografia mamária bilateral', quantidade: 1, observacao: 'Comparar com exame de 2024' },
    ],
    indicacaoClinica: 'Nódulo palpável em QIM da mama esquerda, endurecido, há 2 meses.',
    cidPrincipal: 'N63',
  }),
};

export const solicitacaoExame: DadosSolicitacaoExameSadt = {
  ...base,
  clinico: solicitacaoExameSadtSchema.parse({
    itens: [
      { codigo: '0202010473', nome: 'Dosagem de glicose', quantidade: 1, observacao: 'Jejum de 8 horas' },
      { codigo: '0202020380', nome: 'Hemograma completo', quantidade: 1 },
      { codigo: '0202010317', nome: 'Dosagem de creatinina', quantidade: 2 },
    ],
    indicacaoClinica: 'Controle de hipertensão arterial.',
    cidPrincipal: 'I10',
  }),
};
