import { PA } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';
import type { LinhaFechamento } from '../fechamento-faa/faa.api';

const API = '/api/pronto-atendimento';

const linha = (id: number): LinhaFechamento => ({
  id,
  numero: 2026000000 + id,
  recepcionadoEm: '2026-03-10T10:00:00.000Z',
  retroativo: false,
  pacienteId: 500 + id,
  pacienteNome: `Paciente ${id}`,
  cpf: null,
  cns: null,
  dataNascimento: null,
  desconhecido: false,
  classificacaoRisco: null,
  cor: null,
  desfecho: 1,
  ultimoDestino: 1,
  cidPrincipal: 'R10',
  pendencias: [],
  pronta: true,
  procedimentos: [{ codigo: '0301060096', quantidade: 1 }],
});

describe('fechamento de FAA em massa', () => {
  it('closes the checked FAAs after confirming and shows which closed and why the others did not', async () => {
    logar(sessao({ permissoes: [PA.fecharFaa] }));
    const api = mockApi({
      [`GET ${API}/fechamento-faa/datatable`]: wire({ draw: 1, recordsTotal: 3, recordsFiltered: 3, data: [linha(1), linha(2), linha(3)] }),
      [`POST ${API}/fechamento-faa-massa`]: wire({
        data: [
          { atendimentoId: 1, numero: 2026000001, fechada: true, motivos: [] },
          { atendimentoId: 3, numero: 2026000003, fechada: false, motivos: ['Paciente ainda em fila do pronto atendimento'] },
        ],
        fechadas: 1,
        naoFechadas: 1,
        message: '1 FAA(s) fechada(s); 1 não fechada(s).',
      }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/pronto-atendimento/fechamento-faa-massa/index');
    expect(await screen.findByText('Paciente 1', {}, { timeout: 10_000 })).toBeTruthy();
    // only the ready ones are asked for
    expect(api.de(`GET ${API}/fechamento-faa/datatable`)[0]?.query.get('prontas')).toBe('1');
    expect(screen.getByRole('button', { name: 'Fechar selecionadas (0)' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByLabelText('Selecionar FAA nº 2026000001'));
    await user.click(screen.getByLabelText('Selecionar FAA nº 2026000003'));
    await user.click(screen.getByRole('button', { name: 'Fechar selecionadas (2)' }));
    const confirmar = await findDialog('Fechar FAAs');
    expect(within(confirmar).getByText(/Fechar 2 FAA\(s\) selecionada\(s\)\?/)).toBeTruthy();
    await user.click(within(confirmar).getByRole('button', { name: 'Sim' }));

    const resultado = await findDialog('Resultado do fechamento');
    expect(within(resultado).getByText('Fechada')).toBeTruthy();
    expect(within(resultado).getByText('Não fechada')).toBeTruthy();
    expect(within(resultado).getByText('Paciente ainda em fila do pronto atendimento')).toBeTruthy();
    expect(api.de(`POST ${API}/fechamento-faa-massa`)[0]?.body).toEqual({ atendimento_ids: [1, 3] });
    expect(screen.getByText('1 FAA(s) fechada(s); 1 não fechada(s).')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fechar selecionadas (0)' })).toBeTruthy());
  }, 60_000);
});
