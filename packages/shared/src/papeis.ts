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
    ],
  },
  { codigo: 'enfermagem', nome: 'Enfermagem', descricao: 'Triagem, classificação de risco e procedimentos de enfermagem.', permissoes: [] },
  { codigo: 'medico', nome: 'Médico', descricao: 'Atendimento médico, prescrições e documentos clínicos.', permissoes: [] },
  { codigo: 'farmacia', nome: 'Farmácia', descricao: 'Dispensação de medicamentos e livros controlados.', permissoes: [] },
  { codigo: 'almoxarifado', nome: 'Almoxarifado', descricao: 'Entradas, saídas, requisições e inventário de estoque.', permissoes: [] },
  { codigo: 'regulacao', nome: 'Regulação', descricao: 'Fila e solicitações de regulação.', permissoes: [] },
];
