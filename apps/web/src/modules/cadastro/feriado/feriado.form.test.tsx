import { feriadoResource } from '@saude/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = feriadoResource.permissoes;

describe('feriado (formulário)', () => {
  it('create: date, scope and the two flags; the server clash lands on the date', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    const api = mockApi({
      'GET /api/cadastro/feriado/create': wire({ form: {} }),
      'POST /api/cadastro/feriado': reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { data: ['Já existe um feriado neste dia: São João (24/06/2026).'] },
      }),
    });
    const user = userEvent.setup();
    renderApp('/cadastro/feriado/create');
    await screen.findByLabelText('Descrição', {}, { timeout: 10_000 });
    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('O campo Data é obrigatório.')).toBeTruthy();
    expect(screen.getByText('O campo Abrangência é obrigatório.')).toBeTruthy();

    await user.type(screen.getByLabelText('Data'), '24062027');
    fireEvent.change(screen.getByLabelText('Descrição'), { target: { value: 'Festa junina' } });
    await user.click(screen.getByLabelText('Abrangência'));
    const municipal = screen.queryAllByTitle('Municipal').find((e) => e.classList.contains('ant-select-item-option'));
    await user.click(municipal as HTMLElement);
    await user.click(screen.getByLabelText('Ponto facultativo'));
    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('Já existe um feriado neste dia: São João (24/06/2026).')).toBeTruthy();
    expect(api.de('POST /api/cadastro/feriado')[0]?.body).toEqual({
      data: '2027-06-24',
      descricao: 'Festa junina',
      abrangencia: 2,
      recorrente: false,
      facultativo: true,
    });
  }, 60_000);
});
