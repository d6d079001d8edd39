import { modeloLaudoImagemResource } from '@saude/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = modeloLaudoImagemResource.permissoes;
const POST = 'POST /api/exame-imagem/modelo-laudo';

describe('exame-imagem/modelo-laudo', () => {
  it('lists the templates with their exam', async () => {
    logar(sessao({ permissoes: [P.visualizar] }));
    mockApi({
      'GET /api/exame-imagem/modelo-laudo/datatable': wire({
        draw: 1,
        recordsTotal: 1,
        recordsFiltered: 1,
        data: [
          {
            id: 1,
            nome: 'US abdome total normal',
            exameNome: 'Ultrassonografia de abdome total',
            modalidade: 2,
            modalidadeNome: 'Ultrassonografia (US)',
            bloqueado: false,
          },
        ],
      }),
    });
    renderApp('/exame-imagem/modelo-laudo/index');
    expect(await screen.findByText('US abdome total normal', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('Ultrassonografia de abdome total')).toBeTruthy();
  }, 60_000);

  it('inserts placeholders at the cursor, asks for the exam or the modality, submits and shows the 422 on its field', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    const api = mockApi({
      'GET /api/exame-imagem/modelo-laudo/create': wire({ form: { exames: [{ id: 7, nome: 'Ultrassonografia de abdome total' }] } }),
      [POST]: reply(422, { message: 'Os dados informados são inválidos.', errors: { nome: ['Já existe um registro com este valor.'] } }),
    });
    const { user } = renderApp('/exame-imagem/modelo-laudo/create', { user: { pointerEventsCheck: 0 } });
    fireEvent.change(await screen.findByLabelText('Nome', {}, { timeout: 30_000 }), { target: { value: 'US abdome' } });
    const texto = screen.getByLabelText('Texto do laudo') as HTMLTextAreaElement;
    fireEvent.change(texto, { target: { value: 'Paciente: , sexo .' } });
    texto.setSelectionRange(10, 10);
    fireEvent.select(texto);
    await user.click(screen.getByRole('button', { name: 'Inserir [PACIENTE]' }));
    await waitFor(() => expect(texto.value).toBe('Paciente: [PACIENTE], sexo .'), { timeout: 10_000 });
    // the cursor moved after the inserted placeholder: the next one follows it
    await user.click(screen.getByRole('button', { name: 'Inserir [IDADE]' }));
    await waitFor(() => expect(texto.value).toBe('Paciente: [PACIENTE][IDADE], sexo .'), { timeout: 10_000 });
    // the insertion gives the focus back to the text area on the next frame (its select event names the field):
    // wait for it before moving to the conclusion
    await waitFor(() => expect(document.activeElement).toBe(texto), { timeout: 10_000 });
    await waitFor(() => expect(texto.selectionStart).toBe('Paciente: [PACIENTE][IDADE]'.length), { timeout: 10_000 });

    const conclusao = screen.getByLabelText('Conclusão (impressão diagnóstica)') as HTMLTextAreaElement;
    fireEvent.change(conclusao, { target: { value: 'Exame normal em .' } });
    conclusao.setSelectionRange(16, 16);
    fireEvent.select(conclusao);
    await user.click(screen.getByRole('button', { name: 'Inserir [DATA]' }));
    await waitFor(() => expect(conclusao.value).toBe('Exame normal em [DATA].'), { timeout: 10_000 });

    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    expect(
      await screen.findByText(
        'Informe o exame ou a modalidade do modelo.',
        { selector: '.ant-form-item-explain-error' },
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect(api.de(POST)).toEqual([]);
    await user.click(screen.getByLabelText('Exame'));
    await user.click(await screen.findByText('Ultrassonografia de abdome total', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    await waitFor(() => expect(api.de(POST)).toHaveLength(1));
    expect(api.de(POST)[0]?.body).toMatchObject({
      nome: 'US abdome',
      exame_id: 7,
      texto: 'Paciente: [PACIENTE][IDADE], sexo .',
      conclusao: 'Exame normal em [DATA].',
    });
    expect(
      await screen.findByText('Já existe um registro com este valor.', { selector: '.ant-form-item-explain-error' }, { timeout: 30_000 }),
    ).toBeTruthy();
  }, 60_000);
});
