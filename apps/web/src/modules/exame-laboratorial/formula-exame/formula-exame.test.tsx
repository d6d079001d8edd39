import { formulaExameFormulario, LAB } from '@saude/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const POST = 'POST /api/exame-laboratorial/formula-exame';
const CICLO = 'A fórmula cria um ciclo com outra fórmula.';

describe('exame-laboratorial/formula-exame/create', () => {
  it('lists the fields the expression reads, computes a test value and puts the 422 on the expression', async () => {
    logar(sessao({ permissoes: [LAB.formulaVer, LAB.formulaCadastrar] }));
    const api = mockApi({
      'GET /api/exame-laboratorial/formula-exame/create': wire({
        form: wireDe(formulaExameFormulario, {
          campos: [
            { codigo: 'CT', nome: 'Colesterol total', exameNome: 'Colesterol total' },
            { codigo: 'HDL', nome: 'Colesterol HDL', exameNome: 'Colesterol HDL' },
            { codigo: 'TG', nome: 'Triglicerídeos', exameNome: 'Triglicerídeos' },
          ],
        }),
      }),
      'GET /api/exame-laboratorial/formula-exame/campo/autocomplete': wire({
        data: [{ id: 55, label: 'LDL — Colesterol LDL (Colesterol LDL)', codigo: 'LDL' }],
      }),
      [POST]: reply(422, { message: 'Os dados informados são inválidos.', errors: { expressao: [CICLO] } }),
    });
    const { user } = renderApp('/exame-laboratorial/formula-exame/create', { user: { pointerEventsCheck: 0 } });
    const expressao = await screen.findByLabelText('Expressão', {}, { timeout: 10_000 });
    fireEvent.change(expressao, { target: { value: 'CT - HDL - TG / 5' } });
    expect(await screen.findByText('Triglicerídeos (Triglicerídeos)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Valor de CT'), { target: { value: '200' } });
    fireEvent.change(screen.getByLabelText('Valor de HDL'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Valor de TG'), { target: { value: '100' } });
    await waitFor(() => expect(screen.getByTestId('resultado-formula').textContent).toBe('130'));

    await user.type(screen.getByLabelText('Campo calculado'), 'LDL');
    await user.click(await screen.findByText('LDL — Colesterol LDL (Colesterol LDL)', {}, { timeout: 5000 }));
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    await waitFor(() => expect(api.de(POST)).toHaveLength(1));
    expect(api.de(POST)[0]?.body).toMatchObject({ campo_id: 55, expressao: 'CT - HDL - TG / 5', bloqueado: false });
    expect(await screen.findByText(CICLO, { selector: '.ant-form-item-explain-error' }, { timeout: 10_000 })).toBeTruthy();
  }, 60_000);

  it('shows the parser problem while typing', async () => {
    logar(sessao({ permissoes: [LAB.formulaVer, LAB.formulaCadastrar] }));
    mockApi({ 'GET /api/exame-laboratorial/formula-exame/create': wire({ form: { campos: [] } }) });
    renderApp('/exame-laboratorial/formula-exame/create');
    const expressao = await screen.findByLabelText('Expressão', {}, { timeout: 10_000 });
    fireEvent.change(expressao, { target: { value: 'CT - (HDL' } });
    expect((await screen.findAllByText('Falta fechar um parêntese na fórmula.')).length).toBeGreaterThan(0);
  }, 60_000);
});
