import { jornadaResource } from '@saude/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = jornadaResource.permissoes;
const FORM = {
  form: {
    unidades: [{ id: 1, nome: 'Policlínica Municipal' }],
    especialidades: [{ id: 2, nome: 'Cardiologia' }],
    situacoes: [{ id: 3, nome: 'Ativa' }],
    profissionais: [{ id: 4, nome: 'Fernanda Albuquerque Maciel' }],
    servicos: [{ id: 5, nome: 'Eletrocardiograma' }],
  },
};

describe('ambulatorio/jornada (editor da agenda)', () => {
  it('counts the day slots and quotas live, warns when the quotas exceed them and checks the required fields', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    const api = mockApi({
      'GET /api/ambulatorio/jornada/create': wire(FORM),
      'GET /api/ambulatorio/jornada/datatable': wire({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] }),
      'POST /api/ambulatorio/jornada': reply(201, {}),
    });
    const user = userEvent.setup();
    renderApp('/ambulatorio/jornada/create');
    await screen.findByLabelText('Horário de Entrada', {}, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('Horário de Entrada'), { target: { value: '08:00' } });
    fireEvent.change(screen.getByLabelText('Horário de Saída'), { target: { value: '12:00' } });
    fireEvent.change(screen.getByLabelText('Primeira vez'), { target: { value: '8' } });
    // 08:00–12:00 in 20-minute slots: 12 a day
    expect(await screen.findByText('12 horários por dia · 8 vagas distribuídas')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Retorno'), { target: { value: '6' } });
    expect(await screen.findByText('A soma das vagas ultrapassa os horários do dia.')).toBeTruthy();
    await user.click(screen.getByLabelText('Segunda'));
    await user.click(screen.getByText('Salvar'));
    // the required fields are checked before anything is sent (the shift rules are the API test's)
    expect(await screen.findByText('O campo Especialidade é obrigatório.', {}, { timeout: 5000 })).toBeTruthy();
    expect(api.de('POST /api/ambulatorio/jornada')).toEqual([]);
  }, 60_000);
});
