import { PA } from '@saude/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const opcao = (nome: string) => {
  const el = screen.queryAllByTitle(nome).find((e) => e.classList.contains('ant-select-item-option'));
  if (!el) throw new Error(`opção ${nome} não está na lista`);
  return el;
};
const UPA = { id: 30, label: 'UPA 24h Dr. Arnaldo Lopes — Pronto Atendimento' };
const linha = {
  id: 5,
  infraestruturaId: 30,
  local: UPA.label,
  inicio: '2026-03-10T10:00:00.000Z',
  fim: '2026-03-10T22:00:00.000Z',
  profissionais: 'Marcos Antônio Ferreira, Ricardo Lins Cavalcanti',
  observacao: null,
};

describe('plantões (lista e modal)', () => {
  it('lists the shifts in local time and validates the modal with the shared rules before saving', async () => {
    logar(sessao({ permissoes: [PA.plantaoVer, PA.plantaoCadastrar, PA.plantaoEditar, PA.plantaoExcluir] }));
    const api = mockApi({
      'GET /api/pronto-atendimento/plantao/datatable': wire({ draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [linha] }),
      'GET /api/pronto-atendimento/plantao/locais': wire({ data: [UPA] }),
      'GET /api/pronto-atendimento/plantao/create': wire({
        form: {
          locais: [UPA],
          profissionais: [
            { id: 3, nome: 'Marcos Antônio Ferreira', registro: 'COREN 245871' },
            { id: 4, nome: 'Ricardo Lins Cavalcanti', registro: 'CRM 18342' },
          ],
        },
      }),
      'POST /api/pronto-atendimento/plantao': (c: { body: Record<string, unknown> }) =>
        (c.body.profissional_ids as number[]).includes(3)
          ? reply(422, { message: 'Os dados informados são inválidos.', errors: { profissional_ids: ['Profissional não encontrado.'] } })
          : reply(201, wire({ id: 6 })),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/pronto-atendimento/plantao/index');

    // 10:00Z and 22:00Z are 07:00 and 19:00 in Recife (the test clock's time zone)
    expect(await screen.findByText('10/03/2026 07:00', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('10/03/2026 19:00')).toBeTruthy();
    expect(screen.getByText('12 h')).toBeTruthy();
    expect(screen.getByText('Encerrado')).toBeTruthy();
    expect(screen.getByLabelText(`Excluir: ${UPA.label}, 10/03/2026 07:00`)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Novo/ }));
    const modal = await findDialog('Cadastrar plantão');
    await within(modal).findByLabelText('Data de início', {}, { timeout: 10_000 });
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await within(modal).findByText('O campo Local de atendimento é obrigatório.')).toBeTruthy();
    expect(await within(modal).findByText('O campo Início é obrigatório.')).toBeTruthy();
    expect(await within(modal).findByText('O campo Fim é obrigatório.')).toBeTruthy();
    expect(within(modal).getByText('Selecione ao menos um item')).toBeTruthy();

    const digitar = (rotulo: string, valor: string) => fireEvent.change(within(modal).getByLabelText(rotulo), { target: { value: valor } });
    await user.click(within(modal).getByLabelText('Local de atendimento'));
    await user.click(opcao(UPA.label));
    digitar('Data de início', '10/03/2026');
    digitar('Hora de início', '19:00');
    digitar('Data de fim', '10/03/2026');
    digitar('Hora de fim', '07:00');
    expect(await within(modal).findByText('O início do plantão deve ser anterior ao fim.')).toBeTruthy();
    expect(await within(modal).findByText('O fim do plantão deve ser posterior ao início.')).toBeTruthy();

    digitar('Data de fim', '12/03/2026');
    expect(await within(modal).findByText('O plantão não pode ultrapassar 24 horas.')).toBeTruthy();
    await waitFor(() => expect(within(modal).queryByText('O início do plantão deve ser anterior ao fim.')).toBeNull());

    digitar('Data de fim', '11/03/2026');
    await waitFor(() => expect(within(modal).queryByText('O plantão não pode ultrapassar 24 horas.')).toBeNull());
    // more than the default 3 of a multi-select may be chosen: the whole team goes on duty
    await user.click(within(modal).getByLabelText('Profissionais de plantão'));
    await user.click(opcao('Marcos Antônio Ferreira (COREN 245871)'));
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));

    // the server's 422 lands on its field
    expect(await within(modal).findByText('Profissional não encontrado.')).toBeTruthy();
    expect(api.de('POST /api/pronto-atendimento/plantao')[0]?.body).toEqual({
      infraestrutura_id: 30,
      inicio: '2026-03-10T19:00:00-03:00',
      fim: '2026-03-11T07:00:00-03:00',
      profissional_ids: [3],
    });

    await user.click(within(modal).getByLabelText('Profissionais de plantão'));
    await user.click(opcao('Ricardo Lins Cavalcanti (CRM 18342)'));
    const marcos = within(modal).getByText('Marcos Antônio Ferreira (COREN 245871)').closest('.ant-select-selection-item');
    await user.click(within(marcos as HTMLElement).getByLabelText('close'));
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Registro salvo com sucesso!')).toBeTruthy();
    expect(api.de('POST /api/pronto-atendimento/plantao')[1]?.body).toMatchObject({ profissional_ids: [4] });
    await waitFor(() => expect(screen.queryByText('Cadastrar plantão')).toBeNull());
  }, 90_000);

  it('shows no create or row actions to whom may only see the shifts', async () => {
    logar(sessao({ permissoes: [PA.plantaoVer] }));
    mockApi({
      'GET /api/pronto-atendimento/plantao/datatable': wire({ draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [linha] }),
      'GET /api/pronto-atendimento/plantao/locais': wire({ data: [UPA] }),
    });
    renderApp('/pronto-atendimento/plantao/index');
    expect(await screen.findByText('10/03/2026 07:00', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Novo/ })).toBeNull();
    expect(screen.queryByLabelText(/^Editar:/)).toBeNull();
    expect(screen.queryByText('Ações')).toBeNull();
  }, 60_000);
});
