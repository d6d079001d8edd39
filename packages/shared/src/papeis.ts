/**
 * Default roles every municipality gets. They are kept in sync with this table at each start
 * (missing permissions are added); a municipality that wants other combinations creates its own
 * roles. Each module appends its permission strings to the roles that use them.
 */
export interface PapelPadrao {
  codigo: string;
  nome: string;
  descricao: string;
  todasPermissoes?: boolean;
  permissoes: string[];
}

export const PAPEIS_PADRAO: readonly PapelPadrao[] = [
  {
    codigo: 'administrador',
    nome: 'Administrador',
    descricao: 'Acesso a todas as funcionalidades do sistema.',
    todasPermissoes: true,
    permissoes: [],
  },
  {
    codigo: 'recepcao',
    nome: 'Recepção',
    descricao: 'Recepção e cadastro de pacientes, senhas e filas.',
    // addresses are part of every patient registration
    permissoes: [
      'visualizar-cadastro-bairro',
      'cadastrar-cadastro-bairro',
      'visualizar-cadastro-logradouro',
      'cadastrar-cadastro-logradouro',
      // loteamento is part of the address; specialties and holidays are read when scheduling
      'visualizar-cadastro-loteamento',
      'visualizar-cadastro-especialidade',
      'visualizar-cadastro-feriado',
      // the patient record (issue 4): list, register, edit, block; allergens, medicines and insurers are picked in it
      'visualizar-cadastro-paciente',
      'cadastrar-cadastro-paciente',
      'editar-cadastro-paciente',
      'bloquear-cadastro-paciente',
      // the reception that registered an unknown patient regularises the record once the person is identified
      // (pronto-atendimento/regularizacao-cadastro, issue 6)
      'editar-cadastro-paciente-regularizacao',
      'visualizar-cadastro-alergia',
      'visualizar-cadastro-medicamento',
      'visualizar-cadastro-convenio-medico',
      // structure (docs/registros.md): units, sectors and rooms are picked on queue and referral screens
      'visualizar-cadastro-unidade',
      'visualizar-cadastro-setor',
      'visualizar-cadastro-sala',
      // emergency care (issue 6): receive the patient, follow and call the queues, register an evasion
      'visualizar-pronto-atendimento-atendimento-recepcao',
      'cadastrar-pronto-atendimento-atendimento-recepcao',
      'visualizar-pronto-atendimento-fila-atendimento',
      'editar-pronto-atendimento-fila-atendimento',
      'editar-pronto-atendimento-evasao',
      // the shift in course names who is on duty at the reception's location
      'visualizar-pronto-atendimento-plantao',
      // reception hands out the attendance declaration and reprints the FAA; finds past attendances
      'visualizar-pronto-atendimento-impressao',
      'visualizar-pronto-atendimento-paciente-busca',
      // ticket panel (issue 7): issue a ticket at the desk, call and answer the tickets at the counter
      'cadastrar-painel-senha-emissao-senha',
      'visualizar-painel-senha-fila-atendimento',
      'editar-painel-senha-fila-atendimento',
    ],
  },
  {
    codigo: 'enfermagem',
    nome: 'Enfermagem',
    descricao: 'Triagem, classificação de risco e procedimentos de enfermagem.',
    // the vaccination room is nursing: it reads the immunobiologicals, allergens and medicines
    permissoes: [
      'visualizar-cadastro-paciente',
      'visualizar-cadastro-vacina',
      'visualizar-cadastro-alergia',
      'visualizar-cadastro-medicamento',
      // parametrização (docs/registros.md): the CID-10 table and the exams offered are read at triage
      'visualizar-parametrizacao-tabela-cid',
      'visualizar-parametrizacao-exame',
      // structure (docs/registros.md): rooms of the triage call, units and sectors of the queues
      'visualizar-cadastro-unidade',
      'visualizar-cadastro-setor',
      'visualizar-cadastro-sala',
      // emergency care (issue 6): triage and risk classification, the queues
      'visualizar-pronto-atendimento-atendimento-triagem',
      'cadastrar-pronto-atendimento-atendimento-triagem',
      'visualizar-pronto-atendimento-fila-atendimento',
      'editar-pronto-atendimento-fila-atendimento',
      'editar-pronto-atendimento-evasao',
      // the risk colours and target times they classify with; the shifts they work
      'visualizar-pronto-atendimento-classificacao-risco',
      'visualizar-pronto-atendimento-plantao',
      // nursing, observation and the doctor's orders they carry out; prints and their pending signatures
      'visualizar-pronto-atendimento-atendimento-enfermagem',
      'cadastrar-pronto-atendimento-atendimento-enfermagem',
      'visualizar-pronto-atendimento-paciente-observacao',
      'cadastrar-pronto-atendimento-paciente-observacao',
      'visualizar-pronto-atendimento-atendimento-medico',
      'visualizar-pronto-atendimento-exame-imagem',
      'editar-pronto-atendimento-exame-imagem',
      'visualizar-pronto-atendimento-paciente-busca',
      'visualizar-pronto-atendimento-impressao',
      'visualizar-pronto-atendimento-assinatura-eletronica',
      'visualizar-parametrizacao-procedimento',
    ],
  },
  {
    codigo: 'medico',
    nome: 'Médico',
    descricao: 'Atendimento médico, prescrições e documentos clínicos.',
    // the physician certifies the death (Declaração de Óbito); deleting one stays with the administrator
    permissoes: [
      'visualizar-cadastro-obito',
      'cadastrar-cadastro-obito',
      'editar-cadastro-obito',
      'visualizar-cadastro-especialidade',
      'visualizar-cadastro-paciente',
      // parametrização: the CID-10 table, the exams and kits a physician requests
      'visualizar-parametrizacao-tabela-cid',
      'visualizar-parametrizacao-exame',
      'visualizar-parametrizacao-kit-exame',
      // structure (docs/registros.md): the consulting room of the call, units and sectors of the queues
      'visualizar-cadastro-unidade',
      'visualizar-cadastro-setor',
      'visualizar-cadastro-sala',
      // emergency care (issue 6): the queues and the triage the doctor reads
      'visualizar-pronto-atendimento-fila-atendimento',
      'editar-pronto-atendimento-fila-atendimento',
      'visualizar-pronto-atendimento-atendimento-triagem',
      // the risk colours and target times of the queue; the shifts they work
      'visualizar-pronto-atendimento-classificacao-risco',
      'visualizar-pronto-atendimento-plantao',
      // the medical attendance with its documents, imaging and AIH; observation; the FAA's closing
      'visualizar-pronto-atendimento-atendimento-medico',
      'cadastrar-pronto-atendimento-atendimento-medico',
      'visualizar-pronto-atendimento-atendimento-enfermagem',
      'visualizar-pronto-atendimento-paciente-observacao',
      'cadastrar-pronto-atendimento-paciente-observacao',
      'visualizar-pronto-atendimento-exame-imagem',
      'cadastrar-pronto-atendimento-exame-imagem',
      'editar-pronto-atendimento-exame-imagem',
      'visualizar-pronto-atendimento-aih',
      'cadastrar-pronto-atendimento-aih',
      'editar-pronto-atendimento-aih',
      'editar-pronto-atendimento-fechamento-faa',
      'visualizar-pronto-atendimento-paciente-busca',
      'visualizar-pronto-atendimento-impressao',
      'visualizar-pronto-atendimento-assinatura-eletronica',
      'visualizar-pronto-atendimento-relatorio',
      'visualizar-cadastro-medicamento',
    ],
  },
  {
    codigo: 'farmacia',
    nome: 'Farmácia',
    descricao: 'Dispensação de medicamentos e livros controlados.',
    // medicines and the stock items they are dispensed as are the pharmacy's registries (docs/registros.md)
    permissoes: [
      'visualizar-cadastro-medicamento',
      'cadastrar-cadastro-medicamento',
      'editar-cadastro-medicamento',
      'visualizar-cadastro-material',
      'cadastrar-cadastro-material',
      'editar-cadastro-material',
      'visualizar-cadastro-grupo',
      'visualizar-cadastro-subgrupo',
      'visualizar-cadastro-fabricante',
      'visualizar-cadastro-fornecedor',
      'visualizar-cadastro-alergia',
    ],
  },
  {
    codigo: 'almoxarifado',
    nome: 'Almoxarifado',
    descricao: 'Entradas, saídas, requisições e inventário de estoque.',
    // the stock registries: groups, subgroups, items, manufacturers and suppliers (docs/registros.md)
    permissoes: [
      'visualizar-cadastro-grupo',
      'cadastrar-cadastro-grupo',
      'editar-cadastro-grupo',
      'visualizar-cadastro-subgrupo',
      'cadastrar-cadastro-subgrupo',
      'editar-cadastro-subgrupo',
      'visualizar-cadastro-material',
      'cadastrar-cadastro-material',
      'editar-cadastro-material',
      'visualizar-cadastro-fabricante',
      'cadastrar-cadastro-fabricante',
      'editar-cadastro-fabricante',
      'visualizar-cadastro-fornecedor',
      'cadastrar-cadastro-fornecedor',
      'editar-cadastro-fornecedor',
      'visualizar-cadastro-medicamento',
      'visualizar-cadastro-vacina',
    ],
  },
  {
    codigo: 'regulacao',
    nome: 'Regulação',
    descricao: 'Fila e solicitações de regulação.',
    // regulation reads what the municipality authorises: procedure settings, surgeries, exams
    permissoes: [
      // referrals go to external units (docs/registros.md)
      'visualizar-cadastro-unidade-externa',
      'visualizar-parametrizacao-procedimento',
      'visualizar-parametrizacao-procedimento-cirurgico',
      'visualizar-parametrizacao-exame',
      'visualizar-parametrizacao-tabela-cid',
      // emergency care (issue 6): the AIH requests the regulation authorises or denies
      'visualizar-pronto-atendimento-aih',
      'editar-pronto-atendimento-aih',
    ],
  },
  {
    codigo: 'assistente-social',
    nome: 'Assistência social',
    descricao: 'Atendimentos da assistência social a pacientes do pronto atendimento.',
    // reads the patient and the queues to find who needs them; records the social-work attendance
    permissoes: [
      'visualizar-cadastro-paciente',
      'visualizar-pronto-atendimento-fila-atendimento',
      'visualizar-pronto-atendimento-paciente-busca',
      'visualizar-pronto-atendimento-assistencia-social',
      'cadastrar-pronto-atendimento-assistencia-social',
      'editar-pronto-atendimento-assistencia-social',
    ],
  },
  {
    codigo: 'totem',
    nome: 'Totem de senhas',
    descricao: 'Usuário do totem de autoatendimento: só emite senhas.',
    // the kiosk's own user (painel-senha/emissao-senha/externo): nothing else, by design (issue 7)
    permissoes: ['cadastrar-painel-senha-emissao-senha'],
  },
];
