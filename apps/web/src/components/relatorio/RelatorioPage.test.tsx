import { defineRelatorio, filtrosRelatorio, MENSAGENS_RELATORIO, relatorioHistoricoPermissaoLotacao } from '@saude/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app';
import { hoje } from '../../lib/dates';
import { createQueryClient } from '../../lib/query-client';
import { logar, wire } from '../../test/fixtures';
import { type Chamada, mockApi, reply } from '../../test/mock-api';
import { findDialog } from '../../test/render';
import { TarefasIndicador } from '../tarefas/TarefasIndicador';
import { RelatorioPage } from './RelatorioPage';

const relatorio = defineRelatorio({
  area: 'teste',
  relatorio: 'relatorio-atendimentos',
  titulo: 'Atendimentos por unidade',
  descricao: 'Quantidade e valor dos atendimentos de cada unidade.',
  permissao: 'ver-teste-relatorio-atendimentos',
  campos: [{ tipo: 'autocomplete', nome: 'usuario_id', rotulo: 'Usuário', url: '/api/teste/usuario/autocomplete' }, { tipo: 'periodo' }],
  filtros: filtrosRelatorio({}, { periodo: {} }),
  colunas: [
    { chave: 'unidadeNome', titulo: 'Unidade', ordenavel: true },
    { chave: 'dia', titulo: 'Dia', tipo: 'data' },
    { chave: 'quantidade', titulo: 'Quantidade', tipo: 'inteiro', total: true },
    { chave: 'valor', titulo: 'Valor', tipo: 'moeda', total: true },
    { chave: 'urgente', titulo: 'Urgente', tipo: 'booleano' },
  ],
  ordenacaoPadrao: { coluna: 'unidadeNome', dir: 'asc' },
});

const LIST = `GET ${relatorio.listPath}`;
const IMPRESSAO = `GET ${relatorio.impressaoPath}`;
const EXPORTACAO = `GET ${relatorio.exportacaoPath}`;
const TAREFAS = 'GET /api/geral/tarefa';

const LINHAS = [
  { unidadeNome: 'UBS Centro', dia: '2026-03-05', quantidade: 1234, valor: 1234.5, urgente: true },
  { unidadeNome: 'UBS Boa Vista', dia: '2026-03-06', quantidade: 766, valor: 8642.04, urgente: false },
];
const pagina = (c: Chamada, extra: Record<string, unknown> = {}) =>
  wire({
    draw: Number(c.query.get('draw')),
    recordsTotal: 2,
    recordsFiltered: 2,
    data: LINHAS,
    totais: { quantidade: 2000, valor: 9876.54 },
    ...extra,
  });

const arquivo = (tipo: string, nome: string) =>
  new Response('conteudo', { status: 200, headers: { 'Content-Type': tipo, 'Content-Disposition': `attachment; filename="${nome}"` } });

