import { PA } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';
import type { LinhaReabertura } from './index.page';

const API = '/api/pronto-atendimento/reabertura-atendimento';

const linha = (id: number, extra: Partial<LinhaReabertura> = {}): LinhaReabertura => ({
  id,
  numero: 2026000000 + id,
  status: 2,
  recepcionadoEm: '2026-03-10T10:00:00.000Z',
  retroativo: false,
  pacienteId: 500 + id,
  pacienteNome: `Paciente ${id}`,
  cpf: null,
  cns: null,
  dataNascimento: null,
  desconhecido: false,
  fechadoEm: '2026-03-10T14:00:00.000Z',
  fechadoPorNome: 'Ricardo Lins Cavalcanti',
  ocorrenciaTipo: 1,
  ocorrenciaMotivo: null,
  ocorrenciaEm: '2026-03-10T14:00:00.000Z',
  ...extra,
});

const FECHADA = linha(20);
const CANCELADA = linha(21, {
  status: 3,
  fechadoEm: null,
  fechadoPorNome: null,
  ocorrenciaTipo: 3,
  ocorrenciaMotivo: 'Cadastro em duplicidade.',
  ocorrenciaEm: '2026-03-10T12:00:00.000Z',
});

describe('reabertura de atendimento', () => {
  it('lists closed and cancelled FAAs and reopens one with a reason, the server refusals on the field', async () => {
    logar(sessao({ permissoes: [PA.reabrirFaa] }));
    let reaberta = false;
    const api = mockApi({
      [`GET ${API}/datatable`]: (c: { query: URLSearchParams }) => {
        const todas = reaberta ? [CANCELADA] : [FECHADA, CANCELADA];
        const status = c.query.get('status');
        return wire({
          draw: 1,
          recordsTotal: 2,
          recordsFiltered: 2,
          data: status ? todas.filter((l) => String(l.status) === status) : todas,
        });
      },
      [`PUT ${API}/reabrir/20`]: (c: { body: { motivo: string } }) => {
        if (c.body.motivo.includes('outra'))
          return reply(409, { message: 'O paciente já tem outro atendimento aberto nesta unidade (FAA nº 2026000099).' });
        reaberta = true;
        return wire({ id: 20, numero: FECHADA.numero, message: `FAA nº ${FECHADA.numero} reaberta.` });
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/pronto-atendimento/reabertura-atendimento/index');

    // 14:00Z is 11:00 in Recife (the test clock's time zone)
    expect(await screen.findByText('10/03/2026 11:00 por Ricardo Lins Cavalcanti', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Cancelada')).toBeTruthy();
    expect(screen.getByText('Cadastro em duplicidade.')).toBeTruthy();

    await user.click(screen.getByLabelText(`Reabrir FAA nº ${FECHADA.numero}`));
    const modal = await findDialog('Reabrir FAA');
    expect(within(modal).getByText(/Os procedimentos faturados serão recalculados no próximo fechamento/)).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Reabrir' }));
    expect(await within(modal).findByText('O campo Motivo é obrigatório.')).toBeTruthy();
    expect(api.de(`PUT ${API}/reabrir/20`)).toHaveLength(0);

    await user.type(within(modal).getByLabelText('Motivo'), 'Paciente com outra FAA');
    await user.click(within(modal).getByRole('button', { name: 'Reabrir' }));
    expect(await screen.findByText('O paciente já tem outro atendimento aberto nesta unidade (FAA nº 2026000099).')).toBeTruthy();

    await user.clear(within(modal).getByLabelText('Motivo'));
    await user.type(within(modal).getByLabelText('Motivo'), 'Faltou lançar a aferição de temperatura.');
    await user.click(within(modal).getByRole('button', { name: 'Reabrir' }));
    expect(await screen.findByText(`FAA nº ${FECHADA.numero} reaberta.`)).toBeTruthy();
    expect(api.de(`PUT ${API}/reabrir/20`).at(-1)?.body).toEqual({ motivo: 'Faltou lançar a aferição de temperatura.' });
    await waitFor(() => expect(screen.queryByText('Paciente 20')).toBeNull());
    expect(screen.getByText('Paciente 21')).toBeTruthy();
  }, 60_000);

  it('filters by situation through the URL and the server', async () => {
    logar(sessao({ permissoes: [PA.reabrirFaa] }));
    const api = mockApi({
      [`GET ${API}/datatable`]: (c: { query: URLSearchParams }) => {
        const status = c.query.get('status');
        const todas = [FECHADA, CANCELADA];
        return wire({
          draw: 1,
          recordsTotal: 2,
          recordsFiltered: 2,
          data: status ? todas.filter((l) => String(l.status) === status) : todas,
        });
      },
    });
    const { router } = renderApp('/pronto-atendimento/reabertura-atendimento/index?status=3');
    expect(await screen.findByText('Paciente 21', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Paciente 20')).toBeNull();
    expect(api.de(`GET ${API}/datatable`).at(-1)?.query.get('status')).toBe('3');
    expect(router.state.location.search).toBe('?status=3');
  }, 60_000);
});
