import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, wire } from '../../../test/fixtures';
import { type Chamada, mockApi } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const DATATABLE = 'GET /api/administracao/email-saida/datatable';

const EMAILS = [
  {
    id: 3,
    destinatario: 'ana@exemplo.com',
    assunto: 'Recuperação de senha',
    enviadoEm: null,
    erro: null,
    createdAt: '2026-03-10T11:00:00-03:00',
  },
  {
    id: 2,
    destinatario: 'joao@exemplo.com',
    assunto: 'Boas-vindas',
    enviadoEm: '2026-03-09T10:01:00-03:00',
    erro: null,
    createdAt: '2026-03-09T10:00:00-03:00',
  },
  {
    id: 1,
    destinatario: 'x@invalido',
    assunto: 'Aviso',
    enviadoEm: null,
    erro: 'Endereço rejeitado',
    createdAt: '2026-03-08T09:00:00-03:00',
  },
];

function responder(c: Chamada, total = 57) {
  const busca = c.query.get('search[value]') ?? '';
  const data = busca ? [] : EMAILS;
  return wire({ draw: Number(c.query.get('draw')), recordsTotal: total, recordsFiltered: busca ? 0 : total, data });
}

describe('caixa de saída de e-mails (tabela paginada no servidor)', () => {
  it('envia o protocolo DataTables com ordenação padrão por data desc e mostra a situação', async () => {
    logar();
    const api = mockApi({ [DATATABLE]: (c: Chamada) => responder(c) });
    renderApp('/administracao/email-saida/index');

    expect(await screen.findByText('ana@exemplo.com')).toBeTruthy();
    const q = api.de(DATATABLE)[0]?.query;
    expect(q?.get('draw')).toBe('1');
    expect(q?.get('start')).toBe('0');
    expect(q?.get('length')).toBe('10');
    expect(q?.get('search[value]')).toBe('');
    expect(q?.get('order[0][column]')).toBe('0');
    expect(q?.get('order[0][dir]')).toBe('desc');
    expect(q?.get('order[0][column_name]')).toBe('created_at');
    expect(q?.get('columns[0][data]')).toBe('created_at');
    expect(q?.get('columns[0][searchable]')).toBe('false');
    expect(q?.get('columns[1][name]')).toBe('destinatario');
    expect(q?.get('columns[1][orderable]')).toBe('true');
    expect(api.de(DATATABLE)[0]?.headers.get('Authorization')).toBe('Bearer token-de-teste');

    const linhas = screen.getAllByRole('row');
    expect(linhas[1]?.textContent).toContain('10/03/2026 11:00');
    expect(linhas[1]?.textContent).toContain('Na caixa de saída');
    expect(linhas[2]?.textContent).toContain('Enviado');
    expect(linhas[3]?.textContent).toContain('Erro');
    expect(screen.getByText('Mostrando 1 a 10 de 57 registros')).toBeTruthy();
  });

  it('muda de página e ordenação guardando o estado na URL', async () => {
    logar();
    const api = mockApi({ [DATATABLE]: (c: Chamada) => responder(c) });
    const { user, router } = renderApp('/administracao/email-saida/index');
    await screen.findByText('ana@exemplo.com');

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(api.de(DATATABLE).at(-1)?.query.get('start')).toBe('10'));
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('columnheader', { name: /Destinatário/ }));
    await waitFor(() => expect(api.de(DATATABLE).at(-1)?.query.get('order[0][column_name]')).toBe('destinatario'));
    const ultima = api.de(DATATABLE).at(-1)?.query;
    expect(ultima?.get('order[0][column]')).toBe('1');
    expect(ultima?.get('order[0][dir]')).toBe('asc');
    expect(ultima?.get('start')).toBe('0');
    expect(router.state.location.search).toBe('?sort=destinatario&dir=asc');
  });

  it('abre a lista no estado da URL (voltar para a mesma lista)', async () => {
    logar();
    const api = mockApi({ [DATATABLE]: (c: Chamada) => responder(c, 300) });
    renderApp('/administracao/email-saida/index?page=3&size=50&sort=assunto&dir=asc');
    await screen.findByText('ana@exemplo.com');
    const q = api.de(DATATABLE)[0]?.query;
    expect(q?.get('start')).toBe('100');
    expect(q?.get('length')).toBe('50');
    expect(q?.get('order[0][column_name]')).toBe('assunto');
    expect(q?.get('order[0][dir]')).toBe('asc');
    expect(api.de(DATATABLE)).toHaveLength(1);
  });

  it('pesquisa com atraso, volta à página 1 e usa o texto de vazio com filtro', async () => {
    logar();
    const api = mockApi({ [DATATABLE]: (c: Chamada) => responder(c) });
    const { user, router } = renderApp('/administracao/email-saida/index?page=2');
    await screen.findByText('ana@exemplo.com');
    const antes = api.de(DATATABLE).length;

    await user.type(screen.getByLabelText('Pesquisar'), 'zzz');
    // one request for the whole word, not one per keystroke
    expect(await screen.findByText('Não há registros correspondentes à sua solicitação')).toBeTruthy();
    expect(api.de(DATATABLE)).toHaveLength(antes + 1);
    expect(api.de(DATATABLE).at(-1)?.query.get('search[value]')).toBe('zzz');
    expect(api.de(DATATABLE).at(-1)?.query.get('start')).toBe('0');
    expect(router.state.location.search).toBe('?q=zzz');
  });

  it('sem registros e sem filtro mostra o vazio padrão', async () => {
    logar();
    mockApi({ [DATATABLE]: wire({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] }) });
    renderApp('/administracao/email-saida/index');
    expect(await screen.findByText('Não há registros para exibir')).toBeTruthy();
  });

  it('"Visualizar" abre o e-mail com o corpo em texto', async () => {
    logar();
    mockApi({
      [DATATABLE]: (c: Chamada) => responder(c),
      'GET /api/administracao/email-saida/3': wire({
        ...EMAILS[0],
        corpo: 'Olá, Ana.\nUse o link: https://saude.local/recuperar-senha/recife?token=abc',
      }),
    });
    const { user } = renderApp('/administracao/email-saida/index');
    await user.click(await screen.findByLabelText('Visualizar e-mail: Recuperação de senha'));
    const dialogo = await findDialog('E-mail');
    const secao = await within(dialogo).findByRole('region', { name: 'Corpo do e-mail' });
    const corpo = secao.querySelector('pre');
    expect(corpo?.textContent).toContain('Use o link: https://saude.local/recuperar-senha/recife?token=abc');
  });
});
