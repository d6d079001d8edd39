import { PERMISSAO_REGULARIZAR_PACIENTE, PERMISSAO_UNIFICACAO } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import type { LinhaRegularizacao } from './regularizacao-cadastro.api';

const API = '/api/pronto-atendimento/regularizacao-cadastro/datatable';
const CARACTERISTICAS =
  'Homem pardo, cabelos grisalhos, cicatriz de 5 cm no antebraço esquerdo, tatuagem de âncora no ombro direito, camisa azul e bermuda jeans';

const LINHAS: LinhaRegularizacao[] = [
  {
    id: 55,
    nome: 'DESCONHECIDO 10/03/2026 10:00 (masc., ~40 anos)',
    idadeEstimada: 40,
    sexoId: 0,
    caracteristicasFisicas: CARACTERISTICAS,
    createdAt: '2026-03-10T12:58:00.000Z',
    atendimentoId: 301,
    numero: 2026000301,
    recepcionadoEm: '2026-03-10T13:00:00.000Z',
    status: 1,
    unidade: 'UPA 24h Dr. Arnaldo Lopes — Pronto Atendimento',
    setorAtual: 'Triagem e Classificação de Risco',
    setorStatus: 1,
    totalFaas: 2,
  },
  {
    id: 56,
    nome: 'DESCONHECIDO 09/03/2026 22:10 (fem., ~70 anos)',
    idadeEstimada: 70,
    sexoId: 1,
    caracteristicasFisicas: null,
    createdAt: '2026-03-10T01:10:00.000Z',
    atendimentoId: 290,
    numero: 2026000290,
    recepcionadoEm: '2026-03-10T01:12:00.000Z',
    status: 2,
    unidade: 'UPA 24h Dr. Arnaldo Lopes — Pronto Atendimento',
    setorAtual: null,
    setorStatus: null,
    totalFaas: 1,
  },
];

