import { PA } from '@saude/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const API = '/api/pronto-atendimento/atendimento-retroativo';

describe('atendimento retroativo', () => {
  it('checks the form with the shared rules before sending anything', async () => {
    logar(sessao({ permissoes: [PA.retroativoCadastrar] }));
    const api = mockApi({
      [`GET ${API}/create`]: wire({
        form: {
          medicos: [{ id: 4, nome: 'Ricardo Lins Cavalcanti', registro: 'CRM 18342' }],
          classificacoesRisco: [{ id: 3, nome: 'Amarelo', cor: '#fbc02d', tempoAlvoMinutos: 60, ordem: 3 }],
          destinos: [{ id: 1, nome: 'Alta médica' }],
          maxDias: 30,
        },
      }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/pronto-atendimento/atendimento-retroativo/create');
    expect(await screen.findByText(/A chegada deve estar nos últimos 30 dias/, {}, { timeout: 10_000 })).toBeTruthy();

    const digitar = (rotulo: string, valor: string) => fireEvent.change(screen.getByLabelText(rotulo), { target: { value: valor } });
    digitar('Data da chegada', '10/03/2026');
    digitar('Hora da chegada', '10:00');
    digitar('Data da alta', '10/03/2026');
    digitar('Hora da alta', '09:00');
    await user.type(screen.getByLabelText('Queixa principal'), 'Febre');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('O campo Paciente é obrigatório.')).toBeTruthy();
    expect(await screen.findByText('O campo Médico é obrigatório.')).toBeTruthy();
    expect(await screen.findByText('O campo Anamnese é obrigatório.')).toBeTruthy();
    expect(await screen.findByText('A alta deve ser posterior à chegada.')).toBeTruthy();
    expect(screen.getByText('Informe a classificação de risco da triagem.')).toBeTruthy();
    expect(within(document.body).queryByText('Registro salvo com sucesso!')).toBeNull();
    expect(api.de(`POST ${API}`)).toHaveLength(0);
  }, 60_000);
});
