import { PA } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const API = '/api/pronto-atendimento/triagem';

const base = {
  atendimentoId: 9,
  nomeSocial: null,
  desconhecido: false,
  setor: 'Triagem e Classificação de Risco',
  entradaEm: '2026-11-21T09:40:00-03:00',
};
const ESPERANDO = {
  ...base,
  id: 10,
  numero: 2026000123,
  paciente: 'MARIA DAS DORES',
  status: 1,
  situacao: 1,
  situacaoNome: 'Aguardando triagem',
  classificacaoRisco: null,
  cor: null,
  triadaEm: null,
  profissional: null,
  destino: null,
};
const TRIADO = {
  ...base,
  id: 11,
  atendimentoId: 10,
  numero: 2026000124,
  paciente: 'JOSÉ AMARO',
  status: 5,
  situacao: 2,
  situacaoNome: 'Triado',
  classificacaoRisco: 'Amarelo',
  cor: '#ffd700',
  triadaEm: '2026-11-21T09:52:00-03:00',
  profissional: 'Ana Paula Ribeiro',
  destino: 'Consultórios do Pronto Atendimento',
};

const rotas = () => ({
  [`GET ${API}/datatable`]: (c: { query: URLSearchParams }) =>
    wire({ draw: Number(c.query.get('draw')), recordsTotal: 2, recordsFiltered: 2, data: [ESPERANDO, TRIADO] }),
  [`GET ${API}/profissionais`]: wire({ data: [{ id: 5, nome: 'Ana Paula Ribeiro' }] }),
  'GET /api/pronto-atendimento/plantao/atual': wire({ data: { id: 4 } }),
  'PUT /api/pronto-atendimento/fila/atender/10': wire({ id: 10, status: 2 }),
});

describe('triagem (lista)', () => {
  it('lists waiting and classified patients, filters through the URL, and "Triar" takes the patient and opens the form', async () => {
    logar(sessao({ permissoes: [PA.triagemVer, PA.triagemCadastrar, PA.filaOperar, PA.plantaoVer] }));
    const api = mockApi(rotas());
    const { user, router } = renderApp('/pronto-atendimento/atendimento-triagem/index', { user: { pointerEventsCheck: 0 } });
    expect(await screen.findByText('MARIA DAS DORES', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Aguardando triagem')).toBeTruthy();
    expect(screen.getByText('Amarelo')).toBeTruthy();
    expect(screen.getByText('Consultórios do Pronto Atendimento')).toBeTruthy();
    expect(screen.getByText(/hoje, até que outro período seja escolhido/)).toBeTruthy();
    // a classified patient who left the triage queue has nothing to open
    expect(screen.queryByLabelText('Triar JOSÉ AMARO', { selector: 'button' })).toBeNull();

    await user.click(screen.getByLabelText('Nº da FAA'));
    await user.paste('2026000123');
    await expect.poll(() => router.state.location.search, { timeout: 15_000 }).toContain('numero=2026000123');
    await expect.poll(() => api.de(`GET ${API}/datatable`).at(-1)?.query.get('numero')).toBe('2026000123');
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    await waitFor(() => expect(api.de('GET /api/pronto-atendimento/plantao/atual')).toHaveLength(1));

    await user.click(screen.getByLabelText('Triar MARIA DAS DORES', { selector: 'button' }));
    await expect
      .poll(() => router.state.location.pathname, { timeout: 10_000 })
      .toBe('/pronto-atendimento/atendimento-triagem/create/10/4');
    expect(api.de('PUT /api/pronto-atendimento/fila/atender/10')).toHaveLength(1);
    // "Voltar" of the form comes back to the same filtered list
    expect((router.state.location.state as { lista: string }).lista).toContain('numero=2026000123');
  }, 60_000);

  it('shows the list without the action to whoever may only read the triage', async () => {
    logar(sessao({ permissoes: [PA.triagemVer] }));
    const api = mockApi(rotas());
    renderApp('/pronto-atendimento/atendimento-triagem/index');
    expect(await screen.findByText('MARIA DAS DORES', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByLabelText('Triar MARIA DAS DORES', { selector: 'button' })).toBeNull();
    expect(api.de('PUT /api/pronto-atendimento/fila/atender/10')).toHaveLength(0);
  }, 30_000);
});