describe('regularização de cadastro', () => {
  it('lists the unknown patients, searches and filters on the server, shows the characteristics on hover', async () => {
    logar(sessao({ permissoes: [PERMISSAO_REGULARIZAR_PACIENTE] }));
    const api = mockApi({ [`GET ${API}`]: wire({ draw: 1, recordsTotal: 2, recordsFiltered: 2, data: LINHAS }) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/pronto-atendimento/regularizacao-cadastro/index?dataInicio=2026-03-01&dataFim=2026-03-10');

    const primeira = (await screen.findByText(LINHAS[0].nome, {}, { timeout: 10_000 })).closest('tr') as HTMLElement;
    expect(within(primeira).getByText('~40 anos')).toBeTruthy();
    expect(within(primeira).getByText('Masculino')).toBeTruthy();
    expect(within(primeira).getByText('2026000301')).toBeTruthy();
    expect(within(primeira).getByText('FAA aberta')).toBeTruthy();
    expect(within(primeira).getByText('Triagem e Classificação de Risco (em espera)')).toBeTruthy();
    const segunda = screen.getByText(LINHAS[1].nome).closest('tr') as HTMLElement;
    expect(within(segunda).getByText('FAA fechada')).toBeTruthy();
    expect(within(segunda).getByText('Feminino')).toBeTruthy();

    // the first request: newest arrival first, the period of the URL
    const primeiraChamada = api.de(`GET ${API}`)[0];
    expect(primeiraChamada.query.get('data_inicio')).toBe('2026-03-01');
    expect(primeiraChamada.query.get('data_fim')).toBe('2026-03-10');
    expect(primeiraChamada.query.get('order[0][column_name]')).toBe('recepcionado_em');
    expect(primeiraChamada.query.get('order[0][dir]')).toBe('desc');

    await user.hover(within(primeira).getByText(CARACTERISTICAS));
    expect((await screen.findByRole('tooltip')).textContent).toBe(CARACTERISTICAS);

    await user.type(screen.getByLabelText('Pesquisar'), 'cicatriz');
    await waitFor(() => expect(api.de(`GET ${API}`).at(-1)?.query.get('search[value]')).toBe('cicatriz'), { timeout: 15_000 });
    expect(api.de(`GET ${API}`).at(-1)?.query.get('data_inicio')).toBe('2026-03-01');
  }, 60_000);

  it('"Regularizar" opens the patient record already in regularisation mode; "Voltar" comes back to the list', async () => {
    logar(sessao({ permissoes: [PERMISSAO_REGULARIZAR_PACIENTE, 'visualizar-cadastro-paciente', 'editar-cadastro-paciente'] }));
    mockApi({
      [`GET ${API}`]: wire({ draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [LINHAS[0]] }),
      'GET /api/cadastro/paciente/55/edit': wire({
        form: { parametrizacao: { permitirCadastroSimplificado: true }, termosInvalidos: [] },
        model: { id: 55, nome: LINHAS[0].nome, provisorio: true, idadeEstimada: 40, sexoId: 0, caracteristicasFisicas: CARACTERISTICAS },
      }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderApp('/pronto-atendimento/regularizacao-cadastro/index?q=cicatriz');
    // role queries over the large patient form are very slow under jsdom: labels and texts instead
    await user.click(await screen.findByLabelText(`Regularizar ${LINHAS[0].nome}`, {}, { timeout: 10_000 }));
    // the form's lazy page loads before the navigation commits
    await waitFor(
      () => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/cadastro/paciente/edit/55?regularizar=1'),
      {
        timeout: 30_000,
      },
    );
    expect(
      await screen.findByText(
        'Regularização: informe os dados do paciente identificado. Todas as regras do cadastro completo se aplicam.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Regularizar e salvar')).toBeTruthy();

    await user.click(screen.getByText('Voltar'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/pronto-atendimento/regularizacao-cadastro/index?q=cicatriz',
      ),
    );
  }, 120_000);
  it('"Unificar" opens the unification with the provisional record already in the comparison; "Voltar" comes back', async () => {
    logar(sessao({ permissoes: [PERMISSAO_REGULARIZAR_PACIENTE, PERMISSAO_UNIFICACAO] }));
    const api = mockApi({
      [`GET ${API}`]: wire({ draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [LINHAS[0]] }),
      'GET /api/cadastro/unificacao-usuario-paciente/comparar': wire({
        data: [
          {
            id: 55,
            nome: LINHAS[0]?.nome,
            nomeSocial: null,
            cpf: null,
            cns: null,
            dataNascimento: null,
            nomeMae: null,
            telefone: null,
            bloqueado: false,
            provisorio: true,
            unificadoEmId: null,
            usuarioLogin: null,
            endereco: null,
            referencias: [],
          },
        ],
      }),
      'GET /api/cadastro/unificacao-usuario-paciente/historico': wire({ data: [] }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderApp('/pronto-atendimento/regularizacao-cadastro/index?q=cicatriz');
    await user.click(await screen.findByLabelText(`Unificar ${LINHAS[0]?.nome}`, { selector: 'button' }, { timeout: 10_000 }));
    await waitFor(
      () =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          '/cadastro/unificacao-usuario-paciente/index?paciente=55',
        ),
      { timeout: 30_000 },
    );
    expect(await screen.findByText('Manter nº 55', {}, { timeout: 15_000 })).toBeTruthy();
    expect(api.de('GET /api/cadastro/unificacao-usuario-paciente/comparar').at(-1)?.query.get('ids')).toBe('55');
    expect(screen.getByText('Adicione ao menos mais um cadastro da mesma pessoa.')).toBeTruthy();

    await user.click(screen.getByText('Voltar'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/pronto-atendimento/regularizacao-cadastro/index?q=cicatriz',
      ),
    );
  }, 120_000);

  it('offers "Unificar" only to whoever may merge records', async () => {
    logar(sessao({ permissoes: [PERMISSAO_REGULARIZAR_PACIENTE] }));
    mockApi({ [`GET ${API}`]: wire({ draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [LINHAS[0]] }) });
    renderApp('/pronto-atendimento/regularizacao-cadastro/index');
    expect(await screen.findByLabelText(`Regularizar ${LINHAS[0]?.nome}`, { selector: 'button' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByLabelText(`Unificar ${LINHAS[0]?.nome}`, { selector: 'button' })).toBeNull();
  }, 60_000);
});
