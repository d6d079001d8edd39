/**
 * Administração › Teste de impressão: one test page per paper family of spec 001 §3/§9, for the
 * administrator to calibrate the thermal and label printers before clerks print on them. The API
 * validates `modelo` against this list and the page shows one card per entry.
 */
export const MODELOS_TESTE_IMPRESSAO = [
  {
    modelo: 'recibo-prescricao',
    nome: 'Comprovante de dispensação (com prescrição)',
    papel: 'Bobina térmica de 8 cm',
    tamanho: '8 cm de largura, altura conforme o conteúdo',
    uso: 'Farmácia: entrega de medicamentos com prescrição, lotes, validades e próxima retirada.',
  },
  {
    modelo: 'recibo-simples',
    nome: 'Comprovante de dispensação (simples)',
    papel: 'Bobina térmica de 8 cm',
    tamanho: '8 cm de largura, altura conforme o conteúdo',
    uso: 'Farmácia e almoxarifado: entrega de materiais com as quantidades.',
  },
  {
    modelo: 'senha',
    nome: 'Senha de atendimento',
    papel: 'Bobina térmica de 8 cm',
    tamanho: '8 cm de largura, altura conforme o conteúdo',
    uso: 'Recepção e totem: a senha em letras grandes com data e hora.',
  },
  {
    modelo: 'agendamento-8',
    nome: 'Pedido do agendamento (8 cm)',
    papel: 'Bobina térmica de 8 cm',
    tamanho: '8 cm de largura, altura conforme o conteúdo',
    uso: 'Agendamento de exames e consultas na impressora de recibos.',
  },
  {
    modelo: 'agendamento-10',
    nome: 'Pedido do agendamento (10,3 cm)',
    papel: 'Bobina de 10,3 cm',
    tamanho: '10,3 cm de largura, altura conforme o conteúdo',
    uso: 'Agendamento de exames e consultas na impressora de comprovantes largos.',
  },
  {
    modelo: 'transporte',
    nome: 'Comprovante de transporte',
    papel: 'Bobina de 10,3 cm',
    tamanho: '10,3 cm de largura, altura conforme o conteúdo',
    uso: 'Transporte de pacientes: viagem, ponto de embarque, horários e acompanhantes.',
  },
  {
    modelo: 'etiqueta-amostra',
    nome: 'Etiqueta de amostra',
    papel: 'Etiqueta 10 × 3 cm',
    tamanho: '10 cm × 3 cm, com código de barras',
    uso: 'Laboratório: identificação do tubo ou frasco da amostra.',
  },
  {
    modelo: 'etiqueta-coleta',
    nome: 'Etiqueta de coleta',
    papel: 'Etiqueta 8 × 2,8 cm',
    tamanho: '8 cm × 2,8 cm, com código de barras',
    uso: 'Sala de coleta: uma etiqueta por exame agendado.',
  },
  {
    modelo: 'etiqueta-coleta-lote',
    nome: 'Etiquetas de coleta em lote',
    papel: 'Etiqueta 8 × 2,8 cm',
    tamanho: '8 cm × 2,8 cm, uma etiqueta por página',
    uso: 'Sala de coleta: várias etiquetas seguidas, para conferir o avanço do rolo.',
  },
  {
    modelo: 'etiqueta-lista-exames',
    nome: 'Etiqueta da lista de exames agendados',
    papel: 'Etiqueta contínua de 8,3 cm',
    tamanho: '8,3 cm de largura, altura conforme o conteúdo',
    uso: 'Laboratório: lista dos exames agendados do paciente.',
  },
] as const;

export type ModeloTesteImpressao = (typeof MODELOS_TESTE_IMPRESSAO)[number]['modelo'];

export const MODELOS_TESTE_IMPRESSAO_CHAVES = MODELOS_TESTE_IMPRESSAO.map((m) => m.modelo) as [
  ModeloTesteImpressao,
  ...ModeloTesteImpressao[],
];

export const TESTE_IMPRESSAO_PATH = '/impressao/administracao/teste-impressao';
