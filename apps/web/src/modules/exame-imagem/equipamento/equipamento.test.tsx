import { equipamentoImagemResource } from '@saude/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = equipamentoImagemResource.permissoes;
const POST = 'POST /api/exame-imagem/equipamento';

describe('exame-imagem/equipamento', () => {
  it('lists the equipments with modality and unit', async () => {
    logar(sessao({ permissoes: [P.visualizar] }));
    mockApi({
      'GET /api/exame-imagem/equipamento/datatable': wire({
        draw: 1,
        recordsTotal: 1,
        recordsFiltered: 1,
        data: [
          {
            id: 1,
            nome: 'Raio-X Digital — Sala 1',
            modalidade: 1,
            modalidadeNome: 'Radiografia (CR/DX)',
            unidadeNome: 'Policlínica Municipal',
            bloqueado: false,
          },
        ],
      }),
    });
    renderApp('/exame-imagem/equipamento/index');
    expect(await screen.findByText('Raio-X Digital — Sala 1', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('Radiografia (CR/DX)')).toBeTruthy();
    expect(screen.getByText('Policlínica Municipal')).toBeTruthy();
  }, 60_000);

  it('submits an equipment with modality and unit and puts the 422 on the unit', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    const api = mockApi({
      'GET /api/exame-imagem/equipamento/create': wire({ form: { unidades: [{ id: 3, nome: 'Policlínica Municipal' }] } }),
      [POST]: reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { unidade_id: ['Unidade não encontrada ou bloqueada.'] },
      }),
    });
    const { user } = renderApp('/exame-imagem/equipamento/create', { user: { pointerEventsCheck: 0 } });
    fireEvent.change(await screen.findByLabelText('Nome', {}, { timeout: 30_000 }), { target: { value: 'Ultrassom — Sala 2' } });
    await user.click(screen.getByLabelText('Modalidade'));
    await user.click(await screen.findByText('Ultrassonografia (US)', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByLabelText('Unidade'));
    await user.click(await screen.findByText('Policlínica Municipal', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(screen.getByLabelText('AE Title'), { target: { value: 'USSALA2' } });
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    await waitFor(() => expect(api.de(POST)).toHaveLength(1));
    expect(api.de(POST)[0]?.body).toMatchObject({ nome: 'Ultrassom — Sala 2', modalidade: 2, unidade_id: 3, ae_title: 'USSALA2' });
    expect(
      await screen.findByText('Unidade não encontrada ou bloqueada.', { selector: '.ant-form-item-explain-error' }, { timeout: 30_000 }),
    ).toBeTruthy();
  }, 60_000);
});
