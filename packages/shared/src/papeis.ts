import type { CodigoPapel } from './modulo.js';
import { MODULOS } from './modulos.js';

/**
 * Default roles every municipality gets. They are kept in sync with this table at each start
 * (missing permissions are added); a municipality that wants other combinations creates its own
 * roles. The roles' identity lives here; their permissions are what each module grants them
 * (`defineModulo({ papeis })`), gathered from MODULOS.
 */
export interface PapelPadrao {
  codigo: string;
  nome: string;
  descricao: string;
  todasPermissoes?: boolean;
  permissoes: string[];
}

type IdentidadePapel = Omit<PapelPadrao, 'codigo' | 'permissoes'> & { codigo: CodigoPapel };

const PAPEIS: readonly IdentidadePapel[] = [
  {
    codigo: 'administrador',
    nome: 'Administrador',
    descricao: 'Acesso a todas as funcionalidades do sistema.',
    todasPermissoes: true,
  },
  { codigo: 'recepcao', nome: 'Recepção', descricao: 'Recepção e cadastro de pacientes, senhas e filas.' },
  { codigo: 'enfermagem', nome: 'Enfermagem', descricao: 'Triagem, classificação de risco e procedimentos de enfermagem.' },
  { codigo: 'medico', nome: 'Médico', descricao: 'Atendimento médico, prescrições e documentos clínicos.' },
  { codigo: 'farmacia', nome: 'Farmácia', descricao: 'Dispensação de medicamentos e livros controlados.' },
  {
    codigo: 'farmacia-supervisor',
    nome: 'Supervisão da farmácia',
    descricao: 'Farmacêutico responsável: autoriza retiradas antecipadas, fecha os livros de controlados, estornos e parametrização.',
  },
  { codigo: 'almoxarifado', nome: 'Almoxarifado', descricao: 'Entradas, saídas, requisições e inventário de estoque.' },
  { codigo: 'regulacao', nome: 'Regulação', descricao: 'Fila e solicitações de regulação.' },
  {
    codigo: 'assistente-social',
    nome: 'Assistência social',
    descricao: 'Atendimentos da assistência social a pacientes do pronto atendimento.',
  },
  { codigo: 'totem', nome: 'Totem de senhas', descricao: 'Usuário do totem de autoatendimento: só emite senhas.' },
  { codigo: 'agendador', nome: 'Agendamento', descricao: 'Agendas do ambulatório, marcação, cancelamento e faltas.' },
  { codigo: 'ambulatorio', nome: 'Enfermagem ambulatorial', descricao: 'Recepção e pré-consulta do ambulatório.' },
  { codigo: 'setor', nome: 'Setor requisitante', descricao: 'Requisições de materiais do próprio setor ao almoxarifado.' },
  {
    codigo: 'vacina',
    nome: 'Sala de vacinação',
    descricao: 'Fila, registro de vacinas, campanhas, estoque, requisições e baixas da própria sala de vacinação.',
  },
  {
    codigo: 'imunizacao-coordenador',
    nome: 'Coordenação de imunização',
    descricao: 'Rede de frio: entradas, distribuição às salas, atendimento de requisições, campanhas, exportação RIA e parametrização.',
  },
  {
    codigo: 'laboratorio',
    nome: 'Laboratório',
    descricao: 'Coleta, etiquetas, bancada (mapas e lançamento de resultados), importação de laudos, impressão e entrega de resultados.',
  },
  {
    codigo: 'bioquimico',
    nome: 'Responsável pelo laboratório',
    descricao:
      'Tudo do laboratório, mais a assinatura (liberação) dos resultados, agendas de coleta, cotas, campos, fórmulas e parametrização.',
  },
  {
    codigo: 'imagem',
    nome: 'Serviço de imagem',
    descricao:
      'Agendamento, reagendamento e cancelamento, lista de trabalho dos equipamentos (realização e faltas), impressão de laudos liberados.',
  },
  {
    codigo: 'radiologista',
    nome: 'Radiologista',
    descricao:
      'Tudo do serviço de imagem, mais os laudos (modelos, alteração com versão), a assinatura, agendas, cotas, equipamentos, fechamento da competência e parametrização.',
  },
  {
    codigo: 'transporte',
    nome: 'Agendamento de transporte',
    descricao:
      'Pedidos aguardando vaga, agendamento do transporte de pacientes e acompanhantes, comprovantes, lista das viagens do dia e reimpressão.',
  },
  {
    codigo: 'transporte-coordenador',
    nome: 'Coordenação do transporte',
    descricao:
      'Tudo do agendamento, mais a montagem das viagens (veículos e motoristas), transferências, embarque e faltas, fechamento e reabertura de viagens, cadastros da frota, relatórios e parametrização.',
  },
];

export const PAPEIS_PADRAO: readonly PapelPadrao[] = PAPEIS.map((papel) => ({
  ...papel,
  permissoes: MODULOS.flatMap((m) => m.papeis[papel.codigo] ?? []),
}));
