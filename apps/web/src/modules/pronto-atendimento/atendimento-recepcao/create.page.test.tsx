import { PA, pacienteResource, recepcaoPacienteSchema } from '@saude/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const URL_RECEPCAO = '/pronto-atendimento/atendimento-recepcao/create';
const ROTULO = 'MARIA DAS DORES — 529.982.247-25 — 15/03/1940';

const FORM = wire({
  form: {
    opcoesEntrada: [
      { id: 1, nome: 'SAMU 192', faixaEtariaId: null },
      { id: 2, nome: 'Demanda espontânea', faixaEtariaId: null },
    ],
    prioridades: [
      { id: 7, nome: 'Idoso 80+', peso: 20, legal: true },
      { id: 3, nome: 'Gestante', peso: 10, legal: true },
      { id: 5, nome: 'Pessoa com deficiência', peso: 10, legal: true },
    ],
    destinos: [
      { id: 15, nome: 'Triagem e Classificação de Risco', setorTipoId: 2 },
      { id: 16, nome: 'Consultórios do Pronto Atendimento', setorTipoId: 3 },
    ],
    destinoPadrao: 15,
    plantao: { id: 3, inicio: '2026-11-21T07:00:00-03:00', fim: '2026-11-21T19:00:00-03:00' },
  },
});

/** Maria, 86 years old: the record the desk reads back for the priority rule. */
const MARIA = wireDe(recepcaoPacienteSchema, { id: 42, label: ROTULO, sexoId: 1, dataNascimento: '1940-03-15', idadeEstimada: null });

/** What a select shows as its chosen value ('' while it shows the placeholder). */
function valorDe(rotulo: string) {
  const caixa = screen.getByLabelText(rotulo, { selector: 'input' }).closest('.ant-select')?.querySelector('.ant-select-content');
  return caixa?.classList.contains('ant-select-content-has-value') ? caixa.textContent : '';
}

function entrar() {
  logar(
    sessao({
      centroCusto: { id: 14, nome: 'Recepção do Pronto Atendimento', setor: { id: 1, nome: 'Recepção', setorTipoId: 1 } },
      permissoes: [PA.recepcaoCadastrar, pacienteResource.permissoes.visualizar],
    }),
  );
}