function renderRelatorio(def = relatorio, url = def.path) {
  const router = createMemoryRouter(
    [
      {
        path: def.path,
        element: (
          <>
            <TarefasIndicador intervaloMs={50} />
            <RelatorioPage def={def} />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user: userEvent.setup({ delay: null }), search: () => new URLSearchParams(router.state.location.search) };
}

/** Buttons by their text: role queries over antd's tree are slow in jsdom. */
const botao = (texto: string) => screen.getByText(texto, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const formulario = () => screen.getByRole('form', { name: 'Filtros do relatório' });
const erroDoCampo = (rotulo: string) =>
  within(formulario()).getByText(rotulo, { selector: 'label' }).closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')
    ?.textContent ?? '';

let baixados: string[];
let janela: { addEventListener: ReturnType<typeof vi.fn>; focus: () => void; print: () => void; close: () => void };

beforeEach(() => {
  logar();
  baixados = [];
  URL.createObjectURL = vi.fn(() => 'blob:relatorio');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    baixados.push(this.download);
  });
  janela = { addEventListener: vi.fn(), focus: vi.fn(), print: vi.fn(), close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(janela as unknown as Window);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('RelatorioPage', () => {
  it('prévia formatada por tipo com a linha de totais; os filtros vão para a URL e para o servidor', async () => {
    const api = mockApi({
      [LIST]: (c: Chamada) => pagina(c, { recordsTotal: 100000, recordsFiltered: 100000, contagemLimitada: true }),
      [TAREFAS]: { data: [] },
      'GET /api/teste/usuario/autocomplete': wire({ data: [{ id: 7, label: 'Maria da Silva (maria)' }] }),
    });
    const { user, search } = renderRelatorio();
    expect(await screen.findByText('Atendimentos por unidade', { selector: 'h1' })).toBeTruthy();
    expect(await screen.findByText('UBS Centro')).toBeTruthy();
    // dates dd/mm/yyyy, integers and money in pt-BR, booleans as Sim/Não
    expect(screen.getByText('05/03/2026')).toBeTruthy();
    expect(screen.getByText('1.234')).toBeTruthy();
    expect(screen.getByText(/^R\$\s1\.234,50$/)).toBeTruthy();
    expect(screen.getByText('Sim')).toBeTruthy();
    expect(screen.getByText('Não')).toBeTruthy();
    // the totals of every filtered row, from the server, under the page
    const total = screen.getByText('Total').closest('tr');
    expect(total?.textContent).toContain('2.000');
    expect(total?.textContent).toMatch(/R\$\s9\.876,54/);
    expect(screen.getByText('Mostrando 1 a 10 de mais de 100.000 registros')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Pesquisar' })).toBeNull();
    const primeira = api.de(LIST)[0];
    expect(primeira?.query.get('order[0][column_name]')).toBe('unidade_nome');
    expect(primeira?.query.get('order[0][dir]')).toBe('asc');

    await user.type(screen.getByLabelText('Usuário', { selector: 'input' }), 'Ma');
    await user.click(await screen.findByTitle('Maria da Silva (maria)'));
    // opened without a period, the report proposes this month up to today (in the form only: nothing was asked)
    const hojeBr = hoje().split('-').reverse().join('/');
    expect((screen.getByLabelText('Data inicial') as HTMLInputElement).value).toBe(`01/${hojeBr.slice(3)}`);
    expect((screen.getByLabelText('Data final') as HTMLInputElement).value).toBe(hojeBr);
    expect(api.de(LIST)[0]?.query.get('data_inicio')).toBeNull();
    await user.clear(screen.getByLabelText('Data inicial'));
    await user.type(screen.getByLabelText('Data inicial'), '01012026');
    await user.clear(screen.getByLabelText('Data final'));
    await user.type(screen.getByLabelText('Data final'), '31032026');
    // nothing is asked before "Pesquisar"
    expect(api.de(LIST)).toHaveLength(1);
    await user.click(botao('Pesquisar'));

    await waitFor(() => expect(api.de(LIST)).toHaveLength(2));
    const q = api.de(LIST)[1]?.query;
    expect([q?.get('usuario_id'), q?.get('data_inicio'), q?.get('data_fim')]).toEqual(['7', '2026-01-01', '2026-03-31']);
    expect(search().get('usuario_id')).toBe('7');
    expect(search().get('data_inicio')).toBe('2026-01-01');
    expect(search().get('data_fim')).toBe('2026-03-31');

    // Limpar empties the form and the URL
    await user.click(botao('Limpar'));
    await waitFor(() => expect(search().get('usuario_id')).toBeNull());
    expect((screen.getByLabelText('Data inicial') as HTMLInputElement).value).toBe('');
  });

  it('um 422 da prévia põe as mensagens nos filtros e na notificação', async () => {
    mockApi({
      [LIST]: reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { data_fim: [MENSAGENS_RELATORIO.periodoLongo], usuario_id: ['Usuário é inválido'] },
      }),
      [TAREFAS]: { data: [] },
    });
    const { user } = renderRelatorio(relatorio, `${relatorio.path}?usuario_id=99&data_inicio=2025-01-01&data_fim=2026-01-02`);
    await waitFor(() => expect(erroDoCampo('Período')).toBe(MENSAGENS_RELATORIO.periodoLongo));
    expect(erroDoCampo('Usuário')).toBe('Usuário é inválido');
    const notificacao = (await screen.findByText('Usuário é inválido', { selector: '.ant-notification li' })).closest('ul');
    expect(notificacao?.textContent).toContain(MENSAGENS_RELATORIO.periodoLongo);

    // the message leaves the field as soon as it changes
    await user.clear(screen.getByLabelText('Data final'));
    await waitFor(() => expect(erroDoCampo('Período')).toBe(''));
  });

  it('relatório com usuário obrigatório: aviso, nenhuma consulta e a mensagem do campo ao pesquisar sem ele', async () => {
    const def = relatorioHistoricoPermissaoLotacao;
    const api = mockApi({ [TAREFAS]: { data: [] } });
    const { user } = renderRelatorio(def);
    expect(await screen.findByText('Informe o campo "Usuário" e clique em Pesquisar para ver o relatório.')).toBeTruthy();
    await user.click(botao('Pesquisar'));
    await waitFor(() => expect(erroDoCampo('Usuário')).toBe('O campo Usuário é obrigatório.'));
    await user.click(botao('Imprimir'));
    expect(api.chamadas.filter((c) => c.path !== '/api/geral/tarefa')).toEqual([]);
  });

  it('Imprimir leva filtros e ordenação ao PDF, abre a janela de impressão e não repete o pedido', async () => {
    let liberar: (r: Response) => void = () => {};
    const api = mockApi({
      [LIST]: (c: Chamada) => pagina(c),
      [TAREFAS]: { data: [] },
      [IMPRESSAO]: () => new Promise<Response>((ok) => (liberar = ok)),
    });
    const { user } = renderRelatorio(
      relatorio,
      `${relatorio.path}?usuario_id=7&data_inicio=2026-01-01&data_fim=2026-03-31&sort=unidadeNome&dir=desc`,
    );
    expect(await screen.findByText('UBS Centro')).toBeTruthy();
    const imprimir = botao('Imprimir');
    await user.click(imprimir);
    await waitFor(() => expect(api.de(IMPRESSAO)).toHaveLength(1));
    expect(imprimir.hasAttribute('disabled')).toBe(true);
    expect(botao('Exportar').hasAttribute('disabled')).toBe(true);
    await user.click(imprimir);

    liberar(arquivo('application/pdf', 'atendimentos.pdf'));
    await waitFor(() => expect(window.open).toHaveBeenCalledWith('blob:relatorio', '_blank'));
    expect(janela.addEventListener).toHaveBeenCalledWith('load', expect.any(Function), { once: true });
    await waitFor(() => expect(imprimir.hasAttribute('disabled')).toBe(false));
    expect(api.de(IMPRESSAO)).toHaveLength(1);
    // printing the filters already shown does not ask for the preview again
    expect(api.de(LIST)).toHaveLength(1);
    const q = api.de(IMPRESSAO)[0]?.query;
    expect(Object.fromEntries(q ?? [])).toEqual({
      usuario_id: '7',
      data_inicio: '2026-01-01',
      data_fim: '2026-03-31',
      ordem: 'unidadeNome',
      dir: 'desc',
    });
  });

  it('Assinar gera o PDF com os filtros e abre o diálogo Assinatura com o certificado do usuário', async () => {
    const api = mockApi({
      [LIST]: (c: Chamada) => pagina(c),
      [TAREFAS]: { data: [] },
      [IMPRESSAO]: () => arquivo('application/pdf', 'atendimentos.pdf'),
      'GET /api/rest-pki/certificados': {
        data: [
          {
            subject_name: 'HELENA VASCONCELOS PRADO:52998224725',
            thumbprint: 'AB12',
            pki_brazil: { cpf: '52998224725' },
            validade: '2027-01-01T00:00:00Z',
          },
        ],
      },
    });
    const { user } = renderRelatorio(relatorio, `${relatorio.path}?data_inicio=2026-02-01&data_fim=2026-02-28`);
    expect(await screen.findByText('UBS Centro')).toBeTruthy();
    await user.click(botao('Assinar'));
    await waitFor(() => expect(api.de(IMPRESSAO)).toHaveLength(1));
    expect(api.de(IMPRESSAO)[0]?.query.get('data_inicio')).toBe('2026-02-01');
    const dialogo = await findDialog('Assinatura');
    expect(await within(dialogo).findByText('HELENA VASCONCELOS PRADO:52998224725')).toBeTruthy();
    expect(window.open).not.toHaveBeenCalled();
  });

  it('Exportar CSV pede formato=csv com os filtros e baixa o arquivo com o nome do servidor', async () => {
    const api = mockApi({
      [LIST]: (c: Chamada) => pagina(c),
      [TAREFAS]: { data: [] },
      [EXPORTACAO]: () => arquivo('text/csv; charset=utf-8', 'atendimentos.csv'),
    });
    const { user } = renderRelatorio(relatorio, `${relatorio.path}?data_inicio=2026-02-01&data_fim=2026-02-28`);
    expect(await screen.findByText('UBS Centro')).toBeTruthy();
    await user.click(botao('Exportar'));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(baixados).toEqual(['atendimentos.csv']));
    const q = api.de(EXPORTACAO)[0]?.query;
    expect([q?.get('formato'), q?.get('data_inicio'), q?.get('data_fim'), q?.get('ordem'), q?.get('dir')]).toEqual([
      'csv',
      '2026-02-01',
      '2026-02-28',
      'unidadeNome',
      'asc',
    ]);
    expect(q?.has('usuario_id')).toBe(false);
  });

  it('um 202 avisa que o relatório segue em segundo plano e a tarefa aparece em Tarefas com o progresso', async () => {
    const tarefa = {
      id: '0b7c6a2e-3c1f-4a4e-9d59-0f1f3c6f1a10',
      titulo: 'Atendimentos por unidade',
      formato: 'xlsx',
      status: 'EXECUTANDO',
      processados: 16000,
      total: 40000,
      progresso: 40,
      mensagem: null,
      nomeArquivo: null,
      tamanho: null,
      criadaEm: '2026-03-10T09:30:00-03:00',
      concluidaEm: null,
    };
    let tarefas: unknown[] = [];
    mockApi({
      [LIST]: (c: Chamada) => pagina(c),
      [TAREFAS]: () => wire({ data: tarefas }),
      [EXPORTACAO]: () => {
        tarefas = [tarefa];
        return reply(202, wire({ message: MENSAGENS_RELATORIO.segundoPlano, tarefa: { ...tarefa, status: 'PENDENTE', progresso: 0 } }));
      },
    });
    const { user } = renderRelatorio();
    expect(await screen.findByText('UBS Centro')).toBeTruthy();
    expect(screen.getByLabelText('Tarefas', { selector: 'button' })).toBeTruthy();
    await user.click(botao('Exportar'));
    await user.click(await screen.findByRole('menuitem', { name: 'Planilha (XLSX)' }));

    expect(await screen.findByText(MENSAGENS_RELATORIO.segundoPlano)).toBeTruthy();
    await user.click(await screen.findByLabelText('Tarefas (1 em andamento)', { selector: 'button' }));
    const item = await screen.findByLabelText('Atendimentos por unidade', { selector: 'li' });
    await waitFor(() => expect(within(item).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40'));
    expect(within(item).getByText('Gerando')).toBeTruthy();
    expect(within(item).getByText('16.000 de 40.000 registros')).toBeTruthy();
    expect(within(item).getByText('XLSX')).toBeTruthy();
  });
});
