import { classificacaoRiscoResource } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = classificacaoRiscoResource.permissoes;

describe('classificação de risco', () => {
  it('lists each colour with its swatch, hex value and target time, most urgent first', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.editar] }));
    const api = mockApi({
      'GET /api/pronto-atendimento/classificacao-risco/datatable': wire({
        draw: 1,
        recordsTotal: 2,
        recordsFiltered: 2,
        data: [
          { id: 1, ordem: 1, cor: '#d32f2f', nome: 'Vermelho', tempoAlvoMinutos: 0, descricao: 'Emergência', bloqueado: false },
          { id: 4, ordem: 4, cor: '#388e3c', nome: 'Verde', tempoAlvoMinutos: 120, descricao: 'Pouco urgente', bloqueado: false },
        ],
      }),
    });
    renderApp('/pronto-atendimento/classificacao-risco/index');
    const vermelho = (await screen.findByText('Vermelho', {}, { timeout: 10_000 })).closest('tr') as HTMLElement;
    const amostra = within(vermelho).getByRole('img', { name: 'Cor #d32f2f' });
    expect(amostra.style.background).toBe('rgb(211, 47, 47)');
    expect(within(vermelho).getByText('#d32f2f')).toBeTruthy();
    expect(within(vermelho).getByText('0 min')).toBeTruthy();
    const verde = screen.getByText('Verde').closest('tr') as HTMLElement;
    expect(within(verde).getByRole('img', { name: 'Cor #388e3c' })).toBeTruthy();
    expect(within(verde).getByText('120 min')).toBeTruthy();
    // the default order is the urgency order
    const pedido = api.de('GET /api/pronto-atendimento/classificacao-risco/datatable')[0];
    expect(pedido?.query.get('order[0][column_name]')).toBe('ordem');
    expect(pedido?.query.get('order[0][dir]')).toBe('asc');
  }, 60_000);

  it('edits the colour with the picker (Manchester presets) and sends it as #rrggbb', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.editar] }));
    const api = mockApi({
      'GET /api/pronto-atendimento/classificacao-risco/3/edit': wire({
        form: {},
        model: { id: 3, nome: 'Amarelo', cor: '#fbc02d', tempoAlvoMinutos: 60, ordem: 3, descricao: 'Urgente', bloqueado: false },
      }),
      'PUT /api/pronto-atendimento/classificacao-risco/3': wire({ id: 3 }),
      'GET /api/pronto-atendimento/classificacao-risco/datatable': wire({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/pronto-atendimento/classificacao-risco/edit/3');
    expect(await screen.findByDisplayValue('Amarelo', {}, { timeout: 10_000 })).toBeTruthy();
    const botao = screen.getByLabelText('Cor');
    expect(botao.textContent).toBe('#fbc02d');

    await user.click(botao);
    const laranja = await waitFor(() => {
      // the Manchester presets in their order: vermelho, laranja, amarelo, verde, azul
      const el = document.querySelectorAll<HTMLElement>('.ant-color-picker-presets-color')[1];
      if (!el) throw new Error('preset não apareceu');
      return el;
    });
    await user.click(laranja);
    await waitFor(() => expect(screen.getByLabelText('Cor').textContent).toBe('#f57c00'));

    await user.click(screen.getByText('Salvar'));
    await waitFor(() => expect(api.de('PUT /api/pronto-atendimento/classificacao-risco/3')).toHaveLength(1));
    expect(api.de('PUT /api/pronto-atendimento/classificacao-risco/3')[0]?.body).toMatchObject({ cor: '#f57c00', ordem: 3 });
  }, 60_000);
});