describe('recepção do pronto atendimento', () => {
  it('receives a known patient in three interactions: search, pick, Receber; shows the FAA number and resets', async () => {
    entrar();
    const api = mockApi({
      'GET /api/pronto-atendimento/recepcao/create': FORM,
      'GET /api/cadastro/paciente/autocomplete': { data: [{ id: 42, label: ROTULO }] },
      'GET /api/pronto-atendimento/recepcao/paciente/42': MARIA,
      'POST /api/pronto-atendimento/recepcao': reply(
        201,
        wire({ atendimento: { id: 9, numero: 2026000123 }, fila: { id: 77, status: 1 }, message: 'Paciente recebido. FAA nº 2026000123.' }),
      ),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(URL_RECEPCAO);
    const busca = await screen.findByLabelText('Paciente', { selector: 'input' }, { timeout: 10_000 });
    // the desk starts at the patient field (issue 16)
    await expect.poll(() => document.activeElement).toBe(busca);
    expect(screen.queryByText('Não há plantão em curso neste local: o atendimento será aberto sem plantão.')).toBeNull();

    await user.type(busca, 'maria');
    await user.click(await screen.findByText(ROTULO, { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByText('Receber', { selector: 'button > span' }));

    await expect.poll(() => api.de('POST /api/pronto-atendimento/recepcao').length).toBe(1);
    // 'Demanda espontânea' and the triage come preselected
    expect(api.de('POST /api/pronto-atendimento/recepcao')[0]?.body).toEqual({
      paciente_id: 42,
      opcao_entrada_id: 2,
      destino_centro_custo_id: 15,
      urgente: false,
    });
    expect(await screen.findByText('Paciente recebido. FAA nº 2026000123.')).toBeTruthy();
    expect(screen.getByText(`Último paciente recebido: ${ROTULO} — FAA nº 2026000123`)).toBeTruthy();
    // ready for the next patient: the search is empty again and has the focus, the defaults are back
    expect(valorDe('Paciente')).toBe('');
    await expect.poll(() => document.activeElement).toBe(screen.getByLabelText('Paciente', { selector: 'input' }));
    expect(valorDe('Opção de entrada')).toBe('Demanda espontânea');
    expect(valorDe('Destino')).toBe('Triagem e Classificação de Risco (Triagem)');

    // the urgent flag asks for its reason before anything is sent
    await user.click(screen.getByLabelText('Urgente'));
    await user.click(screen.getByText('Receber', { selector: 'button > span' }));
    expect(await screen.findByText('O campo Motivo da urgência é obrigatório.')).toBeTruthy();
    expect(await screen.findByText('O campo Paciente é obrigatório.')).toBeTruthy();
    expect(api.de('POST /api/pronto-atendimento/recepcao').length).toBe(1);
  }, 60_000);

  it('explains when the session is not at a reception', async () => {
    entrar();
    mockApi({
      'GET /api/pronto-atendimento/recepcao/create': reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { centro_custo_id: ['O centro de custo da sessão não é uma recepção. Troque a lotação para uma recepção.'] },
      }),
    });
    renderApp(URL_RECEPCAO);
    expect(
      await screen.findByText(
        'O centro de custo da sessão não é uma recepção. Troque a lotação para uma recepção.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Trocar lotação')).toBeTruthy();
  }, 30_000);

  it('checks the legal priority against the chosen patient as it is picked, and sends nothing while it is wrong', async () => {
    entrar();
    const rapaz = wireDe(recepcaoPacienteSchema, {
      id: 43,
      label: 'JOSÉ — 01/01/1990',
      sexoId: 0,
      dataNascimento: '1990-01-01',
      idadeEstimada: null,
    });
    const api = mockApi({
      'GET /api/pronto-atendimento/recepcao/create': FORM,
      'GET /api/cadastro/paciente/autocomplete': { data: [{ id: 43, label: 'JOSÉ — 01/01/1990' }] },
      'GET /api/pronto-atendimento/recepcao/paciente/43': rapaz,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(URL_RECEPCAO);
    const busca = await screen.findByLabelText('Paciente', { selector: 'input' }, { timeout: 10_000 });
    // the options keep the server's one order (the kiosk's)
    await user.click(screen.getByLabelText('Prioridade', { selector: 'input' }));
    await screen.findByText('Gestante', { selector: '.ant-select-item-option-content' });
    const opcoes = [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    expect(opcoes).toEqual(['Idoso 80+', 'Gestante', 'Pessoa com deficiência']);
    await user.click(await screen.findByText('Gestante', { selector: '.ant-select-item-option-content' }));
    // no patient yet: nothing to check against
    expect(screen.queryByText(/exige paciente/)).toBeNull();

    await user.type(busca, 'jose');
    await user.click(await screen.findByText('JOSÉ — 01/01/1990', { selector: '.ant-select-item-option-content' }));
    expect(await screen.findByText('A prioridade "Gestante" exige paciente do sexo feminino (no cadastro: Masculino).')).toBeTruthy();
    await user.click(screen.getByText('Receber', { selector: 'button > span' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(api.de('POST /api/pronto-atendimento/recepcao')).toHaveLength(0);

    await user.click(screen.getByLabelText('Prioridade', { selector: 'input' }));
    await user.click(await screen.findByText('Idoso 80+', { selector: '.ant-select-item-option-content' }));
    expect(
      await screen.findByText(/^A prioridade "Idoso 80\+" exige paciente com 80 anos ou mais \(o paciente tem \d+ anos\)\.$/),
    ).toBeTruthy();
    expect(screen.queryByText(/sexo feminino/)).toBeNull();
  }, 60_000);

  it('"Novo paciente" opens the patient form in this tab and comes back with the saved patient chosen', async () => {
    entrar();
    logar(
      sessao({
        centroCusto: { id: 14, nome: 'Recepção do Pronto Atendimento', setor: { id: 1, nome: 'Recepção', setorTipoId: 1 } },
        permissoes: [PA.recepcaoCadastrar, pacienteResource.permissoes.visualizar, pacienteResource.permissoes.cadastrar],
      }),
    );
    mockApi({ 'GET /api/pronto-atendimento/recepcao/create': FORM, 'GET /api/pronto-atendimento/recepcao/paciente/42': MARIA });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderApp(`${URL_RECEPCAO}?paciente=42`);
    // back from the patient form: Maria is chosen, the address forgets her, and Receber has the focus
    await expect.poll(() => valorDe('Paciente'), { timeout: 10_000 }).toBe(ROTULO);
    await expect.poll(() => router.state.location.search).toBe('');
    await expect.poll(() => (document.activeElement as HTMLElement | null)?.textContent).toBe('Receber');

    await user.click(screen.getByText('Novo paciente', { selector: 'button > span' }));
    await expect.poll(() => router.state.location.pathname).toBe('/cadastro/paciente/create');
    expect(new URLSearchParams(router.state.location.search).get('voltar')).toBe(URL_RECEPCAO);
  }, 60_000);
});
