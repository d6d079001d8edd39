import { type ClientePublico, type MenuItem, P, type Sessao, snakeizeKeys } from '@saude/shared';
import { z } from 'zod';
import { sessionStore } from '../lib/session';

export const MENU: MenuItem[] = [
  { id: 'dashboard', nome: 'Início', link: '/dashboard', icone: 'fas/home' },
  {
    id: 'administracao',
    nome: 'Administração',
    link: '/administracao',
    icone: 'fas/cogs',
    items: [
      {
        id: 'administracao.email-saida',
        nome: 'Caixa de saída de e-mails',
        link: '/administracao/email-saida/index',
        icone: 'fas/envelope',
      },
      { id: 'administracao.auditoria', nome: 'Auditoria', link: '/administracao/auditoria/index', icone: 'fas/history' },
    ],
  },
];

export function sessao(overrides: Partial<Sessao> = {}): Sessao {
  return {
    usuario: {
      id: 7,
      login: 'maria',
      cidadao: { nome: 'Maria da Silva Souza', cpf: '52998224725' },
      registroTipo: { id: 1, sigla: 'COREN' },
      registroTipoId: 1,
      registroTipoOutro: null,
      registroNumero: '123456',
    },
    lotacao: {
      id: 11,
      infraestrutura: { id: 3, nome: 'Sala de Vacinação', unidade: { id: 2, nomeFantasia: 'UBS Boa Vista' } },
      ocupacao: { codigo: '223505', nome: 'Enfermeiro' },
    },
    centroCusto: { id: 21, nome: 'Imunização', setor: { id: 5, nome: 'Enfermagem', setorTipoId: 4 } },
    lotacoes: [
      {
        id: 11,
        infraestruturaNome: 'Sala de Vacinação',
        unidadeNome: 'UBS Boa Vista',
        ocupacaoNome: 'Enfermeiro',
        centrosCusto: [{ id: 21, nome: 'Imunização', setorNome: 'Enfermagem' }],
      },
    ],
    expiration: Math.floor(Date.now() / 1000) + 8 * 3600,
    token: 'token-de-teste',
    menu: MENU,
    permissoes: [P.administracao.emailSaida, P.administracao.auditoria],
    quantidadeNotificacoesNaoLidas: 0,
    ...overrides,
  };
}

/** What the server sends: snake_case. */
export const wire = (v: unknown) => snakeizeKeys<Record<string, unknown>>(v);

/**
 * A mocked answer checked by the route's shared response schema, as the server sends it (issue 14 §3): a mock
 * that drifts from the declaration fails here instead of hiding a bug in the screen.
 */
export const wireDe = <T extends z.ZodType>(schema: T, v: z.output<T>) => wire(z.encode(schema, v));

export function logar(s: Sessao = sessao(), customer = 'recife') {
  sessionStore.setCustomer(customer);
  sessionStore.save(s);
}

export const cliente = (overrides: Partial<ClientePublico> = {}): ClientePublico => ({
  nome: 'Prefeitura do Recife',
  link: 'recife',
  ativo: true,
  motivoInativacao: null,
  cidade: 'Recife',
  uf: 'PE',
  logotipo: '/api/intranet/cliente/recife/logotipo',
  fusoHorario: 'America/Recife',
  ...overrides,
});

export const dashboard = (recentes: unknown[] = []) =>
  wire({
    lotacao: {
      unidadeNome: 'UBS Boa Vista',
      infraestruturaNome: 'Sala de Vacinação',
      ocupacaoNome: 'Enfermeiro',
      centroCustoNome: 'Imunização',
      setorNome: 'Enfermagem',
    },
    notificacoes: { naoLidas: recentes.length, recentes },
    modulos: MENU.filter((m) => m.id !== 'dashboard'),
  });
