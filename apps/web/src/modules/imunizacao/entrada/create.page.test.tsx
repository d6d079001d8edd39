import { entradaVacinaFormSchema, IMU, vacinaDeEstoqueSchema } from '@saude/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const opcao = (nome: string) => {
  const el = screen.queryAllByTitle(nome).find((e) => e.classList.contains('ant-select-item-option'));
  if (!el) throw new Error(`opção ${nome} não está na lista`);
  return el;
};

describe('imunizacao/entrada/create', () => {
  it('the vaccine brings its doses per vial; vials × doses per vial are shown as doses; a 422 lands on the line', async () => {
    logar(sessao({ permissoes: [IMU.entradaVer, IMU.entradaCadastrar] }));
    const api = mockApi({
      'GET /api/imunizacao/entrada/create': wireDe(entradaVacinaFormSchema, {
        form: { sala: { salaId: 1, centroCustoId: 9, nome: 'Central de Rede de Frio', unidade: 'Secretaria', tipo: 2 } },
      }),
      'GET /api/imunizacao/entrada/vacina': wireDe(vacinaDeEstoqueSchema, {
        data: [{ id: 5, label: 'Febre amarela (VFA)', dosesPorFrasco: 5, fabricanteId: null, fabricante: null }],
      }),
      'POST /api/imunizacao/entrada': () =>
        reply(422, {
          message: 'O lote FA1 já foi recebido com 10 dose(s) por frasco.',
          errors: { 'itens.0.doses_por_frasco': ['O lote FA1 já foi recebido com 10 dose(s) por frasco.'] },
        }),
    });
    const user = userEvent.setup();
    renderApp('/imunizacao/entrada/create');
    expect(await screen.findByText('Estoque: Central de Rede de Frio', {}, { timeout: 15_000 })).toBeTruthy();

    await user.type(screen.getByLabelText('Vacina'), 'fe');
    await user.click(await screen.findByText('Febre amarela (VFA)', {}, { timeout: 3000 }));
    expect((screen.getByLabelText('Doses por frasco') as HTMLInputElement).value).toBe('5');
    fireEvent.change(screen.getByLabelText('Quantidade'), { target: { value: '12' } });
    // the line's total follows the form state a render later: wait for the text, not just the element
    await waitFor(() => expect(screen.getByLabelText('Total da linha 1').textContent).toBe('60 doses (12 frascos)'));
    expect(screen.getByText('60 doses')).toBeTruthy();

    await user.click(screen.getByLabelText('Unidade da quantidade'));
    await user.click(opcao('Doses'));
    await waitFor(() => expect(screen.getByLabelText('Total da linha 1').textContent).toBe('12 doses (2,4 frascos)'));

    fireEvent.change(screen.getByLabelText('Lote'), { target: { value: 'FA1' } });
    await user.type(
      within(screen.getByText('Validade', { selector: 'label' }).closest('.ant-form-item') as HTMLElement).getByRole('textbox'),
      '31122027',
    );
    fireEvent.change(screen.getByLabelText('Origem'), { target: { value: 'SES' } });
    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('O lote FA1 já foi recebido com 10 dose(s) por frasco.')).toBeTruthy();
    expect(api.de('POST /api/imunizacao/entrada')[0]?.body).toMatchObject({
      origem: 'SES',
      itens: [{ vacina_id: 5, lote: 'FA1', validade: '2027-12-31', doses_por_frasco: 5, unidade: 'dose', quantidade: 12 }],
    });
  }, 120_000);
});
