import { notificacaoResource } from './modules/administracao/notificacao.resource.js';
import { papelResource } from './modules/administracao/papel.resource.js';
import { permissaoResource } from './modules/administracao/permissao.resource.js';
import { bairroResource } from './modules/cadastro/bairro.resource.js';
import { logradouroResource } from './modules/cadastro/logradouro.resource.js';
import { P } from './permissions.js';

/** Menu item of spec 000 §3: id, nome, link, icone ('prefix/name'), items. */
export interface MenuItem {
  id: string;
  nome: string;
  link: string;
  icone: string;
  items?: MenuItem[];
}

/** A menu entry as declared: a leaf names the permission that opens it (none: every user). */
export interface MenuDef extends Omit<MenuItem, 'items'> {
  permissao?: string;
  items?: MenuDef[];
}

/**
 * The whole menu, in display order. Only screens that do their job go here (a module adds its
 * entries when its screens land). The server filters it by the user's permissions.
 */
export const MENU: readonly MenuDef[] = [
  { id: 'dashboard', nome: 'Início', link: '/dashboard', icone: 'fas/home' },
  {
    id: 'cadastro',
    nome: 'Cadastro',
    link: '/cadastro',
    icone: 'fas/address-book',
    items: [
      {
        id: 'cadastro.bairro',
        nome: 'Bairros',
        link: '/cadastro/bairro/index',
        icone: 'fas/map',
        permissao: bairroResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.logradouro',
        nome: 'Logradouros',
        link: '/cadastro/logradouro/index',
        icone: 'fas/road',
        permissao: logradouroResource.permissoes.visualizar,
      },
    ],
  },
  {
    id: 'administracao',
    nome: 'Administração',
    link: '/administracao',
    icone: 'fas/cogs',
    items: [
      {
        id: 'administracao.papel',
        nome: 'Papéis',
        link: '/administracao/papel/index',
        icone: 'fas/user-shield',
        permissao: papelResource.permissoes.visualizar,
      },
      {
        id: 'administracao.permissao',
        nome: 'Permissões',
        link: '/administracao/permissao/index',
        icone: 'fas/key',
        permissao: permissaoResource.permissoes.visualizar,
      },
      {
        id: 'administracao.notificacao',
        nome: 'Notificações',
        link: '/administracao/notificacao/index',
        icone: 'fas/bell',
        permissao: notificacaoResource.permissoes.visualizar,
      },
      {
        id: 'administracao.configuracao',
        nome: 'Configurações',
        link: '/administracao/configuracao/index',
        icone: 'fas/sliders-h',
        permissao: P.administracao.configuracaoVer,
      },
      {
        id: 'administracao.email-saida',
        nome: 'Caixa de saída de e-mails',
        link: '/administracao/email-saida/index',
        icone: 'fas/envelope',
        permissao: P.administracao.emailSaida,
      },
      {
        id: 'administracao.relatorio-historico-papel-lotacao',
        nome: 'Histórico de papéis por lotação',
        link: '/administracao/relatorio-historico-papel-lotacao/index',
        icone: 'fas/history',
        permissao: P.administracao.historicoPapelLotacao,
      },
      {
        id: 'administracao.relatorio-historico-permissao-lotacao',
        nome: 'Histórico de permissões por lotação',
        link: '/administracao/relatorio-historico-permissao-lotacao/index',
        icone: 'fas/history',
        permissao: P.administracao.historicoPermissaoLotacao,
      },
      {
        id: 'administracao.relatorio-historico-permissao-papel',
        nome: 'Histórico de permissões por papel',
        link: '/administracao/relatorio-historico-permissao-papel/index',
        icone: 'fas/history',
        permissao: P.administracao.historicoPermissaoPapel,
      },
      {
        id: 'administracao.auditoria',
        nome: 'Auditoria',
        link: '/administracao/auditoria/index',
        icone: 'fas/history',
        permissao: P.administracao.auditoria,
      },
    ],
  },
];

/** Keeps the leaves the user may open and the groups that still have a leaf. */
export function filterMenu(menu: readonly MenuDef[], held: readonly string[]): MenuItem[] {
  const out: MenuItem[] = [];
  for (const entry of menu) {
    const { permissao, items, ...item } = entry;
    if (items) {
      const children = filterMenu(items, held);
      if (children.length) out.push({ ...item, items: children });
    } else if (!permissao || held.includes(permissao)) {
      out.push(item);
    }
  }
  return out;
}

/** Spec 000 §2.4: an item is active when the first two path segments match its link's. */
export function menuKey(path: string): string {
  return `/${path.split('/').filter(Boolean).slice(0, 2).join('/')}`;
}
