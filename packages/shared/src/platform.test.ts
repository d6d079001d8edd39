import { describe, expect, it } from 'vitest';
import { camelizeKeys, snakeizeKeys } from './casing.js';
import { CATALOGO_PERMISSOES } from './catalogo.js';
import { datatableRequestSchema, mensagensDatatable, requestedOrder } from './datatable.js';
import { conselhoSigla } from './enums.js';
import { filterMenu, menuKey } from './menu.js';
import { P } from './modules/administracao/index.js';
import { MENU } from './modulos.js';
import { hasPermission, permissaoNome } from './permissions.js';

describe('casing of wire keys', () => {
  it('converts deeply and leaves dates untouched', () => {
    const d = new Date('2026-11-21T10:00:00Z');
    expect(snakeizeKeys({ centroCustoId: 1, lotacao: { infraestruturaNome: 'x' }, itens: [{ dataHora: d }] })).toEqual({
      centro_custo_id: 1,
      lotacao: { infraestrutura_nome: 'x' },
      itens: [{ data_hora: d }],
    });
    expect(camelizeKeys({ quantidade_notificacoes_nao_lidas: 3, menu: [{ sub_itens: [] }] })).toEqual({
      quantidadeNotificacoesNaoLidas: 3,
      menu: [{ subItens: [] }],
    });
  });
});

describe('menu and permissions (spec 000 §2.4, §6)', () => {
  it('keeps leaves the user may open and drops empty groups', () => {
    expect(filterMenu(MENU, []).map((m) => m.id)).toEqual(['dashboard']);
    const admin = filterMenu(MENU, [P.administracao.emailSaida]);
    expect(admin.map((m) => m.id)).toEqual(['dashboard', 'administracao']);
    expect(admin[1].items).toHaveLength(1);
    expect(admin[1].items?.map((m) => m.id)).toEqual(['administracao.email-saida']);
  });

  it('an item is active by the first two path segments', () => {
    expect(menuKey('/administracao/email-saida/index')).toBe('/administracao/email-saida');
    expect(menuKey('/administracao/email-saida/edit/3')).toBe(menuKey('/administracao/email-saida/index'));
    expect(menuKey('/dashboard')).toBe('/dashboard');
  });

  it('allows when nothing is required; otherwise needs the exact acao-modulo-funcionalidade string', () => {
    expect(hasPermission(null, undefined)).toBe(true);
    expect(hasPermission(null, 'visualizar-administracao-auditoria')).toBe(false);
    expect(hasPermission(['visualizar-administracao-auditoria'], 'visualizar-administracao-auditoria')).toBe(true);
    expect(hasPermission(['visualizar-administracao'], 'visualizar-administracao-auditoria')).toBe(false);
  });

  it('declares every permission once, named acao-modulo-funcionalidade, and every menu permission exists', () => {
    const nomes = CATALOGO_PERMISSOES.map(permissaoNome);
    expect(new Set(nomes).size).toBe(nomes.length);
    const leaves = (items: typeof MENU): string[] => items.flatMap((i) => (i.items ? leaves(i.items) : i.permissao ? [i.permissao] : []));
    for (const p of leaves(MENU)) expect(nomes).toContain(p);
  });

  it('names professional councils as the spec numbers them', () => {
    expect(conselhoSigla(7)).toBe('CRM');
    expect(conselhoSigla(14)).toBe('OUTRO');
    expect(conselhoSigla(99)).toBeNull();
  });
});

describe('datatable request', () => {
  it('defaults, honours the page size the client chooses (1–100) and resolves order only to whitelisted columns', () => {
    const req = datatableRequestSchema.parse({
      draw: '4',
      length: '37',
      order: [
        { column: '1', dir: 'desc' },
        { columnName: 'senha', dir: 'asc' },
      ],
      columns: [{ data: 'nome' }, { data: 'createdAt', orderable: 'true' }],
    });
    expect(req.draw).toBe(4);
    expect(req.length).toBe(37);
    expect(datatableRequestSchema.parse({}).length).toBe(10);
    expect(datatableRequestSchema.parse({ length: '250' }).length).toBe(100);
    expect(datatableRequestSchema.safeParse({ length: '-1' }).error?.issues[0]?.message).toBe(mensagensDatatable.todosRecusado);
    expect(datatableRequestSchema.safeParse({ length: '0' }).error?.issues[0]?.message).toBe(mensagensDatatable.tamanhoInvalido);
    expect(requestedOrder(req, ['nome', 'createdAt'])).toEqual([{ column: 'createdAt', dir: 'desc' }]);
  });
});
