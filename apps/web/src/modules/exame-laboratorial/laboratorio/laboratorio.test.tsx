import { laboratorioResource } from '@saude/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = laboratorioResource.permissoes;
const POST = 'POST /api/exame-laboratorial/laboratorio';

describe('exame-laboratorial/laboratorio (form)', () => {
  it('submits a support laboratory with CNES and HL7 code and puts the 422 on its field', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    const api = mockApi({
      'GET /api/exame-laboratorial/laboratorio/create': wire({ form: { unidades: [{ id: 3, nome: 'Policlínica Municipal' }] } }),
      [POST]: reply(422, { message: 'Os dados informados são inválidos.', errors: { cnes: ['Já existe um registro com este valor.'] } }),
    });
    const { user } = renderApp('/exame-laboratorial/laboratorio/create', { user: { pointerEventsCheck: 0 } });
    const nome = await screen.findByLabelText('Nome', {}, { timeout: 10_000 });
    fireEvent.change(nome, { target: { value: 'Laboratório Regional' } });
    await user.click(screen.getByLabelText('Laboratório de apoio'));
    fireEvent.change(screen.getByLabelText('CNES'), { target: { value: '7654321' } });
    fireEvent.change(screen.getByLabelText('Código HL7'), { target: { value: 'LABREG' } });
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    await waitFor(() => expect(api.de(POST)).toHaveLength(1));
    expect(api.de(POST)[0]?.body).toMatchObject({ nome: 'Laboratório Regional', apoio: true, cnes: '7654321', codigo_hl7: 'LABREG' });
    expect(
      await screen.findByText('Já existe um registro com este valor.', { selector: '.ant-form-item-explain-error' }, { timeout: 10_000 }),
    ).toBeTruthy();
  }, 60_000);

  it('asks for the unit of a municipal laboratory before sending', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    const api = mockApi({ 'GET /api/exame-laboratorial/laboratorio/create': wire({ form: { unidades: [] } }) });
    const { user } = renderApp('/exame-laboratorial/laboratorio/create', { user: { pointerEventsCheck: 0 } });
    fireEvent.change(await screen.findByLabelText('Nome', {}, { timeout: 10_000 }), { target: { value: 'Lab' } });
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    expect(await screen.findByText('O campo Unidade é obrigatório para o laboratório municipal.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.de(POST)).toEqual([]);
  }, 60_000);
});
